"""The item pipeline: extract items that carry their own page.

With the spider middleware enabled (the add-on does it), the items of HTML
responses arrive filled already (:mod:`.fields`). The pipeline extracts the items
that carry their page in a field instead (``DANAG_SOURCE_FIELD``, default
``html``: a ``str``, ``bytes`` or a Scrapy ``Response``) and have no main content
yet, and removes that field unless ``DANAG_KEEP_SOURCE``; with
``DANAG_PAGE_TYPES`` it drops those of pages of other kinds (``DropItem``). Items
that are neither pass untouched.
"""

from __future__ import annotations

import logging
from typing import Any

from itemadapter import ItemAdapter
from scrapy.exceptions import DropItem
from scrapy.http import Response

from .pages import Page
from .request_meta import options_for_request
from .runtime import DanagRuntime
from .settings import DanagSettingError

logger = logging.getLogger("scrapy_danag")


class DanagPipeline:
    """Fills the main-content and headline fields of items from HTML pages."""

    def __init__(self, runtime: DanagRuntime) -> None:
        self.runtime = runtime
        self.settings = runtime.settings
        self.stats = runtime.stats
        self._warned = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> DanagPipeline:
        return cls(DanagRuntime.for_crawler(crawler))

    async def process_item(self, item: Any) -> Any:
        adapter = ItemAdapter(item)
        if adapter.get(self.settings.main_content_field) is not None:
            # Filled by the spider middleware, or by the spider: the page it may
            # carry for `scrapy parse --pipelines` is not exported with it.
            field = self.settings.source_field
            if field is not None and field in adapter and not self.settings.keep_source:
                del adapter[field]
            return item
        page = self._page_from_source(adapter)
        if page is None:
            self._warn_unreachable(adapter)
            return item
        outcome = await self.runtime.extract(page)
        if not self.runtime.kinds.keeps(outcome):
            self.runtime.kinds.count_item(outcome)
            self.runtime.kinds.report_page(page.url, outcome)
            raise DropItem(f"a {outcome.page_type} page, not one of DANAG_PAGE_TYPES")
        self.runtime.kinds.count_kept(outcome)
        self.runtime.fields.fill(item, outcome)
        return item

    def _warn_unreachable(self, adapter: ItemAdapter) -> None:
        """Once a crawl: an item reached the pipeline with no page to extract and
        no spider middleware to have filled it -- the setup can fill nothing."""
        if self._warned or self.runtime.spider_middleware:
            return
        self._warned = True
        where = (
            f"nor a {self.settings.source_field!r} field holding its page"
            if self.settings.source_field is not None
            else "and DANAG_SOURCE_FIELD is None"
        )
        logger.warning(
            "DanagPipeline received a %s with no %r %s, and DanagSpiderMiddleware is not "
            "enabled: scrapy-danag cannot fill such items. Enable the add-on "
            '(ADDONS = {"scrapy_danag.Addon": 500}) or put each page in the items.',
            type(adapter.item).__name__,
            self.settings.main_content_field,
            where,
        )

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
        return Page(url, source_body, content_type, options, self.settings.timeout)
