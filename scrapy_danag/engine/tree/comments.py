"""Readers' comments under an article: posts, not the article.

A news page of 2008 often sets its readers' comments in the same column as the
story, in the same paragraphs' markup (``<p class="story">``), so that no name
gives them away. What does is the software's action on each post: every
comment ends with the same link ("Report this comment", "Reply", "Report
abuse"), and an article's own paragraphs never end alike, three in a row.

In flows the element whose text was chosen; out come the posts: the blocks,
three or more and side by side, that each end with a link of the same short
text, each saying something besides it and stamped with the time it was
posted, beside text of the article's own. The
page's kind decides whether they are left out: on a forum they are the content.
"""

from __future__ import annotations

import re
from collections import defaultdict

from lxml import etree

from ..budget import EVERY, checkpoint
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
    """The posts of a comment thread inside ``article`` (see the module)."""
    by_text: dict[str, list[etree._Element]] = defaultdict(list)
    for count, link in enumerate(article.iter("a"), 1):
        if count % EVERY == 0:
            checkpoint()
        text = visible_text(link)
        if 0 < len(text) <= ACTION_LONGEST and not text.isdigit():
            by_text[text].append(link)
    posts: set[etree._Element] = set()
    for text, links in by_text.items():
        if len(links) < LEAST_POSTS:
            continue
        parent = _common_parent(links)
        if parent is None:
            continue
        found = [_owner(link, parent) for link in links]
        owners = [owner for owner in found if owner is not None]
        if len(owners) != len(links) or len(set(owners)) != len(owners):
            continue  # two actions in one block: a menu, not posts
        if not all(_last_link(owner) is link for owner, link in zip(owners, links, strict=True)):
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
        if any(child not in mine and visible_text(child) for child in between):
            continue  # other text among them: not one thread
        said = sum(map(len, said_each))
        if visible_length(article) - said < ARTICLE_SHORTEST:
            continue  # the thread is all there is: the page's content
        posts.update(owners)
    return frozenset(posts)
