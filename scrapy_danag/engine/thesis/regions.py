"""Phases 2 and 3: regions above the axis, and Algorithm 1 (thesis §4.3.3-4.3.4).

A region is a maximal run of consecutive lines whose smoothed ``diff`` is
positive (formula 4.3). The region with the most content characters seeds the
main content; Algorithm 1 then walks left and right from it, adding neighbouring
regions for as long as the distance between consecutive regions (formula 4.4)
stays within ``gap``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..scan.line_sums import positive_runs


@dataclass(frozen=True, slots=True)
class Region:
    """Lines ``start`` to ``end`` inclusive (0-based) and their content characters."""

    start: int
    end: int
    chars: int

    def to_dict(self) -> dict[str, int]:
        return {"start": self.start, "end": self.end, "chars": self.chars}


def find_regions(diff: Sequence[int], t1: Sequence[int]) -> list[Region]:
    """All maximal runs of lines with ``diff > 0``, each weighed by its ``T1`` total.

    The runs are found in C (:func:`..scan.line_sums.positive_runs`): a loop
    over the lines in Python cost a hundredth of an extraction."""
    runs = positive_runs(diff, t1)
    return [Region(runs[k], runs[k + 1], runs[k + 2]) for k in range(0, len(runs), 3)]


def distance(left: Region, right: Region) -> int:
    """Formula 4.4: ``d(r_i, r_j) = x_j - y_i + 1`` for ``r_i`` before ``r_j``."""
    return right.start - left.end + 1


def grow_main_region(
    regions: Sequence[Region],
    gap: int,
    measure: Callable[[Region, Region], int] = distance,
    seed: int | None = None,
) -> list[Region]:
    """Algorithm 1: the seed region and its neighbours, consecutive ones within ``gap``.

    The seed is the region with the most content characters (the first of equals).
    Returns the chosen regions in document order; none when there is no region.
    ``measure`` is formula 4.4 unless a caller compares another reading of it;
    ``seed`` forces the seed region (an index into ``regions``).
    """
    if gap < 0:
        raise ValueError(f"gap must be >= 0, got {gap}")
    if not regions:
        return []
    if seed is None:
        seed = max(range(len(regions)), key=lambda k: regions[k].chars)
    first = last = seed
    while first > 0 and measure(regions[first - 1], regions[first]) <= gap:
        first -= 1
    while last < len(regions) - 1 and measure(regions[last], regions[last + 1]) <= gap:
        last += 1
    return list(regions[first : last + 1])
