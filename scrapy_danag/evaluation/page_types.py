"""Page-type accuracy: how often the engine names a page's kind as the gold does.

Shared by ``scrapy-danag evaluate`` and the tests. Article recall is reported
beside accuracy because a news crawl that keeps only articles loses every
article called something else, while a listing called an article costs only a
less fitting extraction.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(slots=True)
class Confusion:
    """Counts of (gold kind, predicted kind) pairs."""

    pairs: Counter[tuple[str, str]] = field(default_factory=Counter)

    @classmethod
    def of(cls, judged: Iterable[tuple[str, str | None]]) -> Confusion:
        """From (gold, predicted) pairs; a page without a prediction counts as "none"."""
        return cls(Counter((gold, predicted or "none") for gold, predicted in judged))

    @property
    def pages(self) -> int:
        return sum(self.pairs.values())

    def accuracy(self) -> float:
        right = sum(n for (gold, predicted), n in self.pairs.items() if gold == predicted)
        return right / self.pages if self.pages else 0.0

    def recall(self, kind: str) -> float:
        """Share of the pages of ``kind`` called ``kind``."""
        total = sum(n for (gold, _), n in self.pairs.items() if gold == kind)
        return self.pairs[(kind, kind)] / total if total else 0.0

    def kinds(self) -> list[str]:
        return sorted({k for pair in self.pairs for k in pair})

    def table(self) -> list[list[str]]:
        """Rows of the matrix as text: a header of predicted kinds, then one row a gold kind."""
        kinds = self.kinds()
        golds = sorted({gold for gold, _ in self.pairs})
        rows = [["gold \\ predicted", *kinds]]
        for gold in golds:
            rows.append([gold, *(str(self.pairs[(gold, k)]) for k in kinds)])
        return rows
