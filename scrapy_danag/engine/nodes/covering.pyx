# cython: language_level=3, boundscheck=False, wraparound=False
"""The deepest element holding most of some lines' text, found in C.

The tree steps ask, of the lines a region holds, which element covers them
(:func:`scrapy_danag.engine.tree.covering.covering_element`): each line adds
its weight to the element it stands in and to every ancestor, and the
deepest element holding at least ``cover`` of the weight wins. Python merged
the weights one level at a time through proxies (``getparent`` for each
element at each level): a tenth of a page of table rows, a hundredth of a
real one. Here the same merge runs over libxml2's nodes, with the weights in
a hash keyed by node.

Only for ``cover`` above one half: then the elements holding that share lie
on one chain from the root, and the deepest is one element whatever the
order they are read in. At or below one half, two branches may each hold it,
and the caller's Python rule chooses.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from ..budget import checkpoint

import_lxml__etree()


cdef class _NodeWeights:
    """Weights by node, in the order the nodes were first added: an open
    address hash over growing arrays."""

    cdef tree.xmlNode** nodes
    cdef long long* weights
    cdef Py_ssize_t count
    cdef Py_ssize_t room
    cdef Py_ssize_t* slots  # place + 1 of the node hashed there; 0: empty
    cdef Py_ssize_t mask

    def __cinit__(self):
        self.nodes = NULL
        self.weights = NULL
        self.slots = NULL
        self.count = 0
        self.room = 0
        self.mask = -1

    def __dealloc__(self):
        PyMem_Free(self.nodes)
        PyMem_Free(self.weights)
        PyMem_Free(self.slots)

    cdef int _grow(self) except -1:
        cdef Py_ssize_t room = 16 if self.room == 0 else 2 * self.room
        cdef Py_ssize_t size = 2 * room, k, slot
        cdef tree.xmlNode** nodes = <tree.xmlNode**>PyMem_Malloc(room * sizeof(tree.xmlNode*))
        cdef long long* weights = <long long*>PyMem_Malloc(room * sizeof(long long))
        cdef Py_ssize_t* slots = <Py_ssize_t*>PyMem_Malloc(size * sizeof(Py_ssize_t))
        if nodes == NULL or weights == NULL or slots == NULL:
            PyMem_Free(nodes)
            PyMem_Free(weights)
            PyMem_Free(slots)
            raise MemoryError()
        for k in range(self.count):
            nodes[k] = self.nodes[k]
            weights[k] = self.weights[k]
        for k in range(size):
            slots[k] = 0
        PyMem_Free(self.nodes)
        PyMem_Free(self.weights)
        PyMem_Free(self.slots)
        self.nodes, self.weights, self.slots = nodes, weights, slots
        self.room, self.mask = room, size - 1
        for k in range(self.count):
            slot = self._slot(nodes[k])
            slots[slot] = k + 1
        return 0

    cdef Py_ssize_t _slot(self, tree.xmlNode* node) noexcept:
        """The slot of ``node``, or the empty slot where it would go."""
        cdef size_t key = <size_t>node
        cdef Py_ssize_t slot = <Py_ssize_t>((key >> 4) ^ (key >> 13)) & self.mask
        while self.slots[slot] != 0 and self.nodes[self.slots[slot] - 1] != node:
            slot = (slot + 1) & self.mask
        return slot

    cdef int add(self, tree.xmlNode* node, long long weight) except -1:
        cdef Py_ssize_t slot
        if self.count == self.room:
            self._grow()
        slot = self._slot(node)
        if self.slots[slot] != 0:
            self.weights[self.slots[slot] - 1] += weight
            return 0
        self.nodes[self.count] = node
        self.weights[self.count] = weight
        self.count += 1
        self.slots[slot] = self.count
        return 0

    cdef bint holds(self, tree.xmlNode* node) noexcept:
        if self.count == 0:
            return False
        return self.slots[self._slot(node)] != 0


cdef inline tree.xmlNode* _parent(tree.xmlNode* node) noexcept:
    """The element ``getparent`` gives: none above the root element."""
    cdef tree.xmlNode* parent = node.parent
    if parent == NULL or parent.type != tree.XML_ELEMENT_NODE:
        return NULL
    return parent


cpdef object covering_element(dict owners, dict weights, double cover):
    """The deepest element holding at least ``cover`` (above one half) of the
    weight of the lines ``weights`` weighs, each line standing in the element
    ``owners`` gives for its number; None when no line of weight is placed."""
    cdef _NodeWeights level = _NodeWeights(), held = _NodeWeights(), above
    cdef _NodeWeights parents
    cdef _Element owner, anchor = None
    cdef long long total = 0, weight
    cdef Py_ssize_t k
    cdef tree.xmlNode* parent
    cdef double need
    if not 0.5 < cover:
        raise ValueError(f"covering needs a share above one half, got {cover}")
    for number, value in weights.items():
        found = owners.get(number)
        weight = value
        if found is None or weight <= 0:
            continue
        owner = <_Element?>found
        anchor = owner
        total += weight
        level.add(owner._c_node, weight)
    # Up one level at a time, siblings' weights merged on their parent.
    while level.count:
        checkpoint()
        parents = _NodeWeights()
        for k in range(level.count):
            held.add(level.nodes[k], level.weights[k])
            parent = _parent(level.nodes[k])
            if parent != NULL:
                parents.add(parent, level.weights[k])
        level = parents
    if total == 0:
        return None
    need = cover * <double>total
    # The chain's lowest link: a covering element no covering element's parent.
    above = _NodeWeights()
    for k in range(held.count):
        if <double>held.weights[k] >= need:
            parent = _parent(held.nodes[k])
            if parent != NULL:
                above.add(parent, 0)
    for k in range(held.count):
        if <double>held.weights[k] >= need and not above.holds(held.nodes[k]):
            return elementFactory(anchor._doc, held.nodes[k])
    return None
