"""A thread's posts: furniture words that name the seeds' own wrappers.

Forum software names each post of a thread as a comment (Invision's
``elComment_725251`` and ``ipsComment``, Drupal's ``comment-container``,
Reddit's ``thing comment``): to a blog, the replies below its post are
furniture; to a forum, they are the page. The line phases say which it is. When
every seed accepted as an article (two or more) stands in a wrapper named so,
the text the reader came for is a thread of such posts, and the seeds'
container is read with those words no longer furniture
(:func:`posts_furniture`), and its forms read as blocks: old Reddit sets each
post's text in the form that edits it. A question site's comments under each
answer, and a blog's or a deal's comment thread below a post whose own text
stands outside it, keep their word: not every seed stands in them.

In flows the seeds' article elements, their container and the tree's names;
out comes the furniture test to read the container with.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from lxml import etree

from ..furniture import FURNITURE_NAMES
from ..tags import TagView


def post_words(
    articles: Iterable[etree._Element], container: etree._Element, tags: TagView
) -> frozenset[str]:
    """The furniture words naming the wrappers between each article element and
    the container (both excluded), when every article (two or more) stands in
    such a wrapper; else no word."""
    words: set[str] = set()
    wrapped = 0
    articles = list(articles)
    for article in articles:
        found = False
        for wrapper in article.iterancestors():
            if wrapper is container:
                break
            named = FURNITURE_NAMES.findall(tags.names(wrapper).lower())
            words.update(named)
            found = found or bool(named)
        wrapped += found
    return frozenset(words) if wrapped == len(articles) >= 2 else frozenset()


def posts_furniture(
    furniture: Callable[[str], bool], words: frozenset[str]
) -> Callable[[str], bool]:
    """``furniture`` with ``words`` no longer read in a block's names: each is
    blanked out (a space, so that its neighbours do not join into a new word)
    before the test."""
    if not words:
        return furniture

    def judged(names: str) -> bool:
        lowered = names.lower()
        for word in words:
            lowered = lowered.replace(word, " ")
        return furniture(lowered)

    return judged
