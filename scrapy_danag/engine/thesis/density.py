"""The Density baseline of Moreno, Deschacht and Moens (DIR 2009).

The page becomes a list of strings: text is appended to the last string, and every
tag "that modifies the structure of the page" starts a new, empty one. The longest
string seeds the main content; strings longer than ``c1`` times that length and
closer than ``c2`` positions to a chosen string join it, until nothing more joins.
The output is every string from the leftmost to the rightmost chosen one.
The paper names the structural tags only by example (``<p>``, ``<div>``, ``<h1>``,
``<li>``...); we use the block-level elements of :mod:`.markup`. Its parser "visits
every node", and a closing tag is not a node, so only opening tags start a string.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..source.markup import BLOCK_OPEN_TAG_RE, without_tags
from ..source.references import unescape

C1 = 0.333
C2 = 4
_BREAK = "\x00"


def density_strings(html: str) -> list[str]:
    """Moreno et al.'s list ``L`` for preprocessed HTML, whitespace collapsed."""
    marked = without_tags(BLOCK_OPEN_TAG_RE.sub(_BREAK, html.replace(_BREAK, " ")))
    if "&" in marked:
        marked = unescape(marked)
    return [" ".join(part.split()) for part in marked.split(_BREAK)]


def densest_span(lengths: Sequence[int], c1: float = C1, c2: int = C2) -> tuple[int, int] | None:
    """``(l, r)``: the first and last string of the highest-density region, or None.

    A string joins when it is longer than ``c1 * maxL`` and fewer than ``c2``
    positions from a string already chosen. Only the outermost chosen strings
    matter for the output, so the closure is computed by walking outwards.
    """
    if not lengths:
        return None
    longest = max(lengths)
    if longest == 0:
        return None
    cutoff = longest * c1
    left = right = lengths.index(longest)
    while True:
        reach = [i for i in range(max(0, left - c2 + 1), left) if lengths[i] > cutoff]
        if not reach:
            break
        left = reach[0]
    while True:
        stop = min(len(lengths), right + c2)
        reach = [i for i in range(right + 1, stop) if lengths[i] > cutoff]
        if not reach:
            break
        right = reach[-1]
    return left, right
