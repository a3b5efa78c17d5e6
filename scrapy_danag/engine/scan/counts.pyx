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
once, and every later ``<`` of that line is known to close nothing
(:mod:`.markup`, which Filter 3's scan shares).
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ

from .markup cimport count_words, without_tags
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cpdef tuple content_and_code(str document):
    """``(T1, T2)``, one count a line of ``document`` (its lines joined by "\\n")."""
    cdef int kind = PyUnicode_KIND(document)
    cdef void* data = PyUnicode_DATA(document)
    cdef Py_ssize_t length = PyUnicode_GET_LENGTH(document)
    cdef Py_UCS4* text = <Py_UCS4*>PyMem_Malloc((length + 1) * sizeof(Py_UCS4))
    cdef Py_ssize_t kept, at, end, letters = 0, words = 0, shown = 0
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
        kept = without_tags(kind, data, 0, length, text)
        at = 0
        while True:
            end = at
            while end < kept and text[end] != 10:
                end += 1
            words = count_words(text, at, end, _SPACES, &letters)
            content.append(letters + words - 1 if words else 0)
            code.append(<Py_ssize_t>shown_per_line[len(content) - 1] - letters)
            if end == kept:
                break
            at = end + 1
    finally:
        PyMem_Free(text)
    return content, code
