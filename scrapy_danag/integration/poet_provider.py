"""The crawl's extraction as a scrapy-poet page input.

The add-on registers :class:`CrawlExtractionProvider` in
``SCRAPY_POET_PROVIDERS`` when scrapy-poet is installed: a ``DanagPage`` in
a callback is then given :class:`~.page_objects.CrawlExtraction`, and its fields
share the one extraction the add-on makes of the page for its items.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scrapy.crawler import Crawler
from scrapy.http import Response
from scrapy_poet.page_input_providers import PageObjectInputProvider

from .page_objects import CrawlExtraction
from .runtime import DanagRuntime


class CrawlExtractionProvider(PageObjectInputProvider):
    """Provides :class:`CrawlExtraction` for the response being handled."""

    provided_classes = {CrawlExtraction}  # noqa: RUF012 -- scrapy-poet reads it as a set
    name = "scrapy_danag_crawl_extraction"

    def __call__(
        self, to_provide: set[Callable[..., Any]], response: Response, crawler: Crawler
    ) -> Sequence[Any]:
        return [CrawlExtraction(DanagRuntime.for_crawler(crawler), response)]
