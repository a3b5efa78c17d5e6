# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""Characters of text under each element, and of those inside links, in one walk.

The article walk asks of every block how much text it holds and how much of
that is links; the records step weighs groups of siblings by the same counts.
The walk goes over libxml2's nodes in document order with a stack of open
elements, and finishes each element after its children: its count is its own
text, its children's counts and their tails, whitespace counted as it stands
(what ``len(element.text)`` and ``len(child.tail)`` add up to). A link's linked
count is its whole count; any other element's, the sum of its children's.
No proxy and no string is built; the tables are keyed by node, and read with
the elements the Python side holds.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc, PyMem_Realloc
from libc.stdint cimport uint64_t, uintptr_t
from libc.string cimport memset
from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, _isElement, elementFactory, import_lxml__etree

from ..scan.spaces cimport LAST_SPACE, fill_spaces
from .text cimport named, run_length

from ..budget import EVERY, checkpoint

import_lxml__etree()

#: Room the stack and the tables start with; each doubles when full.
cdef enum: _FIRST_ROOM = 64
cdef uint64_t _SPREAD = 11400714819323198485ULL  # 2**64 / the golden ratio

#: Python's own white space, read from ``str.isspace`` (what ``str.split()`` splits on).
cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)


cdef inline Py_ssize_t _slot(tree.xmlNode* node, Py_ssize_t mask) noexcept nogil:
    return <Py_ssize_t>((((<uint64_t><uintptr_t>node) >> 4) * _SPREAD) >> 32) & mask


cdef void* _grown(void* block, Py_ssize_t items, size_t item_size) except NULL:
    cdef void* grown = PyMem_Realloc(block, items * item_size)
    if grown == NULL:
        raise MemoryError()
    return grown


cdef class NodeTable:
    def __dealloc__(self):
        PyMem_Free(self.nodes)
        PyMem_Free(self.slots)

    cdef Py_ssize_t place(self, tree.xmlNode* node) noexcept:
        """The node's place in the table; -1 when the walk did not meet it."""
        cdef Py_ssize_t slot
        if self.slots == NULL:
            return -1
        slot = _slot(node, self.mask)
        cdef Py_ssize_t held
        while True:
            held = self.slots[slot]
            if held == 0:
                return -1
            if self.nodes[held - 1] == node:
                return held - 1
            slot = (slot + 1) & self.mask

    cdef Py_ssize_t added(self, tree.xmlNode* node) except -1:
        """The node's place, the node put at the end when the table does not
        hold it yet: a table built one node at a time (the covering element's
        weights, :mod:`.covering`), growing by doubling as :func:`_keep`'s."""
        cdef Py_ssize_t place = self.place(node), slot
        if place >= 0:
            return place
        place = self.count
        if place == 0 or (place >= _FIRST_ROOM and (place & (place - 1)) == 0):
            self.nodes = <tree.xmlNode**>_grown(
                self.nodes, _FIRST_ROOM if place == 0 else 2 * place, sizeof(tree.xmlNode*)
            )
        self.nodes[place] = node
        self.count = place + 1
        if self.slots == NULL or 2 * self.count > self.mask + 1:
            self._index()  # at most half full, hashed again
        else:
            slot = _slot(node, self.mask)
            while self.slots[slot] != 0:
                slot = (slot + 1) & self.mask
            self.slots[slot] = place + 1
        return place

    cdef int _index(self) except -1:
        """Hash every node (a table at most half full)."""
        cdef Py_ssize_t size = 8
        cdef Py_ssize_t place, slot
        while size < 2 * self.count:
            size *= 2
        PyMem_Free(self.slots)
        self.slots = <Py_ssize_t*>PyMem_Malloc(size * sizeof(Py_ssize_t))
        if self.slots == NULL:
            raise MemoryError()
        memset(self.slots, 0, size * sizeof(Py_ssize_t))
        self.mask = size - 1
        for place in range(self.count):
            slot = _slot(self.nodes[place], self.mask)
            while self.slots[slot] != 0:
                slot = (slot + 1) & self.mask
            self.slots[slot] = place + 1
        return 0


cdef class ElementSizes:
    def __dealloc__(self):
        PyMem_Free(self.counts)

    cdef Py_ssize_t _place(self, element) noexcept:
        if not isinstance(element, _Element):
            return -1
        return self.table.place((<_Element>element)._c_node)

    def get(self, element, default=None):
        cdef Py_ssize_t place = self._place(element)
        return default if place < 0 else self.counts[place]

    def __getitem__(self, element):
        cdef Py_ssize_t place = self._place(element)
        if place < 0:
            raise KeyError(element)
        return self.counts[place]

    def __contains__(self, element):
        return self._place(element) >= 0

    def __len__(self):
        return self.table.count

    def __iter__(self):
        """The elements, children before their parents (the walk's order)."""
        cdef _Element root = self.table.root
        cdef Py_ssize_t place
        for place in range(self.table.count):
            yield elementFactory(root._doc, self.table.nodes[place])

    def keys(self):
        return list(self)

    def values(self):
        return [self.counts[place] for place in range(self.table.count)]

    def items(self):
        return list(zip(self, self.values()))


def text_sizes(_Element root not None):
    """``(total, linked)``: for ``root`` and every element below it, the
    characters of text it holds, and of those the ones inside ``<a>`` elements."""
    return _sizes(root, NULL)


def visible_text_sizes(_Element root not None):
    """:func:`text_sizes` without white space: characters a reader sees, where
    an indented page's spaces and line breaks would outweigh its text."""
    return _sizes(root, _SPACES)


cdef tuple _sizes(_Element root, const unsigned char* spaces):
    cdef NodeTable table = NodeTable()
    cdef ElementSizes total = ElementSizes()
    cdef ElementSizes linked = ElementSizes()
    cdef Py_ssize_t capacity = _FIRST_ROOM
    cdef Py_ssize_t depth = 0, steps = 0, size, in_links
    cdef Py_ssize_t* sizes = NULL  # per open element: text so far, linked so far
    cdef Py_ssize_t* links = NULL
    cdef tree.xmlNode** opened = NULL
    cdef tree.xmlNode* node
    cdef tree.xmlNode* child
    cdef Py_ssize_t every = EVERY
    table.root = root
    total.table = linked.table = table
    try:
        sizes = <Py_ssize_t*>_grown(NULL, capacity, sizeof(Py_ssize_t))
        links = <Py_ssize_t*>_grown(NULL, capacity, sizeof(Py_ssize_t))
        opened = <tree.xmlNode**>_grown(NULL, capacity, sizeof(tree.xmlNode*))
        table.nodes = <tree.xmlNode**>_grown(NULL, _FIRST_ROOM, sizeof(tree.xmlNode*))
        total.counts = <Py_ssize_t*>_grown(NULL, _FIRST_ROOM, sizeof(Py_ssize_t))
        linked.counts = <Py_ssize_t*>_grown(NULL, _FIRST_ROOM, sizeof(Py_ssize_t))
        node = root._c_node
        opened[0] = node
        sizes[0] = run_length(node.children, spaces)
        links[0] = 0
        child = node.children
        while True:
            while child != NULL and not _isElement(child):
                child = child.next
            if child != NULL:
                if child.type != tree.XML_ELEMENT_NODE:  # a comment's tail is its parent's text
                    sizes[depth] += run_length(child.next, spaces)
                    child = child.next
                    continue
                depth += 1
                if depth == capacity:
                    capacity *= 2
                    sizes = <Py_ssize_t*>_grown(sizes, capacity, sizeof(Py_ssize_t))
                    links = <Py_ssize_t*>_grown(links, capacity, sizeof(Py_ssize_t))
                    opened = <tree.xmlNode**>_grown(opened, capacity, sizeof(tree.xmlNode*))
                opened[depth] = child
                sizes[depth] = run_length(child.children, spaces)
                links[depth] = 0
                child = child.children
                continue
            # Every child of the innermost open element is counted: finish it.
            node = opened[depth]
            size = sizes[depth]
            in_links = size if named(node, "a") else links[depth]
            _keep(table, total, linked, node, size, in_links)
            steps += 1
            if steps % every == 0:
                checkpoint()
            if depth == 0:
                break
            depth -= 1
            sizes[depth] += size + run_length(node.next, spaces)
            links[depth] += in_links
            child = node.next
        table._index()
    finally:
        PyMem_Free(sizes)
        PyMem_Free(links)
        PyMem_Free(opened)
    return total, linked


cdef int _keep(
    NodeTable table,
    ElementSizes total,
    ElementSizes linked,
    tree.xmlNode* node,
    Py_ssize_t size,
    Py_ssize_t in_links,
) except -1:
    """Add a finished element to the tables, growing them by doubling."""
    cdef Py_ssize_t place = table.count
    cdef Py_ssize_t room
    if place >= _FIRST_ROOM and (place & (place - 1)) == 0:  # full: a power of two
        room = 2 * place
        table.nodes = <tree.xmlNode**>_grown(table.nodes, room, sizeof(tree.xmlNode*))
        total.counts = <Py_ssize_t*>_grown(total.counts, room, sizeof(Py_ssize_t))
        linked.counts = <Py_ssize_t*>_grown(linked.counts, room, sizeof(Py_ssize_t))
    table.nodes[place] = node
    total.counts[place] = size
    linked.counts[place] = in_links
    table.count = place + 1
    return 0
