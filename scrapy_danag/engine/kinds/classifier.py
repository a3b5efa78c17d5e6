"""The page-kind model: a linear score per kind over a page's signals.

The weights are a multinomial logistic regression fitted by
``benchmarks/page_kinds.py`` (its docstring gives the data recipe) and shipped as
JSON beside this module; scoring is a few hundred multiplications, made in C
(:mod:`..scan.linear_sums`) in Python's order. The fitted bias of ``article``
is raised so that an article is rarely called anything else: a news crawl that
keeps only articles must not lose them.

The page decides; its address may tip a close call. What the address signals
add to a kind's score is held within the model's ``address bound`` either
way, so that no address overrides what the page shows:
unbounded, WCXB pages served under ``/p/ID.html`` came out products, a 404
page too.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from ..scan.linear_sums import LinearSums

#: The kinds a page can be, as WCXB names them.
PAGE_TYPES = ("article", "forum", "product", "collection", "listing", "documentation", "service")

MODEL_PATH = Path(__file__).with_name("model.json")
#: The signals read from the page's address (:func:`.signals.address_signals`).
ADDRESS_PREFIX = "address:"


class _Model:
    """Weights read once from :data:`MODEL_PATH`."""

    def __init__(self, data: Mapping[str, object]) -> None:
        self.kinds: list[str] = list(data["kinds"])  # type: ignore[call-overload]
        self.signals: list[str] = list(data["signals"])  # type: ignore[call-overload]
        self.mean: list[float] = list(data["mean"])  # type: ignore[call-overload]
        self.scale: list[float] = list(data["scale"])  # type: ignore[call-overload]
        self.weights: list[list[float]] = list(data["weights"])  # type: ignore[call-overload]
        self.bias: list[float] = list(data["bias"])  # type: ignore[call-overload]
        bound = data.get("address bound")
        self.address_bound = float(bound) if isinstance(bound, (int, float)) else None
        # Summed in C (:mod:`..scan.linear_sums`): each signal standardised (a
        # missing one is typical: its mean), times each kind's weight, added
        # to the kind's sum -- apart for the address's signals.
        self._sums = LinearSums(
            self.signals,
            self.mean,
            self.scale,
            self.weights,
            self.bias,
            [name.startswith(ADDRESS_PREFIX) for name in self.signals],
        )

    def scores(self, signals: Mapping[str, float]) -> dict[str, float]:
        totals, address = self._sums.sums(signals if type(signals) is dict else dict(signals))
        bound = self.address_bound
        tips = [tip if bound is None else max(-bound, min(bound, tip)) for tip in address]
        return {
            kind: total + tip for kind, total, tip in zip(self.kinds, totals, tips, strict=True)
        }


@cache
def _model() -> _Model:
    return _Model(json.loads(MODEL_PATH.read_text(encoding="utf-8")))


def kind_scores(signals: Mapping[str, float]) -> dict[str, float]:
    """Each kind's score (a log-odds up to a constant) for a page's signals."""
    return _model().scores(signals)


def classify_page(signals: Mapping[str, float]) -> str:
    """The most likely kind of a page, one of :data:`PAGE_TYPES`."""
    scores = kind_scores(signals)
    return max(scores, key=scores.__getitem__)
