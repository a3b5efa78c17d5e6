# cython: language_level=3, boundscheck=False, wraparound=False
"""Character references read as a browser reads them, in one pass.

Every reader of text decodes references (``&amp;``, ``&#8217;``,
``&eacute``): the headline's search, the paragraphs, the byline, the
metadata. Python's :func:`html.unescape` did it with a regular expression
and a call into Python for each reference, and it fails on a page no browser
fails on: a decimal reference of more than 4,300 digits is a ``ValueError``
(Python's limit on converting text to an integer), and the extraction failed
with it. A browser reads any number past U+10FFFF as U+FFFD, and so does
this pass, however many digits it has.

Everything else is :func:`html.unescape`'s reading, to the character
(``tests/test_references.py`` compares them on every shipped page and
hostile shape):

* ``&#`` and decimal digits, or ``&#x`` and hexadecimal ones, then an
  optional ``;``: the number's character. The numbers the HTML standard
  reads otherwise (C0 and C1 controls, surrogates, noncharacters) are
  rare, and :func:`html.unescape` is asked about each such reference alone;
  a number past U+10FFFF is U+FFFD;
* ``&`` and up to 32 characters that are none of tab, line feed, form feed,
  space, ``<``, ``&``, ``#`` and ``;``, then an optional ``;``: the named
  reference when the run is one (the table given, the HTML standard's),
  else the longest prefix of at least two characters that is one, followed
  by the rest of the run; a run that starts no name is left as written.
"""

from .page cimport Page, find, page_of, read

import html

cdef extern from "Python.h":
    object PyUnicode_Substring(object text, Py_ssize_t start, Py_ssize_t end)

cdef enum:
    AMPERSAND = 38
    HASH = 35
    SEMICOLON = 59
    #: The longest name a named reference's run holds (the expression's ``{1,32}``).
    LONGEST_NAME = 32
    #: The last code point.
    LAST = 0x10FFFF
    #: Digits past which a number is past :data:`LAST` whatever they are.
    DECIMAL_DIGITS = 7
    HEX_DIGITS = 6


cdef inline int _digit(unsigned int c, bint hexadecimal) noexcept:
    """The value of ``c`` as a digit (ASCII only, as ``[0-9a-fA-F]``), or -1."""
    if 48 <= c <= 57:
        return c - 48
    if hexadecimal:
        if 97 <= c <= 102:
            return c - 87
        if 65 <= c <= 70:
            return c - 55
    return -1


cdef inline bint _in_name(Py_UCS4 c) noexcept:
    """Whether ``c`` may stand in a named reference's run."""
    return not (c == 9 or c == 10 or c == 12 or c == 32 or c == 60 or c == AMPERSAND
                or c == HASH or c == SEMICOLON)


cdef inline bint _read_apart(unsigned long number) noexcept:
    """Whether the HTML standard reads ``number`` otherwise than as its
    character: controls, surrogates, noncharacters."""
    return (
        number < 0x20
        or 0x7F <= number <= 0x9F
        or 0xD800 <= number <= 0xDFFF
        or 0xFDD0 <= number <= 0xFDEF
        or (number & 0xFFFE) == 0xFFFE
    )


cdef class References:
    """References read with one table of names (``names``: each name, with
    its ``;`` when it needs one, and its characters, as
    :data:`html.entities.html5` has them)."""

    def __init__(self, dict names not None):
        self.names = names

    cpdef str unescaped(self, str text):
        """``text`` with its character references decoded (``text`` itself when
        it holds no ``&``)."""
        cdef Page page = page_of(text)
        cdef Py_ssize_t at, copied = 0, after
        cdef list parts = []
        at = find(&page, AMPERSAND, 0, page.length)
        if at >= page.length:
            return text
        while at < page.length:
            if at + 1 < page.length and read(&page, at + 1) == HASH:
                after = self._number(&page, text, at, parts, copied)
            else:
                after = self._named(&page, text, at, parts, copied)
            if after > at:
                copied = after
                at = after
            else:
                at += 1
            at = find(&page, AMPERSAND, at, page.length)
        if copied == 0:
            return text
        parts.append(PyUnicode_Substring(text, copied, page.length))
        return "".join(parts)

    cdef Py_ssize_t _number(
        self, const Page* page, str text, Py_ssize_t at, list parts, Py_ssize_t copied
    ) except -2:
        """A numeric reference at ``at``: its replacement put in ``parts``
        (after the text since ``copied``) and where it ends; ``at`` when none
        stands there."""
        cdef Py_ssize_t start = at + 2, end, significant = 0
        cdef bint hexadecimal = False
        cdef unsigned long number = 0
        cdef int digit
        cdef Py_UCS4 c
        if start < page.length:
            c = read(page, start)
            if (c == 120 or c == 88) and start + 1 < page.length and _digit(read(page, start + 1), True) >= 0:
                hexadecimal = True  # "&#x" and a hexadecimal digit
                start += 1
        end = start
        while end < page.length:
            digit = _digit(read(page, end), hexadecimal)
            if digit < 0:
                break
            if significant or digit:
                significant += 1
                if significant <= DECIMAL_DIGITS + 1:
                    number = number * (16 if hexadecimal else 10) + digit
            end += 1
        if end == start:
            return at
        if end < page.length and read(page, end) == SEMICOLON:
            end += 1
        parts.append(PyUnicode_Substring(text, copied, at))
        if significant > (HEX_DIGITS if hexadecimal else DECIMAL_DIGITS) or number > LAST:
            parts.append("\ufffd")
        elif _read_apart(number):
            parts.append(html.unescape(f"&#{number};"))
        else:
            parts.append(chr(number))
        return end

    cdef Py_ssize_t _named(
        self, const Page* page, str text, Py_ssize_t at, list parts, Py_ssize_t copied
    ) except -2:
        """A named reference at ``at``, as :meth:`_number` reads a numeric one."""
        cdef Py_ssize_t end = at + 1, size
        cdef object found
        cdef str run
        while end < page.length and end - at - 1 < LONGEST_NAME and _in_name(read(page, end)):
            end += 1
        if end == at + 1:
            return at
        if end < page.length and read(page, end) == SEMICOLON:
            end += 1
        run = PyUnicode_Substring(text, at + 1, end)
        found = self.names.get(run)
        if found is None:
            for size in range(len(run) - 1, 1, -1):
                found = self.names.get(run[:size])
                if found is not None:
                    found = found + run[size:]
                    break
            else:  # no name: the run stays as written, and is passed
                parts.append(PyUnicode_Substring(text, copied, end))
                return end
        parts.append(PyUnicode_Substring(text, copied, at))
        parts.append(found)
        return end
