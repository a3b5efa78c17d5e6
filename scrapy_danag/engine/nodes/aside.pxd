# cython: language_level=3
"""The interface of :mod:`.aside`: which elements stand in page furniture."""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element


cdef class SetAside:
    cdef dict kept
    cdef set revealed
    cdef object tags
    cdef list anywhere
    cdef list outside_sections
    cdef list sectioning
    cdef tuple setting_off

    cpdef bint set_aside(self, _Element element, object set_off, object reveals)
    cpdef dict outside(self, object weights, object owners, object set_off, object reveals)
    cpdef tuple weighed_aside(self, object weights, object owners, object set_off, object reveals)
    cdef bint _by_tag(self, tree.xmlNode* node)
    cdef bint _set_off(self, _Element element, object set_off)
