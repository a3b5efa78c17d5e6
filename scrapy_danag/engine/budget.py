"""The time budget of one extraction: a deadline checked between phases and in long loops.

Every phase is linear in the page's size, but twenty megabytes of page still take
seconds, and a crawler must be able to give up on a page. Python cannot stop a
thread from outside, so the engine stops itself: :func:`time_budget` sets a
deadline for the extraction running in this thread (a context variable, so
threads and tasks never see each other's), and :func:`checkpoint`, called
between phases and every few thousand steps of the loops over lines and
elements, raises :class:`ExtractionTimeout` once it has passed or once
``stop()`` says so (a crawl shutting down). The budget is therefore exceeded by
at most one step -- one pass of a regular expression over the page -- which is
why the Scrapy side also runs pages in worker processes that it can stop.

With no budget set, :func:`checkpoint` costs one context-variable read.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


class ExtractionTimeout(TimeoutError):
    """The extraction ran past its time budget, or was cancelled, and gave up."""


class ExtractionCancelled(ExtractionTimeout):
    """The extraction was stopped from outside (a crawl shutting down)."""


@dataclass(frozen=True, slots=True)
class _Budget:
    deadline: float  # time.monotonic()
    seconds: float
    stop: Callable[[], bool] | None


_CURRENT: ContextVar[_Budget | None] = ContextVar("danag_budget", default=None)

#: How many loop steps pass between two checks of the clock (a check costs about
#: as much as a step of the lightest loop).
EVERY = 2048


def checkpoint() -> None:
    """Raise :class:`ExtractionTimeout` when this extraction's budget is spent."""
    budget = _CURRENT.get()
    if budget is None:
        return
    if budget.stop is not None and budget.stop():
        raise ExtractionCancelled("extraction cancelled")
    if time.monotonic() > budget.deadline:
        raise ExtractionTimeout(f"extraction took longer than {budget.seconds:g} s")


def check_every(steps: int) -> None:
    """:func:`checkpoint` on every :data:`EVERY`-th step of a loop (``steps`` counts them)."""
    if steps % EVERY == 0:
        checkpoint()


@contextmanager
def time_budget(seconds: float | None, stop: Callable[[], bool] | None = None) -> Iterator[None]:
    """Run the block under a budget of ``seconds`` (None: no limit, but ``stop``
    still ends it)."""
    if seconds is None and stop is None:
        yield
        return
    limit = float("inf") if seconds is None else seconds
    token = _CURRENT.set(_Budget(time.monotonic() + limit, limit, stop))
    try:
        yield
    finally:
        _CURRENT.reset(token)
