"""A crawled page, its extraction outcome, and the worker-side extraction call."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import Extraction, ExtractionOptions, ExtractionTimeout, extract
from ..engine.budget import ExtractionCancelled, time_budget
from ..engine.metadata import Metadata
from ..engine.opening import DECLARED_NOTES

if TYPE_CHECKING:
    from .settings import DanagSettings


@dataclass(frozen=True, slots=True)
class PageOutcome:
    """What the components write into items: small, so it crosses a process boundary cheaply.

    ``error`` is set when extraction failed or gave up (``timed_out``); the page's
    items still go on, with empty fields. ``metadata`` is None unless the page's
    options asked for it (``DANAG_METADATA``) and extraction succeeded.
    ``notes``: the extraction's own (``Extraction.notes``), saying why a page's
    content is what it is (not HTML; opened by what the page declares).
    """

    main_content: str
    headline: str | None
    has_main_content: bool
    error: str | None = None
    seconds: float = 0.0
    timed_out: bool = False
    cancelled: bool = False
    page_type: str | None = None
    metadata: Metadata | None = None
    too_large: bool = False
    notes: tuple[str, ...] = ()
    #: Each kind's score (``Extraction.kind_scores``): whether a page is
    #: clearly of a kind a crawl drops.
    kind_scores: dict[str, float] | None = None
    #: Not extracted: not an HTML page, or not asked to be (``notes`` say why).
    skipped: bool = False

    @classmethod
    def failure(
        cls,
        error: str,
        *,
        seconds: float = 0.0,
        timed_out: bool = False,
        cancelled: bool = False,
        too_large: bool = False,
    ) -> PageOutcome:
        return cls("", None, False, error, seconds, timed_out, cancelled, too_large=too_large)

    @classmethod
    def not_extracted(cls, reason: str) -> PageOutcome:
        """The outcome of a response left unextracted: the same fields as any
        page with nothing to extract, and the reason in its notes."""
        return cls("", None, False, notes=(reason,), skipped=True)

    @property
    def status(self) -> str:
        """What happened to the page, in one word: ``extracted`` (with main
        content), ``empty`` (extracted, none found), ``failed``, ``timeout``,
        ``too_large``, ``cancelled`` (the crawl was stopped at once) or
        ``skipped`` (not extracted: not an HTML page, or not asked to be)."""
        if self.skipped:
            return "skipped"
        if self.cancelled:
            return "cancelled"
        if self.timed_out:
            return "timeout"
        if self.too_large:
            return "too_large"
        if self.error is not None:
            return "failed"
        return "extracted" if self.has_main_content else "empty"

    @property
    def declared(self) -> bool:
        """Whether the main content opens with what the page declares of its
        text (its head's excerpt, a product's description): a script writes
        the rest in the browser, and the item holds only that much."""
        return not DECLARED_NOTES.isdisjoint(self.notes)

    def summary(self) -> dict[str, object]:
        """The outcome as an item field holds it (``DANAG_OUTCOME_FIELD``)."""
        return {
            "status": self.status,
            "error": self.error,
            "seconds": round(self.seconds, 4),
            "notes": list(self.notes),
        }


@dataclass(frozen=True, slots=True)
class Page:
    """One HTML page as the engine needs it; ``timeout`` is its budget in seconds."""

    url: str
    body: bytes | str
    content_type: str | None
    options: ExtractionOptions
    timeout: float | None = None

    @property
    def size(self) -> int:
        return len(self.body)


def page_of_response(
    response: Any, options: ExtractionOptions, settings: DanagSettings | None = None
) -> Page:
    """A Scrapy response as the engine needs it: its URL, body and declared type,
    with the crawl's time budget."""
    header = response.headers.get("Content-Type")
    return Page(
        url=response.url,
        body=response.body,
        content_type=header.decode("latin-1") if header else None,
        options=options,
        timeout=None if settings is None else settings.timeout,
    )


def extract_outcome(page: Page, stop: Callable[[], bool] | None = None) -> PageOutcome:
    """The worker-side call: run the engine under the page's budget, keep only what
    items need. Never raises: a failure is an outcome with its error, so that a
    worker process outlives any page."""
    started = time.perf_counter()
    try:
        with time_budget(page.timeout, stop):
            result = extract(
                page.body, page.url, content_type=page.content_type, options=page.options
            )
    except ExtractionTimeout as exc:
        return PageOutcome.failure(
            str(exc),
            seconds=time.perf_counter() - started,
            timed_out=not isinstance(exc, ExtractionCancelled),
            cancelled=isinstance(exc, ExtractionCancelled),
        )
    except Exception as exc:  # the page is lost, the crawl is not
        return PageOutcome.failure(repr(exc), seconds=time.perf_counter() - started)
    return outcome_of_extraction(result, time.perf_counter() - started)


def outcome_of_extraction(result: Extraction, seconds: float) -> PageOutcome:
    """What items need of an engine result: a worker's answer, or a callback's
    own ``extract(response)`` (the metadata only when its options read it)."""
    return PageOutcome(
        result.main_content,
        result.headline,
        result.has_main_content,
        None,
        seconds,
        page_type=result.page_type,
        metadata=result.metadata if result.options.metadata else None,
        notes=result.notes,
        kind_scores=result.kind_scores or None,
    )
