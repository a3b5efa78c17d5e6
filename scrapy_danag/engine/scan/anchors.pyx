# cython: language_level=3, boundscheck=False, wraparound=False
"""Hyperlink Filter 3 (thesis Algorithm 4) in one pass over the page.

:func:`scrapy_danag.engine.thesis.links.normalise_links` is the filter; this
is its scan. Each anchor's opening tag becomes ``<a`` and a placeholder of
``LT - 7`` underscores (none when that is not positive), ``LT`` being the
length of the text a reader sees in the anchor. The regular expression it
replaces (:func:`.reference.placeholder_anchors`) called Python back for every
anchor of the page: a thirtieth of an extraction on WCXB's pages.

What an anchor is, as that expression reads it:

* its opening tag: ``<a`` or ``<A``, then white space, ``/`` or ``>``, up to
  the next ``>`` (over line breaks too; an opening tag with no ``>`` after it
  is no anchor);
* its text: up to the next ``<a`` or ``</a`` (either case) followed by white
  space, ``/`` or ``>``, or the page's end -- browsers close an unclosed
  anchor where the next opens, so one missing ``</a>`` cannot swallow the page;
* its end tag, when ``</a``, white space and ``>`` follow.

``LT`` is counted as :func:`~scrapy_danag.engine.thesis.links.anchor_text_length`
counts it: tags out, a character reference one character, white space
collapsed, none at the ends. The opening tag's line breaks are kept before
the new tag, so that later lines keep their numbers.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ
from libc.string cimport memchr, memcpy

from .markup cimport reference_end, without_tags
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cdef extern from "Python.h":
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)
    int PyUnicode_1BYTE_KIND
    void PyUnicode_WRITE(int kind, void* data, Py_ssize_t index, Py_UCS4 value)

cdef enum:
    LESS = 60  # <
    GREATER = 62  # >
    SLASH = 47  # /
    NEWLINE = 10
    UNDERSCORE = 95
    SPACE = 32
    #: ``<a></a>``: what an anchor's own markup weighs at least.
    ANCHOR_MARKUP = 7


cdef struct Page:
    int kind
    char* data
    Py_ssize_t length


cdef inline Py_UCS4 _read(const Page* page, Py_ssize_t at) noexcept:
    return PyUnicode_READ(page.kind, page.data, at)


cdef Py_ssize_t _find(const Page* page, Py_UCS4 point, Py_ssize_t at) noexcept:
    """The first ``point`` from ``at``, or the page's length."""
    cdef const char* found
    cdef Py_ssize_t length = page.length
    if at >= length:
        return length
    if page.kind == PyUnicode_1BYTE_KIND:
        found = <const char*>memchr(page.data + at, <int>point, length - at)
        return length if found == NULL else found - page.data
    while at < length and _read(page, at) != point:
        at += 1
    return at


cdef inline bint _anchor_name_at(const Page* page, Py_ssize_t at) noexcept:
    """Whether ``a`` or ``A`` stands at ``at``, then white space, ``/`` or ``>``."""
    cdef Py_UCS4 c, after
    if at + 1 >= page.length:
        return False
    c = _read(page, at)
    if c != 97 and c != 65:
        return False
    after = _read(page, at + 1)
    return after == SLASH or after == GREATER or is_space(after, _SPACES)


cdef Py_ssize_t _text_end(const Page* page, Py_ssize_t at) noexcept:
    """Where an anchor's text that starts at ``at`` ends: the next ``<a`` or
    ``</a`` (:func:`_anchor_name_at`), or the page's end."""
    cdef Py_ssize_t name
    while True:
        at = _find(page, LESS, at)
        if at >= page.length:
            return at
        name = at + 1
        if name < page.length and _read(page, name) == SLASH:
            name += 1
        if _anchor_name_at(page, name):
            return at
        at += 1


cdef Py_ssize_t _end_tag_end(const Page* page, Py_ssize_t at) noexcept:
    """Past ``</a`` (either case), white space and ``>`` at ``at``; ``at``
    itself when no such end tag stands there."""
    cdef Py_ssize_t scan = at + 3
    cdef Py_UCS4 c
    if scan > page.length or _read(page, at) != LESS or _read(page, at + 1) != SLASH:
        return at
    c = _read(page, at + 2)
    if c != 97 and c != 65:
        return at
    while scan < page.length and is_space(_read(page, scan), _SPACES):
        scan += 1
    if scan < page.length and _read(page, scan) == GREATER:
        return scan + 1
    return at


cdef Py_ssize_t _shown_length(const Page* page, Py_ssize_t start, Py_ssize_t end, Py_UCS4* text):
    """The length of the text a reader sees in ``page[start:end]``: tags out,
    a reference one character, one space between words (``text``: room for
    ``end - start`` characters)."""
    cdef Py_ssize_t kept = without_tags(page.kind, page.data, start, end, text)
    cdef Py_ssize_t at = 0, letters = 0, words = 0, after
    cdef bint in_word = False
    cdef Py_UCS4 c
    while at < kept:
        c = text[at]
        if c == 38 and (after := reference_end(text, at, kept)) > 0:  # "&"
            at = after
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
    return letters + words - 1 if words else 0


cpdef str placeholder_anchors(str html):
    """``html`` with every anchor's opening tag a placeholder of its text's
    weight (see the module's docstring)."""
    cdef Page page
    page.kind = PyUnicode_KIND(html)
    page.data = <char*>PyUnicode_DATA(html)
    page.length = PyUnicode_GET_LENGTH(html)
    cdef int kind = page.kind
    cdef Py_ssize_t length = page.length
    cdef Py_ssize_t at = 0, run = 0, written = 0, closing = -1, opened, text_end, end
    cdef Py_ssize_t width, scan
    # Each anchor's new tag is at most its old one and its text long: twice
    # the page bounds the output; the text of one anchor at most the page.
    cdef char* out = <char*>PyMem_Malloc((2 * length + 8) * kind)
    cdef Py_UCS4* text = <Py_UCS4*>PyMem_Malloc((length + 1) * sizeof(Py_UCS4))
    try:
        if out == NULL or text == NULL:
            raise MemoryError()
        while True:
            at = _find(&page, LESS, at)
            if at >= length:
                break
            if not _anchor_name_at(&page, at + 1):
                at += 1
                continue
            if closing < at + 2:
                closing = _find(&page, GREATER, at + 2)
            if closing >= length:
                break  # no ">" is left: no later "<a" opens an anchor either
            opened = closing + 1
            text_end = _text_end(&page, opened)
            end = _end_tag_end(&page, text_end)
            width = _shown_length(&page, opened, text_end, text) - ANCHOR_MARKUP
            memcpy(out + written * kind, page.data + run * kind, (at - run) * kind)
            written += at - run
            for scan in range(at, opened):  # the opening tag's line breaks, kept
                if _read(&page, scan) == NEWLINE:
                    PyUnicode_WRITE(kind, out, written, NEWLINE)
                    written += 1
            PyUnicode_WRITE(kind, out, written, LESS)
            PyUnicode_WRITE(kind, out, written + 1, 97)
            written += 2
            if width > 0:
                PyUnicode_WRITE(kind, out, written, SPACE)
                written += 1
                while width > 0:
                    PyUnicode_WRITE(kind, out, written, UNDERSCORE)
                    written += 1
                    width -= 1
            PyUnicode_WRITE(kind, out, written, GREATER)
            written += 1
            run = opened  # the text and the end tag are copied as they stand
            at = end
        memcpy(out + written * kind, page.data + run * kind, (length - run) * kind)
        written += length - run
        return PyUnicode_FromKindAndData(kind, out, written)
    finally:
        PyMem_Free(out)
        PyMem_Free(text)
