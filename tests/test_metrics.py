"""The corpus metrics on small texts whose scores can be worked out by hand."""

from __future__ import annotations

import pytest

from scrapy_danag.evaluation.metrics import (
    SnippetCounts,
    aggregate_shingles,
    headline_exact,
    lcs_f1,
    lcs_length,
    shingle_score,
    snippet_counts,
    word_f1,
)


def test_shingle_score_one_of_two_shingles_shared() -> None:
    # output shingles (a b c d), (b c d e); gold (a b c d), (b c d f): tp 1, fp 1, fn 1
    score = shingle_score("a b c d e", "a b c d f")
    assert (score.tp, score.fp, score.fn) == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    assert score.precision == pytest.approx(0.5)
    assert score.recall == pytest.approx(0.5)


def test_shingle_score_empty_output_has_no_precision_and_zero_recall() -> None:
    score = shingle_score("", "one two three four five")
    assert score.precision is None
    assert score.recall == 0


def test_shingle_score_both_empty_is_perfect() -> None:
    score = shingle_score("", "")
    assert (score.precision, score.recall) == (1.0, 1.0)


def test_aggregate_is_f1_of_mean_precision_and_mean_recall() -> None:
    perfect = shingle_score("a b c d", "a b c d")
    empty = shingle_score("", "a b c d")
    prf = aggregate_shingles([perfect, empty])
    assert prf.precision == pytest.approx(1.0)  # the empty page has no precision
    assert prf.recall == pytest.approx(0.5)
    assert prf.f1 == pytest.approx(2 * 1.0 * 0.5 / 1.5)


def test_lcs_f1_is_case_insensitive_and_tokenised() -> None:
    prf = lcs_f1("The cat, sat!", "the cat sat on the mat")
    assert prf.precision == pytest.approx(1.0)
    assert prf.recall == pytest.approx(0.5)
    assert prf.f1 == pytest.approx(2 / 3)


def test_lcs_length_matches_textbook_example() -> None:
    assert lcs_length(list("ABCBDAB"), list("BDCABA")) == 4


def test_snippet_counts_squash_whitespace() -> None:
    output = "Keep  this\nsentence. Footer"
    counts = snippet_counts(output, ["this sentence.", "missing"], ["Footer"])
    assert counts == SnippetCounts(tp=1, fn=1, fp=1, tn=0)
    assert counts.prf().precision == pytest.approx(0.5)
    assert counts.accuracy == pytest.approx(1 / 3)


def test_headline_exact_folds_case_and_punctuation() -> None:
    assert headline_exact("Brexit: What  happens NOW?", "brexit what happens now")
    assert not headline_exact("Brexit", "brexit what happens now")
    assert not headline_exact(None, "anything")


def test_word_f1_as_wcxb_defines_it() -> None:
    # Output tokens: the x2, cat, sat (4); gold: the x2, cat, on, mat (5); overlap 3.
    score = word_f1("The cat sat, the", "the cat on the mat")
    assert score.precision == pytest.approx(3 / 4)
    assert score.recall == pytest.approx(3 / 5)
    assert score.f1 == pytest.approx(2 * 0.75 * 0.6 / 1.35)
    assert word_f1("", "").f1 == 1.0
    assert word_f1("", "gold words").f1 == 0.0
    assert word_f1("output words", "").f1 == 0.0


def test_date_exact_compares_the_day_only() -> None:
    from scrapy_danag.evaluation.bylines import date_exact

    assert date_exact("2025-09-04T10:00:00+02:00", "2025-09-04")
    assert not date_exact("2025-09-05", "2025-09-04")
    assert not date_exact(None, "2025-09-04")


def test_author_names_are_compared_as_sets_split_as_the_corpus_says() -> None:
    from scrapy_danag.evaluation.bylines import author_token_f1, authors_exact

    assert authors_exact(["Jane Doe", "John Roe"], "john roe and Jane  Doe")
    assert authors_exact(["Jane Doe & John Roe"], "Jane Doe, John Roe")
    assert not authors_exact(["Jane Doe"], "Jane Doe; John Roe")
    assert author_token_f1(["Jane Doe"], "Jane Doe; John Roe") == pytest.approx(2 / 3)
    assert author_token_f1([], "Jane Doe") == 0.0
