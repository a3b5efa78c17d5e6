# cython: language_level=3, boundscheck=False, wraparound=False
"""A text with its tags replaced, in one pass that stops only at ``<``.

:func:`scrapy_danag.engine.source.markup.without_tags` is the step: the text a
reader sees of a fragment, a headline's candidates, the lines the headline's
words are sought in. The regular expression it replaces
(:data:`~scrapy_danag.engine.source.markup.TAG_RE`, kept as
:func:`.reference.without_tags`) read the whole body of every page from
Python's regex engine, a fortieth of an extraction, and tried each ``<`` that
no ``>`` closes to its line's end.

The pattern's reading, kept here:

* a tag is ``<`` then a letter of ASCII, ``/`` and a letter, ``!`` or ``?``,
  and runs to the next ``>``;
* a tag never holds a line break: a ``<`` whose line breaks (or whose text
  ends) before any ``>`` opens none, and stays as text.

Where the next ``>`` or line break stands is kept as the pass moves on, so a
line of ``<``s that none closes is read once, not once for each.

The metadata's readers take a looser pattern on a line of the page, anything
between ``<`` and ``>`` that holds neither (``<[^<>]*>``, :func:`without_bracketed`):
a byline's or dateline's text, read for every line by the headline. Its
regular expression's ``sub`` (:func:`.reference.without_bracketed`) is the
same pass here, the next ``<`` and ``>`` kept as it moves on.
"""

from .page cimport BANG, GREATER, LESS, NEWLINE, SLASH, Page, find, page_of, read

cdef enum:
    QUESTION = 63  # ?


cdef inline bint _ascii_letter(Py_UCS4 c) noexcept:
    return 65 <= c <= 90 or 97 <= c <= 122


cdef inline bint _opens_tag(const Page* page, Py_ssize_t at) noexcept:
    """Whether the ``<`` at ``at`` is followed as a tag's opening must be."""
    cdef Py_UCS4 c
    if at + 1 >= page.length:
        return False
    c = read(page, at + 1)
    if c == BANG or c == QUESTION or _ascii_letter(c):
        return True
    return c == SLASH and at + 2 < page.length and _ascii_letter(read(page, at + 2))


cpdef str without_tags(str html, str replacement):
    """``html`` with each tag replaced by ``replacement``."""
    cdef Page page = page_of(html)
    cdef Py_ssize_t at = 0, kept = 0, close = -1, newline = -1
    cdef list pieces = []
    while True:
        at = find(&page, LESS, at, page.length)
        if at >= page.length:
            break
        if not _opens_tag(&page, at):
            at += 1
            continue
        if close <= at:
            close = find(&page, GREATER, at + 1, page.length)
        if newline <= at:
            newline = find(&page, NEWLINE, at + 1, page.length)
        if close >= page.length or newline < close:
            at += 1  # no ">" on its line: not a tag
            continue
        pieces.append(html[kept:at])
        kept = at = close + 1
    return _joined(html, pieces, kept, replacement)


cpdef str without_bracketed(str text, str replacement):
    """``text`` with each run between ``<`` and ``>`` that holds neither
    (``<`` and ``>`` included) replaced by ``replacement``."""
    cdef Page page = page_of(text)
    cdef Py_ssize_t at = 0, kept = 0, close = -1, opening = -1
    cdef list pieces = []
    while True:
        at = find(&page, LESS, at, page.length)
        if at >= page.length:
            break
        if close <= at:
            close = find(&page, GREATER, at + 1, page.length)
        if close >= page.length:
            break  # no ">" left: no "<" after this one is closed either
        if opening <= at:
            opening = find(&page, LESS, at + 1, page.length)
        if opening < close:
            at = opening  # another "<" before the ">": this one is text
            continue
        pieces.append(text[kept:at])
        kept = at = close + 1
    return _joined(text, pieces, kept, replacement)


cdef str _joined(str text, list pieces, Py_ssize_t kept, str replacement):
    """The pieces before each replaced run and the rest of ``text`` after
    ``kept``, joined by ``replacement``; ``text`` itself when nothing was
    replaced."""
    if not pieces:
        return text
    pieces.append(text[kept:])
    return replacement.join(pieces)
