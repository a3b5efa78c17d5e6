# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Phase 1's counts, ``T1`` and ``T2`` of every line, in one pass over the characters.

``T1`` is the text a reader sees on the line: its tags taken out (a start or
end tag, a doctype, a processing instruction, never across a line break), a
character reference counted as the one character it shows, white space
collapsed to one space between words and none at the ends. ``T2`` is the
line's characters but white space, less the text's. These are the counts of
:func:`scrapy_danag.engine.thesis.lines.count_content_and_code`, which wrote
them as two regular-expression substitutions (tags, then references, so that
a reference split by a tag is one once the tag is gone) and a split into words
per line: the scan keeps that order, first writing the text without its tags,
then reading it.

Linear in the page: a ``<`` that no ``>`` follows on its line is found so
once, and every later ``<`` of that line is known to close nothing.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ

from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

#: The longest digit runs a character reference may hold, and its longest name
#: (``&#1234567``, ``&#x10FFFF``, 31 letters and digits after the first letter).
cdef enum:
    DECIMAL_DIGITS = 7
    HEX_DIGITS = 6
    NAME_REST = 31


cdef inline bint _letter(Py_UCS4 c) noexcept nogil:
    return (c >= 65 and c <= 90) or (c >= 97 and c <= 122)


cdef inline bint _digit(Py_UCS4 c) noexcept nogil:
    return c >= 48 and c <= 57


cdef inline bint _hex(Py_UCS4 c) noexcept nogil:
    return _digit(c) or (c >= 65 and c <= 70) or (c >= 97 and c <= 102)


cdef Py_ssize_t _without_tags(
    int kind, void* data, Py_ssize_t length, Py_UCS4* text
) noexcept:
    """Write the document without its tags into ``text``; return its length.

    A tag is ``<`` and ``/`` (or not) and an ASCII letter, or ``<!`` or ``<?``,
    up to the first ``>`` on its line.
    """
    cdef Py_ssize_t at = 0, kept = 0, scan
    cdef Py_ssize_t open_until = -1  # a line end before which no "<" is closed
    cdef Py_UCS4 c, after
    while at < length:
        c = PyUnicode_READ(kind, data, at)
        if c == 60 and at >= open_until:  # "<"
            scan = at + 1
            after = PyUnicode_READ(kind, data, scan) if scan < length else 0
            if after == 33 or after == 63:  # "!" or "?"
                scan += 1
            else:
                if after == 47:  # "/"
                    scan += 1
                    after = PyUnicode_READ(kind, data, scan) if scan < length else 0
                if not _letter(after):
                    text[kept] = c
                    kept += 1
                    at += 1
                    continue
                scan += 1
            while scan < length:
                after = PyUnicode_READ(kind, data, scan)
                if after == 62 or after == 10:  # ">" or a line break
                    break
                scan += 1
            if scan < length and after == 62:
                at = scan + 1  # the tag, ">" and all, is left out
                continue
            open_until = scan  # no "<" before this line end closes
        text[kept] = c
        kept += 1
        at += 1
    return kept


cdef inline Py_ssize_t _reference_end(
    const Py_UCS4* text, Py_ssize_t at, Py_ssize_t length
) noexcept nogil:
    """Where the character reference starting at ``text[at]`` (an "&") ends;
    -1 when none starts there. A decimal one first, then a hexadecimal one,
    then a named one; a ";" after it is its own."""
    cdef Py_ssize_t scan = at + 1, digits = 0
    if scan < length and text[scan] == 35:  # "#"
        scan += 1
        while scan < length and digits < DECIMAL_DIGITS and _digit(text[scan]):
            scan += 1
            digits += 1
        if digits == 0:
            if scan >= length or (text[scan] != 120 and text[scan] != 88):  # "x", "X"
                return -1
            scan += 1
            while scan < length and digits < HEX_DIGITS and _hex(text[scan]):
                scan += 1
                digits += 1
            if digits == 0:
                return -1
    elif scan < length and _letter(text[scan]):
        scan += 1
        while scan < length and digits < NAME_REST and (_letter(text[scan]) or _digit(text[scan])):
            scan += 1
            digits += 1
        if digits == 0:
            return -1
    else:
        return -1
    if scan < length and text[scan] == 59:  # ";"
        scan += 1
    return scan


cpdef tuple content_and_code(str document):
    """``(T1, T2)``, one count a line of ``document`` (its lines joined by "\\n")."""
    cdef int kind = PyUnicode_KIND(document)
    cdef void* data = PyUnicode_DATA(document)
    cdef Py_ssize_t length = PyUnicode_GET_LENGTH(document)
    cdef Py_UCS4* text = <Py_UCS4*>PyMem_Malloc((length + 1) * sizeof(Py_UCS4))
    cdef Py_ssize_t kept, at, end, letters = 0, words = 0, shown = 0
    cdef bint in_word = False
    cdef Py_UCS4 c
    cdef list content = []
    cdef list code = []
    cdef list shown_per_line = []
    if text == NULL:
        raise MemoryError()
    try:
        # The line's characters but white space, tags and all.
        for at in range(length):
            c = PyUnicode_READ(kind, data, at)
            if c == 10:
                shown_per_line.append(shown)
                shown = 0
            elif not is_space(c, _SPACES):
                shown += 1
        shown_per_line.append(shown)
        kept = _without_tags(kind, data, length, text)
        at = 0
        while True:
            if at == kept or text[at] == 10:
                content.append(letters + words - 1 if words else 0)
                code.append(<Py_ssize_t>shown_per_line[len(content) - 1] - letters)
                if at == kept:
                    break
                letters = words = 0
                in_word = False
                at += 1
                continue
            c = text[at]
            if c == 38 and (end := _reference_end(text, at, kept)) > 0:  # "&"
                at = end  # one character shown
            elif is_space(c, _SPACES):
                in_word = False
                at += 1
                continue
            else:
                at += 1
            letters += 1
            if not in_word:
                words += 1
                in_word = True
    finally:
        PyMem_Free(text)
    return content, code
