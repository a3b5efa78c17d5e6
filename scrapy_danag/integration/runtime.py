"""State shared by the components of one crawler: settings, stats, workers, field writer.

It owns the worker pool and the one place where extraction outcomes are logged
and counted (extracted, empty, failed, timed out, cancelled, too large), so both
components behave alike. It keeps nothing for an item: the spider middleware
fills items as they pass (:mod:`.fields`).
"""

from __future__ import annotations

import atexit
import logging
import time
import weakref
from typing import Any, ClassVar

from scrapy import signals

from .fields import FieldWriter
from .kind_filter import KindFilter
from .pages import Page, PageOutcome
from .settings import DanagSettings, read_settings
from .workers import ExtractionWorkers

logger = logging.getLogger("scrapy_danag")

#: Once the crawl begins to stop (Ctrl-C, ``CLOSESPIDER_*``), pages still being
#: extracted get this many seconds to finish before they are given up.
SHUTDOWN_GRACE = 1.0


class DanagRuntime:
    """One per crawler; created by whichever component starts first."""

    _by_crawler: ClassVar[weakref.WeakKeyDictionary[Any, DanagRuntime]] = (
        weakref.WeakKeyDictionary()
    )

    def __init__(self, crawler: Any, settings: DanagSettings) -> None:
        self.crawler = crawler
        self.settings = settings
        self.stats = crawler.stats
        self.fields = FieldWriter(settings, crawler.stats)
        self.kinds = KindFilter(settings, crawler.stats)
        self._workers: ExtractionWorkers | None = None
        self._stop_seen: float | None = None
        # Held strongly by the runtime: Scrapy's signals keep receivers weakly.
        crawler.signals.connect(self.close, signal=signals.engine_stopped)

    @classmethod
    def for_crawler(cls, crawler: Any) -> DanagRuntime:
        """The crawler's runtime; raises like :func:`read_settings` on bad settings."""
        runtime = cls._by_crawler.get(crawler)
        if runtime is None:
            runtime = cls._by_crawler[crawler] = cls(crawler, read_settings(crawler.settings))
        return runtime

    # -- extraction ---------------------------------------------------------
    @property
    def workers(self) -> ExtractionWorkers:
        if self._workers is None:
            self._workers = ExtractionWorkers(self.settings.workers, self.stopping)
            atexit.register(self._workers.close)  # a forced shutdown skips engine_stopped
        return self._workers

    def stopping(self) -> bool:
        """True once the crawl has been stopping for :data:`SHUTDOWN_GRACE` seconds
        (read from the worker threads: a flag and the clock, nothing more)."""
        if getattr(self.crawler, "crawling", True):
            return False
        if self._stop_seen is None:
            self._stop_seen = time.monotonic()
        return time.monotonic() - self._stop_seen >= SHUTDOWN_GRACE

    async def extract(self, page: Page) -> PageOutcome:
        """Extract one page off the reactor thread; never raises.

        Too-large, failed, timed-out and cancelled pages are logged with their URL,
        counted, and give an empty outcome with its error, so their items go on.
        """
        if page.size > self.settings.max_page_bytes:
            self.stats.inc_value("danag/pages/too_large")
            logger.warning(
                "Skipped extraction of %s: %d bytes is over DANAG_MAX_PAGE_BYTES (%d)",
                page.url,
                page.size,
                self.settings.max_page_bytes,
            )
            return PageOutcome.failure("page over DANAG_MAX_PAGE_BYTES")
        outcome = await self.workers.run(page)
        if outcome.cancelled:
            self.stats.inc_value("danag/pages/cancelled")
            logger.warning("Gave up extracting %s: %s", page.url, outcome.error)
        elif outcome.timed_out:
            self.stats.inc_value("danag/pages/timeout")
            logger.warning(
                "Gave up extracting %s after %.1f s (DANAG_TIMEOUT): its items go on "
                "with empty fields",
                page.url,
                outcome.seconds,
            )
        elif outcome.error is not None:
            self.stats.inc_value("danag/errors")
            logger.error("Extraction failed for %s: %s", page.url, outcome.error)
        else:
            self.stats.inc_value("danag/pages/extracted")
            self.stats.inc_value("danag/pages/bytes", page.size)
            self.stats.inc_value("danag/pages/seconds", outcome.seconds)
            if not outcome.has_main_content:
                self.stats.inc_value("danag/pages/empty")
        return outcome

    def close(self) -> None:
        if self._workers is not None:
            self._workers.close()
            atexit.unregister(self._workers.close)
            self._workers = None
