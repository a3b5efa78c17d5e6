"""The second preprocessing step: hyperlink Filters 1, 2 and 3 (thesis §4.6.1).

Hyperlink-rich pages (Wikipedia) carry long ``href``/``title`` attributes around
short anchor texts, so their content lines count as code and the line-density
algorithms drop them. The filters re-balance that:

* Filter 1 (ACCB's): remove every anchor, text included (Algorithm 2).
* Filter 2: remove the attributes of every anchor, keep ``<a>text</a>`` (Algorithm 3).
* Filter 3 (AdDANAg's): replace the attributes by a placeholder of ``LT - 7``
  underscores, ``LT`` being the length of the anchor text and 7 that of
  ``<a></a>``, so that an anchor alone on its line weighs as much code as content
  (Algorithm 4). A menu line of bare links then scores about zero, while a link in
  running text no longer pulls its sentence below the axis.

Filter 0 leaves the page as it is (DANAg). ``docs/readings.md`` explains how the
placeholder is counted. Filter 3 runs as a compiled scan
(:mod:`..scan.anchors`, which says what an anchor and its text are); its
regular expression stands beside it in :mod:`..scan.reference`.
"""

from __future__ import annotations

import re

from ..scan.anchors import placeholder_anchors

LINK_FILTERS: tuple[int, ...] = (0, 1, 2, 3)

#: ``<a ...>`` then its content up to ``</a>``, stopping early at the next ``<a``
#: (browsers close an unclosed anchor there) so one missing ``</a>`` cannot swallow
#: the page.
ANCHOR_RE = re.compile(
    r"(<a(?=[\s/>])[^>]*>)([^<]*(?:<(?!/?a[\s/>])[^<]*)*)(?:</a\s*>)?", re.IGNORECASE
)
_OPENING_ANCHOR_RE = re.compile(r"<a(?=[\s/>])[^>]*>", re.IGNORECASE)


def _remove_anchor(match: re.Match[str]) -> str:
    # Keep the line breaks the anchor spanned, so later lines keep their numbers.
    return "\n" * match.group().count("\n")


def bare_opening(opening: str, attributes: str = "") -> str:
    # An opening tag spans lines when an attribute value holds block markup that
    # line normalisation broke at; its line breaks are kept, before the new tag.
    return "\n" * opening.count("\n") + f"<a{attributes}>"


def _strip_anchor(match: re.Match[str]) -> str:
    return bare_opening(match.group())


def normalise_links(html: str, link_filter: int) -> str:
    """Apply hyperlink Filter ``link_filter`` (0 = none, 1, 2 or 3) to preprocessed HTML."""
    if link_filter == 0:
        return html
    if link_filter == 1:
        return ANCHOR_RE.sub(_remove_anchor, html)
    if link_filter == 2:
        return _OPENING_ANCHOR_RE.sub(_strip_anchor, html)
    if link_filter == 3:  # compiled: one pass over the page
        return placeholder_anchors(html)
    raise ValueError(f"unknown link filter {link_filter!r}; expected one of 0, 1, 2, 3")
