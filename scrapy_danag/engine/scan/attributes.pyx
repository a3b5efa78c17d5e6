# cython: language_level=3, boundscheck=False, wraparound=False
"""Tags reduced to their names (``addanag+``'s attribute normalisation), in one pass.

:func:`scrapy_danag.engine.tree.attributes.normalise_attributes` is the stage;
this is its scan. The regular expression it replaces
(:data:`.reference.ATTRIBUTES_RE`) split the page at every tag, and the
pieces were joined again: a twentieth of an extraction on WCXB's pages. The
scan reads each character once and writes what the split and join gave:

* a tag other than an anchor (``<a`` then white space, ``>`` or ``/``), whose
  name (an ASCII letter, then word characters, ``:`` or ``-``) is followed by
  white space, loses everything from that white space to the ``/>`` or ``>``
  that ends it on its line. Quoted values are skipped whole, so a ``>`` inside
  one ends nothing;
* such a tag that does not end on its line (a quote left open on it, or no
  ``>`` before the line break) is copied as it stands, up to the line's end,
  and nothing in that stretch is read as a tag: the parser reads it all as
  one tag;
* everything else is copied.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.string cimport memcpy
from cpython.unicode cimport Py_UNICODE_ISALNUM, PyUnicode_READ

from .page cimport DOUBLE, GREATER, LESS, NEWLINE, SINGLE, SLASH, Page, find, page_of
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cdef extern from "Python.h":
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)


cdef inline bint _ascii_letter(Py_UCS4 c) noexcept nogil:
    return 65 <= c <= 90 or 97 <= c <= 122


cdef inline bint _name_char(Py_UCS4 c) noexcept:
    """A character of a tag's name after its first: ``[\\w:-]`` as Python's
    regular expressions read it (``_`` or alphanumeric in Unicode)."""
    if c < 128:
        return _ascii_letter(c) or 48 <= c <= 57 or c == 95 or c == 58 or c == 45
    return Py_UNICODE_ISALNUM(c)


cdef Py_ssize_t _attributes_end(int kind, void* data, Py_ssize_t at, Py_ssize_t length):
    """From ``at`` (just past the white space after a name), where the
    attributes stop: at ``>``, at the ``/`` of ``/>``, at a quote not closed on
    its line, at a line break or at the end."""
    cdef Py_UCS4 c, quote
    cdef Py_ssize_t close
    while at < length:
        c = PyUnicode_READ(kind, data, at)
        if c == GREATER or c == NEWLINE:
            return at
        if c == SLASH:
            if at + 1 < length and PyUnicode_READ(kind, data, at + 1) == GREATER:
                return at
        elif c == DOUBLE or c == SINGLE:
            quote = c
            close = at + 1
            while close < length:
                c = PyUnicode_READ(kind, data, close)
                if c == quote or c == NEWLINE:
                    break
                close += 1
            if close == length or c != quote:
                return at  # open to the line's end
            at = close
        at += 1
    return at


cdef Py_ssize_t _tag_stop(int kind, void* data, Py_ssize_t at, Py_ssize_t length, Py_ssize_t* name_end):
    """For a ``<`` at ``at``: where the attributes of the tag it opens stop
    (:func:`_attributes_end`), its name's end in ``name_end``; -1 when no tag
    with attributes opens there (an anchor, an end tag, a name without white
    space after it)."""
    cdef Py_UCS4 first, after
    cdef Py_ssize_t end = at + 2
    if at + 1 >= length:
        return -1
    first = PyUnicode_READ(kind, data, at + 1)
    if not _ascii_letter(first):
        return -1
    if first == 97 and at + 2 < length:  # "a": an anchor is Filter 3's
        after = PyUnicode_READ(kind, data, at + 2)
        if is_space(after, _SPACES) or after == GREATER or after == SLASH:
            return -1
    while end < length and _name_char(PyUnicode_READ(kind, data, end)):
        end += 1
    if end >= length or not is_space(PyUnicode_READ(kind, data, end), _SPACES):
        return -1
    name_end[0] = end
    return _attributes_end(kind, data, end + 1, length)


cpdef str bare_tags(str html):
    """``html`` with every tag but an anchor reduced to its name (see the module's docstring)."""
    cdef Page page = page_of(html)
    cdef int kind = page.kind
    cdef char* data = page.data
    cdef Py_ssize_t length = page.length
    cdef Py_ssize_t at = 0, written = 0, run = 0, name_end = 0, stop
    cdef Py_UCS4 c
    # The output is the page less the attributes dropped: runs of it are
    # copied whole, in the page's own width of character.
    cdef char* out = <char*>PyMem_Malloc((length + 1) * kind)
    if out == NULL:
        raise MemoryError()
    try:
        while True:
            at = find(&page, LESS, at, length)
            if at >= length:
                break
            stop = _tag_stop(kind, data, at, length, &name_end)
            if stop < 0:
                at += 1
                continue
            c = PyUnicode_READ(kind, data, stop) if stop < length else NEWLINE
            if c == GREATER or c == SLASH:  # the name kept, its attributes dropped
                memcpy(out + written * kind, data + run * kind, (name_end - run) * kind)
                written += name_end - run
                run = at = stop
            elif c == NEWLINE:  # the tag as it stands, to its line's end
                at = stop
            else:  # a quote left open: the rest of the line is the tag's
                at = find(&page, NEWLINE, stop, length)
        memcpy(out + written * kind, data + run * kind, (length - run) * kind)
        written += length - run
        return PyUnicode_FromKindAndData(kind, out, written)
    finally:
        PyMem_Free(out)
