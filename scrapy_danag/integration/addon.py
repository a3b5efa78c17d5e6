"""The add-on: ``ADDONS = {"scrapy_danag.Addon": 500}`` enables every component.

It adds the components, at their default positions, to the component
dictionaries; components the project already lists (even as import strings) keep
the position the project gave them. It sets one Scrapy setting at add-on
priority, which the project's, a spider's or the command line's value
overrides: ``CONCURRENT_ITEMS`` (:data:`CONCURRENT_ITEMS`). With scrapy-poet
installed it also provides the crawl's extraction to ``DanagPage``
(:mod:`.poet_provider`).
"""

from __future__ import annotations

from importlib.util import find_spec

from scrapy.settings import BaseSettings

from .downloadermw import DanagDownloaderMiddleware
from .pipeline import DanagPipeline
from .spidermw import DanagSpiderMiddleware

#: Below HttpCompressionMiddleware (590): its process_response runs first, so the
#: tagging sees decompressed bodies.
DOWNLOADER_MIDDLEWARE_PRIORITY = 580
#: Spider middlewares' output runs from high to low numbers; 950 sees the items
#: as the callback yields them, before the built-in middlewares (<= 900).
SPIDER_MIDDLEWARE_PRIORITY = 950
#: Early in ITEM_PIPELINES, so later pipelines (storage, validation) see the fields.
PIPELINE_PRIORITY = 100
#: scrapy-poet calls its providers in this order; any place serves.
POET_PROVIDER_PRIORITY = 600
#: Scrapy (2.19, asyncio reactor) starts ``CONCURRENT_ITEMS`` tasks (100 by
#: default) for every response's output. The spider middleware's output waits
#: for the page's extraction, so all of them wait on an empty queue, a future
#: each, and each is woken again: with 32 pages in flight, thousands of
#: waiting tasks, and the crawl process spent a third more CPU than without
#: the add-on. A spider yields few items a page, and a worker extracts one page
#: at a time: 16 lose nothing and cost no more than 1 (measured in
#: docs/research/speed.md).
CONCURRENT_ITEMS = 16


class Addon:
    """Scrapy add-on wiring scrapy-danag's middlewares and pipeline."""

    def update_settings(self, settings: BaseSettings) -> None:
        settings.set("CONCURRENT_ITEMS", CONCURRENT_ITEMS, priority="addon")
        settings.setdefault_in_component_priority_dict(
            "DOWNLOADER_MIDDLEWARES", DanagDownloaderMiddleware, DOWNLOADER_MIDDLEWARE_PRIORITY
        )
        settings.setdefault_in_component_priority_dict(
            "SPIDER_MIDDLEWARES", DanagSpiderMiddleware, SPIDER_MIDDLEWARE_PRIORITY
        )
        settings.setdefault_in_component_priority_dict(
            "ITEM_PIPELINES", DanagPipeline, PIPELINE_PRIORITY
        )
        if find_spec("scrapy_poet") is not None:
            # A DanagPage then shares the crawl's extraction (one a page).
            from .poet_provider import CrawlExtractionProvider

            settings.setdefault_in_component_priority_dict(
                "SCRAPY_POET_PROVIDERS", CrawlExtractionProvider, POET_PROVIDER_PRIORITY
            )
