# cython: language_level=3
"""What a parser takes out of a page's text, for compiled scans: its tags,
and each character reference as the one character it shows.

Inline, as :mod:`.spaces`: phase 1's counts read every line with these, and
Filter 3 every anchor's text (:func:`count_words`), so that both count text as
:data:`~scrapy_danag.engine.source.markup.TAG_RE` and
:data:`~scrapy_danag.engine.source.markup.ENTITY_RE` read it.
"""

from cpython.unicode cimport PyUnicode_READ

from .page cimport GREATER, SLASH, Page, read
from .spaces cimport is_space

#: The longest digit runs a character reference may hold, and its longest name
#: (``&#1234567``, ``&#x10FFFF``, 31 letters and digits after the first letter).
cdef enum:
    DECIMAL_DIGITS = 7
    HEX_DIGITS = 6
    NAME_REST = 31


cdef inline bint ascii_letter(Py_UCS4 c) noexcept nogil:
    return (c >= 65 and c <= 90) or (c >= 97 and c <= 122)


cdef inline bint ascii_digit(Py_UCS4 c) noexcept nogil:
    return c >= 48 and c <= 57


cdef inline bint hex_digit(Py_UCS4 c) noexcept nogil:
    return ascii_digit(c) or (c >= 65 and c <= 70) or (c >= 97 and c <= 102)


cdef inline bint ends_name(
    const Page* page, Py_ssize_t at, Py_ssize_t end, const unsigned char* spaces
) noexcept:
    """Whether what stands at ``at`` (before ``end``) ends a tag's name: white
    space (``spaces``, Python's), ``/`` or ``>``; a pattern's ``(?=[\\s/>])``."""
    cdef Py_UCS4 c
    if at >= end:
        return False
    c = read(page, at)
    return c == SLASH or c == GREATER or is_space(c, spaces)


cdef inline Py_ssize_t without_tags(
    int kind, void* data, Py_ssize_t start, Py_ssize_t end, Py_UCS4* text
) noexcept:
    """Write ``data[start:end]`` without its tags into ``text``; return its length.

    A tag is ``<`` and ``/`` (or not) and an ASCII letter, or ``<!`` or ``<?``,
    up to the first ``>`` on its line, before ``end``. A ``<`` that no ``>``
    follows on its line is found so once: every later ``<`` of that line is
    known to close nothing, so the pass is linear.
    """
    cdef Py_ssize_t at = start, kept = 0, scan
    cdef Py_ssize_t open_until = -1  # a line end before which no "<" is closed
    cdef Py_UCS4 c, after
    while at < end:
        c = PyUnicode_READ(kind, data, at)
        if c == 60 and at >= open_until:  # "<"
            scan = at + 1
            after = PyUnicode_READ(kind, data, scan) if scan < end else 0
            if after == 33 or after == 63:  # "!" or "?"
                scan += 1
            else:
                if after == 47:  # "/"
                    scan += 1
                    after = PyUnicode_READ(kind, data, scan) if scan < end else 0
                if not ascii_letter(after):
                    text[kept] = c
                    kept += 1
                    at += 1
                    continue
                scan += 1
            while scan < end:
                after = PyUnicode_READ(kind, data, scan)
                if after == 62 or after == 10:  # ">" or a line break
                    break
                scan += 1
            if scan < end and after == 62:
                at = scan + 1  # the tag, ">" and all, is left out
                continue
            open_until = scan  # no "<" before this line end closes
        text[kept] = c
        kept += 1
        at += 1
    return kept


cdef inline Py_ssize_t reference_end(
    const Py_UCS4* text, Py_ssize_t at, Py_ssize_t length
) noexcept nogil:
    """Where the character reference starting at ``text[at]`` (an "&") ends;
    -1 when none starts there. A decimal one first, then a hexadecimal one,
    then a named one; a ";" after it is its own."""
    cdef Py_ssize_t scan = at + 1, digits = 0
    if scan < length and text[scan] == 35:  # "#"
        scan += 1
        while scan < length and digits < DECIMAL_DIGITS and ascii_digit(text[scan]):
            scan += 1
            digits += 1
        if digits == 0:
            if scan >= length or (text[scan] != 120 and text[scan] != 88):  # "x", "X"
                return -1
            scan += 1
            while scan < length and digits < HEX_DIGITS and hex_digit(text[scan]):
                scan += 1
                digits += 1
            if digits == 0:
                return -1
    elif scan < length and ascii_letter(text[scan]):
        scan += 1
        while scan < length and digits < NAME_REST and (
            ascii_letter(text[scan]) or ascii_digit(text[scan])
        ):
            scan += 1
            digits += 1
        if digits == 0:
            return -1
    else:
        return -1
    if scan < length and text[scan] == 59:  # ";"
        scan += 1
    return scan


cdef inline Py_ssize_t count_words(
    const Py_UCS4* text, Py_ssize_t start, Py_ssize_t end, const unsigned char* spaces,
    Py_ssize_t* letters
) noexcept nogil:
    """The words of ``text[start:end]`` (its tags already out), and in
    ``letters`` the characters they show, a reference one character: what
    ``" ".join(text.split())`` leaves is ``letters + words - 1`` long."""
    cdef Py_ssize_t at = start, after, words = 0
    cdef bint in_word = False
    cdef Py_UCS4 c
    letters[0] = 0
    while at < end:
        c = text[at]
        if c == 38 and (after := reference_end(text, at, end)) > 0:  # "&"
            at = after  # one character shown
        elif is_space(c, spaces):
            in_word = False
            at += 1
            continue
        else:
            at += 1
        letters[0] += 1
        if not in_word:
            words += 1
            in_word = True
    return words
