"""One process of a distributed crawl on scrapy-redis: ``python -m
tests.redis_crawl_helper REDIS_URL OUT``.

Its spider reads the start URL from Redis (pushed by the test), follows the
index page's links through the shared queue and yields one item per article
page; scrapy-danag fills it. Several processes run it at once.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import scrapy
from scrapy.crawler import CrawlerProcess
from scrapy_redis.spiders import RedisSpider

SETTINGS: dict[str, Any] = {
    "ADDONS": {"scrapy_danag.Addon": 500},
    "SCHEDULER": "scrapy_redis.scheduler.Scheduler",
    "DUPEFILTER_CLASS": "scrapy_redis.dupefilter.RFPDupeFilter",
    # Kept on close: another process may still be crawling from the queue.
    "SCHEDULER_PERSIST": True,
    "MAX_IDLE_TIME_BEFORE_CLOSE": 10,
    # Paced so that the crawl outlasts an engine heartbeat (5 s): an idle
    # process looks at the shared queue once a heartbeat.
    "CONCURRENT_REQUESTS": 1,
    "DOWNLOAD_DELAY": 0.25,
    "RANDOMIZE_DOWNLOAD_DELAY": False,
    "ROBOTSTXT_OBEY": False,
    "TELNETCONSOLE_ENABLED": False,
    "LOG_LEVEL": "INFO",
    "DANAG_METADATA": ["language"],
}


class SharedQueueSpider(RedisSpider):
    name = "danag_shared"

    def parse(self, response: scrapy.http.Response) -> Any:
        if response.url.rstrip("/").endswith("index"):
            for href in response.css("a::attr(href)").getall():
                yield response.follow(href, self.parse)
        else:
            yield {"url": response.url, "pid": os.getpid()}


def main() -> None:
    redis_url, out = sys.argv[1], Path(sys.argv[2])
    process = CrawlerProcess({**SETTINGS, "REDIS_URL": redis_url})
    crawler = process.create_crawler(SharedQueueSpider)
    items: list[dict[str, Any]] = []

    def collect(item: Any, **_: Any) -> None:  # held here: signals keep receivers weakly
        items.append(dict(item))

    crawler.signals.connect(collect, signal=scrapy.signals.item_scraped)
    process.crawl(crawler)
    process.start()
    stats = {k: v for k, v in crawler.stats.get_stats().items() if k.startswith("danag/")}
    out.write_text(json.dumps({"items": items, "stats": stats}, default=str))


if __name__ == "__main__":
    main()
