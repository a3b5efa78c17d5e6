"""The divs a browser closes, written with regular expressions and a stack in
Python: what the compiled :mod:`.open_divs` must equal.

Not used by the extraction; ``tests/test_open_divs.py`` runs it against the
compiled pass on every shipped page, every hostile shape and hand-made pages.
Apart from :mod:`.reference`, which holds the other scans' patterns, because
this one is a small parser of its own: the elements open at each point of the
source, and the divs open in each.
"""

from __future__ import annotations

import re

from ..source.markup import caseless_alternation
from ..source.open_divs import HEADINGS, TRACKED

#: A tracked tag: its slash if an end tag, its name, and what follows up to its
#: ``>`` (never past a ``<``: a run of unclosed tags is read once).
_TRACKED_TAG_RE = re.compile(rf"<(/?)({caseless_alternation(TRACKED)})(?=[\s/>])([^<>]*)")
#: Divs are counted between tracked tags, not matched one by one (they are a
#: quarter of a page's tags); read in order only where the count cannot tell.
_DIV_RE = re.compile(r"<(/?)(?:div|DIV)(?=[\s/>])([^<>]*)")


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
        self.at: dict[str, list[int]] = {name: [] for name in TRACKED}

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


def close_open_divs(html: str) -> str:
    """:func:`.open_divs.divs_closed` as the stage called it, with its patterns
    (:func:`...source.open_divs.close_open_divs`)."""
    stack = _OpenElements()
    pieces: list[str] = []
    copied = counted = 0
    for match in _TRACKED_TAG_RE.finditer(html):
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
            pieces += (html[copied : match.start()], "</div>" * missing)
            copied = match.start()
    if not pieces:
        return html
    pieces.append(html[copied:])
    return "".join(pieces)
