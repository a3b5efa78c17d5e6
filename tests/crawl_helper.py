"""Runs one real Scrapy crawl described by a JSON file, and writes what came out.

Used by the integration tests as ``python -m tests.crawl_helper CONFIG OUT``: each
crawl needs a fresh process, because a Twisted reactor cannot be restarted.
Scrapy's deprecation warnings are errors here.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import time
import warnings
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import attrs
import scrapy
from itemadapter import ItemAdapter, is_item
from scrapy.crawler import CrawlerProcess
from scrapy.exceptions import ScrapyDeprecationWarning
from twisted.internet import task

import scrapy_danag
from scrapy_danag.poet import DanagPage


class CopyingSpiderMiddleware:
    """A project middleware that replaces every item by a plain dict of its fields,
    as projects do to normalise items."""

    async def process_spider_output(
        self, response: scrapy.http.Response, result: AsyncIterator[Any]
    ) -> AsyncIterator[Any]:
        async for output in result:
            yield dict(ItemAdapter(output).asdict()) if is_item(output) else output


class CopyingPipeline:
    """A project pipeline that returns a copy of every item instead of the item."""

    def process_item(self, item: Any) -> Any:
        return dict(ItemAdapter(item).asdict())


class ReactorStallMonitor:
    """An extension timing the reactor: a call scheduled every 20 ms records how late
    it runs; the longest delay goes into the stats as ``test/reactor_stall``."""

    def __init__(self, crawler: Any) -> None:
        self.stats = crawler.stats
        self.longest = 0.0
        self.last = time.monotonic()
        self.loop = task.LoopingCall(self.tick)
        crawler.signals.connect(self.start, signal=scrapy.signals.spider_opened)
        crawler.signals.connect(self.stop, signal=scrapy.signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Any) -> ReactorStallMonitor:
        return cls(crawler)

    def start(self) -> None:
        self.last = time.monotonic()
        self.loop.start(0.02, now=False)

    def tick(self) -> None:
        now = time.monotonic()
        self.longest = max(self.longest, now - self.last - 0.02)
        self.last = now

    def stop(self) -> None:
        self.loop.stop()
        self.stats.set_value("test/reactor_stall", round(self.longest, 3))


class DeclaredItem(scrapy.Item):
    url = scrapy.Field()
    # A field may take a method's name: Item's metaclass keeps fields apart from
    # its attributes, which is what the stubs cannot say.
    copy = scrapy.Field()  # type: ignore[assignment]
    main_content = scrapy.Field()
    headline = scrapy.Field()
    html = scrapy.Field()


class ItemWithoutContentField(scrapy.Item):
    url = scrapy.Field()
    copy = scrapy.Field()  # type: ignore[assignment]
    headline = scrapy.Field()


@dataclasses.dataclass
class DataclassItem:
    url: str
    copy: int = 0
    main_content: str | None = None
    headline: str | None = None


@attrs.define
class AttrsItem:
    url: str
    copy: int = 0
    main_content: str | None = None
    headline: str | None = None


ITEM_KINDS = {"item": DeclaredItem, "item_missing": ItemWithoutContentField, "attrs": AttrsItem}


def make_spider(config: dict[str, Any]) -> type[scrapy.Spider]:
    class TestSpider(scrapy.Spider):
        name = "danag_test"
        custom_settings = config.get("custom_settings", {})

        async def start(self):  # type: ignore[override]
            callback = self.parse_page if config.get("poet") else None
            for target in config["targets"]:
                yield scrapy.Request(target["url"], callback, meta=target.get("meta", {}))

        async def parse_page(self, response: scrapy.http.Response, page: DanagPage) -> Any:
            """scrapy-poet builds the page object from the response."""
            item = await page.to_item()
            yield {**attrs.asdict(item), "copy": 0}

        async def parse(self, response: scrapy.http.Response) -> Any:
            if config.get("callback_extracts"):
                # A callback that decides from the crawl's own extraction.
                page = await scrapy_danag.extract_in_callback(response, self.crawler)
                if page.page_type not in config["callback_extracts"]:
                    return
            if config.get("callback_extracts_response"):
                # A callback's own extraction, as in `scrapy shell`.
                own = scrapy_danag.extract(response)
                yield {"url": response.url, "own_content": own.main_content}
                return
            for copy in range(config.get("items_per_page", 1)):
                yield self.make_item(response, copy)

        def make_item(self, response: scrapy.http.Response, copy: int) -> Any:
            kind = config.get("item_kind", "dict")
            fields: dict[str, Any] = {"url": response.url, "copy": copy}
            source = config.get("source")
            if source == "response":
                fields["html"] = response
            elif source == "bytes":
                fields["html"] = response.body
            if "prefill" in config:
                fields["main_content"] = config["prefill"]
            if kind == "dataclass":
                return DataclassItem(**fields)
            if kind in ITEM_KINDS:
                return ITEM_KINDS[kind](**fields)
            return fields

    return TestSpider


def to_json(item: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(item):
        data = dataclasses.asdict(item)  # type: ignore[arg-type]
    elif attrs.has(type(item)):
        data = attrs.asdict(item)
    else:
        data = dict(item)
    data["_type"] = type(item).__name__
    for key, value in list(data.items()):
        if isinstance(value, bytes):
            data[key] = f"<{len(value)} bytes>"
        elif isinstance(value, scrapy.http.Response):
            data[key] = "<Response>"
    return data


def main() -> None:
    config = json.loads(Path(sys.argv[1]).read_text())
    out = Path(sys.argv[2])
    warnings.simplefilter("error", ScrapyDeprecationWarning)
    items: list[dict[str, Any]] = []
    settings = {
        "LOG_LEVEL": "INFO",
        "ROBOTSTXT_OBEY": False,
        "TELNETCONSOLE_ENABLED": False,
        "HTTPCACHE_ENABLED": False,
        "RETRY_ENABLED": False,
        "CONCURRENT_REQUESTS": 8,
        **config.get("settings", {}),
    }
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(make_spider(config))

    def collect(item: Any, **_: Any) -> None:
        items.append(to_json(item))

    crawler.signals.connect(collect, signal=scrapy.signals.item_scraped)
    outcomes: list[dict[str, Any]] = []

    def outcome(url: str, outcome: Any, **_: Any) -> None:
        outcomes.append({"url": url, "status": outcome.status, "error": outcome.error})

    crawler.signals.connect(outcome, signal=scrapy_danag.page_extracted)
    process.crawl(crawler)
    process.start()
    stats = {k: v for k, v in crawler.stats.get_stats().items() if not hasattr(v, "isoformat")}
    result = {"items": items, "stats": stats}
    if outcomes:
        result["outcomes"] = outcomes
    out.write_text(json.dumps(result, default=str))


if __name__ == "__main__":
    main()
