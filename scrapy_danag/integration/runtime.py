"""State shared by the components of one crawler: settings, stats, workers, field writer.

It owns the worker pool and the one place where extraction outcomes are logged,
counted (extracted, empty, failed, timed out, cancelled, too large: once a page)
and announced, so both components, and a callback's own extraction
(:func:`~scrapy_danag.extract_in_callback`), behave alike. It keeps nothing for
an item: the spider middleware fills items as they pass (:mod:`.fields`).
"""

from __future__ import annotations

import atexit
import logging
import weakref
from collections.abc import Callable
from typing import Any, ClassVar

from scrapy import signals
from scrapy.utils.reactor import is_reactor_installed

from ..engine import ExtractionOptions
from .fields import FieldWriter
from .kind_filter import KindFilter
from .pages import Page, PageOutcome, page_of_response
from .request_meta import options_for_request
from .settings import DanagSettingError, DanagSettings, read_settings
from .shared import share_outcome, shared_outcome
from .signals import page_extracted
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
        self.fields = FieldWriter(settings, crawler.stats)
        self.kinds = KindFilter(settings, crawler.stats)
        self._workers: ExtractionWorkers | None = None
        #: Responses with an outcome counted in the stats.
        self._counted: weakref.WeakSet[Any] = weakref.WeakSet()
        #: Responses whose one extraction served another reader.
        self._reused: weakref.WeakSet[Any] = weakref.WeakSet()
        #: Responses whose ``meta["danag"]`` was refused, counted once.
        self._refused: weakref.WeakKeyDictionary[Any, PageOutcome] = weakref.WeakKeyDictionary()
        #: Set by the spider middleware when it starts: the pipeline then knows
        #: that items of HTML responses are filled before they reach it.
        self.spider_middleware = False
        # Held strongly by the runtime: Scrapy's signals keep receivers weakly.
        crawler.signals.connect(self.start, signal=signals.engine_started)
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
            self._workers = ExtractionWorkers(self.settings.workers)
            atexit.register(self._workers.close)  # a forced shutdown skips engine_stopped
            on_forced_stop(self._workers.close)
        return self._workers

    async def extract(self, page: Page) -> PageOutcome:
        """Extract one page off the reactor thread; never raises.

        Too-large, failed, timed-out and cancelled pages give an empty outcome
        with its error, so their items go on; every page is counted once, under
        its outcome, and announced (:data:`.signals.page_extracted`).
        """
        outcome = await self._run(page)
        self.record(page.url, outcome, page.size)
        return outcome

    async def _run(self, page: Page) -> PageOutcome:
        if page.size > self.settings.max_page_bytes:
            return PageOutcome.failure(
                f"{page.size} bytes is over DANAG_MAX_PAGE_BYTES ({self.settings.max_page_bytes})",
                too_large=True,
            )
        return await self.workers.run(page)

    async def outcome_of(self, response: Any) -> PageOutcome:
        """The outcome of a response's page with the request's options, or a
        failure naming a bad ``meta["danag"]``; extracted once however often,
        and by whichever reader, it is asked for (:mod:`.shared`)."""
        try:
            options = options_for_request(self.settings.options, response.meta)
        except DanagSettingError as exc:
            outcome = self._refused.get(response)
            if outcome is None:
                outcome = self._refused[response] = PageOutcome.failure(str(exc))
                self.record(response.url, outcome)
            return outcome
        return await self.outcome_with(response, options)

    async def outcome_with(self, response: Any, options: ExtractionOptions) -> PageOutcome:
        """The outcome of a response's page with ``options`` (a page object's
        own), shared with every reader the same options serve. Each extraction
        is counted, and so is one a callback's ``extract(response)`` made."""
        outcome = shared_outcome(response, options)
        if outcome is None:
            page = page_of_response(response, options, self.settings)
            outcome = await self._run(page)
            share_outcome(response, options, outcome)
        elif response not in self._reused:
            self._reused.add(response)
            self.stats.inc_value("danag/pages/reused")
        if response in self._counted:
            return outcome
        self._counted.add(response)
        self.record(response.url, outcome, len(response.body))
        return outcome

    def record(self, url: str, outcome: PageOutcome, size: int = 0) -> None:
        """Count, log and announce one page's outcome (once a page)."""
        status = outcome.status
        if status in ("extracted", "empty"):
            self.stats.inc_value("danag/pages/extracted")
            self.stats.inc_value("danag/pages/bytes", size)
            self.stats.inc_value("danag/pages/seconds", outcome.seconds)
            if status == "empty":
                self.stats.inc_value("danag/pages/empty")
            if outcome.declared:
                self.stats.inc_value("danag/pages/declared")
        else:
            self.stats.inc_value(f"danag/pages/{status}")
        if status == "too_large":
            logger.warning("Skipped extraction of %s: %s", url, outcome.error)
        elif status == "cancelled":
            logger.warning("Gave up extracting %s: %s", url, outcome.error)
        elif status == "timeout":
            logger.warning(
                "Gave up extracting %s after %.1f s (DANAG_TIMEOUT): its items go on "
                "with empty fields",
                url,
                outcome.seconds,
            )
        elif status == "failed":
            self.stats.inc_value("danag/errors")
            logger.error("Extraction failed for %s: %s", url, outcome.error)
        self.crawler.signals.send_catch_log(signal=page_extracted, url=url, outcome=outcome)

    def start(self) -> None:
        """Start the worker processes with the engine, not at the first page."""
        self.workers.start()

    def close(self) -> None:
        if self._workers is not None:
            self._workers.close()
            atexit.unregister(self._workers.close)
            self._workers = None


def on_forced_stop(close: Callable[[], None]) -> None:
    """Call ``close`` when the reactor begins to shut down. A graceful stop
    (Ctrl-C once, ``CLOSESPIDER_*``) stops the engine first, which waits for
    the pages downloaded -- their extraction goes on, each within its budget;
    a forced one (Ctrl-C twice) stops the reactor at once, and the pages still
    in extraction are given up then, not at the process's exit."""
    if not is_reactor_installed():  # no reactor to stop: engine_stopped and atexit close
        return
    from twisted.internet import reactor

    # zope interfaces declare no self: mypy reads the arguments one place off
    reactor.addSystemEventTrigger("before", "shutdown", close)  # type: ignore[arg-type]
