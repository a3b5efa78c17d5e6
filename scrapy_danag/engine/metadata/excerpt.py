"""A page's opening words as its head declares them: the main content of a shell.

Some pages send a body without text -- a script writes it in the browser (a
Discourse forum served to a browser, an application shell) -- and the only copy
of their content they send is in the head: the description a CMS cut from the
body's first words. A description cut short, ending in an ellipsis ("…", "...",
"[…]", or the entity a CMS escaped twice), is such an excerpt, the page's own
text; one that ends as written ("... Free shipping!") is a summary written for
search results, which no reader of the page would call its content.
:func:`declared_excerpt` gives the longest excerpt the page declares (OpenGraph's
often runs longer than ``description``'s), or None; :func:`lacks` says whether
the main content found lacks it -- then the content found is a frame (a notice,
a header, a footer) and the excerpt opens it. A shell whose body has a few
words of header is the same page as one whose body has none.
"""

from __future__ import annotations

import re

from ..scan.terms import words_held
from .structured import StructuredData, body_start, read_structured_data

#: The ``<meta>`` names a page writes its description under.
DESCRIPTIONS = ("description", "og:description", "twitter:description")
#: How an excerpt ends: the marks that say the text goes on, longest first,
#: each also inside the brackets WordPress writes around it.
_CUT_MARKS = ("&hellip;", "&#8230;", "...", "…")
_ENDINGS = tuple(f"[{mark}]" for mark in _CUT_MARKS) + _CUT_MARKS
#: How an ellipsis may be written in the source, entities escaped once or twice:
#: a head holding none of these declares no excerpt, and is not read further.
_WRITTEN_MARKS = ("…", "...", "hellip;", "#8230;", "#x2026;", "#X2026;")
#: A declared text of fewer words than this is a teaser or a tagline, which
#: the page's own text need not hold (a news teaser "An inquest has been
#: adjourned until July…" is no excerpt of the article).
FEWEST_WORDS = 20
#: The main content lacks a declared text when it holds less than this share
#: of its words (the same pages from 0.2 to 0.5, measured).
HELD = 0.35
_WORD_RE = re.compile(r"\w+")


def declared_excerpt(html: str, data: StructuredData | None = None) -> str | None:
    """The longest description of the page's head that was cut short, one line,
    ending in "…"; None when the page declares none (``html`` decoded, scripts
    may be gone). ``data``: the page's structured data when the caller read it
    (from ``html``, keeping the ``<meta>`` of :data:`DESCRIPTIONS`)."""
    head_end = body_start(html)
    if not any(html.find(mark, 0, head_end) >= 0 for mark in _WRITTEN_MARKS):
        return None  # most pages: one search of the head for each mark, in C
    if data is None:
        data = read_structured_data(html, keep_meta=DESCRIPTIONS.__contains__, scripts=())
    excerpts = (
        excerpt
        for name in DESCRIPTIONS
        for value in data.meta.get(name, ())
        if (excerpt := _cut_text(value)) is not None
    )
    return max(excerpts, key=len, default=None)


def _cut_text(description: str) -> str | None:
    """The words of a description before its closing ellipsis, or None when it
    does not end in one or fewer than :data:`FEWEST_WORDS` stand before it."""
    text = description.rstrip()
    ending = next((mark for mark in _ENDINGS if text.endswith(mark)), None)
    if ending is None:
        return None
    words = text[: -len(ending)].split()
    return " ".join(words) + "…" if len(words) >= FEWEST_WORDS else None


def lacks(main_content: str, declared: str) -> bool:
    """Whether ``main_content`` holds less than :data:`HELD` of the words of
    ``declared`` (a text the page declares about itself)."""
    words = _WORD_RE.findall(declared.casefold())
    held = words_held(main_content.casefold(), frozenset(words))  # compiled: no list of every word
    return sum(word in held for word in words) < HELD * len(words)
