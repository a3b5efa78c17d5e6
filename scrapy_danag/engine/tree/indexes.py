"""Index sections: lists of links that are the article's own content.

A block made mostly of links is furniture inside an article (related stories, a
share bar), so the article walk leaves it out. An index page is built of them:
a list of programming languages under "A", "B", "C", a glossary's letters, a
directory's regions, each a heading followed by a list of links. What tells
the two apart is the run: an index repeats heading-then-list among one
parent's children, while a related-links box stands alone. In flows the
article element with its text sizes; out comes, for any block, whether it is
(or lies inside) the list of such a section.

A run counts from :data:`LEAST_SECTIONS` sections (two measured: it also takes
a post's "Resources" and "Other posts you may enjoy" pair; five: fewer index
pages) and never inside a block named as furniture: a sidebar's widgets are
headings over link lists too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from lxml import etree

from ..source.markup import BLOCK_TAGS
from .tags import HEADINGS, TagView

#: Sections in one parent, each a heading over a list of links, that make an index.
LEAST_SECTIONS = 3
#: The lists whose links can make a section an index's.
LISTS = ("ul", "ol", "dl")
#: Elements that stand between a heading and its list without being shown.
_UNSEEN = frozenset({"style", "script", "template", "link", "meta"})


class IndexSections:
    """The link lists of one article element that are an index's sections.

    Found on the first question (most articles never ask it: they have no
    block dense in links that leads out), in time linear in the article: each
    element's answer to "which section does it start?" is kept for the lists
    below it, and each ancestor's furniture name is read once.
    """

    def __init__(
        self,
        article: etree._Element,
        tags: TagView,
        furniture: Callable[[str], bool],
        sizes: tuple[Mapping[etree._Element, int], Mapping[etree._Element, int]],
        link_density: float,
    ) -> None:
        self._article = article
        self._tags = tags
        self._furniture = furniture
        self._total, self._links = sizes  # characters under each element, in links
        self._link_density = link_density
        self._held: set[etree._Element] | None = None
        self._opens: dict[etree._Element, etree._Element | None] = {}
        self._named: dict[etree._Element, bool] = {}

    def holds(self, element: etree._Element) -> bool:
        """True when ``element`` is an index section's list, a wrapper between
        it and its heading, or a block inside such a list."""
        if self._held is None:
            self._held = self._find()
        return element in self._held

    def _find(self) -> set[etree._Element]:
        runs: dict[etree._Element, list[tuple[etree._Element, etree._Element]]] = {}
        for block in self._article.iter(LISTS):
            size = self._total.get(block, 0)
            if not size or self._links.get(block, 0) <= self._link_density * size:
                continue
            start = self._section_start(block)
            parent = None if start is None else start.getparent()
            if start is not None and parent is not None:
                runs.setdefault(parent, []).append((block, start))
        held: set[etree._Element] = set()
        lists: set[etree._Element] = set()
        for parent, sections in runs.items():
            if len({start for _, start in sections}) < LEAST_SECTIONS or self._in_furniture(parent):
                continue
            for block, start in sections:
                lists.add(block)
                node: etree._Element | None = block
                while node is not None and node not in held:
                    held.add(node)
                    if node is start:
                        break
                    node = node.getparent()
        if lists:  # what lies inside a held list is the index's too (nested lists)
            inside = 0
            for event, element in etree.iterwalk(self._article, events=("start", "end")):
                if element in lists:
                    inside += 1 if event == "start" else -1
                elif inside and event == "start":
                    held.add(element)
        return held

    def _section_start(self, element: etree._Element) -> etree._Element | None:
        """The element at or above ``element`` (up to the article) whose previous
        shown sibling is a heading; None when the first sibling met is not one."""
        path: list[etree._Element] = []
        node: etree._Element | None = element
        found: etree._Element | None = None
        while node is not None and node is not self._article:
            if node in self._opens:
                found = self._opens[node]
                break
            path.append(node)
            before = _shown_before(node)
            if before is not None:
                found = node if _is_heading_block(before) else None
                break
            node = node.getparent()
        for passed in path:
            self._opens[passed] = found
        return found

    def _in_furniture(self, element: etree._Element) -> bool:
        path: list[etree._Element] = []
        node: etree._Element | None = element
        named = False
        while node is not None:
            if node in self._named:
                named = self._named[node]
                break
            path.append(node)
            if self._furniture(self._tags.names(node)):
                named = True
                break
            if node is self._article:
                break
            node = node.getparent()
        for passed in path:
            self._named[passed] = named
        return named


def _shown_before(element: etree._Element) -> etree._Element | None:
    """The sibling before ``element`` a reader sees: comments, styles and empty
    elements (a ``<br>``, a clearing ``<div>``) skipped."""
    before = element.getprevious()
    while before is not None and (
        not isinstance(before.tag, str)
        or before.tag in _UNSEEN
        or (len(before) == 0 and not (before.text or "").strip())
    ):
        before = before.getprevious()
    return before


def _is_heading_block(element: etree._Element) -> bool:
    """A heading, or a block that is its heading: the heading first, then only
    inline elements beside it (an "[edit]" link, a permalink anchor)."""
    if element.tag in HEADINGS:
        return True
    children = [child for child in element if isinstance(child.tag, str)]
    return (
        bool(children)
        and children[0].tag in HEADINGS
        and not any(child.tag in BLOCK_TAGS for child in children[1:])
    )
