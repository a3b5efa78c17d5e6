# cython: language_level=3, boundscheck=False, wraparound=False
"""Whether a text holds any character of some ranges of code points, in one
pass over its own storage.

Every text an extraction gives is asked, before it is made readable
(:mod:`scrapy_danag.engine.readable`), whether it holds a control character,
a C1 control or an icon font's private-use glyph. Python's regular
expressions answered with a character class tried at every character, three
times over each text: a seventieth of an extraction, for texts that nearly
never hold any. Here a table answers for the first 256 code points, and a
text stored one byte a character, which can hold nothing above them, is not
read at all for ranges that start above them.

The ranges are data, kept by the modules that name them
(:data:`scrapy_danag.engine.source.decode.CONTROLS`...): this pass knows no
character of its own.
"""

from libc.string cimport memset
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND

cdef extern from "Python.h":
    ctypedef unsigned char Py_UCS1
    ctypedef unsigned short Py_UCS2


cdef enum:
    MOST_RANGES = 8
    NARROW = 256
    LAST_POINT = 0x10FFFF


cdef struct Ranges:
    unsigned char narrow[NARROW]  # which code points under 256 are in a range
    unsigned int first[MOST_RANGES]  # the parts of the ranges from 256 on
    unsigned int last[MOST_RANGES]
    int wide  # how many such parts
    unsigned int lowest  # their lowest code point
    bint any_narrow  # whether any code point under 256 is in a range


cdef int _read_ranges(tuple ranges, Ranges* into) except -1:
    cdef unsigned int first, last, point
    cdef object pair
    if len(ranges) > MOST_RANGES:
        raise ValueError(f"at most {MOST_RANGES} ranges, got {len(ranges)}")
    memset(into.narrow, 0, NARROW)
    into.any_narrow = False
    into.wide = 0
    into.lowest = LAST_POINT + 1
    for pair in ranges:
        first, last = pair
        if not first <= last <= LAST_POINT:
            raise ValueError(f"not a range of code points: {pair!r}")
        for point in range(first, min(last, NARROW - 1) + 1):
            into.narrow[point] = 1
            into.any_narrow = True
        if last >= NARROW:
            into.first[into.wide] = max(first, NARROW)
            into.last[into.wide] = last
            into.lowest = min(into.lowest, into.first[into.wide])
            into.wide += 1
    return 0


cdef inline bint _holds(const Ranges* ranges, unsigned int point) noexcept:
    cdef int k
    if point < NARROW:
        return ranges.narrow[point] != 0
    if point < ranges.lowest:
        return False
    for k in range(ranges.wide):
        if ranges.first[k] <= point <= ranges.last[k]:
            return True
    return False


cpdef bint holds_any(str text, tuple ranges) except -1:
    """Whether ``text`` holds a character in any of ``ranges``, pairs of
    first and last code point (at most eight pairs)."""
    cdef Ranges known
    _read_ranges(ranges, &known)
    cdef int kind = PyUnicode_KIND(text)
    cdef Py_ssize_t length = PyUnicode_GET_LENGTH(text), at
    cdef const Py_UCS1* narrow
    cdef const Py_UCS2* middle
    cdef const Py_UCS4* wide
    if kind == 1:
        if not known.any_narrow:
            return False
        narrow = <const Py_UCS1*>PyUnicode_DATA(text)
        for at in range(length):
            if known.narrow[narrow[at]]:
                return True
        return False
    if kind == 2:
        middle = <const Py_UCS2*>PyUnicode_DATA(text)
        for at in range(length):
            if _holds(&known, middle[at]):
                return True
        return False
    wide = <const Py_UCS4*>PyUnicode_DATA(text)
    for at in range(length):
        if _holds(&known, wide[at]):
            return True
    return False
