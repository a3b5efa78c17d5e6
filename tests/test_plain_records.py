"""Elements the records walk keeps in C (:class:`scrapy_danag.engine.nodes.plain.PlainRecords`).

An element :class:`PlainRecords` calls plain is kept without asking the
records walk's rules; that must never keep one the rules would leave out.
Every records walk of every shipped page, hostile shape and WCXB development
page (the corpora beside the clone) is caught as it starts, and its rules are
asked of every element of its tree with attributes (those without are the
walk's ``bare_skipped``), against the plain test.
"""

from __future__ import annotations

import gzip
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from lxml import etree

from scrapy_danag import extract
from scrapy_danag.engine.kinds import records
from scrapy_danag.engine.nodes.plain import PlainRecords
from scrapy_danag.engine.tree.tags import SETTING_OFF_BYTES
from scrapy_danag.evaluation.corpus import iter_corpus
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED


def _pages() -> Iterator[str]:
    for path in sorted(SHIPPED.rglob("*.html*")):
        data = path.read_bytes()
        yield (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8", "replace")
    for build in hostile_shapes().values():
        yield build(32 * 1024)[0]


class _Checked:
    """Wraps the records walk: before each walk, every element below its root
    that has attributes is asked of the rules and of the plain test."""

    def __init__(self, walk: Callable[..., Any]) -> None:
        self.walk = walk
        self.plain = self.asked = self.walks = 0

    def __call__(self, root: etree._Element, blocks: Any, skip: Any, **options: Any) -> Any:
        plain = options.get("plain")
        assert isinstance(plain, PlainRecords)
        self.walks += 1
        for element in root.iter(etree.Element):
            if element is root or not element.attrib:
                continue
            self.asked += 1
            if plain.keeps(element, element.tag):
                self.plain += 1
                assert not skip(element, element.tag), (element.tag, element.sourceline)
        return self.walk(root, blocks, skip, **options)


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> _Checked:
    check = _Checked(records.walk_lines)
    monkeypatch.setattr(records, "walk_lines", check)
    return check


def test_no_element_the_rules_leave_out_is_plain_on_shipped_pages(checked: _Checked) -> None:
    for html in _pages():
        extract(html)
    assert checked.walks >= 1


def test_no_element_the_rules_leave_out_is_plain_on_wcxb(checked: _Checked, corpora: Path) -> None:
    # WCXB's development pages: listings, collections, services, read as records.
    for page in iter_corpus(corpora / "wcxb"):
        extract(page.read_bytes(), page.url)
    assert checked.walks > 100
    assert checked.plain > checked.asked // 2  # most elements are answered in C


def _elements(body: str) -> dict[str, etree._Element]:
    root = etree.fromstring(f"<html><body>{body}</body></html>", etree.HTMLParser())
    return {str(element.text): element for element in root.iter("div", "form", "p")}


def test_what_a_hand_written_element_says() -> None:
    asked: list[str] = []

    def furniture(names: str) -> bool:
        asked.append(names)
        return "menu" in names

    plain = PlainRecords(frozenset({"form"}), SETTING_OFF_BYTES, furniture)
    found = _elements(
        '<div class="card" id="x">card</div><div class="menu">menu</div>'
        '<div data-x="1">data</div><div style="display:none">hidden</div>'
        '<div aria-hidden="true">aria</div><form action="/">form</form>'
        '<div class="">empty</div><p title="&amp;&lt;">title</p>'
    )
    kept = {text: plain.keeps(element, str(element.tag)) for text, element in found.items()}
    assert kept == {
        "card": True,
        "menu": False,  # its names call it furniture: the rules weigh its text
        "data": True,
        "hidden": False,  # a word that may hide it: the rules read it
        "aria": False,
        "form": False,  # a tag the rules leave out by its name
        "empty": True,
        "title": True,
    }
    # The names asked as the rules write them: class, a space, id.
    assert asked == ["card x", "menu ", " "]
