"""State shared by the components of one crawler: settings, stats, workers, item links.

The spider middleware sees which response an item came from; the pipeline sees
only the item. The runtime carries the link: the middleware extracts each page
once and records the outcome for every item of that page; the pipeline takes it
back. It also owns the worker pool and the one place where extraction failures
are logged and counted, so both components behave alike.
"""

from __future__ import annotations

import logging
import weakref
from typing import Any, ClassVar

from scrapy import signals

from .pages import Page, PageOutcome, extract_outcome
from .settings import DanagSettings, read_settings
from .workers import ExtractionWorkers

logger = logging.getLogger("scrapy_danag")


class DanagRuntime:
    """One per crawler; created by whichever component starts first."""

    _by_crawler: ClassVar[weakref.WeakKeyDictionary[Any, DanagRuntime]] = (
        weakref.WeakKeyDictionary()
    )

    def __init__(self, crawler: Any, settings: DanagSettings) -> None:
        self.crawler = crawler
        self.settings = settings
        self.stats = crawler.stats
        self._workers: ExtractionWorkers | None = None
        # id(item) -> (item, outcome); the item is kept so its id cannot be reused.
        self._outcomes: dict[int, tuple[Any, PageOutcome]] = {}
        crawler.signals.connect(self._forget, signal=signals.item_dropped)
        crawler.signals.connect(self._forget, signal=signals.item_error)
        crawler.signals.connect(self.close, signal=signals.engine_stopped)

    @classmethod
    def for_crawler(cls, crawler: Any) -> DanagRuntime:
        """The crawler's runtime; raises like :func:`read_settings` on bad settings."""
        runtime = cls._by_crawler.get(crawler)
        if runtime is None:
            runtime = cls._by_crawler[crawler] = cls(crawler, read_settings(crawler.settings))
        return runtime

    # -- item links ---------------------------------------------------------
    def link(self, item: Any, outcome: PageOutcome) -> None:
        self._outcomes[id(item)] = (item, outcome)

    def take(self, item: Any) -> PageOutcome | None:
        entry = self._outcomes.pop(id(item), None)
        return None if entry is None else entry[1]

    def pending(self) -> int:
        return len(self._outcomes)

    def _forget(self, item: Any, **_: Any) -> None:
        self._outcomes.pop(id(item), None)

    # -- extraction ---------------------------------------------------------
    @property
    def workers(self) -> ExtractionWorkers:
        if self._workers is None:
            self._workers = ExtractionWorkers(self.settings.workers)
        return self._workers

    async def extract(self, page: Page) -> PageOutcome:
        """Extract one page off the reactor thread; never raises.

        Too-large pages are skipped, failures logged with the URL; both are
        counted and give an empty outcome, so the page's items go on.
        """
        if page.size > self.settings.max_page_bytes:
            self.stats.inc_value("danag/pages/too_large")
            logger.warning(
                "Skipped extraction of %s: %d bytes is over DANAG_MAX_PAGE_BYTES (%d)",
                page.url,
                page.size,
                self.settings.max_page_bytes,
            )
            return PageOutcome("", None, False, error="page over DANAG_MAX_PAGE_BYTES")
        try:
            outcome = await self.workers.run(extract_outcome, page)
        except Exception as exc:
            self.stats.inc_value("danag/errors")
            logger.error("Extraction failed for %s: %r", page.url, exc, exc_info=exc)
            return PageOutcome("", None, False, error=repr(exc))
        self.stats.inc_value("danag/pages/extracted")
        self.stats.inc_value("danag/pages/bytes", page.size)
        self.stats.inc_value("danag/pages/seconds", outcome.seconds)
        if not outcome.has_main_content:
            self.stats.inc_value("danag/pages/empty")
        return outcome

    def close(self) -> None:
        if self._workers is not None:
            self._workers.close()
            self._workers = None
