"""What a page's address says of its kind: the address it was fetched from, or
the one it declares for itself when the caller gives none.

In flow an address (or the page, to find the address it declares: its
``<link rel="canonical">``, else its ``og:url``); out come the ``address:``
signals the kind model reads (:mod:`.classifier` bounds their share of a score).

A page's own address stands in for a missing one with its words alone: the
generic words publishing systems use (``forum``, ``product``, ``docs``, ``tag``),
whether it is a site's home and whether its path holds a date. Its shape (how
deep, whether its last segment spells a headline, holds a number or a query)
is left out: a shape is of its publishing system and its era. News of 2011
declares ``/a/20111209/000123.htm``, with no headline spelt in it, and read so it
pushed articles towards listings (``benchmarks/page_kinds.py``, the research log
on page kinds).
"""

from __future__ import annotations

import math
import re
from urllib.parse import urlsplit

from ..scan.attribute_value import attribute_value
from ..tree.tags import ADDRESS_READ

#: Generic words of addresses, by the kind of page they usually name.
ADDRESS_WORDS: dict[str, frozenset[str]] = {
    "forum": frozenset(
        "forum forums thread threads topic topics discussion discussions question questions "
        "community board boards viewtopic showthread comments answers".split()
    ),
    "product": frozenset("product products p item items dp shop store buy sku".split()),
    "documentation": frozenset(
        "docs doc documentation api reference manual guide guides tutorial tutorials learn "
        "wiki help kb developer developers sdk library".split()
    ),
    "listing": frozenset(
        "tag tags category categories search archive archives page author authors "
        "section index latest news blog list".split()
    ),
    "collection": frozenset("collections collection catalog catalogue brands range".split()),
    "service": frozenset(
        "services service about contact pricing solutions features company careers "
        "locations team industries".split()
    ),
}

#: The longest opening tag read around a declaration, and how many mentions of
#: its word are read at most: a hostile page's tag may run on, and its words
#: repeat; the search stays linear in the page.
MAX_TAG = 4000
MAX_MENTIONS = 16

_WORD_RE = re.compile(r"[a-z]+")
_DATE_PATH_RE = re.compile(r"/(?:19|20)\d\d/(?:[01]?\d/)?")


def address_signals(url: str | None, *, declared: bool = False) -> dict[str, float]:
    """What the address says: its words by kind, a date in the path, whether it
    is a home page and, unless it is the page's ``declared`` own, its shape
    (depth, slug, digits, query)."""
    signals: dict[str, float] = {}
    if not url:
        return signals  # unknown, not a home page: the model reads missing signals as typical
    parts = urlsplit(url[:ADDRESS_READ])  # a hostile address is read as far as a real one
    path = parts.path.lower()
    words = _WORD_RE.findall(path)
    segments = [s for s in path.split("/") if s]
    for kind, vocabulary in ADDRESS_WORDS.items():
        signals[f"address:{kind}"] = float(any(word in vocabulary for word in words))
    signals["address:date"] = float(bool(_DATE_PATH_RE.search(path)))
    signals["address:home"] = float(not segments)
    if declared:
        return signals
    signals["address:depth"] = math.log1p(len(segments))
    last = segments[-1] if segments else ""
    signals["address:slug words"] = math.log1p(len(re.findall(r"[-_]", last)))
    signals["address:digits"] = float(bool(re.search(r"\d{4,}", last)))
    signals["address:query"] = float(bool(parts.query))
    return signals


def declared_address(html: str) -> str | None:
    """The absolute address a page declares for itself: its canonical link's,
    else its ``og:url``; None when it declares neither (a relative one may be a
    template's placeholder, and is not read)."""
    for word, tag, attribute in (("canonical", "link", "href"), ("og:url", "meta", "content")):
        position = 0
        for _ in range(MAX_MENTIONS):
            mark = html.find(word, position)
            if mark < 0:
                break
            position = mark + len(word)
            start = html.rfind("<", max(mark - MAX_TAG, 0), mark)
            end = html.find(">", mark, mark + MAX_TAG)
            if start < 0 or end < 0 or html[start + 1 : start + 1 + len(tag)].lower() != tag:
                continue
            source = html[start + 1 + len(tag) : end]
            rel = (attribute_value(source, "rel") or "").lower().split()
            if tag == "link" and "canonical" not in rel:
                continue
            value = (attribute_value(source, attribute) or "").strip()
            if value.lower().startswith(("http://", "https://")):
                return value
    return None
