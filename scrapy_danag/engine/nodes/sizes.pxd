# cython: language_level=3
"""The interface of :mod:`.sizes`: a table of counts keyed by libxml2 nodes."""

from lxml.includes cimport tree


cdef class NodeTable:
    """The elements a walk met, in the order it finished them, and an open
    address hash from each node to its place."""

    cdef object root  # keeps the document, and so every node, alive
    cdef tree.xmlNode** nodes
    cdef Py_ssize_t count
    cdef Py_ssize_t* slots  # place + 1 of the node hashed there; 0: empty
    cdef Py_ssize_t mask

    cdef Py_ssize_t place(self, tree.xmlNode* node) noexcept
    cdef Py_ssize_t added(self, tree.xmlNode* node) except -1
    cdef int _index(self) except -1


cdef class ElementSizes:
    """A count for each element of a :class:`NodeTable`, read as a mapping."""

    cdef NodeTable table
    cdef Py_ssize_t* counts

    cdef Py_ssize_t _place(self, element) noexcept
