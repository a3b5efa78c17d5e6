# cython: language_level=3, boundscheck=False, wraparound=False
"""Elements of one name whose text is short, with that text, over libxml2's nodes.

A thread of comments is told by posts that each end with the same short
link ("Reply", "Report this comment"): every link of an article is read for
its text, runs of white space as one space (XPath's ``normalize-space()``),
and only the short ones are kept (:mod:`scrapy_danag.engine.tree.comments`).
Asked through XPath, each link cost an evaluation and a string, a hundredth of
an extraction; here the links are found and their text read in C, a link's
reading stops once it is too long, and a proxy and a string are built only for
the short ones.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .text cimport named, next_element

from ..budget import EVERY, checkpoint

import_lxml__etree()


cdef inline bint _blank(unsigned char c) noexcept nogil:
    """White space as XPath's ``normalize-space()`` reads it (XML's four)."""
    return c == 0x20 or c == 0x09 or c == 0x0A or c == 0x0D


cdef Py_ssize_t _normalised(
    tree.xmlNode* element, Py_ssize_t longest, unsigned char* out
) noexcept nogil:
    """``normalize-space()`` of ``element``'s text into ``out`` (UTF-8); its
    length in bytes, or -1 once it holds more than ``longest`` code points."""
    cdef tree.xmlNode* node = element.children
    cdef const unsigned char* text
    cdef Py_ssize_t written = 0, points = 0
    cdef bint gap = False
    while node != NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            text = <const unsigned char*>node.content
            while text != NULL and text[0]:
                if _blank(text[0]):
                    gap = points > 0
                elif (text[0] & 0xC0) == 0x80:  # the rest of a code point
                    out[written] = text[0]
                    written += 1
                else:
                    points += 1 + gap
                    if points > longest:
                        return -1
                    if gap:
                        out[written] = 0x20
                        written += 1
                        gap = False
                    out[written] = text[0]
                    written += 1
                text += 1
        if node.type == tree.XML_ELEMENT_NODE and node.children != NULL:
            node = node.children
            continue
        while node != element and node.next == NULL:
            node = node.parent
        if node == element:
            break
        node = node.next
    return written


cpdef list short_texts(object root, str name, Py_ssize_t longest):
    """``(element, text)`` for each element named ``name`` (no namespace) in
    ``root``, itself included, in document order, whose text with runs of
    white space as one space, trimmed, holds 1 to ``longest`` characters."""
    cdef _Element top = <_Element?>root
    cdef tree.xmlNode* node = top._c_node
    cdef bytes wanted = name.encode("utf-8")
    cdef const char* c_name = wanted
    cdef Py_ssize_t step = 0, every = EVERY, size
    cdef list found = []
    cdef unsigned char* out
    if longest < 1:
        return found
    out = <unsigned char*>PyMem_Malloc(4 * longest + 1)
    if out == NULL:
        raise MemoryError()
    try:
        while node != NULL:
            if step % every == 0:
                checkpoint()
            step += 1
            if named(node, c_name):
                size = _normalised(node, longest, out)
                if size > 0:
                    found.append(
                        (elementFactory(top._doc, node), (<char*>out)[:size].decode("utf-8"))
                    )
            node = next_element(node, top._c_node)
    finally:
        PyMem_Free(out)
    return found
