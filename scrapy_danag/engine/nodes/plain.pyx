# cython: language_level=3, boundscheck=False, wraparound=False
"""Blocks the article and records walks keep without asking their Python rules.

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

The records walk (:class:`PlainRecords`) is kept in C the same way, in its
tree parsed with attributes: an element with attributes that neither may set
it off nor name furniture (``tests/test_plain_records.py``).
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, import_lxml__etree

from .attribute_words cimport holds_words
from .openings cimport OpeningTags
from .sizes cimport ElementSizes
from .text cimport attribute_named

import_lxml__etree()


cdef class Plain:
    """What a walk knows its rules keep without asking them: this one knows
    nothing (every element is asked)."""

    cdef bint plain(self, _Element element, object tag) except -1:
        """True when the rules would keep ``element`` for certain."""
        return False

    def keeps(self, _Element element not None, str tag not None) -> bool:
        """:meth:`plain`, for tests."""
        return self.plain(element, tag)



cdef class PlainBlocks(Plain):
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



cdef class PlainRecords(Plain):
    """Elements the records walk keeps without asking its rules
    (:func:`scrapy_danag.engine.kinds.records.records_lines`), in a tree parsed
    with its attributes: one whose tag the rules do not leave out by its name
    (``asked``), whose attributes hold none of the words that may hide an
    element or give it a role (``setting_off``, read as
    :meth:`..tree.tags.OwnTags.set_off` reads them first), and whose class and
    id are absent or name no furniture (``furniture``, the walk's own test,
    called with the string :meth:`..tree.tags.OwnTags.names` makes). On
    WCXB's listings, 86 % of the 254,219 elements the walk asked of Python."""

    def __init__(self, frozenset asked not None, tuple setting_off not None, object furniture):
        self.asked = asked
        self.setting_off = setting_off
        self.furniture = furniture

    cdef bint plain(self, _Element element, object tag) except -1:
        cdef object name, ident
        if tag in self.asked or holds_words(element, self.setting_off):
            return False
        name = _value(element._c_node, b"class")
        ident = _value(element._c_node, b"id")
        if name is False or ident is False:
            return False  # a value in pieces: the rules read it
        if name is None and ident is None:
            return True
        return not self.furniture(f"{name or ''} {ident or ''}")


cdef object _value(tree.xmlNode* node, const char* name):
    """The value of the element's attribute ``name`` (no namespace) as lxml's
    ``get`` gives it: None when it has none, False when libxml2 keeps the value
    in more than one piece (not read here)."""
    cdef tree.xmlAttr* attribute = attribute_named(node, name)
    cdef tree.xmlNode* value
    if attribute == NULL:
        return None
    value = attribute.children
    if value == NULL:
        return ""
    if value.next != NULL or value.type != tree.XML_TEXT_NODE or value.content == NULL:
        return False
    return (<bytes>(<const char*>value.content)).decode("utf-8")
