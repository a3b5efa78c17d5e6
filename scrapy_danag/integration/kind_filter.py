"""``DANAG_PAGE_TYPES``: keep only the items of pages of the kinds a crawl wants.

A news crawler wants articles, not the section fronts, tag pages and archives
it walks through to find them. The engine names each page's kind; items of
pages of other kinds are dropped, counted by kind (``danag/items/dropped/<kind>``)
and logged once a page at INFO. A page whose extraction failed has no kind: its
items go on, as they do with ``DANAG_DROP_EMPTY``.
"""

from __future__ import annotations

import logging
from typing import Any

from .pages import PageOutcome
from .settings import DanagSettings

logger = logging.getLogger("scrapy_danag")


class KindFilter:
    """Says whether a page's items are kept, and counts the ones that are not."""

    def __init__(self, settings: DanagSettings, stats: Any) -> None:
        self.kinds = settings.page_types
        self.stats = stats

    def keeps(self, outcome: PageOutcome) -> bool:
        """False for a page of a kind outside ``DANAG_PAGE_TYPES``."""
        if self.kinds is None or outcome.error is not None or outcome.page_type is None:
            return True
        return outcome.page_type in self.kinds

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
