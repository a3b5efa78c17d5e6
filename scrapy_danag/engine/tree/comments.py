"""Readers' comments under an article: posts, not the article.

A news page of 2008 often sets its readers' comments in the same column as the
story, in the same paragraphs' markup (``<p class="story">``), so that no name
gives them away. What does is the software's action on each post: every
comment ends with the same link ("Report this comment", "Reply", "Report
abuse"), and an article's own paragraphs never end alike, three in a row.

Between the posts may stand the replies to them, several posts in one block
(folded away behind a link, often), and links alone ("show 2 replies"): they
end with the same action or say nothing of their own, and do not break the
thread.

Other software signs each post instead, in a line of its own at the post's
end: "Posted By: name | January 07 2008 at 03:06 PM". An article's paragraphs
do not end three in a row with a short line telling a date and a time of day.

In flows the element whose text was chosen; out come the posts: the blocks,
three or more and side by side, that each end with a link of the same short
text, each saying something besides it and stamped with the time it was
posted, or that each end with a short signature line telling the date and
time, beside
text of the article's own. The page's kind decides whether they are left out:
on a forum they are the content.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Mapping

from lxml import etree

from ..budget import EVERY, checkpoint
from ..nodes.clocks import clock_holders
from ..nodes.short_texts import short_texts
from ..nodes.sizes import visible_text_sizes
from ..source.markup import BLOCK_TAGS
from .measure import visible_length, visible_text

#: Posts in a thread at the least (a pair of paragraphs may end alike).
LEAST_POSTS = 3
#: An action's link is short ("Report this comment"): a headline is not one.
ACTION_LONGEST = 40
#: What a post says besides its action, at the least (a commenter's line).
POST_SHORTEST = 40
#: The time a post was written, as every comment software stamps it ("5:58
#: PM", "17:02"); a list's items ending with the same link ("Visit website")
#: carry none.
CLOCK_RE = re.compile(r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])")
#: The article's own text before the thread, at the least: a thread alone is
#: the page's content, not comments under it.
ARTICLE_SHORTEST = 200
#: A signature line at the most, in characters other than white space: a name
#: and a date with its time ("Posted By: name | January 07 2008 at 03:06 PM");
#: a paragraph that mentions a time is longer.
SIGNATURE_LONGEST = 100
#: A signature dates its post in full, with the year ("January 07 2008",
#: "07.01.2008"): a time of day alone ends an event's item in a programme.
YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _owner(link: etree._Element, container: etree._Element) -> etree._Element | None:
    """The child of ``container`` that holds ``link``."""
    child = link
    for parent in link.iterancestors():
        if parent is container:
            return child
        child = parent
    return None


def _common_parent(links: list[etree._Element]) -> etree._Element | None:
    """The nearest element holding every one of ``links``."""
    held = [set(link.iterancestors()) for link in links[1:]]
    for ancestor in links[0].iterancestors():
        if all(ancestor in ancestors for ancestors in held):
            return ancestor
    return None


def _last_link(element: etree._Element) -> etree._Element | None:
    found = None
    for found in element.iter("a"):  # noqa: B007 -- the last one is wanted
        pass
    return found


def comment_posts(article: etree._Element) -> frozenset[etree._Element]:
    """The posts of a comment thread inside ``article`` (see the module):
    ended by an action's link, or signed (:func:`signed_posts`)."""
    return _posts_with_actions(article) | signed_posts(article)


def _posts_with_actions(article: etree._Element) -> frozenset[etree._Element]:
    """The posts that each end with a link of the same short text."""
    by_text: dict[str, list[etree._Element]] = defaultdict(list)
    for link, text in short_texts(article, "a", ACTION_LONGEST):  # read in C
        if not text.isdigit():
            by_text[text].append(link)
    posts: set[etree._Element] = set()
    for text, links in by_text.items():
        if len(links) < LEAST_POSTS:
            continue
        parent = _common_parent(links)
        if parent is None:
            continue
        maybe = [_owner(link, parent) for link in links]
        found = [owner for owner in maybe if owner is not None]
        if len(found) != len(links):
            continue
        actions = Counter(found)
        # A block holding one action is a post; one holding several is a
        # thread of replies between posts (shown or hidden), not a post.
        ending = {
            owner: link for owner, link in zip(found, links, strict=True) if actions[owner] == 1
        }
        owners = list(ending)
        if len(owners) < LEAST_POSTS:
            continue
        if not all(_last_link(owner) is link for owner, link in ending.items()):
            continue
        said_each = [visible_text(owner) for owner in owners]
        if not all(len(said) - len(text) >= POST_SHORTEST for said in said_each):
            continue
        if not all(CLOCK_RE.search(said) for said in said_each):
            continue  # no time posted on each: items of a list, each with its link
        children = [child for child in parent if isinstance(child.tag, str)]
        mine = set(owners)
        places = sorted(n for n, child in enumerate(children) if child in mine)
        between = children[places[0] : places[-1] + 1]
        if any(
            child not in mine and actions[child] < 2 and not _links_only(child) for child in between
        ):
            continue  # other text among them: not one thread
        said = sum(map(len, said_each))
        if visible_length(article) - said < ARTICLE_SHORTEST:
            continue  # the thread is all there is: the page's content
        posts.update(owners)
    return frozenset(posts)


def _links_only(element: etree._Element) -> bool:
    """True when all the text of ``element`` is its links' ("show 5 more
    replies"), or it has none."""
    own = visible_length(element)
    return own == 0 or own <= sum(visible_length(link) for link in element.iter("a"))


def signed_posts(article: etree._Element) -> frozenset[etree._Element]:
    """The posts inside ``article`` that each end with a signature line telling
    the time: three or more siblings, side by side, each closing with a short
    block whose text tells a time of day (:data:`CLOCK_RE`) and a year
    (:data:`YEAR_RE`), and saying something before it, beside text of the
    article's own.

    Only elements whose text may tell a time are read (:mod:`..nodes.clocks`
    finds them in compiled code); most articles hold none, or too few.
    """
    holders = clock_holders(article)
    if len(holders) < LEAST_POSTS:
        return frozenset()
    shown, _ = visible_text_sizes(article)
    by_thread: dict[etree._Element, dict[etree._Element, etree._Element]] = defaultdict(dict)
    lines: set[etree._Element] = set()
    for count, holder in enumerate(holders, 1):
        if count % EVERY == 0:
            checkpoint()
        line = _line_of(holder, article)
        if line in lines or line is article or shown.get(line, 0) > SIGNATURE_LONGEST:
            continue
        lines.add(line)
        signature = visible_text(line)
        if not CLOCK_RE.search(signature) or not YEAR_RE.search(signature):
            continue
        for post in _ended_by(line, article, shown):
            parent = post.getparent()
            if parent is not None:
                by_thread[parent].setdefault(post, line)
    posts: set[etree._Element] = set()
    for parent, signed in by_thread.items():
        if len(signed) < LEAST_POSTS:
            continue
        if any(shown.get(post, 0) <= shown.get(line, 0) for post, line in signed.items()):
            continue  # a post of its signature alone: a list of times
        if any(child not in signed and _shows(child, shown) for child in _between(parent, signed)):
            continue  # other text among them: not one thread
        said = sum(shown.get(post, 0) for post in signed)
        if shown.get(article, 0) - said < ARTICLE_SHORTEST:
            continue  # the thread is all there is: the page's content
        posts.update(signed)
    return frozenset(posts)


def _line_of(holder: etree._Element, article: etree._Element) -> etree._Element:
    """The block whose line holds ``holder``'s text: itself or its nearest
    block ancestor (``article`` at the highest)."""
    element = holder
    while element is not article and element.tag not in BLOCK_TAGS:
        parent = element.getparent()
        if parent is None:
            break
        element = parent
    return element


def _shows(element: etree._Element, shown: Mapping[etree._Element, int]) -> bool:
    """True when ``element`` or its tail shows text."""
    return shown.get(element, 0) > 0 or bool(element.tail and element.tail.strip())


def _ended_by(
    line: etree._Element, article: etree._Element, shown: Mapping[etree._Element, int]
) -> list[etree._Element]:
    """The ancestors of ``line`` below ``article`` whose text ends with it."""
    ended = []
    element = line
    while True:
        if element.tail and element.tail.strip():
            break
        if any(_shows(sibling, shown) for sibling in element.itersiblings()):
            break
        parent = element.getparent()
        if parent is None or parent is article:
            break
        ended.append(parent)
        element = parent
    return ended


def _between(parent: etree._Element, posts: Collection[etree._Element]) -> list[etree._Element]:
    """``parent``'s children from the first of ``posts`` to the last."""
    children = [child for child in parent if isinstance(child.tag, str)]
    places = [n for n, child in enumerate(children) if child in posts]
    return children[places[0] : places[-1] + 1]
