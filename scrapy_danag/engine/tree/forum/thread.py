"""A forum thread's run of posts, when the tree steps chose one post of it.

A thread's opening post is often its only long text: the replies are a line or
two each, between author panes of avatars, ranks and counters, so the line
phases find dense regions in the first post alone and the tree steps settle on
its body. On a page judged a forum, that body's nearest wrapper repeated among
its siblings -- each post the same element of the same class (XenForo's
``article.message``, vBulletin's ``li.sectionMain``, phpBB's ``div.post``) --
is one post of the thread, and their container holds the thread. A threaded
layout sets the opening post alone in its block and nests the replies in
another, each under the one it answers, so the posts are looked for among all
the elements below the wrapper's parent, not only its siblings (measured: one
wcxb thread 0.418 -> 0.963, nothing else of the dev corpora changes). Where
no post of the chosen one's kind follows, forum software often sets the
replies in a block it names as comments after the opening post (Drupal's
``comment-wrapper``, Vanilla's ``CommentsWrap``, Invision's ``elComment_…``):
furniture on a blog, the rest of the thread here, so their container is read
with that word no longer furniture (:mod:`.posts`; measured: three wcxb
threads 0.35-0.75 -> 0.98-0.99, nothing else of the dev corpora changes). In
flows the article element chosen and the line tree; out comes the thread's
container and the words to read in it, or nothing.

Only where the page is judged a forum: on a shop or a blog, the siblings of an
article's wrapper in one class are related products, teasers and comments
(measured: on every kind, wcxb word F1 0.8648 -> 0.8642, products 0.643 ->
0.628).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from lxml import etree

from ..chunks import OTHERS
from ..dom import LineTree
from ..measure import visible_length
from ..tags import PAGE_ROOTS

#: How many wrappers above the chosen element a post may begin: a post's text
#: sits below its cells, content and body wrappers (XenForo's eight levels
#: down). The same pages change at 12 and at 16; at 8 one fewer.
CLIMB = 12
#: Posts a thread shows at least, the chosen one among them: two blocks of one
#: class side by side are as often a post's two parts as two posts (at 2, two
#: threads lost words; 3 and 4 choose the same pages).
LEAST_POSTS = 3
#: The furniture word forum software names a thread's replies by.
REPLIES_WORD = "comment"
#: Class names holding a digit: a post's own number (``post-4859929``), which
#: its siblings do not share.
_NUMBERED = re.compile(r"\d")


def _kind_of_post(tree: LineTree, element: etree._Element) -> str | None:
    """The tag and first class name without a digit, which every post of a
    thread shares; None without such a name."""
    classes = tree.attributes(element).get("class", "").split()
    name = next((name for name in classes if not _NUMBERED.search(name)), None)
    return None if name is None else f"{element.tag}.{name}"


def thread_container(tree: LineTree, element: etree._Element) -> etree._Element | None:
    """The container of the posts ``element`` stands in, or None.

    Climbing from ``element`` at most :data:`CLIMB` wrappers, the first one
    that finds :data:`LEAST_POSTS` or more of its kind (:func:`_kind_of_post`)
    below its parent, itself included, is a post; that parent is the thread
    when the other posts hold together :data:`..chunks.OTHERS` of this one's
    text, as a chunk's siblings must (else the run is the page's sections
    around a whole thread already chosen: a "similar threads" box of the same
    class). The other posts are the wrapper's siblings on a flat thread, and
    its cousins on a threaded one, where the opening post stands alone in its
    block and the replies nest in another, each under the one it answers.
    """
    kinds: dict[etree._Element, str | None] = {}

    def kind_of(post: etree._Element) -> str | None:
        if post not in kinds:
            kinds[post] = _kind_of_post(tree, post)
        return kinds[post]

    node = element
    for _ in range(CLIMB):
        parent = node.getparent()
        if parent is None or parent.tag in PAGE_ROOTS:
            return None
        kind = kind_of(node)
        if kind is not None:
            others = _other_posts(parent, node, kind, kind_of)
            if len(others) + 1 >= LEAST_POSTS:
                held = sum(visible_length(other) for other in others)
                return parent if held >= OTHERS * visible_length(node) else None
        node = parent
    return None


def _other_posts(
    parent: etree._Element,
    post: etree._Element,
    kind: str,
    kind_of: Callable[[etree._Element], str | None],
) -> list[etree._Element]:
    """The elements of ``kind`` below ``parent`` but ``post``, outermost only: a
    post quoted in another (or in ``post``) is no post of the thread. Each
    subtree is entered once, and the posts found are disjoint, so the search
    and their measure cost ``parent``'s size."""
    found = []
    walker = etree.iterwalk(parent, events=("start",), tag=post.tag)
    for _, element in walker:
        if element is parent:
            continue
        if element is post:
            walker.skip_subtree()
        elif kind_of(element) == kind:
            found.append(element)
            walker.skip_subtree()
    return found


class Thread(NamedTuple):
    """A forum thread's container, and the furniture words naming its posts,
    read as text in it (:func:`.posts.posts_furniture`)."""

    container: etree._Element
    posts: frozenset[str]


def thread_of(tree: LineTree, element: etree._Element) -> Thread | None:
    """The thread the chosen ``element`` is one post of: its run of posts
    (:func:`thread_container`), else the opening post and the replies named as
    comments beside it (:func:`replies_named_as_comments`); None without either."""
    container = thread_container(tree, element)
    if container is not None:
        return Thread(container, frozenset())
    return replies_named_as_comments(tree, element)


def replies_named_as_comments(tree: LineTree, element: etree._Element) -> Thread | None:
    """``element`` or the first of its wrappers (at most :data:`CLIMB` up)
    holding a block named for :data:`REPLIES_WORD` whose text is
    :data:`..chunks.OTHERS` of the rest of its own or more (a comment form or
    an empty thread holds less), but for the one the chosen post stands in
    (forum software names its posts as comments too), with that word to read
    in it; or None. Each level measures itself and its children named so,
    once."""
    node: etree._Element | None = element
    below = None  # the child the chosen element stands in: its post, not its replies
    for _ in range(CLIMB):
        if node is None or node.tag in PAGE_ROOTS:
            return None
        whole = visible_length(node)
        for child in node:
            if (
                child is not below
                and isinstance(child.tag, str)
                and REPLIES_WORD in tree.names(child).lower()
            ):
                replies = visible_length(child)
                if replies >= OTHERS * (whole - replies):
                    return Thread(node, frozenset({REPLIES_WORD}))
        below, node = node, node.getparent()
    return None
