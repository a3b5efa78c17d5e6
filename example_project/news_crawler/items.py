"""The article item: what a news crawler stores per page."""

import scrapy


class Article(scrapy.Item):
    url = scrapy.Field()
    headline = scrapy.Field()  # filled by scrapy-danag
    main_content = scrapy.Field()  # filled by scrapy-danag, one paragraph per line
    word_count = scrapy.Field()  # filled by ArticleStatsPipeline
    language = scrapy.Field()  # from <html lang>, when the page declares one
