# cython: language_level=3, boundscheck=False, wraparound=False
"""Table cells that hold nothing but numbers, found in one walk over libxml2's nodes.

A code block's line-number gutter is a cell of numbers beside the code
(:func:`scrapy_danag.engine.tree.gutters.gutter_cells`). Every cell of every
page was read for it through proxies (``itertext`` on each): a hundredth of an
extraction, a tenth of a page of table rows. Here each cell's text is read in
C, and a proxy is built only for a cell whose text is digits and white space.
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from ..scan.spaces cimport LAST_SPACE, fill_spaces
from .text cimport named, next_element, next_node, next_point

from ..budget import EVERY, checkpoint

import_lxml__etree()

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)


cdef inline bint _number_or_space(unsigned int point) noexcept nogil:
    """An ASCII digit, or white space as Python's ``\\s`` reads it."""
    return 48 <= point <= 57 or (point <= LAST_SPACE and _SPACES[point] != 0)


cdef Py_ssize_t _numbers_only(const unsigned char* text, Py_ssize_t room) noexcept nogil:
    """How many code points the NUL-ended UTF-8 ``text`` holds when each is
    a digit or white space and they are at most ``room``; -1 otherwise."""
    cdef Py_ssize_t count = 0
    cdef unsigned int point
    while text[0]:
        point = next_point(&text)  # beyond the basic plane: neither
        count += 1
        if count > room or not _number_or_space(point):
            return -1
    return count


cdef bint _holds_numbers_only(tree.xmlNode* cell, Py_ssize_t most) noexcept nogil:
    """Whether the text under ``cell`` (what ``itertext`` gives: text and
    CDATA, not comments) is digits and white space, at most ``most`` code points."""
    cdef tree.xmlNode* node = cell.children
    cdef Py_ssize_t room = most, read
    while node != NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.content != NULL:
                read = _numbers_only(<const unsigned char*>node.content, room)
                if read < 0:
                    return False
                room -= read
        node = next_node(node, cell)
    return True


cpdef list number_cells(object root, Py_ssize_t most):
    """The ``<td>`` and ``<th>`` elements at or below ``root``, in document
    order, whose text is nothing but ASCII digits and white space, at most
    ``most`` code points of it."""
    cdef _Element top = <_Element?>root
    cdef tree.xmlNode* node = top._c_node
    cdef Py_ssize_t step = 0, every = EVERY
    cdef list found = []
    while node != NULL:
        if step % every == 0:
            checkpoint()
        step += 1
        if (named(node, "td") or named(node, "th")) and _holds_numbers_only(node, most):
            found.append(elementFactory(top._doc, node))
        node = next_element(node, top._c_node)
    return found
