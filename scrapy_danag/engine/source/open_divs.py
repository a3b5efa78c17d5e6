"""Divs left open inside an element its end tag closes, closed as a browser closes them.

``<header><nav><div class="container">…</nav></header><main>…`` is served every
day: a ``<div>`` left open inside a navigation bar, a menu button, a section.
A browser's tree builder (HTML's rule for the end tags of ``nav``, ``button``,
``section`` and most blocks) closes the ``<div>`` at ``</nav>``, and ``<main>``
stands beside the header. libxml2, which lxml parses with, ranks ``div`` above
those elements and ignores such an end tag: the rest of the page then lies
inside the navigation bar, page furniture, and the article is refused.

The tree steps parse the page once; when libxml2's errors tell of such an end
tag ignored (:func:`end_tags_ignored`, a few pages in a hundred), the source
goes through :func:`close_open_divs` and is parsed again. In flows the source
as parsed; out comes the same source with a ``</div>`` written before each such
end tag for every ``<div>`` left open inside its element, so that libxml2 builds
the tree a browser builds.
An end tag whose element is not open, or is open only outside a table the tag
stands in, is left alone, as browsers leave it. Lists (``</ul>``, ``</li>``)
are not followed: their tags are most of a page's, and closing through them
changed no page of the dev corpora.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from lxml import etree

from .markup import caseless_alternation

#: End tags a browser honours by closing every element left open inside theirs,
#: ``<div>`` included, where libxml2 ignores them (headings close any heading).
CLOSING = frozenset(
    """address article aside blockquote button center details dialog dir fieldset
    figcaption figure footer form header hgroup main menu nav section summary
    h1 h2 h3 h4 h5 h6""".split()
)
HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
#: A table bounds an end tag's reach (``</section>`` inside a cell closes no
#: section around the table), and libxml2 closes the divs inside it itself.
_TRACKED = CLOSING | {"table"}
#: A tracked tag: its slash if an end tag, its name, and what follows up to its
#: ``>`` (never past a ``<``: a run of unclosed tags is read once).
_TAG_RE = re.compile(rf"<(/?)({caseless_alternation(_TRACKED)})(?=[\s/>])([^<>]*)")
#: Divs are counted between tracked tags, not matched one by one (they are a
#: quarter of a page's tags); read in order only where the count cannot tell.
_DIV_RE = re.compile(r"<(/?)(?:div|DIV)(?=[\s/>])([^<>]*)")
_CLOSE_DIV = "</div>"


class _OpenElements:
    """The tracked elements open at a point of the source, each with the divs
    open directly inside it, and where each name stands: every question costs a
    lookup, so a page of 100,000 stray end tags stays linear."""

    def __init__(self) -> None:
        self.names: list[str] = [""]  # the document itself at the bottom
        self.divs: list[int] = [0]
        # Divs open below each element: only the innermost element's count ever
        # changes, so these stay true while the element is open.
        self.below: list[int] = [0]
        self.at: dict[str, list[int]] = {name: [] for name in _TRACKED}

    def push(self, name: str) -> None:
        self.at[name].append(len(self.names))
        self.below.append(self.below[-1] + self.divs[-1])
        self.names.append(name)
        self.divs.append(0)

    def close_to(self, position: int) -> int:
        """Close the element at ``position`` and everything opened inside it;
        how many divs were open there."""
        divs = 0
        while len(self.names) > position:
            self.at[self.names.pop()].pop()
            self.below.pop()
            divs += self.divs.pop()
        return divs

    def closable(self, name: str) -> int | None:
        """Where the element an end tag ``</name>`` closes stands; None when none
        is open, or the nearest lies outside a table."""
        if name in HEADINGS:
            position = max((self.at[h][-1] for h in HEADINGS if self.at[h]), default=None)
        else:
            standing = self.at[name]
            position = standing[-1] if standing else None
        tables = self.at["table"]
        if position is None or (tables and tables[-1] > position):
            return None
        return position

    def count_divs(self, html: str, start: int, end: int) -> None:
        """Follow the divs opened and closed in ``html[start:end]``."""
        opened = html.count("<div", start, end) + html.count("<DIV", start, end)
        closed = html.count("</div", start, end) + html.count("</DIV", start, end)
        if closed <= self.divs[-1]:  # whatever their order, no close reaches below
            self.divs[-1] += opened - closed - html.count("<div/>", start, end)
            return
        for match in _DIV_RE.finditer(html, start, end):
            if not match.group(1):
                if not match.group(2).endswith("/"):  # libxml2 closes <div/> at once
                    self.divs[-1] += 1
            else:
                self.close_div()

    def close_div(self) -> None:
        """A ``</div>`` with no div open in the innermost element: libxml2 closes
        that element and those around it up to the nearest div, never a table."""
        tables = self.at["table"]
        floor = tables[-1] if tables else 0
        if self.below[-1] + self.divs[-1] == self.below[floor]:
            return  # no div open within reach: ignored, at the cost of a lookup
        top = len(self.names) - 1
        while not self.divs[top]:
            top -= 1
        self.close_to(top + 1)
        self.divs[top] -= 1


def end_tags_ignored(errors: Iterable[etree._LogEntry]) -> bool:
    """True when libxml2's parse ``errors`` tell of an end tag it ignored that a
    browser would have honoured (``</nav>`` over an open element): the cheap
    question asked of every parse, before the source is read again."""
    for error in errors:
        if error.type_name == "ERR_TAG_NAME_MISMATCH":
            # "Opening and ending tag mismatch: nav and div": the end tag first.
            _, _, names = error.message.partition(": ")
            if names.partition(" and ")[0].lower() in CLOSING:
                return True
    return False


def close_open_divs(html: str) -> str:
    """``html`` with the ``</div>`` a browser's tree builder implies written out
    (see the module); the same string when none is missing."""
    stack = _OpenElements()
    pieces: list[str] = []
    copied = counted = 0
    for match in _TAG_RE.finditer(html):
        stack.count_divs(html, counted, match.start())
        counted = match.end()
        slash, name = match.group(1), match.group(2).lower()
        if not slash:
            if not match.group(3).endswith("/"):  # libxml2 closes <section/> at once
                stack.push(name)
            continue
        position = stack.closable(name)
        if position is None:
            continue
        missing = stack.close_to(position)
        if missing and name != "table":
            pieces += (html[copied : match.start()], _CLOSE_DIV * missing)
            copied = match.start()
    if not pieces:
        return html
    pieces.append(html[copied:])
    return "".join(pieces)
