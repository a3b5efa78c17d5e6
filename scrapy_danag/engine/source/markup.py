"""Shared lexical knowledge of HTML: what a tag looks like, which tags break a block.

Every stage works on the source text with regular expressions rather than on a
DOM, because the algorithms are defined on source *lines* and because a compiled
regular expression walks a page at C speed. The patterns are deliberately
tolerant: they are used on real, often broken, markup.
"""

from __future__ import annotations

import re

from ..scan.stripped import without_tags as compiled_without_tags

#: A tag, a closing tag, a doctype or a processing instruction. A lone ``<`` in text
#: (``a < b``) is not a tag, as in the HTML tokenizer. A tag never spans lines here:
#: line normalisation joins broken tags first, and the counting phase relies on
#: removing tags without removing line breaks.
TAG_RE = re.compile(r"</?[A-Za-z][^>\n]*>|<[!?][^>\n]*>")


def without_tags(html: str, replacement: str = "") -> str:
    """``TAG_RE.sub(replacement, html)``, in one compiled pass linear in ``html``
    (:mod:`..scan.stripped`; the pattern tried each ``<`` that no ``>`` closes
    to its line's end, and a fragment holding thousands of them took seconds)."""
    return compiled_without_tags(html, replacement)


#: Character references count as one character of content, as a browser shows them.
ENTITY_RE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});?")

#: Foreign elements (SVG): their content is markup, not raw text. One closed by
#: its end tag before any other opens is removed up to it, as every raw-text
#: element is; an unclosed one (an icon written as if it were void) ends, as in a
#: browser, where an HTML start tag breaks out of foreign content, or where the
#: next one opens; a self-closing one (``<svg ... />``) holds nothing.
FOREIGN_ELEMENTS = frozenset({"svg"})
#: The HTML start tags that break out of foreign content (the HTML standard's
#: rules for tokens in foreign content): the ``<ul>`` after an unclosed ``<svg>``
#: icon is the page's again, not the drawing's.
BREAKOUT_TAGS = frozenset(
    "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr "
    "i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table "
    "tt u ul var".split()
)

#: Elements that start a new block (paragraph, heading, list item, cell...) when
#: rendered. Used by line normalisation, by phase 4 (one paragraph per line) and by
#: the Density baseline (Moreno et al.'s "tags that modify the structure").
BLOCK_TAGS: frozenset[str] = frozenset(
    """address article aside blockquote body br caption center dd details dialog dir div dl dt
    fieldset figcaption figure footer form frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html
    iframe legend li main menu nav noscript ol option p pre section summary table tbody td tfoot
    th thead title tr ul""".split()
)


def caseless_alternation(names: frozenset[str]) -> str:
    """A regex alternation matching any of ``names`` in any case, grouped by first letter.

    Spelling the case out (``[pP]``) and factoring the first letter, instead of
    ``re.IGNORECASE`` over a flat alternation, lets the engine reject most tags after
    one character: line normalisation ran about 30 % faster on the dev corpora.
    """

    def caseless(word: str) -> str:
        return "".join(f"[{c}{c.upper()}]" if c.isalpha() else re.escape(c) for c in word)

    by_first: dict[str, list[str]] = {}
    for name in sorted(names, key=len, reverse=True):
        by_first.setdefault(name[0], []).append(name[1:])
    groups = (
        caseless(first) + "(?:" + "|".join(caseless(rest) for rest in rests) + ")"
        for first, rests in sorted(by_first.items())
    )
    return "|".join(groups)


_BLOCK_ALTERNATION = caseless_alternation(BLOCK_TAGS)

#: An opening or closing tag of a block element: a paragraph break in rendered text.
BLOCK_TAG_RE = re.compile(rf"</?(?:{_BLOCK_ALTERNATION})(?=[\s/>])[^>]*>")

#: An opening block tag only: where line normalisation starts a new line.
BLOCK_OPEN_TAG_RE = re.compile(rf"<(?:{_BLOCK_ALTERNATION})(?=[\s/>])[^>]*>")
#: The same, captured, for ``re.split``.
BLOCK_OPEN_TAG_SPLIT_RE = re.compile(f"({BLOCK_OPEN_TAG_RE.pattern})")

#: A closing block tag followed by another one (group 1 is the first). The first
#: closing tag stays on the line it closes, so a paragraph is one line, not two;
#: each further one starts a line, so ten thousand ``</div>`` never weigh on the
#: last paragraph of a deeply nested page.
BLOCK_CLOSE_RUN_RE = re.compile(
    rf"(</(?:{_BLOCK_ALTERNATION})\s*>)\s*(?=</(?:{_BLOCK_ALTERNATION})\s*>)"
)

WHITESPACE_RE = re.compile(r"\s+")


def escape_unclosed_tags(html: str) -> str:
    """``html`` with the ``<`` that no ``>`` follows written as ``&lt;``.

    Such a ``<`` opens no tag, but every tag pattern that meets it (``<x[^>]*>``)
    reads on to the end of the page looking for a ``>`` -- and the next ``<``
    starts the same read again: ``"<a" * 100_000`` took minutes, the time growing
    with the square of the size. Written as a reference it is the same one
    character of text to every later stage (and to the parser), and no pattern
    starts there.
    """
    last = html.rfind(">")
    if html.find("<", last + 1) < 0:
        return html
    return html[: last + 1] + html[last + 1 :].replace("<", "&lt;")
