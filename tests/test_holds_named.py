"""Whether an element holds one of a name (:func:`scrapy_danag.engine.nodes.named.holds_named`),
against ``find(".//name")`` (:func:`..nodes.reference.holds_named`): on a
hand-made tree, and for every element of every shipped page and hostile shape."""

from __future__ import annotations

from lxml import etree

from scrapy_danag.engine.nodes import named, reference
from scrapy_danag.engine.tree.locate import html_parser, parse_page

from .conftest import shipped_and_hostile_pages


def test_below_the_element_not_the_element_itself() -> None:
    root = etree.fromstring("<div><p>lead</p><section><div><p>deep</p></div></section><ul/></div>")
    section = root.find("section")
    list_ = root.find("ul")
    assert section is not None and list_ is not None
    assert named.holds_named(root, "p")
    assert named.holds_named(section, "p")  # two levels down
    assert not named.holds_named(list_, "p")
    assert not named.holds_named(root[0], "p")  # a paragraph holds none
    assert not named.holds_named(root, "P")  # the name as lxml reads it, no fold


def test_every_element_of_shipped_pages_and_hostile_shapes_as_find_says() -> None:
    asked = held = 0
    for html in shipped_and_hostile_pages():
        root = parse_page(html, html_parser())
        if root is None:
            continue
        for element in root.iter(etree.Element):
            for name in ("p", "pre"):
                found = named.holds_named(element, name)
                assert found == reference.holds_named(element, name)
                asked += 1
                held += found
    assert asked > 100_000
    assert held > 5_000 and asked - held > 5_000
