"""Settings of the example news crawler: the plugin is one line (ADDONS)."""

BOT_NAME = "news_crawler"
SPIDER_MODULES = ["news_crawler.spiders"]
NEWSPIDER_MODULE = "news_crawler.spiders"

# scrapy-danag: every item from an HTML page gets `main_content` and `headline`.
ADDONS = {"scrapy_danag.Addon": 500}

# Runs after scrapy-danag's pipeline (100), so it sees the extracted text.
ITEM_PIPELINES = {"news_crawler.pipelines.ArticleStatsPipeline": 300}

USER_AGENT = "news_crawler (scrapy-danag example; +https://pypi.org/project/scrapy-danag/)"
ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS_PER_DOMAIN = 4
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_START_DELAY = 0.25
AUTOTHROTTLE_MAX_DELAY = 10
AUTOTHROTTLE_TARGET_CONCURRENCY = 2.0
DEPTH_LIMIT = 3
FEED_EXPORT_ENCODING = "utf-8"
TELNETCONSOLE_ENABLED = False
LOG_LEVEL = "INFO"
