# cython: language_level=3
"""White space as Python's ``str.split()`` reads it, for compiled scans.

A table of the code points up to :data:`LAST_SPACE` that ``str.isspace``
names, filled from Python itself, so that a count in C splits where the
Python it replaces split.
"""

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
