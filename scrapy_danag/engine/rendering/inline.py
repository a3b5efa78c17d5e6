"""A line's inline runs as inline pieces: text, links, emphasis, code, images.

The walk gives each run of text with the formatting elements around it
(:class:`~..tree.blocks.Run`); runs that share an element are grouped under it,
level by level. Whitespace is collapsed across runs exactly as the text output
collapses it, so the pieces' text is the line's text, word for word.
"""

from __future__ import annotations

from collections.abc import Sequence

from lxml import etree

from ..tree.blocks import FORMATTING, Run
from .links import resolve
from .model import Code, Emphasis, Image, Inline, Link, Strong, Text
from .sources import PageReader


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
    if len(pieces) != 1 or isinstance(pieces[0], Text | Image):
        return pieces
    piece = pieces[0]
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
    return [*([Text(" ")] if lead else []), piece, *([Text(" ")] if trail else [])]


class InlineBuilder:
    """Inline pieces for the runs of one page's lines."""

    def __init__(self, page: PageReader, base: str | None, include_images: bool) -> None:
        self._page = page
        self._base = base
        self._images = include_images

    def build(self, runs: Sequence[Run]) -> list[Inline]:
        if not any(marks for _, marks in runs):  # most lines: plain text
            text = " ".join("".join(text for text, _ in runs).split())
            return [Text(text)] if text else []
        return self._group(collapse_runs(runs), 0)

    def _group(self, runs: Sequence[Run], depth: int) -> list[Inline]:
        out: list[Inline] = []
        position = 0
        while position < len(runs):
            text, marks = runs[position]
            if len(marks) <= depth:
                if text:
                    out.append(Text(text))
                position += 1
                continue
            element = marks[depth]
            end = position + 1
            while end < len(runs) and len(runs[end][1]) > depth:
                if runs[end][1][depth] is not element:
                    break
                end += 1
            out.extend(_spaces_outside(self._wrap(element, runs[position:end], depth)))
            position = end
        return out

    def _wrap(self, element: etree._Element, runs: Sequence[Run], depth: int) -> list[Inline]:
        kind = FORMATTING.get(str(element.tag))
        if kind == "image":
            return self._image(element)
        if kind == "code":
            text = "".join(text for text, _ in runs)
            return [Code(text)] if text.strip() else [Text(text)] if text else []
        children = self._group(runs, depth + 1)
        if kind == "link":
            href = resolve(self._page.attributes(element).get("href"), self._base)
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
