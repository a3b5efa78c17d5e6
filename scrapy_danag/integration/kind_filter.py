"""``DANAG_PAGE_TYPES``: keep only the items of pages of the kinds a crawl wants.

A news crawler wants articles, not the section fronts, tag pages and archives
it walks through to find them. The engine names each page's kind; items of
pages clearly of other kinds are dropped, counted by kind
(``danag/items/dropped/<kind>``) and logged once a page at INFO. "Clearly":
the page's kind's score leads every kind the crawl keeps by ``CLEAR``
(:func:`scrapy_danag.engine.kinds.clearly_none_of`); a page whose kind is
unsure keeps its items, counted in ``danag/items/kept_unsure``: losing an
article costs a news crawl more than keeping a listing. A page whose
extraction failed has no kind: its items go on, as they do with
``DANAG_DROP_EMPTY``.
"""

from __future__ import annotations

import logging
from typing import Any

from ..engine.kinds import clearly_none_of
from .pages import PageOutcome
from .settings import DanagSettings

logger = logging.getLogger("scrapy_danag")


class KindFilter:
    """Says whether a page's items are kept, and counts the ones that are not."""

    def __init__(self, settings: DanagSettings, stats: Any) -> None:
        self.kinds = settings.page_types
        self.stats = stats

    def keeps(self, outcome: PageOutcome) -> bool:
        """False for a page clearly of none of ``DANAG_PAGE_TYPES``' kinds."""
        if self.kinds is None or outcome.error is not None or outcome.page_type is None:
            return True
        if outcome.page_type in self.kinds:
            return True
        scores = outcome.kind_scores
        return scores is not None and not clearly_none_of(scores, self.kinds)

    def count_kept(self, outcome: PageOutcome) -> None:
        """Count an item kept although its page was judged of another kind
        than the crawl keeps, not clearly (``danag/items/kept_unsure``)."""
        if self.kinds is not None and outcome.page_type not in (None, *self.kinds):
            self.stats.inc_value("danag/items/kept_unsure")

    def report_page(self, url: str, outcome: PageOutcome) -> None:
        """The INFO line of a page whose items are dropped (once a page)."""
        logger.info(
            "Dropping the items of %s: a %s page, not one of DANAG_PAGE_TYPES (%s)",
            url,
            outcome.page_type,
            ", ".join(sorted(self.kinds or ())),
        )

    def count_item(self, outcome: PageOutcome) -> None:
        self.stats.inc_value("danag/items/dropped")
        self.stats.inc_value(f"danag/items/dropped/{outcome.page_type}")
