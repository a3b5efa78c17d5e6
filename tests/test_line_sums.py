"""Phases 2 and 3's loops (:mod:`scrapy_danag.engine.scan.line_sums`): the
smoothed ``diff`` of formulas 4.2 and 4.6 and the runs of lines above the axis
of formula 4.3, against the formulas written here line by line, on
hand-counted lines and on the counts of every shipped page and hostile shape.
"""

from __future__ import annotations

import gzip
import importlib.machinery
from pathlib import Path

import pytest

from scrapy_danag.engine.scan import line_sums
from scrapy_danag.engine.thesis.lines import count_content_and_code
from scrapy_danag.engine.thesis.preprocess import normalised_text, remove_scripts_styles_comments
from scrapy_danag.engine.thesis.regions import Region, find_regions
from scrapy_danag.engine.thesis.smoothing import smooth
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED


def _formula_4_2(t1: list[int], t2: list[int]) -> list[int]:
    """diff_i = sum of T1_j - T2_j for j in i-1, i, i+1 within the page."""
    count = len(t1)
    return [sum(t1[j] - t2[j] for j in (i - 1, i, i + 1) if 0 <= j < count) for i in range(count)]


def _formula_4_3(diff: list[int], t1: list[int]) -> list[Region]:
    """Maximal runs of consecutive lines with diff_i > 0, with their T1 total."""
    regions = []
    line = 0
    while line < len(diff):
        if diff[line] > 0:
            start = line
            while line < len(diff) and diff[line] > 0:
                line += 1
            regions.append(Region(start, line - 1, sum(t1[start:line])))
        else:
            line += 1
    return regions


def test_the_installed_package_runs_the_compiled_loops() -> None:
    where = Path(line_sums.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


def test_hand_counted_lines() -> None:
    t1, t2 = [5, 0, 9, 0, 0, 3], [1, 4, 0, 7, 0, 0]
    # balances 4, -4, 9, -7, 0, 3
    assert smooth(t1, t2) == [0, 9, -2, 2, -4, 3]
    assert smooth(t1, t2, "4.6") == [4, -4, 9, -7, 0, 3]
    assert find_regions([0, 9, -2, 2, -4, 3], t1) == [
        Region(1, 1, 0),
        Region(3, 3, 0),
        Region(5, 5, 3),
    ]
    assert find_regions([1, 1, 0, 2], [3, 4, 100, 5]) == [Region(0, 1, 7), Region(3, 3, 5)]
    assert smooth([], []) == [] and find_regions([], []) == []
    assert smooth([7], [2]) == [5] and find_regions([5], [7]) == [Region(0, 0, 7)]


def test_tuples_and_lists_alike_and_mistakes_refused() -> None:
    assert smooth((5, 0, 9), (1, 4, 0)) == smooth([5, 0, 9], [1, 4, 0])
    assert find_regions((1, 0, 1), (2, 3, 4)) == find_regions([1, 0, 1], [2, 3, 4])
    with pytest.raises(ValueError, match="differ in length"):
        smooth([1, 2], [1])
    with pytest.raises(ValueError, match="unknown smoothing"):
        smooth([1], [1], "4.4")  # type: ignore[arg-type]


def _counts() -> list[tuple[list[int], list[int]]]:
    pages = []
    for path in sorted(SHIPPED.rglob("*.html*")):
        data = path.read_bytes()
        pages.append(
            (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8", "replace")
        )
    pages += [build(64 * 1024)[0] for build in hostile_shapes().values()]
    found = []
    for html in pages:
        lines = normalised_text(remove_scripts_styles_comments(html)).split("\n")
        found.append(count_content_and_code(lines))
    return found


def test_the_loops_are_the_formulas_on_shipped_pages_and_hostile_shapes() -> None:
    counted = _counts()
    assert len(counted) > 100
    regions = 0
    for t1, t2 in counted:
        diff = smooth(t1, t2)
        assert diff == _formula_4_2(t1, t2)
        assert smooth(t1, t2, "4.6") == [a - b for a, b in zip(t1, t2, strict=True)]
        found = find_regions(diff, t1)
        assert found == _formula_4_3(diff, t1)
        regions += len(found)
    assert regions > 1000
