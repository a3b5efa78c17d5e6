"""Which blocks of an article lead out of the page: a table of contents does not.

A block dense in links is a related-stories box or a share bar, left out of the
article (:mod:`.article`), unless none of its links leads out of the page: then
it is the article's own table of contents. In flows a block of the line tree;
out comes whether it holds a link out of the page.
"""

from __future__ import annotations

from lxml import etree

from .tags import TagView


class LinkScope:
    """Which blocks hold a link out of the page (not to a place in it,
    :meth:`.tags.TagView.in_page`): a block dense in links, none of them
    outward, is a table of contents, the article's own.

    Asked of a block and then of the blocks inside it, each answer is kept for
    what it also settles, so that a table of contents nested 10,000 deep costs
    its size, not its size times its depth: an outward link makes every one of
    its ancestors a block that leads out; a block with none makes every element
    inside it one with none.
    """

    def __init__(self, tags: TagView) -> None:
        self._tags = tags
        self._out: set[etree._Element] = set()
        self._within: set[etree._Element] = set()

    def leads_out(self, element: etree._Element) -> bool:
        """True when ``element`` holds a link that leads out of the page."""
        if element in self._out:
            return True
        if element in self._within:
            return False
        for link in element.iter("a"):
            if link in self._within or self._tags.in_page(link):
                continue
            node: etree._Element | None = link
            while node is not None and node not in self._out:
                self._out.add(node)
                node = node.getparent()
            return True
        self._within.update(element.iter())
        return False
