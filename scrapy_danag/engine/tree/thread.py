"""A forum thread's run of posts, when the tree steps chose one post of it.

A thread's opening post is often its only long text: the replies are a line or
two each, between author panes of avatars, ranks and counters, so the line
phases find dense regions in the first post alone and the tree steps settle on
its body. On a page judged a forum, that body's nearest wrapper repeated among
its siblings -- each post the same element of the same class (XenForo's
``article.message``, vBulletin's ``li.sectionMain``, phpBB's ``div.post``) --
is one post of the thread, and their container holds the thread. In flows the
article element chosen and the line tree; out comes that container, or
nothing.

Only where the page is judged a forum: on a shop or a blog, the siblings of an
article's wrapper in one class are related products, teasers and comments
(measured: on every kind, wcxb word F1 0.8648 -> 0.8642, products 0.643 ->
0.628).
"""

from __future__ import annotations

import re

from lxml import etree

from .chunks import OTHERS
from .dom import LineTree
from .measure import visible_length
from .tags import PAGE_ROOTS

#: How many wrappers above the chosen element a post may begin: a post's text
#: sits below its cells, content and body wrappers (XenForo's eight levels
#: down). The same pages change at 12 and at 16; at 8 one fewer.
CLIMB = 12
#: Posts a thread shows at least, the chosen one among them: two blocks of one
#: class side by side are as often a post's two parts as two posts (at 2, two
#: threads lost words; 3 and 4 choose the same pages).
LEAST_POSTS = 3
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
    that makes a run of :data:`LEAST_POSTS` or more with the siblings of its
    kind (:func:`_kind_of_post`) is a post; their parent is the thread when the
    other posts hold together
    :data:`.chunks.OTHERS` of this one's text, as a chunk's siblings must (else
    the run is the page's sections around a whole thread already chosen: a
    "similar threads" box of the same class). Each level reads its children's
    names once, so a climb costs the page's size at most.
    """
    node = element
    for _ in range(CLIMB):
        parent = node.getparent()
        if parent is None or parent.tag in PAGE_ROOTS:
            return None
        kind = _kind_of_post(tree, node)
        if kind is not None:
            others = [
                sibling
                for sibling in parent
                if sibling is not node
                and isinstance(sibling.tag, str)
                and _kind_of_post(tree, sibling) == kind
            ]
            if len(others) + 1 >= LEAST_POSTS:
                held = sum(visible_length(sibling) for sibling in others)
                return parent if held >= OTHERS * visible_length(node) else None
        node = parent
    return None
