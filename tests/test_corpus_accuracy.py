"""Accuracy floors on the dev corpora: they fail when AdDANAg or ``addanag+`` regresses.

Each floor is the figure measured when the floor was set (see
docs/benchmarks.md and the research log, docs/research/) minus a margin of 0.02.
"""

from __future__ import annotations

from pathlib import Path

from scrapy_danag import ExtractionOptions
from scrapy_danag.evaluation import evaluate_corpus

from .conftest import SHIPPED

ADDANAG = ExtractionOptions.resolve("addanag")
ADDANAG_PLUS = ExtractionOptions.resolve("addanag+")


def test_addanag_readability_shingle_f1_floor(corpora: Path) -> None:
    summary = evaluate_corpus(corpora / "readability", ADDANAG).summary()
    assert summary["pages"] == 130
    assert summary["shingle"]["f1"] >= 0.81


def test_addanag_trafilatura_snippet_f1_floor(corpora: Path) -> None:
    summary = evaluate_corpus(corpora / "trafilatura", ADDANAG).summary()
    assert summary["pages"] == 990
    assert summary["snippet"]["f1"] >= 0.81


def test_addanag_plus_floors_and_no_empty_page(corpora: Path) -> None:
    readability = evaluate_corpus(corpora / "readability", ADDANAG_PLUS).summary()
    trafilatura = evaluate_corpus(corpora / "trafilatura", ADDANAG_PLUS).summary()
    assert readability["shingle"]["f1"] >= 0.93  # 0.9481 when the floor was set
    assert trafilatura["snippet"]["f1"] >= 0.91  # 0.9300 when the floor was set
    assert readability["empty_outputs"] == trafilatura["empty_outputs"] == 0
    # The headline (the engine reads no metadata: these are the stripped figures).
    assert readability["headline_exact"]["rate"] >= 0.94  # 0.960 when the floor was set
    assert trafilatura["headline_exact"]["rate"] >= 0.88  # 0.9006 when the floor was set


def test_filter_3_beats_no_filter_on_wikipedia_pages(corpora: Path) -> None:
    # The papers' claim: on hyperlink-rich pages, AdDANAg (Filter 3) >= DANAg.
    ids = {"wikipedia", "wikipedia-2", "wikipedia-3", "wikipedia-4"}

    def f1(link_filter: int) -> float:
        options = ExtractionOptions.resolve("danag", link_filter=link_filter)
        report = evaluate_corpus(corpora / "readability", options)
        pages = [p for p in report.pages if p.id in ids]
        assert len(pages) == len(ids)
        return sum(p.shingle.f1 for p in pages if p.shingle) / len(pages)

    assert f1(3) > f1(0)


def test_addanag_plus_on_the_shipped_pages() -> None:
    """Runs in every clone: the 36 readability pages shipped in tests/pages."""
    summary = evaluate_corpus(SHIPPED / "readability", ADDANAG_PLUS).summary()
    assert summary["pages"] == 36
    assert summary["shingle"]["f1"] >= 0.95  # 0.978 when the floor was set
    assert summary["headline_exact"]["rate"] >= 0.93  # 29 of 30 when the floor was set
    assert summary["empty_outputs"] == 0


def test_metadata_floors_on_wcxb(corpora: Path) -> None:
    """Date and author exact on WCXB's gold (0.8939 and 0.7510 when the floors were set)."""
    summary = evaluate_corpus(corpora / "wcxb", ADDANAG_PLUS).summary()
    assert summary["date_exact"]["pages"] == 782
    assert summary["author_exact"]["pages"] == 739
    assert summary["date_exact"]["rate"] >= 0.87
    assert summary["author_exact"]["rate"] >= 0.73
