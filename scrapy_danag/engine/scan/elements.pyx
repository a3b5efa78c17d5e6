# cython: language_level=3, boundscheck=False, wraparound=False
"""Where an element opens and closes, found by one pass that stops only at ``<``.

A page whose text is in a ``<noscript>`` (:mod:`..source.noscript`) is told
by its largest one, so every ``<noscript>`` of every page is looked for. Two
case-insensitive patterns did it (:func:`.reference.element_spans`): with
``re.IGNORECASE`` the engine tries them at every character, and the search
took two hundredths of every extraction. Here ``memchr`` jumps from one
``<`` to the next, and the name is compared where one stands.

The name is compared as ``re.IGNORECASE`` compares it: an ASCII letter
matches its other case, and ``i``, ``k`` and ``s`` also the four letters
beyond ASCII that Python's expressions fold onto them (U+0130, U+0131,
U+212A, U+017F). The name is ended as ``\\b`` ends it (by a character that is
no word character, or the page's end), and the end tag's white space is
``\\s``, Python's own.
"""

from .page cimport GREATER, LESS, SLASH, Page, find, is_word_char, page_of, read
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)


cdef inline bint _same_letter(unsigned int c, unsigned int wanted) noexcept:
    """Whether ``c`` matches ``wanted`` (a lower-case ASCII character) under
    ``re.IGNORECASE``."""
    if c == wanted:
        return True
    if 97 <= wanted <= 122 and c == wanted - 32:
        return True
    if c < 128:
        return False
    if wanted == 105:  # i
        return c == 0x130 or c == 0x131
    if wanted == 107:  # k
        return c == 0x212A
    if wanted == 115:  # s
        return c == 0x17F
    return False


cdef bint _named(const Page* page, Py_ssize_t at, const Py_UCS4* name, Py_ssize_t size) noexcept:
    """Whether ``name`` (lower-case ASCII) stands at ``at``, in any case."""
    cdef Py_ssize_t k
    if at + size > page.length:
        return False
    for k in range(size):
        if not _same_letter(read(page, at + k), name[k]):
            return False
    return True


cdef Py_ssize_t _opening(const Page* page, Py_ssize_t at, const Py_UCS4* name, Py_ssize_t size, Py_ssize_t* end) noexcept:
    """The start of the first ``<name\\b[^>]*>`` from ``at``, its end in
    ``end``; -1 when there is none (when no ``>`` is left, none can close)."""
    cdef Py_ssize_t after, close
    while True:
        at = find(page, LESS, at, page.length)
        if at >= page.length:
            return -1
        if _named(page, at + 1, name, size):
            after = at + 1 + size
            if after >= page.length or not is_word_char(read(page, after)):
                close = find(page, GREATER, after, page.length)
                if close >= page.length:
                    return -1
                end[0] = close + 1
                return at
        at += 1


cdef Py_ssize_t _closing(const Page* page, Py_ssize_t at, const Py_UCS4* name, Py_ssize_t size, Py_ssize_t* end) noexcept:
    """The start of the first ``</name\\s*>`` from ``at``, its end in ``end``; -1 when none."""
    cdef Py_ssize_t after
    while True:
        at = find(page, LESS, at, page.length)
        if at >= page.length:
            return -1
        if at + 1 < page.length and read(page, at + 1) == SLASH and _named(page, at + 2, name, size):
            after = at + 2 + size
            while after < page.length and is_space(read(page, after), _SPACES):
                after += 1
            if after < page.length and read(page, after) == GREATER:
                end[0] = after + 1
                return at
        at += 1


cpdef list element_spans(str html, str name):
    """Each ``name`` element of ``html`` as ``(opening's start, opening's end,
    closing's start, closing's end)``, in page order: an opening tag, then the
    first end tag after it, the next opening sought after that end tag. The
    spans end at an opening that nothing closes. ``name`` is ASCII letters."""
    cdef Page page = page_of(html)
    cdef Py_ssize_t size = len(name), at = 0, start, opened = 0, closed, finished = 0, k
    cdef Py_UCS4 wanted[16]
    cdef list spans = []
    if not 0 < size <= 16 or not name.isascii() or not name.isalpha():
        raise ValueError(f"an element's name is 1 to 16 ASCII letters, got {name!r}")
    for k in range(size):
        wanted[k] = ord(name[k].lower())
    while True:
        start = _opening(&page, at, wanted, size, &opened)
        if start < 0:
            return spans
        closed = _closing(&page, opened, wanted, size, &finished)
        if closed < 0:
            return spans
        spans.append((start, opened, closed, finished))
        at = finished
