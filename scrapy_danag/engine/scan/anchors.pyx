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
from libc.string cimport memcpy

from .markup cimport count_words, without_tags
from .page cimport GREATER, LESS, NEWLINE, Page, SLASH, SPACE, UNDERSCORE, find, page_of, read
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cdef extern from "Python.h":
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)
    void PyUnicode_WRITE(int kind, void* data, Py_ssize_t index, Py_UCS4 value)

cdef enum:
    #: ``<a></a>``: what an anchor's own markup weighs at least.
    ANCHOR_MARKUP = 7


cdef inline bint _anchor_name_at(const Page* page, Py_ssize_t at) noexcept:
    """Whether ``a`` or ``A`` stands at ``at``, then white space, ``/`` or ``>``."""
    cdef Py_UCS4 c, after
    if at + 1 >= page.length:
        return False
    c = read(page, at)
    if c != 97 and c != 65:
        return False
    after = read(page, at + 1)
    return after == SLASH or after == GREATER or is_space(after, _SPACES)


cdef Py_ssize_t _text_end(const Page* page, Py_ssize_t at) noexcept:
    """Where an anchor's text that starts at ``at`` ends: the next ``<a`` or
    ``</a`` (:func:`_anchor_name_at`), or the page's end."""
    cdef Py_ssize_t name
    while True:
        at = find(page, LESS, at, page.length)
        if at >= page.length:
            return at
        name = at + 1
        if name < page.length and read(page, name) == SLASH:
            name += 1
        if _anchor_name_at(page, name):
            return at
        at += 1


cdef Py_ssize_t _end_tag_end(const Page* page, Py_ssize_t at) noexcept:
    """Past ``</a`` (either case), white space and ``>`` at ``at``; ``at``
    itself when no such end tag stands there."""
    cdef Py_ssize_t scan = at + 3
    cdef Py_UCS4 c
    if scan > page.length or read(page, at) != LESS or read(page, at + 1) != SLASH:
        return at
    c = read(page, at + 2)
    if c != 97 and c != 65:
        return at
    while scan < page.length and is_space(read(page, scan), _SPACES):
        scan += 1
    if scan < page.length and read(page, scan) == GREATER:
        return scan + 1
    return at


cdef Py_ssize_t _shown_length(const Page* page, Py_ssize_t start, Py_ssize_t end, Py_UCS4* text):
    """The length of the text a reader sees in ``page[start:end]``: tags out,
    a reference one character, one space between words (``text``: room for
    ``end - start`` characters)."""
    cdef Py_ssize_t kept = without_tags(page.kind, page.data, start, end, text)
    cdef Py_ssize_t letters
    cdef Py_ssize_t words = count_words(text, 0, kept, _SPACES, &letters)
    return letters + words - 1 if words else 0


cpdef str placeholder_anchors(str html):
    """``html`` with every anchor's opening tag a placeholder of its text's
    weight (see the module's docstring)."""
    cdef Page page = page_of(html)
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
            at = find(&page, LESS, at, length)
            if at >= length:
                break
            if not _anchor_name_at(&page, at + 1):
                at += 1
                continue
            if closing < at + 2:
                closing = find(&page, GREATER, at + 2, length)
            if closing >= length:
                break  # no ">" is left: no later "<a" opens an anchor either
            opened = closing + 1
            text_end = _text_end(&page, opened)
            end = _end_tag_end(&page, text_end)
            width = _shown_length(&page, opened, text_end, text) - ANCHOR_MARKUP
            memcpy(out + written * kind, page.data + run * kind, (at - run) * kind)
            written += at - run
            for scan in range(at, opened):  # the opening tag's line breaks, kept
                if read(&page, scan) == NEWLINE:
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
