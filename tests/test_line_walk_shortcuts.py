"""What the compiled line walk answers without asking Python.

The walk (:mod:`scrapy_danag.engine.nodes.lines`) decides two things in C that
its Python reference (:func:`scrapy_danag.engine.nodes.reference.walk_events`)
reads from lxml: each element's tag, decoded once a walk from libxml2's
interned names, and, for a caller that gives ``bare_skipped``, whether an
element without attributes is left out. The records walk gives it; its lines
must be what the walk asking ``skip`` of every element finds, on every shipped
page and every hostile shape, listing container or whole body.
"""

from __future__ import annotations

import gzip

import pytest
from lxml import etree

from scrapy_danag.engine.kinds.records import records_lines
from scrapy_danag.engine.nodes import reference
from scrapy_danag.engine.thesis.preprocess import remove_scripts_styles_comments
from scrapy_danag.engine.tree import blocks
from scrapy_danag.engine.tree.locate import html_parser, parse_page
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED


def _pages() -> list[tuple[str, str]]:
    found = []
    for path in sorted(SHIPPED.rglob("*.html*")):
        data = path.read_bytes()
        text = (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8", "replace")
        found.append((path.name, text))
    found.extend((name, build(200_000)[0]) for name, build in sorted(hostile_shapes().items()))
    return found


def _roots(html: str) -> list[etree._Element]:
    """The page's body, and its largest list or table: a container read whole
    (its header, footer and asides its own) and the page read as one."""
    root = parse_page(remove_scripts_styles_comments(html), html_parser())
    if root is None:
        return []
    body = root.find("body")
    chosen = [body if body is not None else root]
    lists = [e for e in root.iter("ul", "ol", "table") if len(e)]
    if lists:
        chosen.append(max(lists, key=len))
    return chosen


def _walked(container: etree._Element, structure: bool) -> tuple[object, ...]:
    lines = records_lines(container, structure=structure)
    shapes = None if lines.shapes is None else [(s.blocks, s.runs) for s in lines.shapes]
    return lines.texts, lines.in_items, shapes


@pytest.mark.parametrize("structure", [False, True])
def test_records_walk_answers_bare_elements_as_its_skip_does(
    structure: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    compared = 0
    for name, html in _pages():
        for container in _roots(html):
            compiled = _walked(container, structure)
            with monkeypatch.context() as patched:
                patched.setattr(blocks, "walk_events", reference.walk_events)
                expected = _walked(container, structure)
            assert compiled == expected, name
            compared += 1
    assert compared > 100


def test_bare_elements_are_left_out_by_their_tag_alone() -> None:
    """An element with attributes is asked; one without is answered by the set:
    the ``<nav>`` without attributes goes though ``skip`` would keep it, the
    ``<div>`` with one goes because ``skip`` says so, the bare ``<div>`` stays
    though ``skip`` would drop it (``skip`` is not asked)."""
    root = etree.fromstring(
        "<body><nav>menu</nav><div class='x'>named</div><div>plain</div><p>text</p></body>",
        html_parser(),
    ).find("body")
    assert root is not None
    asked: list[str] = []

    def skip(element: etree._Element, tag: str) -> bool:
        asked.append(tag)
        return tag == "div"

    found = blocks.walk_lines(root, frozenset({"div", "p", "nav"}), skip, bare_skipped={"nav"})
    assert found.texts == ["plain", "text"]
    assert asked == ["div"]


def test_tags_read_once_a_walk_keep_long_and_repeated_names_apart() -> None:
    """Names longer than the table keeps, names sharing a prefix, and many of
    one name: each element's tag is its own, as lxml gives it."""
    long_block = "x-" + "block" * 10  # 52 characters: decoded at each visit
    long_inline = "x-" + "block" * 10 + "s"
    html = (
        "<div>"
        + f"<{long_block}>one <{long_inline}>two</{long_inline}></{long_block}>" * 3
        + "<section>three <sect>four</sect></section>" * 40
        + "</div>"
    )
    root = etree.fromstring(html, html_parser()).find(".//div")
    assert root is not None
    blocks_set = frozenset({"div", long_block, "section"})
    found = blocks.walk_lines(root, blocks_set, None)
    assert found.texts == ["one two"] * 3 + ["three four"] * 40
    walked = blocks.walk_events
    try:
        blocks.walk_events = reference.walk_events  # type: ignore[assignment]
        again = blocks.walk_lines(root, blocks_set, None)
    finally:
        blocks.walk_events = walked
    assert again.texts == found.texts
