"""Reading lxml's parsed nodes in compiled code: the measures the tree steps ask of every element.

The tree steps ask the same questions of every element of a page: how many
characters of text it holds, how many of them in links. Asked in Python, each
answer walks proxies (one Python object built per element, a string built per
``.text`` and ``.tail``); the profile spent a tenth of an extraction there.
This package walks libxml2's nodes directly, through lxml's public C API
(Cython, built against the headers the lxml wheel ships), and hands back flat
tables keyed by the elements the Python side holds.

In flows a parsed element (the tree is not changed); out comes, for each
element below it, a count (:mod:`.sizes`); and the loop of the line walk
(:mod:`.lines`), which drives the line builder (:mod:`.builder`) over the elements;
the elements whose text may tell a time of day (:mod:`.clocks`); and what
a block's own opening tag says, read from its source line (:mod:`.openings`);
the elements of one name picked by their number, or whether an element
holds one (:mod:`.named`); the
element holding each marked line of a parse (:mod:`.marked`); the table
cells that hold nothing but numbers (:mod:`.cells`); and the elements of one
name whose text is short, with it (:mod:`.short_texts`); and whether an
element stands in page furniture, by its tags and its ancestors'
(:mod:`.aside`); and which blocks the article walk keeps without asking its
rules (:mod:`.plain`); and whether an element's own attributes hold a word
(:mod:`.attribute_words`); and the deepest element holding most of some
lines' text (:mod:`.covering`); and the page's declared main content
(:mod:`.landmark`); and which blocks hold a link out of the page
(:mod:`.outward`).
The Python reference of each lives beside it (:mod:`.reference`): the tests
compare the two on every shipped page, and the compiled one is what runs.
"""

from ..compiled import not_built

try:
    from . import (
        aside,
        attribute_words,
        builder,
        cells,
        clocks,
        covering,
        landmark,
        lines,
        marked,
        named,
        openings,
        outward,
        plain,
        short_texts,
        sizes,
    )
except ImportError as missing:  # a source tree used without `pip install`
    raise not_built(missing) from missing

__all__ = [
    "aside",
    "attribute_words",
    "builder",
    "cells",
    "clocks",
    "covering",
    "landmark",
    "lines",
    "marked",
    "named",
    "openings",
    "outward",
    "plain",
    "short_texts",
    "sizes",
]
