"""The preprocessing step of R2L, DANA, DANAg and AdDANAg (thesis §4.3.1, §4.6).

Two jobs: remove what is never content and sits anywhere in the source
(JavaScript, CSS, comments), and normalise lines so that the algorithm no longer
depends on how the page's author happened to break lines. The thesis only says it
"normalizes line length"; :func:`normalise_lines` offers the three readings we
measured, and ``docs/readings.md`` records which one is the default and why.
"""

from __future__ import annotations

import functools
import re
from typing import Literal

from ..scan.blocks import block_lines
from ..scan.values import escaped_values
from ..source.markup import caseless_alternation, escape_unclosed_line_ends

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


#: Foreign elements (SVG): their content is markup, not raw text. One closed by
#: its end tag before any other opens is removed up to it, as every raw-text
#: element is; an unclosed one (an icon written as if it were void) ends, as in a
#: browser, where an HTML start tag breaks out of foreign content, or where the
#: next one opens; a self-closing one (``<svg ... />``) holds nothing.
FOREIGN_ELEMENTS = frozenset({"svg"})
#: The HTML start tags that break out of foreign content (the HTML standard's
#: rules for tokens in foreign content): the ``<ul>`` after an unclosed ``<svg>``
#: icon is the page's again, not the drawing's.
BREAKOUT_TAGS = frozenset(
    "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr "
    "i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table "
    "tt u ul var".split()
)


@functools.lru_cache(maxsize=8)
def _scanner(elements: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, re.Pattern[str]]]:
    # Case spelled out, not re.IGNORECASE: the engine then rejects most tags after
    # their first letter (the scan of raw pages ran 30 % faster).
    names = caseless_alternation(frozenset(elements))
    opener = re.compile(rf"<(?:!--|({names})(?=[\s/>]))")
    # As in the HTML tokenizer, the end tag may carry junk up to its ">" ("</script\n<!--x-->").
    closers = {name: re.compile(rf"</{name}(?:[\s/][^>]*)?>", re.IGNORECASE) for name in elements}
    for name in FOREIGN_ELEMENTS.intersection(elements):  # its end tag, or the next one's start
        own = caseless_alternation(frozenset({name}))
        closers[name] = re.compile(rf"</{own}(?:[\s/][^>]*)?>|<{own}(?=[\s/>])")
    return opener, closers


_BREAKOUT_RE = re.compile(rf"<(?:{caseless_alternation(BREAKOUT_TAGS)})(?=[\s/>])")


def _foreign_end(html: str, start: int, edge: re.Pattern[str]) -> int:
    """Where the foreign element whose start tag opens at ``start`` ends (the
    position after it). Each search stops at the next element of its kind, so
    that a run of unclosed ones is read in one pass."""
    tag_end = html.find(">", start)
    if tag_end < 0:
        return len(html)
    if html[tag_end - 1] == "/":  # self-closing
        return tag_end + 1
    following = edge.search(html, tag_end + 1)
    if following is not None and following.group().startswith("</"):
        return following.end()  # closed before any other opens
    limit = len(html) if following is None else following.start()
    breakout = _BREAKOUT_RE.search(html, tag_end + 1, limit)
    return limit if breakout is None else breakout.start()


# The part before the line break (or space) cannot hold a "<": otherwise every "<"
# of a run like "<a<a<a...>" would scan to the same ">" and fail there.
_TAG_WITH_NEWLINE_RE = re.compile(r"<[A-Za-z/!?][^<>\n]*\n[^>]*>")
_TAG_WITH_SPACE_RE = re.compile(r"<[A-Za-z/!?][^<> ]* [^>]*>")
_PROTECTED_SPACE = "\x00"


def remove_scripts_styles_comments(html: str, elements: tuple[str, ...] = HIDDEN_ELEMENTS) -> str:
    """Drop ``<script>``, ``<style>`` and ``<!-- -->`` with everything inside them.

    ``<noscript>``, ``<template>``, ``<noembed>`` and ``<noframes>`` go too
    (``elements``): a browser running scripts renders none of them, and their
    fallback markup otherwise reads as a block of text.

    A scanner rather than one big regular expression, so that an unclosed
    ``<script>`` costs one pass, not one pass per opening tag. As in a browser, an
    unclosed script, style or comment swallows the rest of the document.
    """
    opener, closers = _scanner(tuple(name.lower() for name in elements))
    out: list[str] = []
    pos = 0
    while True:
        match = opener.search(html, pos)
        if match is None:
            out.append(html[pos:])
            break
        out.append(html[pos : match.start()])
        element = match.group(1)
        if element is None:  # a comment
            end = html.find("-->", match.end())
            if end < 0:
                break
            pos = end + 3
        elif (name := element.lower()) in FOREIGN_ELEMENTS:
            pos = _foreign_end(html, match.end(), closers[name])
        else:
            closer = closers[element.lower()].search(html, match.end())
            if closer is None:
                break
            pos = closer.end()
        out.append(" ")  # the removed block separated what stood on either side
    return "".join(out)


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
    escaped (:func:`.markup.escape_unclosed_line_ends`)."""
    lines = normalised_text(html, mode, width).split("\n")
    escape_unclosed_line_ends(lines)
    return lines


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
