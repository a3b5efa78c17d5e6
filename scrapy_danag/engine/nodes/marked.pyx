# cython: language_level=3, boundscheck=False, wraparound=False
"""The elements that carry a line's mark, found in one walk over libxml2's nodes.

The page is parsed with the opening tag of each line of interest carrying the
line's number (:func:`scrapy_danag.engine.tree.locate.locate_lines`). Reading
the marks back through proxies built one for every element of the page and
asked it for the attribute (past 65,535 lines, where libxml2's ``id()`` index
cannot serve), then popped each mark through another proxy: a third of the
extraction of a page of table rows. Here the attributes are read in C, a
proxy is built only for an element that carries a mark, and the marks are
left for one ``etree.strip_attributes`` call.
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .text cimport attribute_named, element_from, named_any, next_element

from ..budget import EVERY, checkpoint

import_lxml__etree()

cdef enum:
    #: Digits read as a number in C; a longer run goes the way of Python's ``int``.
    MOST_DIGITS = 18


cdef long long _number(tree.xmlAttr* attribute, const unsigned char* prefix) noexcept:
    """The number in the attribute's value when it is one text of ``prefix``
    and then ASCII digits (at most :data:`MOST_DIGITS`); -1 otherwise. Read
    from libxml2's bytes: no string is built for a mark."""
    cdef tree.xmlNode* child = attribute.children
    cdef const unsigned char* text
    cdef long long number = 0
    cdef Py_ssize_t digits = 0
    if child == NULL or child.next != NULL or child.type != tree.XML_TEXT_NODE:
        return -1
    text = <const unsigned char*>child.content
    if text == NULL:
        return -1
    while prefix[0]:
        if text[0] != prefix[0]:
            return -1
        text += 1
        prefix += 1
    while text[0]:
        if text[0] < 48 or text[0] > 57 or digits == MOST_DIGITS:
            return -1
        number = number * 10 + (text[0] - 48)
        digits += 1
        text += 1
    return number if digits else -1


cpdef tuple line_owners(object root, str attribute, str prefix, frozenset void):
    """The element holding each marked line, by its number: each element of
    ``root``'s document whose ``attribute`` is ``prefix`` and the line's number,
    in document order (libxml2 may leave content beside the root element: it
    is read too) (a later one takes an earlier one's number); for one whose
    tag is in ``void`` (it holds no text), its parent. A value that is no such
    number is read as the Python rule reads it (``removeprefix``, ``isdigit``,
    ``int``). The marks stay on the elements. With the owners comes how many
    elements carry the attribute."""
    cdef _Element top = <_Element?>root
    # The document node begins as an element node does: its children, its next.
    cdef tree.xmlNode* document = <tree.xmlNode*>top._c_node.doc
    cdef tree.xmlNode* node = element_from(document.children)
    cdef tree.xmlNode* holder
    cdef tree.xmlAttr* mark
    cdef bytes wanted = attribute.encode("utf-8")
    cdef const char* c_name = wanted
    cdef bytes own_prefix = prefix.encode("utf-8")
    cdef list void_names = [name.encode("utf-8") for name in void]
    cdef Py_ssize_t step = 0, every = EVERY, carrying = 0
    cdef long long number
    cdef dict owners = {}
    cdef object element, text
    while node != NULL:
        if step % every == 0:
            checkpoint()
        step += 1
        mark = attribute_named(node, c_name)
        if mark != NULL:
            carrying += 1
            holder = node.parent if named_any(node, void_names) else node
            if holder != NULL and holder.type != tree.XML_ELEMENT_NODE:
                holder = NULL  # (the document: an element at the top has no parent)
            number = _number(mark, own_prefix)
            if number >= 0:
                if holder != NULL:
                    owners[number] = elementFactory(top._doc, holder)
            else:  # any other value, as the Python rule reads it
                element = elementFactory(top._doc, node)
                text = element.get(attribute).removeprefix(prefix)
                if holder != NULL and text.isdigit():
                    owners[int(text)] = element.getparent() if holder != node else element
        node = next_element(node, document)
    return owners, carrying
