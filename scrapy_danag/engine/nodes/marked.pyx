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

from .text cimport element_from

from ..budget import EVERY, checkpoint

import_lxml__etree()

cdef enum:
    #: Digits read as a number in C; a longer run goes the way of Python's ``int``.
    MOST_DIGITS = 18


cdef tree.xmlAttr* _attribute(tree.xmlNode* node, const char* name) noexcept:
    """The element's attribute ``name`` without a namespace; NULL when it has none."""
    cdef tree.xmlAttr* attribute = node.properties
    cdef const unsigned char* own
    cdef const unsigned char* wanted
    while attribute != NULL:
        if attribute.ns == NULL and attribute.name != NULL:
            own = <const unsigned char*>attribute.name
            wanted = <const unsigned char*>name
            while own[0] and own[0] == wanted[0]:
                own += 1
                wanted += 1
            if own[0] == wanted[0]:
                return attribute
        attribute = attribute.next
    return NULL


cdef object _value(tree.xmlAttr* attribute):
    """The attribute's value as lxml reads it: its text children joined
    (the HTML parser gives one); None when it holds anything else."""
    cdef tree.xmlNode* child = attribute.children
    cdef bytes joined = b""
    while child != NULL:
        if child.type != tree.XML_TEXT_NODE:
            return None
        if child.content != NULL:
            joined += <bytes>(<const char*>child.content)
        child = child.next
    return joined.decode("utf-8")


cdef long long _number(str value, str prefix) except -2:
    """The number after ``prefix`` when only ASCII digits follow it (at most
    :data:`MOST_DIGITS`); -1 otherwise."""
    cdef Py_ssize_t start = len(prefix), length = len(value), at
    cdef long long number = 0
    cdef Py_UCS4 c
    cdef unsigned int digit  # (arithmetic on a Py_UCS4 would make a str)
    if not value.startswith(prefix) or not 0 < length - start <= MOST_DIGITS:
        return -1
    for at in range(start, length):
        c = value[at]
        digit = c
        if digit < 48 or digit > 57:
            return -1
        number = number * 10 + (digit - 48)
    return number


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
    cdef tree.xmlNode* following
    cdef tree.xmlAttr* mark
    cdef bytes wanted = attribute.encode("utf-8")
    cdef const char* c_name = wanted
    cdef Py_ssize_t step = 0, every = EVERY, carrying = 0
    cdef long long number
    cdef dict owners = {}
    cdef object value, element, text
    while node != NULL:
        if step % every == 0:
            checkpoint()
        step += 1
        mark = _attribute(node, c_name)
        if mark != NULL:
            carrying += 1
            element = elementFactory(top._doc, node)
            value = _value(mark)
            if value is None:
                value = element.get(attribute)
            if (<const char*>node.name).decode("utf-8") in void:
                element = element.getparent()
            number = _number(value, prefix)
            if element is not None:
                if number >= 0:
                    owners[number] = element
                else:
                    text = value.removeprefix(prefix)
                    if text.isdigit():
                        owners[int(text)] = element
        following = element_from(node.children)
        if following != NULL:
            node = following
            continue
        while node != document:
            following = element_from(node.next)
            if following != NULL:
                break
            node = node.parent
        if node == document:
            break
        node = following
    return owners, carrying
