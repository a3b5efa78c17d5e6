# cython: language_level=3, boundscheck=False, wraparound=False
"""Table cells that hold nothing but numbers, found in one walk over libxml2's nodes.

A code block's line-number gutter is a cell of numbers beside the code
(:func:`scrapy_danag.engine.tree.gutters.gutter_cells`). Every cell of every
page was read for it through proxies (``itertext`` on each): a hundredth of an
extraction, a tenth of a page of table rows. Here each cell's text is read in
C, and a proxy is built only for a cell whose text is digits and white space
and holds as many numbers as a gutter must (two: a lone number may be a
step's). An empty cell, or one of a single figure, is never asked of Python:
tables of scores and prices are full of them.
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


cdef struct Reading:
    # What a cell's text has shown so far: room left for code points, the
    # numbers begun, and whether the last code point read was a digit.
    Py_ssize_t room
    Py_ssize_t numbers
    bint in_number


cdef bint _numbers_only(const unsigned char* text, Reading* reading) noexcept nogil:
    """Read the NUL-ended UTF-8 ``text`` into ``reading``; False when a code
    point is neither a digit nor white space, or there is no room for it."""
    cdef unsigned int point
    while text[0]:
        point = next_point(&text)  # beyond the basic plane: neither
        reading.room -= 1
        if reading.room < 0 or not _number_or_space(point):
            return False
        if 48 <= point <= 57:
            if not reading.in_number:
                reading.numbers += 1
                reading.in_number = True
        else:
            reading.in_number = False
    return True


cdef Py_ssize_t _numbers_held(tree.xmlNode* cell, Py_ssize_t most) noexcept nogil:
    """How many numbers the text under ``cell`` (what ``itertext`` gives: text
    and CDATA, not comments) holds, read as ``" ".join(itertext()).split()``
    reads it (a number ends where its text node does); -1 when that text is
    not digits and white space alone, or longer than ``most`` code points."""
    cdef tree.xmlNode* node = cell.children
    cdef Reading reading
    reading.room = most
    reading.numbers = 0
    while node != NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.content != NULL:
                reading.in_number = False
                if not _numbers_only(<const unsigned char*>node.content, &reading):
                    return -1
        node = next_node(node, cell)
    return reading.numbers


cpdef list number_cells(object root, Py_ssize_t most, Py_ssize_t least=0):
    """The ``<td>`` and ``<th>`` elements at or below ``root``, in document
    order, whose text is nothing but ASCII digits and white space, at most
    ``most`` code points of it, holding at least ``least`` numbers."""
    cdef _Element top = <_Element?>root
    cdef tree.xmlNode* node = top._c_node
    cdef Py_ssize_t step = 0, every = EVERY
    cdef list found = []
    while node != NULL:
        if step % every == 0:
            checkpoint()
        step += 1
        if (named(node, "td") or named(node, "th")) and _numbers_held(node, most) >= least:
            found.append(elementFactory(top._doc, node))
        node = next_element(node, top._c_node)
    return found
