"""How much text an element shows, read in C.

Several tree steps weigh an element by its text (is a hidden block most of the
page, does a chunk's sibling hold a share of it, is a block short enough to be
a label); each reads it the same way: its text with runs of white space as one
space, as a browser lays it out. In flows an element; out comes that text or
its length.
"""

from __future__ import annotations

from typing import cast

from lxml import etree

_TEXT = etree.XPath("normalize-space()")
_TEXT_LENGTH = etree.XPath("string-length(normalize-space())")


def visible_text(element: etree._Element) -> str:
    """The element's text, runs of white space as one space, trimmed."""
    return str(_TEXT(element))


def visible_length(element: etree._Element) -> float:
    """The length of :func:`visible_text`, without building the string in Python."""
    return cast(float, _TEXT_LENGTH(element))
