"""Phase 2: smoothing (thesis formulas 4.2 and 4.6).

Formula 4.2 sums ``T1 - T2`` over a line and its two neighbours, which hides
isolated menu items and keeps paragraphs whose markup is locally heavy. Formula
4.6 (no smoothing, ``diff_i = T1_i - T2_i``) is the thesis's suggestion for fully
structured pages such as Wikipedia. Lines before the first and after the last are
taken as empty (they contribute 0).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ..scan.line_sums import smoothed

Smoothing = Literal["4.2", "4.6"]
SMOOTHINGS: tuple[Smoothing, ...] = ("4.2", "4.6")


def smooth(t1: Sequence[int], t2: Sequence[int], formula: Smoothing = "4.2") -> list[int]:
    """``diff`` per line: formula 4.2 (three-line window) or 4.6 (the line alone).

    4.2: ``diff_i = (T1 - T2)_{i-1} + (T1 - T2)_i + (T1 - T2)_{i+1}``;
    4.6: ``diff_i = (T1 - T2)_i``. A few additions a line, summed in C
    (:func:`..scan.line_sums.smoothed`): as a ``map`` of :func:`operator.add`
    they cost a hundredth of an extraction.
    """
    if len(t1) != len(t2):
        raise ValueError(f"T1 and T2 differ in length ({len(t1)} != {len(t2)})")
    if formula not in SMOOTHINGS:
        raise ValueError(f"unknown smoothing {formula!r}; expected '4.2' or '4.6'")
    return smoothed(t1, t2, formula == "4.2")
