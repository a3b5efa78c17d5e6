# cython: language_level=3
"""The interface of :mod:`.openings`: what a block's own opening tag says."""

from lxml.includes.etreepublic cimport _Element

from ..scan.page cimport Page


cdef class OpeningTags:
    cdef list source
    cdef dict known
    cdef object names_pattern
    cdef tuple setting_off
    cdef unsigned char first_letters[128]  # 1 where a word of setting_off starts

    cpdef object attributes(self, _Element element)
    cdef object _read(self, _Element element)
    cdef bint _named(
        self, _Element element, const Page* page, str line, Py_ssize_t end, bint ascii
    )
    cpdef bint may_set_off(self, _Element element)
    cpdef object names(self, _Element element)
