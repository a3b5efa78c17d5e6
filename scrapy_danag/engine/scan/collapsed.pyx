# cython: language_level=3, boundscheck=False, wraparound=False
"""A text with its white space collapsed, in one pass.

``" ".join(text.split())`` -- every run of white space one space, none at
either end -- is how a line of text is finished, once for every line of every
walk. Python builds a string for each word on the way (a paragraph of 300
words, 300 of them) and joins them again; here the characters are copied once
into a buffer of the text's own width, and a text already collapsed is given
back as it is.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ

from .spaces cimport LAST_SPACE, collapse_into, fill_spaces, is_space

cdef extern from "Python.h":
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)


cpdef str collapsed(str text):
    """``" ".join(text.split())``."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t length = PyUnicode_GET_LENGTH(text)
    cdef Py_ssize_t at, written = 0
    cdef bint gap = False, changed = False
    cdef Py_UCS4 c
    cdef void* out
    # First, whether anything changes: most lines are collapsed already.
    for at in range(length):
        c = PyUnicode_READ(kind, data, at)
        if is_space(c, _SPACES):
            if gap or c != 32 or at == 0 or at == length - 1:
                changed = True
                break
            gap = True
        else:
            gap = False
    if not changed:
        return text
    out = PyMem_Malloc(length * kind + 1)
    if out == NULL:
        raise MemoryError()
    try:
        written = collapse_into(kind, data, length, kind, out, _SPACES)
        return PyUnicode_FromKindAndData(kind, out, written)
    finally:
        PyMem_Free(out)
