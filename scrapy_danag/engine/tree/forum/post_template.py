"""What forum software writes in every post of a thread, which no poster wrote.

Beside each post, forum software sets a card of its author: name, rank, then
the same labelled figures for everyone -- XenForo's ``dl.pairs`` ("Joined",
"Messages", "Reaction score"), vBulletin's ``dl.userstats`` ("Join Date",
"Posts") -- and some head each reply with its subject line ("Re: …"), in
whatever language the forum speaks. A reader skips them, and WCXB's gold keeps
the author's name and the post, not the rest. What gives them away is the
structure, not the words, and that the thread repeats them in
:data:`LEAST_POSTS` posts or more:

- a definition list's term recurring with different values is a label (a
  glossary in a post defines a term once; a forum that heads each card with
  the author's name as its term repeats a member's name with the same
  values): the term and the values after it are the template's;
- a heading without a link whose text recurs is a rank or a subject line
  ("Senior Member", "Re: …"); an author's name heads a post as a link to the
  member's profile, and recurs on each of one member's posts.

Only on a page judged a forum: a shop's specifications and a listing's facts
repeat their labels in every item too, and there they are the content. In flows
the element whose text is read; out come the elements to leave out of it, the
author's name staying (measured: wcxb forums 0.790 -> 0.799, 22 threads up,
one 1.000 -> 0.999 where two members' names are plain headings; Markdown
headings' F1 0.8296 -> 0.8321; two of the trafilatura corpus's threads shorter,
their snippets unchanged).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator

from lxml import etree

from ..tags import HEADINGS as HEADING_TAGS
from .thread import LEAST_POSTS

HEADINGS = tuple(sorted(HEADING_TAGS))

LIST = "dl"
TERM = "dt"
VALUE = "dd"
#: A ``<div>`` may group a term with its values inside a list (HTML allows it).
GROUP = "div"


def _text(element: etree._Element) -> str:
    return " ".join("".join(map(str, element.itertext())).split())


def _outermost(element: etree._Element, tags: tuple[str, ...]) -> Iterator[etree._Element]:
    """The elements of ``tags`` below ``element`` (itself included) that stand in
    no other of them: a list nested in a list's value, a heading left open
    around the next, is part of the outer one, so each subtree is read once."""
    walker = etree.iterwalk(element, events=("start",), tag=tags)
    for _, found in walker:
        yield found
        walker.skip_subtree()


def _terms(definitions: etree._Element) -> Iterator[etree._Element]:
    """The terms of a definition list: its children, or its groups' children."""
    for child in definitions:
        if child.tag == TERM:
            yield child
        elif child.tag == GROUP:
            yield from (term for term in child if term.tag == TERM)


def _values(term: etree._Element) -> list[etree._Element]:
    """The values a term labels: the ``dd`` siblings right after it."""
    values = []
    for value in term.itersiblings():
        if value.tag != VALUE:
            break
        values.append(value)
    return values


def labelled_figures(element: etree._Element) -> list[etree._Element]:
    """The terms below ``element`` that recur :data:`LEAST_POSTS` times or more
    with different values, each with its values. A term recurring with the
    same values each time is one thing described again (one member's name
    heading each of their cards), not a label."""
    read = [
        (term, _text(term).casefold(), _values(term))
        for definitions in _outermost(element, (LIST,))
        for term in _terms(definitions)
    ]
    if len(read) < LEAST_POSTS:
        return []
    counts = Counter(key for _, key, _ in read)
    values_of: dict[str, set[tuple[str, ...]]] = defaultdict(set)
    for _, key, values in read:
        values_of[key].add(tuple(map(_text, values)))
    found = []
    for term, key, values in read:
        # (an icon for a label is one too: its key is empty)
        if counts[key] >= LEAST_POSTS and len(values_of[key]) > 1:
            found.append(term)
            found.extend(values)
    return found


def recurring_headings(element: etree._Element) -> list[etree._Element]:
    """The headings below ``element`` without a link whose text recurs
    :data:`LEAST_POSTS` times or more."""
    read = [(heading, _text(heading).casefold()) for heading in _outermost(element, HEADINGS)]
    counts = Counter(key for _, key in read)
    return [
        heading
        for heading, key in read
        if key and counts[key] >= LEAST_POSTS and next(heading.iter("a"), None) is None
    ]


def post_template(element: etree._Element) -> frozenset[etree._Element]:
    """The elements below ``element`` that the forum's software repeats in its
    posts (:func:`labelled_figures`, :func:`recurring_headings`); empty when
    there are none. Each text is read once: the outermost lists' terms and
    values, the outermost headings."""
    return frozenset(labelled_figures(element) + recurring_headings(element))
