"""The article item: what a news crawler stores per page."""

import scrapy


class Article(scrapy.Item):
    url = scrapy.Field()
    headline = scrapy.Field()  # filled by scrapy-danag
    main_content = scrapy.Field()  # filled by scrapy-danag, one paragraph per line
    word_count = scrapy.Field()  # filled by ArticleStatsPipeline
    published = scrapy.Field()  # filled by scrapy-danag: ISO 8601 date or date-time
    authors = scrapy.Field()  # filled by scrapy-danag: a list of names
    language = scrapy.Field()  # filled by scrapy-danag: BCP 47, declared or read from the text
