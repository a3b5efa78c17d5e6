"""The deepest element covering weighed lines (:mod:`scrapy_danag.engine.nodes.covering`),
against its rule through proxies (:func:`..tree.covering.covering_by_levels`):
on a hand-made page, and on every shipped page and hostile shape for every
region of lines the line phases could weigh."""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

import pytest

from scrapy_danag.engine.nodes import covering
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.engine.tree.covering import covering_by_levels, covering_element
from scrapy_danag.engine.tree.dom import LineTree
from scrapy_danag.engine.tree.locate import locate_lines

from .conftest import shipped_and_hostile_pages


def test_the_installed_package_runs_the_compiled_merge() -> None:
    where = Path(covering.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


def _tree(html: str) -> tuple[LineTree | None, list[str]]:
    lines = normalise_lines(remove_scripts_styles_comments(html), "block")
    return locate_lines(lines, range(len(lines))), lines


def test_the_deepest_element_holding_the_share() -> None:
    tree, lines = _tree(
        "<html><body><div id='page'><div id='story'><p>"
        + "a" * 50
        + "</p><p>"
        + "b" * 40
        + "</p></div><div id='side'><p>"
        + "c" * 10
        + "</p></div></div></body></html>"
    )
    assert tree is not None
    weights = {
        n: weight
        for n, line in enumerate(lines)
        for run, weight in (("a" * 50, 50), ("b" * 40, 40), ("c" * 10, 10))
        if run in line
    }
    assert sorted(weights.values()) == [10, 40, 50]
    # 90 of 100 characters stand in the story: at 0.9 it covers them, at 0.95 the page.
    assert covering_element(tree, weights, 0.9).get("id") == "story"  # type: ignore[union-attr]
    assert covering_element(tree, weights, 0.95).get("id") == "page"  # type: ignore[union-attr]
    assert covering_element(tree, {}, 0.9) is None
    assert covering_element(tree, {n: 0 for n in weights}, 0.9) is None
    with pytest.raises(ValueError, match="above one half"):
        covering.covering_element(dict(tree.owners), weights, 0.5)


def test_every_shipped_page_and_hostile_shape_covered_as_the_levels_rule_says() -> None:
    compared = 0
    for html in shipped_and_hostile_pages():
        tree, lines = _tree(html)
        if tree is None:  # nothing to parse: a page of unclosed fallbacks
            continue
        owners = dict(tree.owners)
        weights = {n: len(line) for n, line in enumerate(lines)}
        every = list(weights)
        # The whole page, its halves and quarters, as regions the phases might choose.
        spans = [(0, len(every))]
        for parts in (2, 4):
            step = max(1, len(every) // parts)
            spans += [(start, start + step) for start in range(0, len(every), step)]
        for start, end in spans:
            chosen = {n: weights[n] for n in every[start:end]}
            for cover in (0.9, 0.6, 0.51):
                found = covering.covering_element(owners, chosen, cover)
                assert found is covering_by_levels(tree, chosen, cover)
                compared += found is not None
    assert compared > 1000
