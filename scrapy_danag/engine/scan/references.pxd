# cython: language_level=3
"""The interface of :mod:`.references`: character references decoded."""

from .page cimport Page


cdef class References:
    cdef dict names

    cpdef str unescaped(self, str text)
    cdef Py_ssize_t _number(
        self, const Page* page, str text, Py_ssize_t at, list parts, Py_ssize_t copied
    ) except -2
    cdef Py_ssize_t _named(
        self, const Page* page, str text, Py_ssize_t at, list parts, Py_ssize_t copied
    ) except -2
