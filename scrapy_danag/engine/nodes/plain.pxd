# cython: language_level=3
"""The interface of :mod:`.plain`: blocks a walk keeps without asking its rules."""

from lxml.includes.etreepublic cimport _Element

from .sizes cimport ElementSizes


cdef class Plain:
    cdef bint plain(self, _Element element, object tag) except -1


cdef class PlainBlocks(Plain):
    cdef ElementSizes total
    cdef ElementSizes linked
    cdef double link_density
    cdef object tags  # OpeningTags, or None when elements carry their attributes
    cdef frozenset asked
    cdef str caption  # the word of a class or id naming a caption
    cdef object furniture  # the walk's furniture test of class and id, or None

    cdef bint _named_plainly(self, _Element element) except -1


cdef class PlainRecords(Plain):
    cdef frozenset asked
    cdef tuple setting_off  # the words without which attributes set nothing off
    cdef object furniture  # the walk's furniture test of class and id
