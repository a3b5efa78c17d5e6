"""The page-kind model's sums (:mod:`scrapy_danag.engine.scan.linear_sums`),
against the model's formula written here in Python: on a hand-made model, and
with the shipped model on the signals of every shipped page, to the last bit."""

from __future__ import annotations

import gzip
import importlib.machinery
import json
import math
from pathlib import Path

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.kinds.classifier import ADDRESS_PREFIX, MODEL_PATH, kind_scores
from scrapy_danag.engine.scan import linear_sums
from scrapy_danag.engine.scan.linear_sums import LinearSums

from .conftest import SHIPPED


def _formula(model: dict, signals: dict[str, float]) -> tuple[list[float], list[float]]:
    """Each kind's bias plus, signal by signal in the model's order, its
    standardised value times the kind's weight (an address signal's apart)."""
    totals = list(model["bias"])
    address = [0.0] * len(totals)
    for name, mean, scale, row in zip(
        model["signals"], model["mean"], model["scale"], model["weights"], strict=True
    ):
        value = (signals.get(name, mean) - mean) / scale
        if value:
            into = address if name.startswith(ADDRESS_PREFIX) else totals
            for k, weight in enumerate(row):
                into[k] += value * weight
    return totals, address


def _sums(model: dict) -> LinearSums:
    flags = [name.startswith(ADDRESS_PREFIX) for name in model["signals"]]
    return LinearSums(
        model["signals"], model["mean"], model["scale"], model["weights"], model["bias"], flags
    )


def test_the_installed_package_runs_the_compiled_sums() -> None:
    where = Path(linear_sums.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


def test_a_hand_made_model() -> None:
    model = {
        "signals": ["a", "address:b", "c"],
        "mean": [1.0, 0.0, 0.5],
        "scale": [2.0, 1.0, 4.0],
        "weights": [[1.0, 2.0], [3.0, 4.0], [0.5, 0.25]],
        "bias": [0.1, -0.2],
    }
    sums = _sums(model)
    assert sums.kinds == 2
    # a: (5 - 1) / 2 = 2, times 1 and 2; address:b: 1 apart; c missing: its mean, nothing.
    assert sums.sums({"a": 5.0, "address:b": 1.0}) == ([0.1 + 2.0, -0.2 + 4.0], [3.0, 4.0])
    # c: (2.5 - 0.5) / 4 = 0.5, times 0.5 and 0.25; an int and a bool read as floats.
    assert sums.sums({"a": 1, "c": 2.5, "address:b": True}) == (
        [0.1 + 0.25, -0.2 + 0.125],
        [3.0, 4.0],
    )
    assert sums.sums({}) == ([0.1, -0.2], [0.0, 0.0])
    nan = sums.sums({"a": math.nan})[0]
    assert all(math.isnan(total) for total in nan)  # as Python's sums: a NaN is added
    with pytest.raises(TypeError):
        sums.sums({"a": "5"})  # type: ignore[dict-item]


def test_a_model_whose_rows_do_not_pair_up_is_refused() -> None:
    with pytest.raises(ValueError, match="pair up"):
        LinearSums(["a", "b"], [0.0], [1.0, 1.0], [[1.0], [1.0]], [0.0], [False, False])
    with pytest.raises(ValueError, match="one weight a kind"):
        LinearSums(["a"], [0.0], [1.0], [[1.0, 2.0]], [0.0], [False])
    with pytest.raises(ZeroDivisionError):  # as Python's division by a zero scale
        LinearSums(["a"], [0.0], [0.0], [[1.0]], [0.0], [False]).sums({"a": 1.0})


def test_the_shipped_model_on_every_shipped_page() -> None:
    model = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    sums = _sums(model)
    pages = sorted(SHIPPED.glob("*/html/*.html.gz"))
    assert len(pages) > 20
    for page in pages:
        signals = extract(gzip.decompress(page.read_bytes())).kind_signals
        assert sums.sums(dict(signals)) == _formula(model, dict(signals)), page.name
        totals, address = _formula(model, dict(signals))
        bound = model["address bound"]
        expected = {
            kind: total + max(-bound, min(bound, tip))
            for kind, total, tip in zip(model["kinds"], totals, address, strict=True)
        }
        assert kind_scores(signals) == expected, page.name
