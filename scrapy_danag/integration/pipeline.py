"""The item pipeline: write ``main_content`` and ``headline`` into items.

With the spider middleware enabled (the add-on does it), each item arrives linked
to its page's extraction. Used alone in ``ITEM_PIPELINES``, the pipeline reads the
page from an item field instead (``DANAG_SOURCE_FIELD``, default ``html``: a
``str``, ``bytes`` or a Scrapy ``Response``), extracts it, and removes that field
unless ``DANAG_KEEP_SOURCE``. Items that are neither pass untouched.
"""

from __future__ import annotations

import logging
from typing import Any

from itemadapter import ItemAdapter
from scrapy.http import Response

from .pages import Page, PageOutcome
from .runtime import DanagRuntime
from .settings import DanagSettingError, options_for_request

logger = logging.getLogger("scrapy_danag")


class DanagPipeline:
    """Fills the main-content and headline fields of items from HTML pages."""

    def __init__(self, runtime: DanagRuntime) -> None:
        self.runtime = runtime
        self.settings = runtime.settings
        self.stats = runtime.stats
        self._reported: set[tuple[type, str]] = set()

    @classmethod
    def from_crawler(cls, crawler: Any) -> DanagPipeline:
        return cls(DanagRuntime.for_crawler(crawler))

    async def process_item(self, item: Any) -> Any:
        adapter = ItemAdapter(item)
        outcome = self.runtime.take(item)
        if outcome is None:
            page = self._page_from_source(adapter)
            if page is None:
                return item
            outcome = await self.runtime.extract(page)
        self._fill(adapter, outcome)
        return item

    def _page_from_source(self, adapter: ItemAdapter) -> Page | None:
        field = self.settings.source_field
        if field is None or field not in adapter:
            return None
        source = adapter[field]
        if not self.settings.keep_source:
            del adapter[field]
        url = str(adapter.get("url") or "")
        content_type = None
        options = self.settings.options
        if isinstance(source, Response):
            url = url or source.url
            header = source.headers.get("Content-Type")
            content_type = header.decode("latin-1") if header else None
            try:
                options = options_for_request(options, source.meta)
            except (DanagSettingError, AttributeError) as exc:
                self.stats.inc_value("danag/errors")
                logger.error("Using default options for %s: %s", url, exc)
            source_body: bytes | str = source.body
        elif isinstance(source, (bytes, str)):
            source_body = source
        else:
            self.stats.inc_value("danag/errors")
            logger.error(
                "Item field %r holds %s, not HTML (str, bytes or a Response); item left as is",
                field,
                type(source).__name__,
            )
            return None
        return Page(url=url, body=source_body, content_type=content_type, options=options)

    def _fill(self, adapter: ItemAdapter, outcome: PageOutcome) -> None:
        values = (
            (self.settings.main_content_field, outcome.main_content, "DANAG_MAIN_CONTENT_FIELD"),
            (self.settings.headline_field, outcome.headline, "DANAG_HEADLINE_FIELD"),
        )
        filled = True
        for field, value, setting in values:
            if not self.settings.overwrite and adapter.get(field):
                continue
            try:
                adapter[field] = value
            except KeyError:
                filled = False
                self._report_missing_field(adapter, field, setting)
        if filled:
            self.stats.inc_value("danag/items/filled")

    def _report_missing_field(self, adapter: ItemAdapter, field: str, setting: str) -> None:
        """A declared item class without the field: say how to fix it, keep the item."""
        self.stats.inc_value("danag/errors")
        key = (type(adapter.item), field)
        if key in self._reported:
            return
        self._reported.add(key)
        name = type(adapter.item).__name__
        logger.error(
            "%s has no field %r, so scrapy-danag cannot fill it (the item goes on without "
            "it). Declare `%s = scrapy.Field()` on %s, or set %s to a field it has.",
            name,
            field,
            field,
            name,
            setting,
        )
