"""What a page's address says about its headline.

Most publishers name an article's address after its headline
(``/2013/08/07/weitere-digitalisierung-der-schweizer-kinos/``), in whatever
language the page is written. When the ``<title>`` leads TitleFinder to the
site's name or a section name, the address still names the article, so ``tf+``
asks it (:func:`.headline.improved_title_finder`). It is the page's own address,
which a crawler always has, not publisher metadata: the engine still reads no
``<meta>`` or JSON-LD.

Addresses spell words without accents and umlauts ("ruecksicht", "fernandez"),
so both sides are compared after :func:`folded_words`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from urllib.parse import unquote

from ..tree.tags import ADDRESS_READ

#: A slug of fewer words is more often a section or a page type ("am-telefon",
#: "privacy-policy") than an article: on the trafilatura corpus 3 and 4 score the
#: same, 2 loses seven pages, 5 one (docs/research/headline.md).
MIN_SLUG_WORDS = 3
#: The path of an absolute or relative address: what follows scheme and host,
#: up to the query or fragment (``urlsplit`` does the same, three times slower).
_PATH_RE = re.compile(r"(?:[a-zA-Z][\w+.-]*:)?(?://[^/?#]*)?([^?#]*)")
#: A path that carries another page's address (an archive, a redirector).
_EMBEDDED_URL_RE = re.compile(r"/(https?:/{1,2}.*)$", re.IGNORECASE)
_EXTENSION_RE = re.compile(r"\.(?:html?|php\d?|aspx?|jsp|cfm|cms|shtml)$", re.IGNORECASE)
_SLUG_SPLIT_RE = re.compile(r"[\W_]+")
_WORD_RE = re.compile(r"[^\W_]+")
_DIGIT_RE = re.compile(r"\d")
#: How addresses spell the German umlauts, applied to both sides so "Rücksicht"
#: (folded "rucksicht") meets "ruecksicht"; case folding already spells ß "ss".
_TRANSLITERATIONS = (("ae", "a"), ("oe", "o"), ("ue", "u"))


def _folded(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.casefold())
    if not folded.isascii():
        folded = "".join(c for c in folded if not unicodedata.combining(c))
    return _transliterated(folded)


def _transliterated(folded: str) -> str:
    for spelled, plain in _TRANSLITERATIONS:
        if spelled in folded:
            folded = folded.replace(spelled, plain)
    return folded


def folded_words(text: str) -> list[str]:
    """The words of ``text`` case-folded, without accents, umlauts spelled as in
    an address: "Große Aufgaben für" and "grosse-aufgaben-fuer" give the same words."""
    return _WORD_RE.findall(_folded(text))


def lines_naming(slug: Sequence[str], lines: Sequence[str], start: int, end: int) -> list[int]:
    """Numbers of the lines from ``start`` to ``end`` that may hold the slug's
    longest word: a superset, found by folding the lines' text once in C, so that
    only those lines are split into blocks and compared word by word. A slug in
    another script than Latin is not pre-filtered (all lines)."""
    anchor = max(slug, key=len)
    if not anchor.isascii():
        return list(range(start, end))
    text = "\n".join(lines[start:end]).casefold()
    # Marks and every other non-ASCII character go; line breaks stay where they were.
    text = _transliterated(unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode())
    return [start + n for n, line in enumerate(text.split("\n")) if anchor in line]


def _path(url: str) -> str:
    """The path of ``url``, or of the address its path carries (an archive's copy)."""
    path = _PATH_RE.match(url.strip()).group(1)  # type: ignore[union-attr]  # always matches
    embedded = _EMBEDDED_URL_RE.search(path)
    if embedded is not None:
        path = _PATH_RE.match(embedded.group(1)).group(1)  # type: ignore[union-attr]
    return unquote(path) if "%" in path else path


def _is_word(token: str) -> bool:
    """True for a word or a short number (a year, a count); False for ids and hashes."""
    return _DIGIT_RE.search(token) is None or (token.isdigit() and len(token) <= 4)


def slug_words(url: str | None) -> tuple[str, ...]:
    """The folded words of the path segment of ``url`` that holds the most words,
    or ``()`` when no segment has :data:`MIN_SLUG_WORDS` (numeric ids, sections).
    Its first :data:`~..tree.tags.ADDRESS_READ` characters are read."""
    if not url:
        return ()
    best: list[str] = []
    best_words = 0
    for segment in _path(url[:ADDRESS_READ]).split("/"):
        tokens = [t for t in _SLUG_SPLIT_RE.split(_EXTENSION_RE.sub("", segment)) if t]
        tokens = [t for t in tokens if _is_word(t)]
        words = sum(not t.isdigit() for t in tokens)
        if words >= best_words:  # the later of equals: the article, not its section
            best, best_words = tokens, words
    if best_words < MIN_SLUG_WORDS:
        return ()
    return tuple(folded_words(" ".join(best)))


def overlap(words: Sequence[str], slug: Sequence[str]) -> float:
    """Dice coefficient of the two word sets: 1.0 when they hold the same words."""
    mine, theirs = set(words), set(slug)
    shared = len(mine & theirs)
    return 2 * shared / (len(mine) + len(theirs)) if shared else 0.0
