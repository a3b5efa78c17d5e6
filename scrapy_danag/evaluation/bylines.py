"""The metadata metrics of ``shared/corpora/README.md``: date exact, author exact
and the authors' token F1.

Author names are compared as sets, each side split into names at ``,`` ``;``
``&`` ``|`` and the word "and", each name case-folded with every run of
non-word characters one space -- so a list output is split name by name too.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

_SEPARATORS_RE = re.compile(r"[,;&|]|\band\b", re.IGNORECASE)
_NON_WORD_RE = re.compile(r"\W+")
_TOKEN_RE = re.compile(r"\w+")


def date_exact(output: str | None, gold: str) -> bool:
    """Whether the output date begins with the gold's ``YYYY-MM-DD``."""
    return output is not None and output.startswith(gold[:10])


def author_names(names: Iterable[str]) -> frozenset[str]:
    """The normalised names of one side (a list, or one string in a tuple)."""
    found = set()
    for name in names:
        for part in _SEPARATORS_RE.split(name):
            normal = _NON_WORD_RE.sub(" ", part.casefold()).strip()
            if normal:
                found.add(normal)
    return frozenset(found)


def authors_exact(output: Iterable[str], gold: str) -> bool:
    """Whether the output's names equal the gold's as sets."""
    return author_names(output) == author_names((gold,))


def author_token_f1(output: Iterable[str], gold: str) -> float:
    """F1 of the multisets of the names' tokens (partial credit)."""
    ours = Counter(t for name in author_names(output) for t in _TOKEN_RE.findall(name))
    theirs = Counter(t for name in author_names((gold,)) for t in _TOKEN_RE.findall(name))
    overlap = sum((ours & theirs).values())
    if not overlap:
        return 0.0
    precision, recall = overlap / sum(ours.values()), overlap / sum(theirs.values())
    return 2 * precision * recall / (precision + recall)
