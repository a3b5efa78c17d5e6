"""An element's own attributes read as hiding it or setting it off as furniture.

The records walk asks this of every element of a page, so the reading takes a
shortcut for the elements that name no hiding word; these tags check that the
shortcut never changes the answer.
"""

from __future__ import annotations

import pytest
from lxml import etree

from scrapy_danag.engine.tree.tags import OWN_TAGS


def _element(tag: str) -> etree._Element:
    root = etree.fromstring(f"<html><body>{tag}text</div></body></html>", etree.HTMLParser())
    element = root.find(".//div")
    assert element is not None
    return element


@pytest.mark.parametrize(
    ("tag", "hidden", "set_off"),
    [
        ("<div>", False, False),
        ('<div class="card product-tile">', False, False),
        ('<div class="hidden">', True, True),
        ('<div class="Card HIDDEN">', True, True),
        ('<div class="d-none">', True, True),
        ('<div class="hidden md:block">', False, False),
        ('<div class="d-none d-lg-block">', False, False),
        ('<div class="hide-on-print">', False, False),
        ('<div style="display: none">', True, True),
        ('<div style="VISIBILITY : Hidden; color: red">', True, True),
        ('<div style="display: block">', False, False),
        ("<div hidden>", True, True),
        ('<div hidden="until-found">', False, False),
        ('<div aria-hidden="true">', True, True),
        ('<div aria-hidden="false" class="tile">', False, False),
        ('<div role="tabpanel" class="hidden">', False, False),
        ('<div role="navigation" class="links">', False, True),
        ('<div aria-modal="true" class="signup">', False, True),
        ('<div role="main" style="color: red">', False, False),
    ],
)
def test_own_attributes_hide_or_set_off_an_element(tag: str, hidden: bool, set_off: bool) -> None:
    element = _element(tag)
    assert OWN_TAGS.hidden(element) is hidden
    assert OWN_TAGS.set_off(element) is set_off
