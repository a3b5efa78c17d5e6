"""A page's opening words as its head declares them: the main content of a shell.

Some pages send a body without text -- a script writes it in the browser (a
Discourse forum served to a browser, an application shell) -- and the only copy
of their content they send is in the head: the description a CMS cut from the
body's first words. A description cut short, ending in an ellipsis ("…", "...",
"[…]", or the entity a CMS escaped twice), is such an excerpt, the page's own
text; one that ends as written ("... Free shipping!") is a summary written for
search results, which no reader of the page would call its content.
:func:`declared_excerpt` gives the longest excerpt the page declares (OpenGraph's
often runs longer than ``description``'s), or None.
"""

from __future__ import annotations

from .structured import read_structured_data

#: The ``<meta>`` names a page writes its description under.
DESCRIPTIONS = ("description", "og:description", "twitter:description")
#: How an excerpt ends: the marks that say the text goes on, longest first,
#: each also inside the brackets WordPress writes around it.
_CUT_MARKS = ("&hellip;", "&#8230;", "...", "…")
_ENDINGS = tuple(f"[{mark}]" for mark in _CUT_MARKS) + _CUT_MARKS
#: An excerpt shorter than this, in characters, says nothing a headline would not.
SHORTEST_EXCERPT = 40


def declared_excerpt(html: str) -> str | None:
    """The longest description of the page's head that was cut short, one line,
    ending in "…"; None when the page declares none (``html`` decoded, scripts
    may be gone)."""
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
    does not end in one or too little stands before it."""
    text = description.rstrip()
    ending = next((mark for mark in _ENDINGS if text.endswith(mark)), None)
    if ending is None:
        return None
    words = " ".join(text[: -len(ending)].split())
    return f"{words}…" if len(words) >= SHORTEST_EXCERPT else None
