"""Tags stripped from a piece of a page: the same text as the tag pattern's own
pass, in time linear in the piece however many of its ``<`` open no tag."""

from __future__ import annotations

import gzip

import pytest

from scrapy_danag.engine.source.markup import TAG_RE, without_tags

from .conftest import SHIPPED, best_cpu_seconds

PIECES = [
    "",
    "plain words",
    "<b>Head</b>line and <a href='/x'>a link</a>",
    'a < b and c > d, <img src="x" alt="',
    '<p>Words <img src="x" alt="<img src="x" alt="',
    "<!doctype html><?xml version='1.0'?><br/>",
    "</ no tag> <3 <> <a\nhref='/split'>two lines</a> <b",
    "<i>one</i>\n<img alt='\n<b>bold</b> <u",
    '<time datetime="' * 50 + "\n" + "<b>x</b>" + "<a " * 30,
]


@pytest.mark.parametrize("piece", PIECES)
@pytest.mark.parametrize("replacement", ["", " ", "\n"])
def test_the_same_text_as_the_tag_patterns_pass(piece: str, replacement: str) -> None:
    assert without_tags(piece, replacement) == TAG_RE.sub(replacement, piece)


def test_the_same_text_on_every_line_of_the_shipped_pages() -> None:
    pages = sorted(SHIPPED.rglob("*.html.gz"))
    assert pages
    for path in pages:
        html = gzip.decompress(path.read_bytes()).decode("utf-8", "replace")
        assert without_tags(html, " ") == TAG_RE.sub(" ", html), path.name


def test_a_run_of_unclosed_tags_is_read_in_linear_time() -> None:
    # 20,000 pasted <img alt=" took 35 s in a headline's piece of a line before.
    def piece(count: int) -> str:
        return "<p>Words " + '<img src="x" alt="' * count

    small = best_cpu_seconds(lambda: without_tags(piece(20_000)))
    large = best_cpu_seconds(lambda: without_tags(piece(40_000)))
    assert large <= 2.5 * small + 0.05, f"{small:.4f} s -> {large:.4f} s"
