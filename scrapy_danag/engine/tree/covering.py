"""Which element holds the chosen lines: the seed's place and the article's element.

In flow a :class:`~.dom.LineTree` (the page parsed with its lines of interest
marked) and the weight of each line (its content characters); out come whether
those lines stand mostly in page furniture, and the element that holds them --
the deepest one covering most of their text, widened to a container. Kept apart
from :mod:`.dom`, which builds the tree, because these are the questions
``addanag+`` asks of it once built, each seed and each candidate article alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import chain

from lxml import etree

from ..budget import checkpoint
from ..nodes.covering import covering_element as compiled_covering
from .dom import LineTree
from .furniture import SECTIONING

#: What an article can be: the chosen text's element is widened to the nearest one.
CONTAINERS = frozenset({"div", "article", "main", "section", "td", "body", "html", "center"})


def in_furniture(tree: LineTree, weights: Mapping[int, int]) -> bool:
    """True when most of the weighed lines' text stands in a footer, nav, aside or
    header, in an element with such a landmark role, or in an element a browser
    does not render (:meth:`LineTree.set_aside`).

    Used to reject a seed region: the densest text of a page is sometimes its
    footer's legal notice, or a hidden menu or dialog, which is never the article.
    """
    inside, total = tree.weighed_in_furniture(weights)
    return total > 0 and 2 * inside > total


#: Where a site sets its own links and notices, whatever the page: its navigation
#: and its footer (by tag, or by landmark role).
SITE_ROLES = frozenset({"navigation", "contentinfo"})


def in_site_furniture(tree: LineTree, element: etree._Element) -> bool:
    """True when the element stands in the page's navigation or its footer.

    The last resort of a page whose every text is furniture: a page shown by a
    script leaves only its footer's legal notice and its menus in the HTML,
    which are no page's content; an article a theme wraps whole in ``<aside>``
    or ``<header>``, or in a block hidden until a script shows it, is. One walk
    up: a ``footer`` is the page's unless a sectioning element holds it.
    """
    footer = False
    node: etree._Element | None = element
    while node is not None:
        tag = node.tag
        if tag == "nav" or tree.role(node) in SITE_ROLES:
            return True
        if tag == "footer":
            footer = True
        elif tag in SECTIONING:
            footer = False
        node = node.getparent()
    return footer


def covering_element(
    tree: LineTree, weights: Mapping[int, int], cover: float = 0.9
) -> etree._Element | None:
    """The deepest element holding at least ``cover`` of the weighed lines' text.

    Elements covering more than half the weight all lie on one chain from the
    root; each line adds its weight to its element and every ancestor, and the
    deepest element of that chain over the threshold wins. That merge runs in
    C (:mod:`..nodes.covering`); at or below one half, where two branches may
    each cover the share, :func:`covering_by_levels` chooses.
    """
    owners = tree.owners
    if cover > 0.5 and isinstance(weights, dict) and isinstance(owners, dict):
        return compiled_covering(owners, weights, cover)
    return covering_by_levels(tree, weights, cover)


def covering_by_levels(
    tree: LineTree, weights: Mapping[int, int], cover: float = 0.9
) -> etree._Element | None:
    """:func:`covering_element` through proxies, a level at a time (the rule
    the compiled merge follows, and the one below one half)."""
    by_owner: dict[etree._Element, int] = {}  # lines often share their element
    total = 0
    for number, weight in weights.items():
        owner = tree.owners.get(number)
        if owner is None or weight <= 0:
            continue
        total += weight
        by_owner[owner] = by_owner.get(owner, 0) + weight
    # Up one level at a time, siblings' weights merged on their parent: each
    # element is visited once per level it is reached at, not once per line below it.
    held: dict[etree._Element, int] = {}
    level = by_owner
    while level:
        checkpoint()
        parents: dict[etree._Element, int] = {}
        for element, weight in level.items():
            held[element] = held.get(element, 0) + weight
            parent = element.getparent()
            if parent is not None:
                parents[parent] = parents.get(parent, 0) + weight
        level = parents
    if total == 0:
        return None
    need = cover * total
    covering = {element for element, weight in held.items() if weight >= need}
    # The chain's lowest link has no covering child: it is no covering
    # element's parent (asked so, not of each link's children: the text's
    # own container may hold thousands).
    above = {element.getparent() for element in covering}
    for element in covering:
        if element not in above:
            return element
    return None


def article_element(
    tree: LineTree, weights: Mapping[int, int], cover: float = 0.9
) -> etree._Element | None:
    """The covering element widened to the nearest container: a paragraph is part of
    an article, not the article."""
    article = covering_element(tree, weights, cover)
    while article is not None and str(article.tag).lower() not in CONTAINERS:
        parent = article.getparent()
        if parent is None:
            break
        article = parent
    return article


def common_container(elements: Sequence[etree._Element]) -> etree._Element | None:
    """The nearest element holding all ``elements``; None when there are fewer than
    two, or it is one of them (weighed already), ``<body>`` or ``<html>``."""
    if len(elements) < 2:
        return None
    common: etree._Element | None = elements[0]
    for element in elements[1:]:
        line = set(chain((element,), element.iterancestors()))
        while common is not None and common not in line:
            common = common.getparent()
    if common is None or common.tag in ("body", "html") or any(common is e for e in elements):
        return None
    return common
