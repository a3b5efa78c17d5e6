"""Text that is data for a script, not words for a reader.

Shops leave a widget's state in the document as text: Amazon writes a product
grid's settings as a JSON object inside a ``<div>`` its style sheet hides,
another shop its buy box's prices. With no markup in it, such text is the
densest of the page: the line phases took it for the article, and a crawler's
main content held 30 KB of it. In flows the page's source, its scripts
removed; out comes the same source without the text nodes that are, whole, a
JSON object or array of :data:`LEAST_DATA` characters or more -- except
directly inside elements that show code to a reader (``<pre>``, ``<code>``...),
where JSON is an example.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from .references import unescape

#: What follows a JSON object's or array's opening bracket: a key or string
#: (its quote perhaps written as a reference), an object, an array.
_SECOND = ('"', "&quot;", "{", "[")
_SPACE = " \t\r\n\f"
#: A script's state is long; JSON a reader is shown in a highlighted code block
#: is cut into tokens, each in its own ``<span>``, whose longest on the dev
#: corpora is 47 characters (the shortest state: 489).
LEAST_DATA = 200
#: The name of the tag a text node follows.
_TAG_NAME_RE = re.compile(r"<([A-Za-z][\w:-]*)")
#: Elements that show code to a reader: JSON in them is an example, not data.
SHOWN_CODE = frozenset({"pre", "code", "samp", "kbd", "textarea", "xmp"})


def _shown_as_code(html: str, tag_end: int) -> bool:
    """True when the tag ending at ``tag_end`` opens an element showing code."""
    start = html.rfind("<", 0, tag_end)
    match = _TAG_NAME_RE.match(html, start) if start >= 0 else None
    return match is not None and match.group(1).lower() in SHOWN_CODE


def is_json_data(text: str) -> bool:
    """True when ``text`` (a text node's source, entities unread) is, whole, a
    JSON object or array holding something."""
    try:
        value = json.loads(unescape(text))
    except ValueError:
        return False
    return isinstance(value, (dict, list)) and bool(value)


def _after_tag(html: str, position: int, floor: int) -> int:
    """Where the tag ending right before ``position`` (whitespace aside) ends,
    or -1 when text or nothing stands there. Only the whitespace run before
    ``position`` is read, down to ``floor``."""
    before = position - 1
    while before >= floor and html[before] in _SPACE:
        before -= 1
    return before if before >= floor and html[before] == ">" else -1


def _openings(html: str) -> Iterator[int]:
    """Where a JSON object or array may open, in order: each ``{`` or ``[``
    followed by what :data:`_SECOND` allows. Two searches for a character,
    which run at memory speed: a pattern tried at every position read the
    trafilatura corpus at a third of the speed."""
    braces, brackets = html.find("{"), html.find("[")
    while braces >= 0 or brackets >= 0:
        if brackets < 0 or 0 <= braces < brackets:
            position, braces = braces, html.find("{", braces + 1)
        else:
            position, brackets = brackets, html.find("[", brackets + 1)
        if html.startswith(_SECOND, position + 1):
            yield position


def without_script_data(html: str) -> str:
    """``html`` without its text nodes of script data (see the module).

    Each text node is read once, from its opening bracket to the next ``<``:
    a bracket inside text already read opens nothing new.
    """
    parts: list[str] = []
    kept = 0  # the source before this is in parts
    read_to = 0  # the text nodes before this were read
    for start in _openings(html):
        if start < read_to:
            continue
        tag_end = _after_tag(html, start, read_to)
        if tag_end < 0:
            continue
        end = html.find("<", start)
        read_to = end = len(html) if end < 0 else end
        if (
            end - start >= LEAST_DATA
            and not _shown_as_code(html, tag_end)
            and is_json_data(html[start:end])
        ):
            parts.append(html[kept:start])
            kept = end
    parts.append(html[kept:])
    return "".join(parts)
