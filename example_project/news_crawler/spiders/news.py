"""A news crawler: follows section pages, yields one item per article.

With no arguments it crawls the bundled offline site (started on 127.0.0.1 for the
crawl, stopped at the end). Given ``-a start_url=https://...`` it crawls that site
instead, staying on its domain, up to ``-a max_pages`` articles (default 50).
With ``-s REDIS_URL=redis://host:6379`` as well, it runs distributed: start the
same command on as many machines as you like, and they share one queue.

Which links are articles is decided from the URL, as news crawlers usually do: a
path whose last segment is a slug of three or more words, or carries a number of
four or more digits. Listing pages that still look like articles (tag pages,
archives) are dropped by scrapy-danag: they have no main content.
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any
from urllib.parse import urlsplit

import scrapy
from scrapy import signals
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor
from scrapy.settings import BaseSettings

from ..items import Article
from ..offline_site import OfflineSite

_SLUG_RE = re.compile(r"[a-z0-9]+(?:[-_][a-z0-9]+){2,}|\d{4,}", re.IGNORECASE)
_NOT_PAGES = re.compile(r"\.(?:pdf|jpe?g|png|gif|svg|zip|mp[34]|xml|json|css|js)$", re.I)


def is_article_url(url: str) -> bool:
    """True for URLs shaped like article pages."""
    path = urlsplit(url).path
    if _NOT_PAGES.search(path):
        return False
    segments = [s for s in path.split("/") if s]
    if not segments:
        return False
    last = re.sub(r"\.(?:html?|php|aspx?)$", "", segments[-1], flags=re.I)
    return _SLUG_RE.search(last) is not None


class NewsSpider(scrapy.Spider):
    name = "news"
    # Typed as scrapy.Spider declares it (an instance variable), not as a ClassVar.
    custom_settings: dict[str, Any] | None = {  # noqa: RUF012
        # The gap is how many lines may separate two parts of one article.
        # Raise it for hyperlink-rich pages and for long articles broken up by
        # figures, embeds or ads; lower it if comments or "related" boxes creep in.
        "DANAG_GAP": 20,
        # Index, tag and archive pages reached by an article-like address: drop
        # their items. A bare list of links has no main content (DROP_EMPTY); a
        # page of teasers has text, but it is a listing, not an article.
        "DANAG_DROP_EMPTY": True,
        "DANAG_PAGE_TYPES": ["article"],
        # When, by whom, in what language: read from the page's JSON-LD, <meta>,
        # byline and dateline, the language checked against the text.
        "DANAG_METADATA": ["published", "authors", "language"],
    }

    #: Seconds an idle process of a distributed crawl waits for the shared
    #: queue before it closes: the other processes may still be adding to it.
    idle_grace = 15.0

    @classmethod
    def update_settings(cls, settings: BaseSettings) -> None:
        """With ``-s REDIS_URL=redis://...`` every process started with the same
        command shares one request queue and one duplicate filter (scrapy-redis:
        ``pip install 'scrapy-danag[redis]'``)."""
        super().update_settings(settings)
        if settings.get("REDIS_URL"):
            settings.set("SCHEDULER", "scrapy_redis.scheduler.Scheduler", priority="spider")
            settings.set(
                "DUPEFILTER_CLASS", "scrapy_redis.dupefilter.RFPDupeFilter", priority="spider"
            )
            # Kept when one process closes: the others still crawl from it.
            settings.set("SCHEDULER_PERSIST", True, priority="spider")

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> NewsSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        if crawler.settings.get("REDIS_URL"):
            crawler.signals.connect(spider.wait_for_shared_queue, signal=signals.spider_idle)
        return spider

    def wait_for_shared_queue(self) -> None:
        """Stay open while the crawl was busy lately: an idle process looks at
        the shared queue again at the engine's next heartbeat."""
        if time.monotonic() - self.last_busy < self.idle_grace:
            raise DontCloseSpider

    def __init__(self, start_url: str | None = None, max_pages: str | int = 50, **kwargs: Any):
        super().__init__(**kwargs)
        self.start_url = start_url
        self.max_pages = int(max_pages)
        self.site: OfflineSite | None = None
        self.articles_requested = 0
        self.links = LinkExtractor(deny_extensions=[])
        self.last_busy = time.monotonic()
        if start_url:
            self.allowed_domains = [urlsplit(start_url).hostname or ""]

    async def start(self) -> AsyncIterator[scrapy.Request]:
        if self.start_url is None:
            self.site = OfflineSite().start()
            self.logger.info("Serving the bundled offline site at %s", self.site.url)
            yield scrapy.Request(self.site.url, callback=self.parse)
        else:
            yield scrapy.Request(self.start_url, callback=self.parse)

    def parse(self, response: Response) -> Iterator[scrapy.Request]:
        """An index or section page: follow article links and other pages of the site."""
        self.last_busy = time.monotonic()
        if not isinstance(response, TextResponse):
            return  # an image or a download: no links to follow
        for link in self.links.extract_links(response):
            if is_article_url(link.url):
                if self.articles_requested >= self.max_pages:
                    continue
                self.articles_requested += 1
                yield scrapy.Request(link.url, callback=self.parse_article)
            elif not _NOT_PAGES.search(urlsplit(link.url).path):
                yield scrapy.Request(link.url, callback=self.parse)

    def parse_article(self, response: Response) -> Iterator[Article]:
        # Headline, main content, date, authors and language: scrapy-danag's.
        self.last_busy = time.monotonic()
        yield Article(url=response.url)

    def closed(self, reason: str) -> None:
        if self.site is not None:
            self.site.stop()
