# cython: language_level=3
"""The interface of :mod:`.builder`: the lines of one walk as they are assembled."""


cdef class LineBuilder:
    cdef public object lines
    cdef public object keep
    cdef public list buffer
    cdef public list runs
    cdef public list open_blocks
    cdef public list marks
    cdef public list mark_kinds
    cdef public tuple mark_tuple
    cdef public Py_ssize_t items_open
    cdef list texts
    cdef list in_items
    cdef list shapes
    cdef object shape
    cdef object shows_text
    cdef dict formatting
    cdef Py_ssize_t deepest

    cpdef add_run(self, str text)
    cdef _keep_run(self, str text, tuple marks)
    cpdef bint pending(self) except -1
    cpdef flush(self)
    cpdef open_mark(self, object element, str tag)
    cpdef open_block(self, object element)
    cpdef close(self, object element)
