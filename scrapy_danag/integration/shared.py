"""One extraction per response, whichever way a crawl reaches it.

A page can be asked for by the spider middleware (items of its callback), by
:func:`~scrapy_danag.extract_in_callback`, by a scrapy-poet ``DanagPage``, and
by ``scrapy_danag.extract(response)`` in the callback. Each stores its outcome
here, keyed by the response object (weakly: the entry goes with the response),
and each looks here first.

An outcome serves a request whose options are the same, or the same but for
``metadata`` when the stored one read it: ``metadata=`` changes nothing but the
metadata (the engine's guarantee), so the outcome without it is the stored one
with its metadata left out -- the item a crawl writes is the same either way.
"""

from __future__ import annotations

import contextlib
import dataclasses
import weakref
from typing import Any

from ..engine import ExtractionOptions
from .pages import PageOutcome

_outcomes: weakref.WeakKeyDictionary[Any, list[tuple[ExtractionOptions, PageOutcome]]] = (
    weakref.WeakKeyDictionary()
)


def serves(stored: ExtractionOptions, wanted: ExtractionOptions) -> bool:
    """Whether an extraction with ``stored`` options gives what ``wanted`` asks."""
    if stored == wanted:
        return True
    return stored.metadata and dataclasses.replace(wanted, metadata=True) == stored


def shared_outcome(response: Any, options: ExtractionOptions) -> PageOutcome | None:
    """The outcome already found for this response that serves ``options``."""
    for stored, outcome in _outcomes.get(response, ()):
        if serves(stored, options):
            if stored.metadata and not options.metadata:
                return dataclasses.replace(outcome, metadata=None)
            return outcome
    return None


def share_outcome(response: Any, options: ExtractionOptions, outcome: PageOutcome) -> None:
    """Keep ``outcome`` for the other readers of ``response``; a response that
    cannot be referenced weakly (not Scrapy's) is not kept."""
    with contextlib.suppress(TypeError):
        _outcomes.setdefault(response, []).append((options, outcome))
