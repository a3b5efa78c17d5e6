# cython: language_level=3, boundscheck=False, wraparound=False
"""Blocks the article walk keeps without asking its Python rules.

The article walk (:func:`scrapy_danag.engine.tree.article.article_lines`) asks
of every block whether it is left out: for its links, a hiding or landmark
attribute, a teaser list, a caption, or furniture its class or id names. Most
blocks of a page -- a paragraph, a list item, a cell, a wrapper without a
name -- carry none of it, and each question was a call into Python that
answered no. Here the walk's C loop answers that no itself, for a block that

* has a tag the rules never single out by its name alone (the caller's
  ``asked``: what is always left out, teaser lists, captions), and
* holds no text, or no more of it in links than the link density allows
  (counted once a page, :mod:`.sizes`), and
* has no attributes at all: none in a tree parsed with them, none in its
  opening tag (:class:`.openings.OpeningTags`) in the line tree parsed
  without. (A block with attributes that say nothing to the rules is asked
  all the same: telling it apart cost the other blocks what it saved.)

Any other block is asked, as before. The walk's lines are the same either
way: ``tests/test_plain_blocks.py`` compares them on every shipped page and
hostile shape with the walk that asks of every block.
"""

from lxml.includes.etreepublic cimport _Element, import_lxml__etree

from .openings cimport OpeningTags
from .sizes cimport ElementSizes

import_lxml__etree()


cdef class PlainBlocks:
    """What one article walk needs to tell a plain block: the text sizes of
    its elements, the link density, the opening tags (None when the tree
    carries its attributes) and the tags always asked."""

    def __init__(
        self,
        ElementSizes total not None,
        ElementSizes linked not None,
        double link_density,
        OpeningTags tags,
        frozenset asked not None,
    ):
        self.total = total
        self.linked = linked
        self.link_density = link_density
        self.tags = tags
        self.asked = asked

    cdef bint plain(self, _Element element, object tag) except -1:
        """True when the rules would keep ``element`` for certain (see the module)."""
        cdef Py_ssize_t place, size = 0, links = 0
        if tag in self.asked:
            return False
        if self.tags is None:
            if element._c_node.properties != NULL:
                return False
        elif (<OpeningTags>self.tags).attributes(element):
            return False
        place = self.total.table.place(element._c_node)
        if place >= 0:
            size = self.total.counts[place]
        if size > 0:
            place = self.linked.table.place(element._c_node)
            if place >= 0:
                links = self.linked.counts[place]
            if <double>links > self.link_density * <double>size:
                return False
        return True

    def keeps(self, _Element element not None, str tag not None) -> bool:
        """:meth:`plain`, for tests."""
        return self.plain(element, tag)
