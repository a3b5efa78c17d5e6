"""Phase 2: smoothing (thesis formulas 4.2 and 4.6).

Formula 4.2 sums ``T1 - T2`` over a line and its two neighbours, which hides
isolated menu items and keeps paragraphs whose markup is locally heavy. Formula
4.6 (no smoothing, ``diff_i = T1_i - T2_i``) is the thesis's suggestion for fully
structured pages such as Wikipedia. Lines before the first and after the last are
taken as empty (they contribute 0).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import add, sub
from typing import Literal

Smoothing = Literal["4.2", "4.6"]
SMOOTHINGS: tuple[Smoothing, ...] = ("4.2", "4.6")


def smooth(t1: Sequence[int], t2: Sequence[int], formula: Smoothing = "4.2") -> list[int]:
    """``diff`` per line: formula 4.2 (three-line window) or 4.6 (the line alone).

    The sums are mapped over the lines in C (``map`` with :func:`operator.add`):
    an index loop in Python cost a seventieth of an extraction for these few
    additions a line.
    """
    if len(t1) != len(t2):
        raise ValueError(f"T1 and T2 differ in length ({len(t1)} != {len(t2)})")
    balance = list(map(sub, t1, t2))  # T1_i - T2_i
    if formula == "4.6":
        return balance
    if formula != "4.2":
        raise ValueError(f"unknown smoothing {formula!r}; expected '4.2' or '4.6'")
    padded = [0, *balance, 0]
    # padded[i] + padded[i + 1] + padded[i + 2]: the line and its two neighbours.
    return list(map(add, map(add, padded, padded[1:]), padded[2:]))
