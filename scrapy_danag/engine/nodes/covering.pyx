# cython: language_level=3, boundscheck=False, wraparound=False
"""The deepest element holding most of some lines' text, found in C.

The tree steps ask, of the lines a region holds, which element covers them
(:func:`scrapy_danag.engine.tree.covering.covering_element`): each line adds
its weight to the element it stands in and to every ancestor, and the
deepest element holding at least ``cover`` of the weight wins. Python merged
the weights one level at a time through proxies (``getparent`` for each
element at each level): a tenth of a page of table rows, a hundredth of a
real one. Here the same merge runs over libxml2's nodes, with the weights in
a hash keyed by node (:class:`.sizes.NodeTable`).

Only for ``cover`` above one half: then the elements holding that share lie
on one chain from the root, and the deepest is one element whatever the
order they are read in. At or below one half, two branches may each hold it,
and the caller's Python rule chooses.
"""

from cpython.mem cimport PyMem_Free, PyMem_Realloc
from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .sizes cimport NodeTable

from ..budget import checkpoint

import_lxml__etree()


cdef class _NodeWeights:
    """Weights by node, in the order the nodes were first added: a
    :class:`.sizes.NodeTable` built one node at a time, and a weight for
    each of its places."""

    cdef NodeTable table
    cdef long long* weights
    cdef Py_ssize_t room

    def __cinit__(self):
        self.table = NodeTable()
        self.weights = NULL
        self.room = 0

    def __dealloc__(self):
        PyMem_Free(self.weights)

    cdef int add(self, tree.xmlNode* node, long long weight) except -1:
        cdef Py_ssize_t known = self.table.count
        cdef Py_ssize_t place = self.table.added(node)
        cdef long long* grown
        if place < known:
            self.weights[place] += weight
            return 0
        if place == self.room:
            self.room = 16 if self.room == 0 else 2 * self.room
            grown = <long long*>PyMem_Realloc(self.weights, self.room * sizeof(long long))
            if grown == NULL:
                raise MemoryError()
            self.weights = grown
        self.weights[place] = weight
        return 0


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
    while level.table.count:
        checkpoint()
        parents = _NodeWeights()
        for k in range(level.table.count):
            held.add(level.table.nodes[k], level.weights[k])
            parent = _parent(level.table.nodes[k])
            if parent != NULL:
                parents.add(parent, level.weights[k])
        level = parents
    if total == 0:
        return None
    need = cover * <double>total
    # The chain's lowest link: a covering element no covering element's parent.
    above = _NodeWeights()
    for k in range(held.table.count):
        if <double>held.weights[k] >= need:
            parent = _parent(held.table.nodes[k])
            if parent != NULL:
                above.add(parent, 0)
    for k in range(held.table.count):
        if <double>held.weights[k] >= need and above.table.place(held.table.nodes[k]) < 0:
            return elementFactory(anchor._doc, held.table.nodes[k])
    return None
