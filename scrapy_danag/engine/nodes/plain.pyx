# cython: language_level=3, boundscheck=False, wraparound=False
"""Blocks the article walk keeps without asking its Python rules.

The article walk (:func:`scrapy_danag.engine.tree.article.article_lines`) asks
of every block whether it is left out: for its links, a hiding or landmark
attribute, a teaser list, a caption, or furniture its class or id names. Most
blocks of a page -- a paragraph, a list item, a cell, a wrapper with a name
that says nothing -- carry none of it, and each question was a call into
Python that answered no. Here the walk's C loop answers that no itself, for a
block that

* has a tag the rules never single out by its name alone (the caller's
  ``asked``: what is always left out, teaser lists, captions), and
* holds no text, or no more of it in links than the link density allows
  (counted once a page, :mod:`.sizes`), and
* has no attributes at all (in a tree parsed with them), or, in the line tree
  parsed without (:class:`.openings.OpeningTags`), an opening tag whose
  attributes hold none of the words that may hide a block or give it a role
  (:meth:`.openings.OpeningTags.may_set_off`) and whose class and id name
  neither a caption (``caption``) nor furniture (the walk's own
  ``furniture`` test, called as the rules call it).

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
    carries its attributes), the tags always asked, and what in a class or id
    has a block asked: the word naming a caption and the walk's furniture
    test (None: any block with attributes is asked)."""

    def __init__(
        self,
        ElementSizes total not None,
        ElementSizes linked not None,
        double link_density,
        OpeningTags tags,
        frozenset asked not None,
        str caption not None = "",
        object furniture = None,
    ):
        self.total = total
        self.linked = linked
        self.link_density = link_density
        self.tags = tags
        self.asked = asked
        self.caption = caption
        self.furniture = furniture

    cdef bint plain(self, _Element element, object tag) except -1:
        """True when the rules would keep ``element`` for certain (see the module)."""
        cdef Py_ssize_t place, size = 0, links = 0
        if tag in self.asked:
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
        if self.tags is None:
            return element._c_node.properties == NULL
        if not (<OpeningTags>self.tags).attributes(element):
            return True
        return self.furniture is not None and self._named_plainly(element)

    cdef bint _named_plainly(self, _Element element) except -1:
        """Whether a block's attributes say nothing to the rules: nothing that
        may set it off, no class or id naming a caption or furniture."""
        cdef OpeningTags tags = <OpeningTags>self.tags
        if tags.may_set_off(element):
            return False
        names = tags.names(element)
        if names is None:  # a page root: its names are read from the element
            return False
        if not names:
            return True
        if self.caption in (<str>names).lower():
            return False
        return not self.furniture(names)

    def keeps(self, _Element element not None, str tag not None) -> bool:
        """:meth:`plain`, for tests."""
        return self.plain(element, tag)
