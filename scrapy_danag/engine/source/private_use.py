"""Characters of Unicode's private-use areas: icon fonts' glyphs, no reader's text.

Icon fonts (Font Awesome, Sphinx's permalink mark, a theme's arrows and stars)
draw their pictures at private-use code points, which no standard gives a
meaning: outside the page's own font they are boxes, and in text they end
headings (``'Configuration file reference\\uf0c1'``) and open bylines. No
script of any language is written there, so every such character is left
out of the texts an extraction gives, and a link whose text is nothing else
(a heading's permalink) is no link.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..scan.characters import holds_any

#: The Basic Multilingual Plane's private-use area, and planes 15 and 16.
_PRIVATE_USE = "\ue000-\uf8ff\U000f0000-\U000ffffd\U00100000-\U0010fffd"
#: The same areas as code point ranges (:mod:`..scan.characters`).
PRIVATE_USE = ((0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD))
_PRIVATE_USE_RE = re.compile(f"[{_PRIVATE_USE}]")
#: A run of them with the spaces on either side, inside a line.
_GLYPHS_RE = re.compile(f"([ \t]*)[{_PRIVATE_USE}]+[ \t]*")


def shows_nothing(text: str) -> bool:
    """Whether ``text`` holds nothing a reader can read: only private-use
    characters and whitespace."""
    return not _PRIVATE_USE_RE.sub("", text).strip()


def without_private_use(text: str) -> str:
    """``text`` without private-use characters. A glyph between words leaves
    one space; one at a line's edge, none (a line's indentation stays: it is
    Markdown's nesting); a line of glyphs alone is gone."""
    if not holds_any(text, PRIVATE_USE):  # most texts: one pass in C, none for one byte wide
        return text
    lines = []
    for line in text.split("\n"):
        if not holds_any(line, PRIVATE_USE):
            lines.append(line)
        elif (kept := _GLYPHS_RE.sub(_spacing(line), line)).strip():
            lines.append(kept)
    return "\n".join(lines)


def _spacing(line: str) -> Callable[[re.Match[str]], str]:
    """What each run of glyphs of ``line``, with the spaces around it, leaves
    in it: nothing at the line's end, its indentation at the line's start,
    nothing at the edge of a link's text or an element, else a space. The
    line's edges are found once, so that a line of many runs is read once."""
    text_start = len(line) - len(line.lstrip())
    text_end = len(line.rstrip())

    def spaced(match: re.Match[str]) -> str:
        start, end = match.span()
        if end >= text_end:
            return ""
        if start <= text_start:
            return match.group(1)
        if line[start - 1] in _OPENING or line[end] in _CLOSING:
            return ""  # "[\ue87d Save]", "<h2>Version \uf0c1</h2>"
        return " "

    return spaced


#: What opens and closes a run of text inside a line: Markdown's link text,
#: a parenthesis, an HTML element.
_OPENING = "[(>"
_CLOSING = "])<"
