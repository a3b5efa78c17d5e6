# cython: language_level=3
"""The interface of :mod:`.outward`: which blocks hold a link out of the page."""

from lxml.includes cimport tree

from .sizes cimport NodeTable


cdef class OutwardLinks:
    """Which elements hold an ``<a>`` leading out of the page; each answer
    kept for what it also settles."""

    cdef object tags  # the tree's tag view: its in-page links, or each link's
    cdef NodeTable out  # elements holding an outward link
    cdef NodeTable within  # elements holding none
    cdef object in_page  # the view's links to a place in the page (None: ask each)
    cdef bint read  # the in-page links were asked for

    cpdef bint leads_out(self, object element) except -1
    cdef bint _in_page(self, object top, tree.xmlNode* link) except -1
