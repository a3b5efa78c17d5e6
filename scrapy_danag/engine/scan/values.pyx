# cython: language_level=3, boundscheck=False, wraparound=False
"""Markup inside a start tag's quoted attribute values escaped, in one pass.

:func:`scrapy_danag.engine.thesis.preprocess.escape_markup_in_values` is the
stage; this is its scan. The regular expression it replaces
(:data:`.reference.VALUE_WITH_MARKUP_RE`) was tried at every ``=`` of the
page, and each try looked back for the tag around it: a twenty-fifth of an
extraction on WCXB's pages. The scan reads the page forward once, keeping the
last ``<`` and ``>`` it passed, and writes what the regex did:

* a value is a quote right after ``=`` and white space, a ``<`` before that
  quote closes, and the closing quote wherever it comes (line breaks too);
* it counts only when the ``=`` stands in a start tag (the last ``<`` before
  it opens one: a letter follows it, and no ``>`` came since) and follows an
  attribute's name (word characters, ``.``, ``:`` or ``-`` after white space,
  within the 64 characters before the ``=``);
* then its ``<`` and ``>`` become ``&lt;`` and ``&gt;``, and the scan goes on
  after its closing quote; else it goes on after the ``=``.

Where the next quote or ``<`` stands is remembered for each of them, so that
values that fail one after another in a long stretch do not read it again.
"""

from cpython.unicode cimport Py_UNICODE_ISALNUM, Py_UNICODE_ISALPHA

from .page cimport DOUBLE, EQUALS, GREATER, LESS, Page, SINGLE, find, page_of, read
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cdef enum:
    #: How far back an attribute's name is read (the regex's window).
    NAME_WINDOW = 64


# Where ``point`` next stands: none in ``[start, at)``, and ``at`` holds it
# (or is the page's length).
cdef struct NextOf:
    Py_UCS4 point
    Py_ssize_t start
    Py_ssize_t at


cdef Py_ssize_t _next(const Page* page, NextOf* known, Py_ssize_t at) noexcept:
    """The first ``known.point`` from ``at``, read once over the page as long
    as the questions move forward, and no further back than they go."""
    cdef Py_ssize_t found
    if known.start <= at <= known.at:
        return known.at
    if at > known.at:
        known.start = at
        known.at = find(page, known.point, at, page.length)
        return known.at
    found = find(page, known.point, at, known.start)
    if found < known.start:
        known.at = found
    known.start = at
    return known.at


cdef inline bint _name_char(Py_UCS4 c) noexcept:
    """``[\\w.:-]`` as Python's regular expressions read it."""
    if c < 128:
        return (
            65 <= c <= 90 or 97 <= c <= 122 or 48 <= c <= 57
            or c == 95 or c == 46 or c == 58 or c == 45
        )
    return Py_UNICODE_ISALNUM(c)


cdef bint _named(const Page* page, Py_ssize_t equals) noexcept:
    """Whether an attribute's name stands right before ``equals``: name
    characters after white space, the white space within the window."""
    cdef Py_ssize_t low = equals - NAME_WINDOW if equals > NAME_WINDOW else 0
    cdef Py_ssize_t at = equals
    while at > low and _name_char(read(page, at - 1)):
        at -= 1
    return at < equals and at > low and is_space(read(page, at - 1), _SPACES)


cpdef str escaped_values(str html):
    """``html`` with ``<`` and ``>`` escaped inside start tags' quoted values
    (see the module's docstring); ``html`` itself when none holds markup."""
    cdef Page page = page_of(html)
    cdef NextOf double_quote, single_quote, less
    double_quote.point, double_quote.start, double_quote.at = DOUBLE, 0, -1
    single_quote.point, single_quote.start, single_quote.at = SINGLE, 0, -1
    less.point, less.start, less.at = LESS, 0, -1
    cdef NextOf* quotes
    cdef Py_ssize_t length = page.length
    cdef Py_ssize_t position = 0, done = 0, equals, opening_quote, markup, closing
    cdef Py_ssize_t passed = 0, last_less = -1, last_greater = -1
    cdef Py_UCS4 c, quote
    cdef list pieces = []
    while True:
        equals = find(&page, EQUALS, position, length)
        if equals >= length:
            break
        position = equals + 1  # unless a value is escaped
        opening_quote = equals + 1
        while opening_quote < length and is_space(read(&page, opening_quote), _SPACES):
            opening_quote += 1
        if opening_quote >= length:
            continue
        quote = read(&page, opening_quote)
        if quote != DOUBLE and quote != SINGLE:
            continue
        quotes = &double_quote if quote == DOUBLE else &single_quote
        markup = _next(&page, &less, opening_quote + 1)
        if _next(&page, quotes, opening_quote + 1) < markup or markup >= length:
            continue  # the value closes before any "<", or holds none
        closing = _next(&page, quotes, markup + 1)
        if closing >= length:
            continue  # never closed: no value
        # The tag around the "=": the last "<" and ">" before it.
        while passed < equals:
            c = read(&page, passed)
            if c == LESS:
                last_less = passed
            elif c == GREATER:
                last_greater = passed
            passed += 1
        if (
            last_less < 0
            or last_greater > last_less
            or not Py_UNICODE_ISALPHA(read(&page, last_less + 1))
            or not _named(&page, equals)
        ):
            continue
        pieces.append(html[done:opening_quote])
        pieces.append(
            html[opening_quote : closing + 1].replace("<", "&lt;").replace(">", "&gt;")
        )
        done = position = closing + 1
    if not pieces:
        return html
    pieces.append(html[done:])
    return "".join(pieces)
