# cython: language_level=3
"""The interface of :mod:`.marks`: line numbers written into the page's opening tags."""

cdef Py_ssize_t tag_name_end(str line) noexcept
cpdef tuple marked_document(object lines, object numbers, str attribute, str prefix)
