"""Blocks the article walk keeps in C (:mod:`scrapy_danag.engine.nodes.plain`).

A block :class:`PlainBlocks` calls plain is kept without asking the article
walk's rules; that must never keep a block the rules would leave out. Every
walk of every shipped page and hostile shape is caught as it starts, and its
rules are asked of every block of its tree -- in the line tree parsed without
attributes and in a tree parsed with them -- against what the plain test says.
"""

from __future__ import annotations

import gzip
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from lxml import etree

from scrapy_danag import extract
from scrapy_danag.engine.nodes.openings import OpeningTags
from scrapy_danag.engine.nodes.plain import PlainBlocks
from scrapy_danag.engine.nodes.sizes import text_sizes
from scrapy_danag.engine.thesis.preprocess import remove_scripts_styles_comments
from scrapy_danag.engine.tree import article
from scrapy_danag.engine.tree.furniture import named_furniture
from scrapy_danag.engine.tree.locate import html_parser, parse_page
from scrapy_danag.engine.tree.tags import CLASS_AND_ID_RE, SETTING_OFF_WORDS
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED

_JUDGED = article.SKIPPED | article.BLOCKS


def _pages() -> Iterator[tuple[str, str]]:
    for path in sorted(SHIPPED.rglob("*.html*")):
        data = path.read_bytes()
        text = gzip.decompress(data) if path.suffix == ".gz" else data
        yield path.name, text.decode("utf-8", "replace")
    for name, build in sorted(hostile_shapes().items()):
        yield name, build(32 * 1024)[0]


class _Checked:
    """Wraps the article walk: before each walk, every judged block below its
    root is asked of the rules and of the plain test."""

    def __init__(self, walk: Callable[..., Any]) -> None:
        self.walk = walk
        self.plain = self.asked = self.walks = 0
        self.page = ""

    def __call__(self, root: etree._Element, blocks: Any, skip: Any, **options: Any) -> Any:
        plain = options.get("plain")
        if plain is not None:
            self.walks += 1
            for element in root.iter(etree.Element):
                if element is root or element.tag not in _JUDGED:
                    continue
                self.asked += 1
                if plain.keeps(element, element.tag):
                    self.plain += 1
                    assert not skip(element, element.tag), (
                        self.page,
                        element.tag,
                        element.sourceline,
                    )
        return self.walk(root, blocks, skip, **options)


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[_Checked]:
    check = _Checked(article.walk_lines)
    monkeypatch.setattr(article, "walk_lines", check)
    # The wrapper adds a frame to each header nested in a header (a hostile shape).
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(4 * limit)
    try:
        yield check
    finally:
        sys.setrecursionlimit(limit)


def test_no_plain_block_is_one_the_rules_leave_out(checked: _Checked) -> None:
    for name, html in _pages():
        checked.page = name
        extract(html)  # the line tree, parsed without attributes
        root = parse_page(remove_scripts_styles_comments(html), html_parser())
        if root is not None:  # a tree parsed with its attributes
            article.article_lines(root)
    assert checked.walks > 100
    # Most blocks are plain, and the rest were asked: both sides were tested.
    assert 0.3 * checked.asked < checked.plain < checked.asked


def _tree(body: str) -> etree._Element:
    found = etree.fromstring(f"<html><body>{body}</body></html>", html_parser()).find("body")
    assert found is not None
    return found


@pytest.mark.parametrize(
    ("block", "plain"),
    [
        ("<p>Text of a paragraph.</p>", True),
        ("<div>Text <b>with</b> marks.</div>", True),
        ("<p><a href='/a'>Mostly a link</a> and</p>", False),  # links over half
        ("<p><a href='/a'>A link</a> in a longer sentence</p>", True),
        ("<p class='x'>Named.</p>", False),
        ("<p hidden>Hidden.</p>", False),
        ("<p data-x='1'>Any attribute: asked.</p>", False),
        ("<ul><li>An item</li></ul>", False),  # a teaser list, by its tag
        ("<figcaption>A caption.</figcaption>", False),
        ("<nav>Menu</nav>", False),
        ("<p></p>", True),
    ],
)
def test_plain_blocks_of_a_tree_with_attributes(block: str, plain: bool) -> None:
    body = _tree(block)
    total, links = text_sizes(body)
    test = PlainBlocks(total, links, 0.5, None, article.ASKED_BY_TAG)
    element = body[0]
    assert test.keeps(element, element.tag) is plain


_SOURCE = [
    "<html><body>",
    '<div class="story-body">Text of the story.</div>',
    '<div class="sidebar">More stories.</div>',
    '<p class="photo-caption">A caption.</p>',
    "<div hidden>A panel.</div>",
    "<div role='navigation'>A menu.</div>",
    '<div data-layout="wide">A wide block.</div>',
    "</body></html>",
]


@pytest.mark.parametrize(
    ("line", "plain"),
    [
        (1, True),  # a class naming nothing the rules ask about
        (2, False),  # furniture by its class
        (3, False),  # a caption by its class
        (4, False),  # hidden
        (5, False),  # a landmark's role
        (6, True),  # an attribute that says nothing to the rules
    ],
)
def test_plain_blocks_of_the_line_tree_read_their_opening_tags(line: int, plain: bool) -> None:
    """In the line tree, parsed without attributes, a block with attributes is
    plain when they say nothing to the rules; asked otherwise, and always
    without the walk's furniture test."""
    bare = [re.sub(r"<(\w+)[^>]*>", r"<\1>", source) for source in _SOURCE]
    body = etree.fromstring("\n".join(bare), html_parser()).find("body")
    assert body is not None
    element = next(e for e in body.iter() if e.sourceline == line + 1)
    tags = OpeningTags(_SOURCE, CLASS_AND_ID_RE, SETTING_OFF_WORDS)
    total, links = text_sizes(body)
    asked = article.ASKED_BY_TAG
    test = PlainBlocks(total, links, 0.5, tags, asked, article.CAPTION_NAME, named_furniture)
    assert test.keeps(element, element.tag) is plain
    assert not PlainBlocks(total, links, 0.5, tags, asked).keeps(element, element.tag)
