"""The spider middleware: tie each item to the page it came from.

For every tagged HTML response that yields items, the page is extracted once
(off the reactor thread) and the outcome is linked to each of its items for the
pipeline. With ``DANAG_DROP_EMPTY`` the items of pages without a main-content
region are dropped here, before any pipeline, and so are the items of pages of
kinds outside ``DANAG_PAGE_TYPES`` (:mod:`.kind_filter`). Requests, and items from untagged
responses, pass untouched.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

from itemadapter import is_item
from scrapy.http import Response

from .pages import PageOutcome
from .request_meta import is_tagged
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
            if not tagged or not is_item(output):
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
    return outcome.error is None and not outcome.has_main_content
