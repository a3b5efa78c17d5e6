# cython: language_level=3, boundscheck=False, wraparound=False
"""A text without some characters, in one pass.

The headline's search deletes quotes, commas and colons from the body's text
before it seeks the title's terms in it (``don't`` and ``dont`` are one
term). A regular expression's ``sub`` did it at every comma of the page,
building a piece of string for each: a hundredth of an extraction. Here the
characters kept are copied into one buffer of the text's own width, and the
string is built once.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.string cimport memset
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ

cdef extern from "Python.h":
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)
    void PyUnicode_WRITE(int kind, void* data, Py_ssize_t index, Py_UCS4 value)


cpdef str without_characters(str text, str characters):
    """``text`` with every one of ``characters`` removed (``text`` itself
    when it holds none)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t length = PyUnicode_GET_LENGTH(text)
    cdef Py_ssize_t count = PyUnicode_GET_LENGTH(characters)
    cdef int wide_kind = PyUnicode_KIND(characters)
    cdef void* wide = PyUnicode_DATA(characters)
    cdef unsigned char narrow[256]  # which characters under 256 go
    cdef Py_UCS4 c, lowest = 0x10FFFF, highest = 0  # the range of those above
    cdef Py_ssize_t at, kept = 0, k
    cdef void* out
    cdef bint drop
    memset(narrow, 0, 256)
    for k in range(count):
        c = PyUnicode_READ(wide_kind, wide, k)
        if c < 256:
            narrow[c] = 1
        else:
            lowest = min(lowest, c)
            highest = max(highest, c)
    out = PyMem_Malloc(length * kind + 1)
    if out == NULL:
        raise MemoryError()
    try:
        for at in range(length):
            c = PyUnicode_READ(kind, data, at)
            if c < 256:
                drop = narrow[c]
            elif lowest <= c <= highest:
                drop = False
                for k in range(count):
                    if PyUnicode_READ(wide_kind, wide, k) == c:
                        drop = True
                        break
            else:
                drop = False
            if not drop:
                PyUnicode_WRITE(kind, out, kept, c)
                kept += 1
        if kept == length:
            return text
        return PyUnicode_FromKindAndData(kind, out, kept)
    finally:
        PyMem_Free(out)
