# cython: language_level=3
"""White space as Python's ``str.split()`` reads it, for compiled scans.

A table of the code points up to :data:`LAST_SPACE` that ``str.isspace``
names, filled from Python itself, so that a count in C splits where the
Python it replaces split.
"""

from cpython.unicode cimport PyUnicode_READ

cdef extern from "Python.h":
    void PyUnicode_WRITE(int kind, void* data, Py_ssize_t index, Py_UCS4 value)


#: The highest code point Python counts as white space (U+3000).
cdef enum:
    LAST_SPACE = 0x3000


cdef inline void fill_spaces(unsigned char* table):
    """Set ``table[c]`` (``LAST_SPACE + 1`` entries) to whether ``chr(c)`` is white space."""
    cdef unsigned int point
    for point in range(LAST_SPACE + 1):
        table[point] = chr(point).isspace()


cdef inline bint is_space(Py_UCS4 point, const unsigned char* table) noexcept nogil:
    return point <= LAST_SPACE and table[point] != 0


cdef inline Py_ssize_t collapse_into(
    int kind, const void* data, Py_ssize_t length,
    int out_kind, void* out, const unsigned char* table,
) noexcept:
    """``" ".join(text.split())`` of the text of width ``kind`` at ``data``
    (``length`` code points), written into ``out``, of width ``out_kind`` and
    room for ``length``; how many code points it wrote. The block lines' first
    pass and :mod:`.collapsed` alike."""
    cdef Py_ssize_t at, written = 0
    cdef bint gap = False
    cdef Py_UCS4 c
    for at in range(length):
        c = PyUnicode_READ(kind, data, at)
        if is_space(c, table):
            gap = True
            continue
        if gap and written:
            PyUnicode_WRITE(out_kind, out, written, 32)
            written += 1
        gap = False
        PyUnicode_WRITE(out_kind, out, written, c)
        written += 1
    return written
