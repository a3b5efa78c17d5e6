"""A forum thread's author cards: the label lists its software repeats in every post.

Beside each post, forum software sets a card of its author: name, rank, then
the same labelled figures for everyone -- XenForo's ``dl.pairs`` ("Joined",
"Messages", "Reaction score"), vBulletin's ``dl.userstats`` ("Join Date",
"Posts"), in whatever language the forum speaks. A reader skips them, and
WCXB's gold keeps the author's name and the post, not the figures. What gives
them away is the structure, not the words: a term of a definition list that the
thread repeats in :data:`LEAST_POSTS` posts or more is a template's label, not
something a poster wrote (a glossary in a post defines a term once). Only on a
page judged a forum: a shop's specifications and a listing's facts repeat their
labels in every item too, and there they are the content. In flows the element
whose text is read; out come the labelled pairs to leave out of it (each
repeated term and the values after it), the author's name and rank staying
(measured: wcxb forums 0.790 -> 0.799, 21 threads up, none down; two of the
trafilatura corpus's threads shorter, their snippets unchanged).
"""

from __future__ import annotations

from collections import Counter

from lxml import etree

from .thread import LEAST_POSTS

TERM = "dt"
VALUE = "dd"


def _term_text(term: etree._Element) -> str:
    return " ".join("".join(map(str, term.itertext())).split()).casefold()


def author_cards(element: etree._Element) -> frozenset[etree._Element]:
    """The terms below ``element`` that recur :data:`LEAST_POSTS` times or more,
    each with the values that follow it; empty when none does. One pass over the
    element's terms and their values."""
    terms = {term: _term_text(term) for term in element.iter(TERM)}
    if len(terms) < LEAST_POSTS:
        return frozenset()
    counts = Counter(terms.values())
    omitted: set[etree._Element] = set()
    for term, text in terms.items():
        if counts[text] >= LEAST_POSTS:  # an icon for a label is one too
            omitted.add(term)
            for value in term.itersiblings():
                if value.tag != VALUE:
                    break
                omitted.add(value)
    return frozenset(omitted)
