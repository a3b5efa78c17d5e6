"""The preprocessing step of R2L, DANA, DANAg and AdDANAg (thesis §4.3.1, §4.6).

Two jobs: remove what is never content and sits anywhere in the source
(JavaScript, CSS, comments), and normalise lines so that the algorithm no longer
depends on how the page's author happened to break lines. The thesis only says it
"normalizes line length"; :func:`normalise_lines` offers the three readings we
measured, and ``docs/readings.md`` records which one is the default and why.
"""

from __future__ import annotations

import re
from typing import Literal

from ..scan.blocks import block_lines
from ..scan.unclosed import escaped_line_ends
from ..scan.unrendered import without_unrendered
from ..scan.values import escaped_values

LineMode = Literal["source", "block", "wrap"]
LINE_MODES: tuple[LineMode, ...] = ("source", "block", "wrap")

#: Elements whose content a browser with scripting enabled never renders as text:
#: ``<noembed>`` and ``<noframes>`` are fallbacks for browsers without plug-ins or
#: frames, which no browser is today (unclosed, their markup would otherwise read
#: as text up to the end of the page).
HIDDEN_ELEMENTS: tuple[str, ...] = (
    *("script", "style", "noscript", "template"),
    *("noembed", "noframes"),
)


# The part before the line break (or space) cannot hold a "<": otherwise every "<"
# of a run like "<a<a<a...>" would scan to the same ">" and fail there.
_TAG_WITH_NEWLINE_RE = re.compile(r"<[A-Za-z/!?][^<>\n]*\n[^>]*>")
_TAG_WITH_SPACE_RE = re.compile(r"<[A-Za-z/!?][^<> ]* [^>]*>")
_PROTECTED_SPACE = "\x00"


def remove_scripts_styles_comments(html: str, elements: tuple[str, ...] = HIDDEN_ELEMENTS) -> str:
    """Drop ``<script>``, ``<style>`` and ``<!-- -->`` with everything inside them.

    ``<noscript>``, ``<template>``, ``<noembed>`` and ``<noframes>`` go too
    (``elements``): a browser running scripts renders none of them, and their
    fallback markup otherwise reads as a block of text. A foreign element
    (:data:`~..source.markup.FOREIGN_ELEMENTS`, when ``elements`` names it)
    ends, as in a browser, at its end tag, or where an HTML start tag breaks
    out of foreign content.

    One pass over the page (:mod:`..scan.unrendered`, compiled; its Python
    reference is :func:`..scan.reference.without_unrendered`), so that an
    unclosed ``<script>`` costs one pass, not one pass per opening tag. As in
    a browser, an unclosed script, style or comment swallows the rest of the
    document.
    """
    return without_unrendered(html, tuple(name.lower() for name in elements))


def _join_tag_lines(match: re.Match[str]) -> str:
    return match.group().replace("\n", " ")


def _protect_tag_spaces(match: re.Match[str]) -> str:
    return match.group().replace(" ", _PROTECTED_SPACE)


def escape_markup_in_values(html: str) -> str:
    """``<`` and ``>`` inside a start tag's quoted attribute values escaped as references.

    Line normalisation and the tag patterns read a ``<p`` inside
    ``data-caption="<p>…"`` as a tag, which splits the attribute over two lines
    and spills the rest of the value into the page's text; a browser shows none
    of it, and reads the value to its closing quote whatever it holds (an
    ``id="slot_3</div><div data-ad="`` is one value, not an end tag). The name
    must follow whitespace, as an attribute's does; ``name="<span…`` in a code
    sample's text is no attribute. Every attribute counts, not only ``data-*``
    values: WCXB holds pages whose text a stray ``</div>`` in an ``id`` cut.
    The scan is compiled (:mod:`..scan.values`); its regular expression stands
    beside it in :mod:`..scan.reference`.
    """
    return escaped_values(html)


def normalise_lines(html: str, mode: LineMode = "block", width: int = 80) -> list[str]:
    """Split preprocessed HTML into the lines the algorithm counts
    (:func:`normalised_text`, split at its line breaks), their unclosed tags
    escaped (:func:`escape_unclosed_line_ends`)."""
    return escape_unclosed_line_ends(normalised_text(html, mode, width)).split("\n")


def escape_unclosed_line_ends(text: str) -> str:
    """``text`` with the ``<`` at each line's end that no ``>`` closes written
    ``&lt;``, but the first: that one is a tag broken by line normalisation at
    block markup in an attribute value, which goes on on the next line, where
    the parser still finds its end. A second one would make every tag pattern
    read from each of them to the line's end. ``text`` itself when no line has
    two (nearly every page). Compiled (:mod:`..scan.unclosed`): a jump from line
    to line; the rule over a list of lines is :func:`..scan.reference.escaped_line_ends`.
    """
    return escaped_line_ends(text)


def normalised_text(html: str, mode: LineMode = "block", width: int = 80) -> str:
    """Preprocessed HTML with its line breaks where the algorithm's lines end.

    One string, so a caller that needs the lines joined again (the filters run on
    the whole document) does not pay for splitting and joining them.

    * ``source``: the author's own lines; a tag broken over several lines is joined
      so that no tag spans two lines.
    * ``block`` (the default): all whitespace collapsed, then a new line before
      every opening block-level tag and before every closing block tag that
      follows another one -- a line is then one rendered block with its own
      closing tag.
    * ``wrap``: all whitespace collapsed, then wrapped at ``width`` characters,
      breaking only between words and tags, never inside a tag -- the literal
      reading of "normalise line length".

    In every mode a tag lies on one line, which the counting phase relies on.
    """
    if mode == "source":
        text = html.replace("\r\n", "\n").replace("\r", "\n")
        return _TAG_WITH_NEWLINE_RE.sub(_join_tag_lines, text)
    if mode == "block":  # compiled: one pass a step over the characters
        return block_lines(html)
    collapsed = " ".join(html.split())  # str.split runs three times faster than a regex here
    if mode == "wrap":
        if width < 1:
            raise ValueError(f"width must be positive, got {width}")
        protected = _TAG_WITH_SPACE_RE.sub(_protect_tag_spaces, collapsed)
        wrapped = re.sub(rf"(.{{1,{width}}}|\S+)(?: |$)", "\\1\n", protected)
        return wrapped.replace(_PROTECTED_SPACE, " ").rstrip("\n")
    raise ValueError(f"unknown line mode {mode!r}; expected one of {', '.join(LINE_MODES)}")
