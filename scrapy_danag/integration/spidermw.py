"""The spider middleware: tie each item to the page it came from.

For every tagged HTML response that yields items, the page is extracted once
(off the reactor thread) and its outcome written into each of its items. With
``DANAG_DROP_EMPTY`` the items of pages without a main-content region are
dropped here, before any pipeline, and so are the items of pages of kinds
outside ``DANAG_PAGE_TYPES`` (:mod:`.kind_filter`). The items of responses left
unextracted (not HTML, a status outside ``DANAG_STATUS_CODES``...) get the same
fields, empty, so that every item has the same keys; an item carrying its page
in ``DANAG_SOURCE_FIELD`` is left for the pipeline. Requests pass untouched.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

from itemadapter import ItemAdapter, is_item
from scrapy.http import Response

from .pages import PageOutcome
from .request_meta import is_tagged, skip_reason
from .runtime import DanagRuntime

logger = logging.getLogger("scrapy_danag")


class DanagSpiderMiddleware:
    """Extracts each HTML page once and links the outcome to its items."""

    def __init__(self, runtime: DanagRuntime) -> None:
        self.runtime = runtime
        self.stats = runtime.stats
        runtime.spider_middleware = True

    @classmethod
    def from_crawler(cls, crawler: Any) -> DanagSpiderMiddleware:
        return cls(DanagRuntime.for_crawler(crawler))

    async def process_spider_output(
        self, response: Response, result: AsyncIterator[Any]
    ) -> AsyncIterator[Any]:
        outcome: PageOutcome | None = None
        tagged = is_tagged(response.meta)
        async for output in result:
            if not is_item(output):
                yield output
                continue
            if not tagged:
                # The same keys as any page's items, empty, the reason in the
                # outcome -- but for an item carrying its page to the pipeline.
                if not self._carries_source(output):
                    if outcome is None:
                        outcome = PageOutcome.not_extracted(skip_reason(response.meta))
                    self.runtime.fields.fill(output, outcome)
                yield output
                continue
            if outcome is None:
                outcome = await self._outcome(response)
            if self.runtime.settings.drop_empty and _is_empty(outcome):
                self.stats.inc_value("danag/items/dropped")
                continue
            if not self.runtime.kinds.keeps(outcome):
                self.runtime.kinds.count_item(outcome)
                continue
            self.runtime.kinds.count_kept(outcome)
            self.runtime.fields.fill(output, outcome)
            yield output

    def _carries_source(self, item: Any) -> bool:
        field = self.runtime.settings.source_field
        return field is not None and ItemAdapter(item).get(field) is not None

    async def _outcome(self, response: Response) -> PageOutcome:
        # Extracted once a response: by the callback already, if it asked
        # (extract_in_callback), else here.
        outcome = await self.runtime.outcome_of(response)
        if self.runtime.settings.drop_empty and _is_empty(outcome):
            logger.info("Dropping the items of %s: no main-content region", response.url)
        elif not self.runtime.kinds.keeps(outcome):
            self.runtime.kinds.report_page(response.url, outcome)
        return outcome


def _is_empty(outcome: PageOutcome) -> bool:
    """A page without main content; a failed extraction is not "empty": its items go on."""
    return outcome.status == "empty"
