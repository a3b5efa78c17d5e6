"""How much text an element shows, read in C.

Several tree steps weigh an element by its text (is a hidden block most of the
page, does a chunk's sibling hold a share of it, is a block short enough to be
a label); each reads it the same way: its text with runs of white space as one
space, as a browser lays it out. The seeds' weighing also asks, before any
block is left out, how long an element's whole text is and how long the
article read from it could be at most. In flows an element; out comes that
text or a length.
"""

from __future__ import annotations

from typing import cast

from lxml import etree

_TEXT = etree.XPath("normalize-space()")
_TEXT_LENGTH = etree.XPath("string-length(normalize-space())")
_RAW_LENGTH = etree.XPath("string-length()")
_DESCENDANTS = etree.XPath("count(descendant::*)")


def visible_text(element: etree._Element) -> str:
    """The element's text, runs of white space as one space, trimmed."""
    return str(_TEXT(element))


def visible_length(element: etree._Element) -> float:
    """The length of :func:`visible_text`, without building the string in Python."""
    return cast(float, _TEXT_LENGTH(element))


def text_length(element: etree._Element) -> float:
    """The length of the element's whole text, white space and all: a container
    whose text is not ``wider`` times the best article's is not weighed
    (:func:`.boundary.extended_boundary`)."""
    return cast(float, _RAW_LENGTH(element))


def lead_text_bound(element: etree._Element) -> float:
    """An upper bound, counted in C, on the length of the element's text with its
    lead (:func:`.article.text_with_lead`), so that a seed's article too short to
    win is never assembled (identical output, 1 % faster on the dev corpora).

    The article's text is at most the element's characters (a header's lead lines
    of 100 characters or more once again), plus a line break for each block start
    or end; its lead is shorter than it, in lines of 100 characters or more.
    """
    article = 1.01 * text_length(element) + 2 * cast(float, _DESCENDANTS(element)) + 1
    return 2.02 * article + 1
