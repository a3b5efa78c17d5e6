# cython: language_level=3, boundscheck=False, wraparound=False
"""Line normalisation at block tags (the ``block`` line mode), in two passes over characters.

The thesis counts lines; ``addanag+`` makes a line of every rendered block
(:func:`scrapy_danag.engine.thesis.preprocess.normalised_text`). The Python
did it with ``str.split`` and two regular expressions, each building the page
again; the passes here do the same over a buffer of code points:

1. white space collapsed: every run of what ``str.split()`` splits on becomes
   one space, none at either end;
2. a line break before every opening tag of a block element
   (:data:`~scrapy_danag.engine.source.markup.BLOCK_TAGS`, in any ASCII case,
   its name followed by white space, ``/`` or ``>``, the tag ending at the
   next ``>``);
3. a line break after each closing block tag that another follows (the white
   space between them dropped), so that a run of ``</div>`` never weighs on the
   last paragraph's line.

Steps 2 and 3 are made in one pass (a third pass once, over a third buffer:
a quarter slower, measured on the trafilatura corpus's pages).

Linear in the page: a ``<`` that no ``>`` follows is found so once.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ

from .spaces cimport LAST_SPACE, collapse_into, fill_spaces, is_space

from ..source.markup import BLOCK_TAGS

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)
#: No block tag's name is longer (``blockquote``, ``figcaption``).
cdef Py_ssize_t _LONGEST = max(len(name) for name in BLOCK_TAGS)
#: Each block's name as :func:`_code` numbers it, sorted for a binary search.
cdef enum:
    MOST_BLOCKS = 128
cdef long long _BLOCK_CODES[MOST_BLOCKS]
cdef Py_ssize_t _BLOCK_COUNT = 0


cdef int _fill_block_codes() except -1:
    global _BLOCK_COUNT
    cdef Py_UCS4 letters[16]
    cdef list codes = []
    cdef Py_ssize_t at
    for name in BLOCK_TAGS:
        for at in range(len(name)):
            letters[at] = ord(name[at])
        codes.append(_code(letters, 0, len(name)))
    if len(codes) > MOST_BLOCKS or min(codes) < 0:
        raise ValueError("a block's name the scan cannot number")
    for at, code in enumerate(sorted(codes)):
        _BLOCK_CODES[at] = code
    _BLOCK_COUNT = len(codes)
    return 0


_fill_block_codes()

cdef extern from "Python.h":
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)
    int PyUnicode_4BYTE_KIND


cdef Py_ssize_t _collapsed(str html, Py_UCS4* out):
    """Pass 1: ``" ".join(html.split())`` into ``out``; its length."""
    return collapse_into(
        PyUnicode_KIND(html),
        PyUnicode_DATA(html),
        PyUnicode_GET_LENGTH(html),
        PyUnicode_4BYTE_KIND,
        out,
        _SPACES,
    )


cdef inline long long _letter_code(unsigned int point) noexcept nogil:
    """A tag name's character as a digit of base 37: ASCII letters in either
    case 1-26, digits 27-36; -1 for any other (no block's name holds one)."""
    if 65 <= point <= 90:
        return point - 64
    if 97 <= point <= 122:
        return point - 96
    if 48 <= point <= 57:
        return point - 48 + 27
    return -1


cdef long long _code(const Py_UCS4* text, Py_ssize_t start, Py_ssize_t end) noexcept nogil:
    """The name ``text[start:end]`` as one number (its characters' codes in
    base 37, the case of ASCII letters aside); -1 when it cannot be a block's."""
    cdef long long code = 0, digit
    cdef Py_ssize_t at
    if end - start > _LONGEST or end == start:
        return -1
    for at in range(start, end):
        digit = _letter_code(text[at])
        if digit < 0:
            return -1
        code = code * 37 + digit
    return code


cdef bint _is_block(const Py_UCS4* text, Py_ssize_t start, Py_ssize_t end) noexcept nogil:
    """Whether ``text[start:end]`` names a block element, in any ASCII case:
    its number searched among the blocks' (sorted), no string made."""
    cdef long long code = _code(text, start, end)
    cdef Py_ssize_t low = 0, high = _BLOCK_COUNT - 1, middle
    if code < 0:
        return False
    while low <= high:
        middle = (low + high) // 2
        if _BLOCK_CODES[middle] == code:
            return True
        if _BLOCK_CODES[middle] < code:
            low = middle + 1
        else:
            high = middle - 1
    return False


cdef Py_ssize_t _opening_block_end(
    const Py_UCS4* text, Py_ssize_t at, Py_ssize_t length
) noexcept nogil:
    """Where the opening block tag starting at ``text[at]`` (a ``<``) ends, at
    its ``>``; -1 when no block's name follows the ``<``, ``length`` when no
    ``>`` follows it."""
    cdef Py_ssize_t end = at + 1, close
    while end < length and not (
        is_space(text[end], _SPACES) or text[end] == 47 or text[end] == 62
    ):
        end += 1
        if end - at > _LONGEST + 1:
            return -1
    if end >= length or not _is_block(text, at + 1, end):
        return -1
    close = end
    while close < length and text[close] != 62:
        close += 1
    return close


cdef Py_ssize_t _closing_block_end(const Py_UCS4* text, Py_ssize_t at, Py_ssize_t length):
    """Where the closing block tag (``</name>``, white space before its ``>``)
    starting at ``text[at]`` ends, past its ``>``; -1 when none starts there."""
    cdef Py_ssize_t end
    if at + 1 >= length or text[at] != 60 or text[at + 1] != 47:
        return -1
    end = at + 2
    while end < length and not (is_space(text[end], _SPACES) or text[end] == 62):
        end += 1
        if end - at > _LONGEST + 2:
            return -1
    if not _is_block(text, at + 2, end):
        return -1
    while end < length and is_space(text[end], _SPACES):
        end += 1
    if end >= length or text[end] != 62:
        return -1
    return end + 1


cdef Py_ssize_t _broken_at_blocks(
    const Py_UCS4* text, Py_ssize_t length, Py_UCS4* out
) except -1:
    """Passes 2 and 3 in one: a line break before every opening block tag, and
    after each closing block tag that another follows.

    They read the same text: pass 2 adds its breaks only before opening tags,
    never between two closing ones, where pass 3 looks. Pass 2 copies an
    opening tag to its ``>`` without looking inside; pass 3 looks inside (a
    closing run in an attribute's value), as it did on pass 2's output."""
    cdef Py_ssize_t at = 0, written = 0, end, next_tag
    cdef Py_ssize_t opened = -1  # pass 2 looks again past this ">"
    cdef bint unclosed = False  # no ">" follows: no later "<" ends a tag
    while at < length:
        if text[at] != 60:  # "<"
            out[written] = text[at]
            written += 1
            at += 1
            continue
        if at > opened and not unclosed:
            end = _opening_block_end(text, at, length)
            if end == length:
                unclosed = True
            elif end > 0:
                out[written] = 10
                written += 1
                opened = end
        end = _closing_block_end(text, at, length)
        if end > 0:
            next_tag = end
            while next_tag < length and is_space(text[next_tag], _SPACES):
                next_tag += 1
            if _closing_block_end(text, next_tag, length) > 0:
                while at < end:
                    out[written] = text[at]
                    written += 1
                    at += 1
                out[written] = 10
                written += 1
                at = next_tag  # the white space between is dropped
                continue
        out[written] = text[at]
        written += 1
        at += 1
    return written


cpdef str block_lines(str html):
    """``html`` with a line for every rendered block (see the module's docstring)."""
    cdef Py_ssize_t length = PyUnicode_GET_LENGTH(html)
    # Passes 2 and 3 together add at most two line breaks per tag (three
    # characters at least): twice the length bounds them.
    cdef Py_UCS4* first = <Py_UCS4*>PyMem_Malloc((length + 1) * sizeof(Py_UCS4))
    cdef Py_UCS4* second = <Py_UCS4*>PyMem_Malloc((2 * length + 1) * sizeof(Py_UCS4))
    cdef Py_ssize_t size
    try:
        if first == NULL or second == NULL:
            raise MemoryError()
        size = _collapsed(html, first)
        size = _broken_at_blocks(first, size, second)
        return PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, second, size)
    finally:
        PyMem_Free(first)
        PyMem_Free(second)
