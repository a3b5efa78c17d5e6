# cython: language_level=3
"""The interface of :mod:`.tokens`: the terms of a text as TitleFinder reads them."""

from .page cimport Page

cdef enum:
    #: Ranges of unspaced scripts, and characters to delete, at the most.
    MOST_RULES = 32


cdef class Tokenizer:
    cdef Py_UCS4 low[MOST_RULES]
    cdef Py_UCS4 high[MOST_RULES]
    cdef Py_ssize_t ranges
    cdef Py_UCS4 deleted[MOST_RULES]
    cdef Py_ssize_t deletions

    cdef bint _unspaced(self, Py_UCS4 c) noexcept
    cdef bint _deleted(self, Py_UCS4 c) noexcept
    cdef bint _in_run(self, Py_UCS4 c) noexcept
    cpdef list tokens(self, str text)
    cpdef list tf_cosines(self, list query, list texts)
    cdef int _cut(self, str text, list found, dict counts) except -1
    cdef Py_ssize_t _run_end(self, const Page* page, Py_ssize_t at) noexcept
    cdef object _joined(self, const Page* page, Py_ssize_t start, Py_ssize_t end)
