"""A forum thread's author cards: the label lists its software repeats in every post.

Beside each post, forum software sets a card of its author: name, rank, then
the same labelled figures for everyone -- XenForo's ``dl.pairs`` ("Joined",
"Messages", "Reaction score"), vBulletin's ``dl.userstats`` ("Join Date",
"Posts"), in whatever language the forum speaks. A reader skips them, and
WCXB's gold keeps the author's name and the post, not the figures. What gives
them away is the structure, not the words: a term of a definition list that the
thread repeats in :data:`LEAST_POSTS` posts or more, with different values, is a
template's label, not something a poster wrote (a glossary in a post defines a
term once; a forum that heads each card with the author's name as its term
repeats a member's name with the same values). Only on a page judged a
forum: a shop's specifications and a listing's facts repeat their labels in
every item too, and there they are the content. In flows the element whose
text is read; out come the labelled pairs to leave out of it (each repeated
term and the values after it), the author's name and rank staying (measured:
wcxb forums 0.790 -> 0.798, 18 threads up, none down; two of the trafilatura
corpus's threads shorter, their snippets unchanged).
"""

from __future__ import annotations

from collections import Counter, defaultdict

from lxml import etree

from .thread import LEAST_POSTS

TERM = "dt"
VALUE = "dd"


def _text(element: etree._Element) -> str:
    return " ".join("".join(map(str, element.itertext())).split())


def _values(term: etree._Element) -> list[etree._Element]:
    """The values a term labels: the ``dd`` siblings right after it."""
    values = []
    for value in term.itersiblings():
        if value.tag != VALUE:
            break
        values.append(value)
    return values


def author_cards(element: etree._Element) -> frozenset[etree._Element]:
    """The terms below ``element`` that recur :data:`LEAST_POSTS` times or more
    with different values, each with its values; empty when none does. A term
    recurring with the same values each time is one thing described again (a
    forum that heads each card with its author's name as the term: one member's
    posts), not a label. One pass over the element's terms and their values."""
    read = [(term, _text(term).casefold(), _values(term)) for term in element.iter(TERM)]
    if len(read) < LEAST_POSTS:
        return frozenset()
    counts = Counter(key for _, key, _ in read)
    values_of: dict[str, set[tuple[str, ...]]] = defaultdict(set)
    for _, key, values in read:
        values_of[key].add(tuple(map(_text, values)))
    omitted: set[etree._Element] = set()
    for term, key, values in read:
        # (an icon for a label is one too: its key is empty)
        if counts[key] >= LEAST_POSTS and len(values_of[key]) > 1:
            omitted.add(term)
            omitted.update(values)
    return frozenset(omitted)
