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

import html as html_lib
import json
import re

#: A tag's end, then (whitespace aside) what a JSON object or array opens with
#: (its quotes perhaps written as references).
_OPENING_RE = re.compile(r">\s*(?=\{\"|\{&quot;|\[\{|\[\"|\[&quot;|\[\[)")
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
        value = json.loads(html_lib.unescape(text))
    except ValueError:
        return False
    return isinstance(value, (dict, list)) and bool(value)


def without_script_data(html: str) -> str:
    """``html`` without its text nodes of script data (see the module).

    Each text node is read once, from a tag's end to the next ``<``: a ``>``
    inside text already read opens nothing new.
    """
    parts: list[str] = []
    kept = 0  # the source before this is in parts
    read_to = 0  # the text nodes before this were read
    for match in _OPENING_RE.finditer(html):
        start = match.end()
        if start < read_to:
            continue
        end = html.find("<", start)
        read_to = end = len(html) if end < 0 else end
        if (
            end - start >= LEAST_DATA
            and not _shown_as_code(html, match.start())
            and is_json_data(html[start:end])
        ):
            parts.append(html[kept:start])
            kept = end
    parts.append(html[kept:])
    return "".join(parts)
