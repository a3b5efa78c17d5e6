# cython: language_level=3, boundscheck=False, wraparound=False
"""The elements whose own text may tell a time of day, found in one walk.

Comment software signs each post with the time it was written ("January 07
2008 at 03:06 PM"): :mod:`..tree.comments` looks for threads by those stamps.
Reading every text of an article in Python to find them cost a twentieth of
an extraction; most articles hold none. This walk reads libxml2's text nodes
in place and hands back only the elements holding a text with a colon
between digits (either side may be a digit of any script: a byte of a
multi-byte character counts as one), for the caller to read with its pattern.
A superset of what the pattern finds within one text node, never less.
"""

from libc.string cimport strchr
from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .text cimport next_node

from ..budget import EVERY, checkpoint

import_lxml__etree()

cdef enum:
    COLON = 58
    ZERO = 48
    NINE = 57


cdef inline bint _digit_before(unsigned char byte) noexcept nogil:
    """An ASCII digit, or the last byte of a multi-byte character."""
    return ZERO <= byte <= NINE or (byte & 0xC0) == 0x80


cdef inline bint _digit_after(unsigned char byte) noexcept nogil:
    """An ASCII digit, or the first byte of a multi-byte character."""
    return ZERO <= byte <= NINE or byte >= 0xC0


cdef bint _may_tell_time(const unsigned char* text) noexcept nogil:
    """Whether the NUL-ended UTF-8 ``text`` holds a colon between digits."""
    cdef const unsigned char* colon
    if text == NULL:
        return False
    colon = <const unsigned char*>strchr(<const char*>text, COLON)
    while colon != NULL:
        if colon != text and _digit_before(colon[-1]) and _digit_after(colon[1]):
            return True
        colon = <const unsigned char*>strchr(<const char*>colon + 1, COLON)
    return False


cpdef list clock_holders(_Element root):
    """The elements below ``root`` (and ``root``) whose ``.text`` or a child's
    ``.tail`` may tell a time of day, in document order, each once."""
    cdef tree.xmlNode* top = root._c_node
    cdef tree.xmlNode* node = top.children
    cdef tree.xmlNode* last = NULL
    cdef Py_ssize_t steps = 0, every = EVERY
    cdef list found = []
    cdef set seen = set()
    while node != NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.parent != last and _may_tell_time(<const unsigned char*>node.content):
                last = node.parent
                holder = elementFactory(root._doc, last)
                if holder not in seen:
                    seen.add(holder)
                    found.append(holder)
        steps += 1
        if steps % every == 0:
            checkpoint()
        node = next_node(node, top)
    return found
