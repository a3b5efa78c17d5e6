# cython: language_level=3
"""A page's characters as the compiled scans read them: its width of
character, its data and its length, read and searched in place.

Inline, as :mod:`.spaces`: every scan reads the string it is given without
copying it; a page of one byte a character is searched with ``memchr``.
"""

from cpython.unicode cimport Py_UNICODE_ISALNUM, PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ
from libc.string cimport memchr

cdef extern from "Python.h":
    int PyUnicode_1BYTE_KIND


#: The characters of markup the scans look for.
cdef enum:
    NEWLINE = 10
    SPACE = 32
    BANG = 33  # !
    DOUBLE = 34  # "
    SINGLE = 39  # '
    DASH = 45  # -
    SLASH = 47  # /
    LESS = 60  # <
    EQUALS = 61  # =
    GREATER = 62  # >
    UNDERSCORE = 95


cdef struct Page:
    int kind
    char* data
    Py_ssize_t length


cdef inline Page page_of(str text):
    cdef Page page
    page.kind = PyUnicode_KIND(text)
    page.data = <char*>PyUnicode_DATA(text)
    page.length = PyUnicode_GET_LENGTH(text)
    return page


cdef inline Py_UCS4 read(const Page* page, Py_ssize_t at) noexcept:
    return PyUnicode_READ(page.kind, page.data, at)


cdef inline Py_ssize_t find(const Page* page, Py_UCS4 point, Py_ssize_t at, Py_ssize_t end) noexcept:
    """The first ``point`` in ``[at, end)``, or ``end``.

    Every width is searched with ``memchr``: a page with one character beyond
    Latin-1 (an emoji, a CJK name) is stored two or four bytes a character, and
    such pages are three in four of the dev corpora. ``memchr`` finds a byte of
    ``point``'s low byte; the character holding it is then compared whole, and
    the search goes on from the next byte when it differs (one byte in 256 of
    other text, at most), so no character is skipped on either byte order.
    """
    cdef const char* found
    cdef const char* base = page.data
    cdef Py_ssize_t width = page.kind, offset, index, stop
    cdef unsigned int code = point  # arithmetic on a Py_UCS4 would make a str
    cdef int low = <int>(code & 0xFF)
    if at >= end:
        return end
    if width == PyUnicode_1BYTE_KIND:
        found = <const char*>memchr(base + at, <int>point, end - at)
        return end if found == NULL else found - base
    if low == 0:  # no byte to look for: read the characters one by one
        while at < end and read(page, at) != point:
            at += 1
        return at
    offset = at * width
    stop = end * width
    while offset < stop:
        found = <const char*>memchr(base + offset, low, stop - offset)
        if found == NULL:
            return end
        index = (found - base) // width
        if read(page, index) == point:
            return index
        offset = (found - base) + 1
    return end


cdef inline unsigned int ascii_lower(unsigned int c) noexcept:
    """ASCII's capitals in lower case, every other character as it is.

    Tag and attribute names are matched in any case of ASCII only, as HTML
    reads them; an unsigned int, since arithmetic on a Py_UCS4 makes a str.
    """
    return c + 32 if 65 <= c <= 90 else c


cdef inline bint is_word_char(Py_UCS4 c) noexcept:
    """``\\w`` as Python's regular expressions read it in a ``str``: ``_`` or
    alphanumeric in Unicode."""
    if c < 128:
        return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122 or c == UNDERSCORE
    return Py_UNICODE_ISALNUM(c)
