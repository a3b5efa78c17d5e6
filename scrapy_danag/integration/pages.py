"""A crawled page, its extraction outcome, and the worker-side extraction call."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..engine import ExtractionOptions, extract


@dataclass(frozen=True, slots=True)
class PageOutcome:
    """What the pipeline writes into items: small, so it crosses a process boundary cheaply.

    ``error`` is set when extraction failed; the page's items still go on, with
    empty fields.
    """

    main_content: str
    headline: str | None
    has_main_content: bool
    error: str | None = None
    seconds: float = 0.0


@dataclass(frozen=True, slots=True)
class Page:
    """One HTML page as the engine needs it."""

    url: str
    body: bytes | str
    content_type: str | None
    options: ExtractionOptions

    @property
    def size(self) -> int:
        return len(self.body)


def extract_outcome(page: Page) -> PageOutcome:
    """The worker-side call: run the engine, keep only what items need."""
    started = time.perf_counter()
    result = extract(page.body, page.url, content_type=page.content_type, options=page.options)
    seconds = time.perf_counter() - started
    return PageOutcome(result.main_content, result.headline, result.has_main_content, None, seconds)
