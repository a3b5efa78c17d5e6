"""Compiled scans over the page's text: its lines, and what phase 1 counts on them.

The thesis phases read the page as lines of markup and text. The line
normalisation makes a line of every rendered block, and phase 1 counts on
every line the characters of text a reader sees and those of the markup
around them. In Python each took the page through regular-expression passes
that built it again (and a list of words per line): a fifth of an extraction.
Here each is a pass or three over the characters, in Cython.

In flows the page as one string; out come the page without what no browser
renders (:mod:`.unrendered`), its attribute values' markup escaped
(:mod:`.values`), its lines joined by line breaks (:mod:`.blocks`), its tags
without their attributes (:mod:`.attributes`), its anchors weighed by
Filter 3 (:mod:`.anchors`), plain lists of integers, one per line
(:mod:`.counts`), their smoothed sums and the runs of lines above the axis
(:mod:`.line_sums`), the lines that hold a query's terms (:mod:`.terms`),
how many elements of each name its opening tags give (:mod:`.tags`), the
opening tags of one name that hold a mark (:mod:`.fragments`), one
attribute's value read from a tag (:mod:`.attribute_value`), the text
with its tags replaced (:mod:`.stripped`), its white space collapsed
(:mod:`.collapsed`) or some characters removed (:mod:`.deleted`), whether
it holds a character of some ranges (:mod:`.characters`), its
lines with the ``<`` no ``>`` closes escaped (:mod:`.unclosed`), or the
``</div>`` a browser implies written out (:mod:`.open_divs`), where each
element of a name opens and closes (:mod:`.elements`), the terms TitleFinder
reads (:mod:`.tokens`), its character references decoded
(:mod:`.references`, whose reference is :func:`html.unescape`), the weighted sums
of the page's kind (:mod:`.linear_sums`), or the page marked for its tree
(:mod:`.marks`).
The phases stay where the thesis puts them
(:func:`scrapy_danag.engine.thesis.preprocess.normalised_text`,
:func:`scrapy_danag.engine.thesis.lines.count_content_and_code`,
:func:`scrapy_danag.engine.thesis.smoothing.smooth`,
:func:`scrapy_danag.engine.thesis.regions.find_regions`), and the
Python reference of each scan beside it (:mod:`.reference`; phases 2
and 3's loops are written from their formulas in ``tests/test_line_sums.py``).
"""

from ..compiled import not_built

try:
    from . import (
        anchors,
        attribute_value,
        attributes,
        blocks,
        characters,
        collapsed,
        counts,
        deleted,
        elements,
        fragments,
        line_sums,
        linear_sums,
        marks,
        open_divs,
        references,
        stripped,
        tags,
        terms,
        tokens,
        unclosed,
        unrendered,
        values,
    )
except ImportError as missing:  # a source tree used without `pip install`
    raise not_built(missing) from missing

__all__ = [
    "anchors",
    "attribute_value",
    "attributes",
    "blocks",
    "characters",
    "collapsed",
    "counts",
    "deleted",
    "elements",
    "fragments",
    "line_sums",
    "linear_sums",
    "marks",
    "open_divs",
    "references",
    "stripped",
    "tags",
    "terms",
    "tokens",
    "unclosed",
    "unrendered",
    "values",
]
