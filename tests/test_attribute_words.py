"""The cheap test of a tree's own attributes (:mod:`scrapy_danag.engine.nodes.attribute_words`).

:meth:`OwnTags.set_off <scrapy_danag.engine.tree.tags.OwnTags.set_off>` answers
no for an element none of whose attributes holds a word of
:data:`~scrapy_danag.engine.tree.tags.SETTING_OFF_WORDS`, without reading them
in Python. That must never turn a yes into a no: on every element of every
shipped page and hostile shape, parsed with its attributes, an element the
test passes by is neither hidden nor given a furniture role, and the compiled
test equals its Python reference.
"""

from __future__ import annotations

import gzip

import pytest
from lxml import etree

from scrapy_danag.engine.nodes import reference
from scrapy_danag.engine.nodes.attribute_words import holds_words
from scrapy_danag.engine.thesis.preprocess import remove_scripts_styles_comments
from scrapy_danag.engine.tree.locate import html_parser, parse_page
from scrapy_danag.engine.tree.tags import OWN_TAGS, SETTING_OFF_WORDS, set_off_by
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED

WORDS = tuple(word.encode("ascii") for word in SETTING_OFF_WORDS)


def _tree(html: str) -> etree._Element | None:
    return parse_page(remove_scripts_styles_comments(html), html_parser())


@pytest.mark.parametrize(
    ("markup", "holds"),
    [
        ('<div class="card wide">x</div>', False),
        ("<div HIDDEN>x</div>", True),  # the name alone: the parser lowers it
        ('<p style="display: NONE">x</p>', True),  # any case of ASCII
        ('<nav Role="navigation">x</nav>', True),
        ('<div aria-modal="true">x</div>', True),
        ('<span title="&amp;hide">x</span>', True),  # a reference read
        ('<span title="h\u0130dden">x</span>', False),  # "İ" is no "i" of ASCII
        ("<p>x</p>", False),
    ],
)
def test_words_in_hand_written_attributes(markup: str, holds: bool) -> None:
    root = _tree(f"<html><body>{markup}</body></html>")
    assert root is not None
    element = root.find(".//body/*")
    assert element is not None
    assert holds_words(element, WORDS) is holds
    assert reference.holds_words(element, WORDS) is holds


def _pages() -> list[str]:
    shipped = [gzip.decompress(p.read_bytes()) for p in sorted(SHIPPED.rglob("*.html.gz"))]
    shapes = [shape(16 * 1024)[0] for shape in hostile_shapes().values()]
    return [page.decode("utf-8", "replace") for page in shipped] + shapes


def test_an_element_passed_by_is_never_set_off_on_shipped_pages_and_hostile_shapes() -> None:
    passed = 0
    for html in _pages():
        root = _tree(html)
        for element in () if root is None else root.iter(etree.Element):
            holds = holds_words(element, WORDS)
            assert holds == reference.holds_words(element, WORDS), etree.tostring(element)[:200]
            if not holds and element.keys():
                passed += 1
                assert not OWN_TAGS.hidden(element), etree.tostring(element)[:200]
                assert not set_off_by(element.attrib), etree.tostring(element)[:200]  # type: ignore[arg-type]
    assert passed > 1000  # elements with attributes the test passed by, not read in Python


def test_words_must_be_bytes() -> None:
    root = _tree("<html><body><p class='x'>y</p></body></html>")
    assert root is not None
    element = root.find(".//p")
    assert element is not None
    with pytest.raises(TypeError):
        holds_words(element, ("hidden",))  # type: ignore[arg-type]
