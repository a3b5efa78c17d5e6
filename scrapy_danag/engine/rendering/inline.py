"""A line's inline runs as inline pieces: text, links, emphasis, code, images.

The walk gives each run of text with the formatting elements around it
(:class:`~..tree.blocks.Run`); runs that share an element are grouped under it,
level by level. Whitespace is collapsed across runs exactly as the text output
collapses it, so the pieces' text is the line's text, word for word.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from lxml import etree

from ..source.private_use import shows_nothing
from ..tree.blocks import FORMATTING, Run
from .links import resolve
from .model import Code, Emphasis, Image, Inline, Link, Strong, Text, plain_text
from .sources import PageReader

_marks = itemgetter(1)


def collapse_runs(runs: Sequence[Run]) -> list[Run]:
    """``runs`` with whitespace collapsed as ``" ".join(text.split())`` would
    collapse their joined text; a run of whitespace only gives its space to the
    next run; images (empty runs) stay where they are."""
    out: list[Run] = []
    owed = False  # a space is owed before the next word
    started = False
    for text, marks in runs:
        if not text:
            out.append(("", marks))
            continue
        words = text.split()
        if not words:
            owed = owed or started
            continue
        piece = " ".join(words)
        if started and (owed or text[0].isspace()):
            piece = " " + piece
        owed = text[-1].isspace()
        started = True
        out.append((text, marks) if piece == text else (piece, marks))  # most: as they were
    return out


def _add_spaced(out: list[Inline], piece: Link | Strong | Emphasis | Code) -> None:
    """Add a link, emphasis or code piece with the spaces at its edges moved
    out: ``the<em> word</em>`` reads ``the <em>word</em>`` (Markdown's emphasis
    markers must touch the text they mark)."""
    lead = trail = False
    if isinstance(piece, Code):
        lead, trail = piece.text.startswith(" "), piece.text.endswith(" ")
        piece.text = piece.text.strip(" ")
    elif children := piece.children:
        first, last = children[0], children[-1]
        if isinstance(first, Text) and first.text.startswith(" "):
            lead = True
            first.text = first.text[1:]
        if isinstance(last, Text) and last.text.endswith(" "):
            trail = True
            last.text = last.text[:-1]
    if lead:
        out.append(Text(" "))
    if not (out and _joined(out[-1], piece)):
        out.append(piece)
    if trail:
        out.append(Text(" "))


def _joined(last: Inline, piece: Link | Strong | Emphasis | Code) -> bool:
    """True when ``piece`` was joined to ``last``, a piece of its kind with
    nothing between them: a word a page sets in two elements (``<em>b</em><em>y
    Your Name</em>``) is one piece, as a browser shows it. Written apart in
    Markdown, the markers meet (``*b**y Your Name*``) and a reader shows them
    as asterisks inside the word; two code spans meet as one run of backticks,
    which closes neither. (Two links stay apart: each has its address.)"""
    if isinstance(piece, Code) and isinstance(last, Code):
        last.text += piece.text
        return True
    if (isinstance(piece, Strong) and isinstance(last, Strong)) or (
        isinstance(piece, Emphasis) and isinstance(last, Emphasis)
    ):
        last.children.extend(piece.children)
        return True
    return False


class InlineBuilder:
    """Inline pieces for the runs of one page's lines."""

    def __init__(self, page: PageReader, base: str | None, include_images: bool) -> None:
        self._page = page
        self._base = base
        self._images = include_images

    def build(self, runs: Sequence[Run], text: str) -> list[Inline]:
        """The pieces of a line of ``runs``, whose collapsed text is ``text``."""
        if not any(map(_marks, runs)):  # most lines: plain text, the line's own
            return [Text(text)] if text else []
        out: list[Inline] = []
        self._group(collapse_runs(runs), 0, out)
        return out

    def _group(self, runs: Sequence[Run], depth: int, out: list[Inline]) -> None:
        """Add the pieces of ``runs`` to ``out``, those sharing the element
        marked at ``depth`` wrapped in one piece."""
        position, count = 0, len(runs)
        while position < count:
            text, marks = runs[position]
            if len(marks) <= depth:
                if text:
                    out.append(Text(text))
                position += 1
                continue
            element = marks[depth]
            end = position + 1
            while end < count:
                following = runs[end][1]
                if len(following) <= depth or following[depth] is not element:
                    break
                end += 1
            self._wrap(element, runs[position:end], depth, out)
            position = end

    def _wrap(
        self, element: etree._Element, runs: Sequence[Run], depth: int, out: list[Inline]
    ) -> None:
        kind = FORMATTING.get(str(element.tag))
        if kind == "image":
            out.extend(self._image(element))
            return
        if kind == "code":
            text = "".join(text for text, _ in runs)
            if text.strip():
                _add_spaced(out, Code(text))
            elif text:
                out.append(Text(text))
            return
        children: list[Inline] = []
        if len(runs) == 1 and len(runs[0][1]) == depth + 1:  # one run, no mark inside
            if runs[0][0]:
                children.append(Text(runs[0][0]))
        else:
            self._group(runs, depth + 1, children)
        if kind == "link":
            href = resolve(self._page.attribute(element, "href"), self._base)
            # A link showing an icon font's glyph alone (a heading's permalink)
            # is no link: without the glyph it would be an empty one.
            if href is not None and children and not shows_nothing(plain_text(children)):
                _add_spaced(out, Link(href, children))
            else:
                out.extend(children)
        elif kind == "strong":
            _add_spaced(out, Strong(children))
        elif kind == "emphasis":
            _add_spaced(out, Emphasis(children))
        else:
            out.extend(children)

    def _image(self, element: etree._Element) -> list[Inline]:
        if not self._images:
            return []
        attributes = self._page.attributes(element)
        src = resolve(attributes.get("src") or attributes.get("data-src"), self._base)
        if src is None:
            return []
        return [Image(src, " ".join(attributes.get("alt", "").split()))]
