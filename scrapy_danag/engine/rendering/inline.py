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

from ..tree.blocks import FORMATTING, Run
from .links import resolve
from .model import Code, Emphasis, Image, Inline, Link, Strong, Text
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
        out.append((piece, marks))
    return out


def _spaces_outside(pieces: list[Inline]) -> list[Inline]:
    """A link, emphasis or code piece with the spaces at its edges moved out:
    ``the<em> word</em>`` reads ``the <em>word</em>`` (Markdown's emphasis
    markers must touch the text they mark)."""
    piece = pieces[0] if len(pieces) == 1 else None
    if piece is None or isinstance(piece, (Text, Image)):  # (a tuple: see model)
        return pieces
    lead = trail = False
    if isinstance(piece, Code):
        lead, trail = piece.text.startswith(" "), piece.text.endswith(" ")
        piece.text = piece.text.strip(" ")
    else:
        children = piece.children
        if children and isinstance(children[0], Text) and children[0].text.startswith(" "):
            lead = True
            children[0].text = children[0].text[1:]
        if children and isinstance(children[-1], Text) and children[-1].text.endswith(" "):
            trail = True
            children[-1].text = children[-1].text[:-1]
    if not (lead or trail):
        return pieces
    return [*([Text(" ")] if lead else []), piece, *([Text(" ")] if trail else [])]


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
        return self._group(collapse_runs(runs), 0)

    def _group(self, runs: Sequence[Run], depth: int) -> list[Inline]:
        out: list[Inline] = []
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
            wrapped = self._wrap(element, runs[position:end], depth)
            out.extend(_spaces_outside(wrapped) if len(wrapped) == 1 else wrapped)
            position = end
        return out

    def _wrap(self, element: etree._Element, runs: Sequence[Run], depth: int) -> list[Inline]:
        kind = FORMATTING.get(str(element.tag))
        if kind == "image":
            return self._image(element)
        if kind == "code":
            text = "".join(text for text, _ in runs)
            return [Code(text)] if text.strip() else [Text(text)] if text else []
        if len(runs) == 1 and len(runs[0][1]) == depth + 1:  # one run, no mark inside
            children: list[Inline] = [Text(runs[0][0])] if runs[0][0] else []
        else:
            children = self._group(runs, depth + 1)
        if kind == "link":
            href = resolve(self._page.attribute(element, "href"), self._base)
            return [Link(href, children)] if href is not None and children else children
        if kind == "strong":
            return [Strong(children)]
        if kind == "emphasis":
            return [Emphasis(children)]
        return children

    def _image(self, element: etree._Element) -> list[Inline]:
        if not self._images:
            return []
        attributes = self._page.attributes(element)
        src = resolve(attributes.get("src") or attributes.get("data-src"), self._base)
        if src is None:
            return []
        return [Image(src, " ".join(attributes.get("alt", "").split()))]
