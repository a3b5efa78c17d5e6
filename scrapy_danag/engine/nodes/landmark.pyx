# cython: language_level=3, boundscheck=False, wraparound=False
"""The page's declared main content, found in one walk over libxml2's nodes.

A service page, a listing or a collection is read from its ``<main>`` (or
the element with ARIA's ``main`` role) when it declares one
(:mod:`scrapy_danag.engine.kinds.landmark`). The XPath that found it,
``(//main | //*[@role = 'main'])[1]``, evaluated both paths over the whole
document and sorted their union, half a millisecond a page; here the walk
stops at the first element either names.
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .text cimport attribute_named, element_from, named, next_element

from ..budget import EVERY, checkpoint

import_lxml__etree()


cdef bint _role_is_main(_Element top, tree.xmlNode* node) except -1:
    """Whether the element's ``role`` attribute is the text ``main``, whole."""
    cdef tree.xmlAttr* role = attribute_named(node, "role")
    cdef tree.xmlNode* value
    cdef const unsigned char* text
    if role == NULL:
        return False
    value = role.children
    if value != NULL and value.next == NULL and value.type == tree.XML_TEXT_NODE:
        text = <const unsigned char*>value.content
        return (
            text != NULL and text[0] == 109 and text[1] == 97 and text[2] == 105
            and text[3] == 110 and text[4] == 0  # "main", then the end
        )
    # A value in pieces: read as lxml reads it.
    return elementFactory(top._doc, node).get("role") == "main"


cpdef object declared_main(object root):
    """The first element of ``root``'s document, in document order (elements
    beside the root element too), named ``main`` or whose ``role`` is
    ``main``: what ``(//main | //*[@role = 'main'])[1]`` gives; None when
    there is none."""
    cdef _Element top = <_Element?>root
    cdef tree.xmlNode* document = <tree.xmlNode*>top._c_node.doc
    cdef tree.xmlNode* node = element_from(document.children)
    cdef Py_ssize_t step = 0, every = EVERY
    while node != NULL:
        if step % every == 0:
            checkpoint()
        step += 1
        if named(node, "main") or _role_is_main(top, node):
            return elementFactory(top._doc, node)
        node = next_element(node, document)
    return None
