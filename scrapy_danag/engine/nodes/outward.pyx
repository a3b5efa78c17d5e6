# cython: language_level=3, boundscheck=False, wraparound=False
"""Which blocks of an article lead out of the page, over libxml2's nodes.

A block dense in links is left out of an article unless none of its links
leads out of the page: then it is the article's own table of contents
(:mod:`scrapy_danag.engine.tree.article`). The rule through proxies
(:class:`.reference.LinkScope`) built a proxy for every ``<a>`` below every
such block and one for every element of a block without an outward link;
here the walk reads the nodes. (On the trafilatura and DAniEL corpora the
answers took 0.41 s, now 0.34: nearly all of it is reading the page's
in-page links from its source, once a page.)

The answers are kept as the rule keeps them, so that a table of contents
nested 10,000 deep costs its size, not its size times its depth: an outward
link makes every one of its ancestors a block that leads out; a block with
none makes every element inside it one with none. The links that lead to a
place in the page are asked of the tree's tag view once, as a set, when it
can name them so (the line tree reads them from the page's source); else
each link is asked, as the rule asks it.
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .sizes cimport NodeTable
from .text cimport named, next_element

import_lxml__etree()


cdef class OutwardLinks:
    def __init__(self, object tags):
        self.tags = tags
        self.out = NodeTable()
        self.within = NodeTable()

    cpdef bint leads_out(self, object element) except -1:
        """True when ``element`` holds an ``<a>`` (itself included) that does
        not lead to a place in the page, unless it stands in an element
        already known to hold none."""
        cdef _Element top = <_Element?>element
        cdef tree.xmlNode* start = top._c_node
        cdef tree.xmlNode* node = start
        if self.out.root is None:  # the tables' nodes live as long as the document
            self.out.root = self.within.root = top
        if self.out.place(start) >= 0:
            return True
        if self.within.place(start) >= 0:
            return False
        while node != NULL:
            if named(node, "a") and self.within.place(node) < 0 and not self._in_page(top, node):
                # The link and its ancestors up to one known already lead out.
                while node != NULL and node.type == tree.XML_ELEMENT_NODE:
                    if self.out.place(node) >= 0:
                        break
                    self.out.added(node)
                    node = node.parent
                return True
            node = next_element(node, start)
        node = start
        while node != NULL:
            self.within.added(node)
            node = next_element(node, start)
        return False

    cdef bint _in_page(self, object top, tree.xmlNode* link) except -1:
        """Whether ``link`` leads to a place in the page, as the tag view says;
        a proxy is built only when the view names such links (a few on a page,
        none on most) or asks for each."""
        if not self.read:
            self.read = True
            self.in_page = self.tags.in_page_links()
        if self.in_page is None:
            return bool(self.tags.in_page(elementFactory((<_Element>top)._doc, link)))
        return bool(self.in_page) and elementFactory((<_Element>top)._doc, link) in self.in_page
