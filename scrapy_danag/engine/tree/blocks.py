"""A subtree's text, one block a line: the walk the article and the records share.

Both read an element's text the way a browser lays it out: every block element
(a paragraph, heading, list item, cell, ``<br>``) ends the line before it and
its own; inline elements add their text to the line; some elements are left out
whole (the caller's ``skip``). Whitespace collapses to single spaces, and inline
markup adds none: ``<b>Ministry</b>, the`` reads "Ministry, the".

The same walk, asked for ``structure``, also keeps each line's shape: the block
elements it stands in (a list item in a list, a cell in a row) and its inline
runs with the formatting elements around them (links, emphasis, code, images).
The renderers (:mod:`scrapy_danag.engine.rendering`) build Markdown and HTML
from it; the plain text is the same either way, because it is the same walk.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import NamedTuple

from lxml import etree

from ..nodes.builder import LineBuilder
from ..nodes.lines import walk_events
from ..nodes.plain import Plain

#: Inline elements whose meaning a renderer keeps, by the kind of mark each makes.
FORMATTING: dict[str, str] = {
    "a": "link",
    **dict.fromkeys(("strong", "b"), "strong"),
    **dict.fromkeys(("em", "i", "cite", "dfn"), "emphasis"),
    **dict.fromkeys(("code", "kbd", "samp", "tt", "var"), "code"),
    "img": "image",
}


#: Block elements that give a document its structure, the ones a line's shape
#: records: lists and items, quotes, code, tables and their parts, headings.
STRUCTURAL = frozenset(
    {"ul", "ol", "dl", "menu", "dir", "li", "dt", "dd", "blockquote", "pre"}
    | {"table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th"}
    | {"h1", "h2", "h3", "h4", "h5", "h6"}
)
#: Blocks that hold one item of a list or a table: their lines are the list's
#: or the table's, never a label trailing the text.
ITEMS = frozenset({"li", "dt", "dd", "td", "th"})
#: Deepest nesting of structural blocks a shape records (deeper ones read as
#: their parent's text): no document nests lists or quotes this deep, and a
#: hostile page nesting ten thousand must not copy ten thousand blocks a line.
STRUCTURE_DEPTH = 32


#: Characters that take no room on the screen: Unicode's format characters a
#: page writes (zero-width space, joiners, direction marks, the soft hyphen, the
#: byte order mark) and variation selectors, with whitespace. A line of these
#: alone -- a designer's ``<p>&zwj;</p>`` spacer, 288 lines on 22 of WCXB's
#: pages -- shows the reader a blank line, not text.
_UNSEEN_RE = re.compile(
    "[\\s\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\ufe00-\ufe0f\ufeff]*"
)


def shows_text(text: str) -> bool:
    """True when ``text`` holds a character a reader sees: anything but
    whitespace and the zero-width characters of :data:`_UNSEEN_RE`. ASCII text
    is only asked for a character other than whitespace (the regular
    expression's pass is for the rest)."""
    if text.isascii():
        return bool(text) and not text.isspace()
    return _UNSEEN_RE.fullmatch(text) is None


#: A piece of a line's text and the formatting elements around it, outermost
#: first (at most one of each kind: a ``<b>`` inside a ``<b>`` adds nothing). A
#: plain tuple: a walk makes one for every piece of text of a line with marks.
Run = tuple[str, tuple[etree._Element, ...]]


class Shape(NamedTuple):
    """Where a line stands: the structural blocks open around it below the
    walk's root (:data:`STRUCTURAL`), outermost first, and its inline runs
    (none when no piece of the line is marked: its text is the line's)."""

    blocks: tuple[etree._Element, ...]
    runs: tuple[Run, ...]


@dataclass(slots=True)
class Lines:
    """The lines a walk found; with their shapes when the walk kept structure."""

    texts: list[str] = field(default_factory=list)
    shapes: list[Shape] | None = None
    #: For each line, whether it stands in a list item or a table cell.
    in_items: list[bool] = field(default_factory=list)

    def pop(self) -> None:
        self.texts.pop()
        self.in_items.pop()
        if self.shapes is not None:
            self.shapes.pop()

    def keep_first(self, count: int) -> Lines:
        """The first ``count`` lines."""
        shapes = None if self.shapes is None else self.shapes[:count]
        return Lines(self.texts[:count], shapes, self.in_items[:count])

    def where(self, keep: Callable[[str], bool]) -> Lines:
        """The lines whose text passes ``keep``."""
        chosen = [n for n, text in enumerate(self.texts) if keep(text)]
        shapes = None if self.shapes is None else [self.shapes[n] for n in chosen]
        items = [self.in_items[n] for n in chosen]
        return Lines([self.texts[n] for n in chosen], shapes, items)

    def extend(self, other: Lines) -> None:
        self.texts.extend(other.texts)
        self.in_items.extend(other.in_items)
        if self.shapes is not None and other.shapes is not None:
            self.shapes.extend(other.shapes)

    def text(self) -> str:
        return "\n".join(self.texts)


#: What the walk asks of its caller about an element it is about to enter:
#: True leaves it (and all below it) out.
Skip = Callable[[etree._Element, str], bool]
#: Told of each element left out, with the walk's lines so far (the article walk
#: pops the label of a block left out, and reads the lead paragraphs of the
#: article's own header).
OnSkip = Callable[[etree._Element, str, LineBuilder], None]


def walk_lines(
    root: etree._Element,
    blocks: Collection[str],
    skip: Skip | None,
    *,
    judged: Collection[str] | None = None,
    on_skip: OnSkip | None = None,
    keep: Callable[[str], bool] | None = None,
    structure: bool = False,
    bare_skipped: Collection[str] | None = None,
    plain: Plain | None = None,
) -> Lines:
    """The lines of ``root``'s text (see the module's docstring).

    ``skip`` is asked of every element below ``root`` whose tag is in ``judged``
    (every element when ``judged`` is None); others are inline; None leaves
    nothing out. ``bare_skipped``, when given, answers for ``skip`` of an
    element without attributes: it is left out when its tag is in that set.
    A caller whose ``skip`` reads only attributes beyond the tag gives it, and
    the walk then builds no proxy and makes no call for most elements of a
    tree parsed with its attributes. ``plain`` (:class:`..nodes.plain.Plain`)
    answers no for ``skip`` of a block it knows ``skip`` keeps, in C. ``keep``
    drops a finished line whose text it refuses. ``structure`` records each
    line's :class:`Shape`.
    """
    # Tags are compared as the HTML parser gives them: lower-case names. The
    # loop runs compiled over libxml2's nodes (:mod:`..nodes.lines`); it is not
    # bounded by nesting depth, as recursion would be.
    lines = Lines(shapes=[] if structure else None)
    built = LineBuilder(keep, lines, Shape, shows_text, FORMATTING, STRUCTURE_DEPTH)
    return walk_events(
        root,
        built,
        blocks,
        skip,
        judged,
        on_skip,
        structure,
        ITEMS,
        STRUCTURAL,
        FORMATTING,
        bare_skipped,
        plain,
    )
