"""The terms TitleFinder reads (:mod:`scrapy_danag.engine.scan.tokens`), against
the pattern they replace (:func:`..scan.reference.title_tokens`): on hand-made
texts, the text of every shipped page and every hostile shape; and the ``tf``
scores counted as the terms are cut, against TitleFinder's own."""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

import pytest

from scrapy_danag.engine.headline.titlefinder import (
    DELETED,
    UNSPACED,
    block_fragments,
    find_title,
    similarity_scores,
    tf_scores,
    tokenize,
)
from scrapy_danag.engine.scan import reference, tokens
from scrapy_danag.engine.scan.tokens import Tokenizer
from scrapy_danag.engine.source.markup import without_tags

from .conftest import shipped_and_hostile_pages


def test_the_installed_package_runs_the_compiled_tokenizer() -> None:
    where = Path(tokens.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("Don't stop: 1,000 Reasons", ["dont", "stop", "1000", "reasons"]),
        # A deleted character joins two runs only: at an end it is dropped alone.
        ("'quoted', «guillemets» a:", ["quoted", "guillemets", "a"]),
        ("a,,,b ,c d,", ["ab", "c", "d"]),
        # Unspaced scripts: a term per character, which also ends a run.
        ("東京タワー abc東京", ["東", "京", "タ", "ワ", "ー", "abc", "東", "京"]),
        ("ภาษาไทย", ["ภ", "า", "ษ", "า", "ไ", "ท", "ย"]),
        # Case folded; underscores and digits are word characters, hyphens not.
        ("Straße snake_case co-op", ["strasse", "snake_case", "co", "op"]),
        ("", []),
        ("— … ,:", []),
    ],
)
def test_hand_made_texts(text: str, terms: list[str]) -> None:
    assert tokenize(text) == terms
    assert reference.title_tokens(text.casefold(), UNSPACED, DELETED) == terms


def test_rules_beyond_its_room_are_refused() -> None:
    with pytest.raises(ValueError, match="at most"):
        Tokenizer((("a", "b"),) * 33, "")
    with pytest.raises(ValueError, match="at most"):
        Tokenizer((), "," * 33)


def test_every_shipped_page_and_hostile_shape_cut_as_the_pattern_cuts() -> None:
    for html in shipped_and_hostile_pages():
        for text in (html, without_tags(html, " ")):
            folded = text.casefold()
            assert tokenize(text) == reference.title_tokens(folded, UNSPACED, DELETED)


def test_tf_scores_are_titlefinders_tf_cosines_to_the_last_bit() -> None:
    query = tokenize("Storm floods the coast: the coast road closed")
    texts = [
        "The coast road is closed after the storm",
        "Storm, storm, STORM",
        "Nothing in common here",
        "",
        "東京 coast",
    ]
    assert tf_scores(query, texts) == similarity_scores(query, [tokenize(t) for t in texts])
    assert tf_scores([], texts) == [0.0] * len(texts)
    assert tf_scores(query, []) == []
    # Every block of every shipped page and hostile shape, against its own <title>.
    for html in shipped_and_hostile_pages():
        title = find_title(html) or "the page's title"
        blocks = [f.text for f in block_fragments(html.split("\n"))]
        query = tokenize(title)
        assert tf_scores(query, blocks) == similarity_scores(
            query, [tokenize(text) for text in blocks]
        )
