# cython: language_level=3, boundscheck=False, wraparound=False
"""Scripts, styles, comments and the other elements no browser renders, taken out in one pass.

:func:`scrapy_danag.engine.thesis.preprocess.remove_scripts_styles_comments`
is the step; this is its scan. The scanner it replaces
(:func:`.reference.without_unrendered`) searched with regular expressions
from Python, element after element: a fortieth of an extraction on WCXB's
pages, and its ``<noscript>`` check read the page twice more. What it takes
out, as that scanner did:

* ``<!--`` to the next ``-->``;
* an element of ``elements`` (its name in any ASCII case, then white space,
  ``/`` or ``>``) to its end tag: ``</``, the name in any case as Python's
  regular expressions fold it (``ſ`` is an ``s``, ``ı`` and ``İ`` are ``i``,
  the Kelvin sign a ``k``), then ``>``, or white space or ``/`` and anything
  up to a ``>``;
* a foreign element (:data:`~scrapy_danag.engine.source.markup.FOREIGN_ELEMENTS`)
  to its end tag if that comes before another opens, else up to the first
  start tag that breaks out of foreign content
  (:data:`~scrapy_danag.engine.source.markup.BREAKOUT_TAGS`) before the next
  one opens, or to it; a self-closing one (``/>``) holds nothing.

Each is replaced by one space; one never closed takes the rest of the page,
as in a browser.
"""

from .page cimport BANG, DASH, GREATER, LESS, Page, SLASH, find, page_of, read
from .markup cimport ends_name
from .spaces cimport LAST_SPACE, fill_spaces, is_space

from ..source.markup import BREAKOUT_TAGS, FOREIGN_ELEMENTS

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cdef enum:
    #: No element name the scan is given is longer.
    LONGEST_NAME = 16
    MOST_NAMES = 64


cdef struct Names:
    Py_ssize_t count
    Py_ssize_t lengths[MOST_NAMES]
    Py_UCS4 letters[MOST_NAMES][LONGEST_NAME]
    bint foreign[MOST_NAMES]


cdef Names _BREAKOUT


cdef int _fill(Names* names, object given, frozenset foreign) except -1:
    """Names as the scan compares them: lower-case, with which are foreign."""
    cdef Py_ssize_t at
    names.count = 0
    for name in given:
        if names.count == MOST_NAMES or not 0 < len(name) <= LONGEST_NAME:
            raise ValueError(f"cannot scan for element {name!r} among {len(given)}")
        for at in range(len(name)):
            names.letters[names.count][at] = ord(name[at].lower())
        names.lengths[names.count] = len(name)
        names.foreign[names.count] = name.lower() in foreign
        names.count += 1
    return 0


_fill(&_BREAKOUT, sorted(BREAKOUT_TAGS), frozenset())


cdef inline bint _ascii_caseless(unsigned int c, unsigned int lower) noexcept nogil:
    """``c`` is ``lower`` in either ASCII case (digits and signs as they are)."""
    return c == lower or (97 <= lower <= 122 and c == lower - 32)


cdef inline bint _folded(unsigned int c, unsigned int lower) noexcept nogil:
    """``c`` matches ``lower`` as Python's case-insensitive patterns compare
    letters: either ASCII case, and the three letters Unicode folds to one."""
    if _ascii_caseless(c, lower):
        return True
    if lower == 115:  # s: the long s
        return c == 0x17F
    if lower == 105:  # i: the dotted capital, the dotless small
        return c == 0x130 or c == 0x131
    if lower == 107:  # k: the Kelvin sign
        return c == 0x212A
    return False


cdef bint _name_at(
    const Page* page, const Names* names, Py_ssize_t which, Py_ssize_t at, bint folded
) noexcept:
    """Whether name ``which`` stands at ``at`` (in any ASCII case, or as
    Python folds case when ``folded``)."""
    cdef Py_ssize_t length = names.lengths[which], k
    cdef Py_UCS4 c
    if at + length > page.length:
        return False
    for k in range(length):
        c = read(page, at + k)
        if folded:
            if not _folded(c, names.letters[which][k]):
                return False
        elif not _ascii_caseless(c, names.letters[which][k]):
            return False
    return True


cdef Py_ssize_t _opened(const Page* page, const Names* names, Py_ssize_t at, Py_ssize_t end) noexcept:
    """Which name opens a start tag at the ``<`` at ``at`` (its name followed by
    white space, ``/`` or ``>`` before ``end``); -1 for none."""
    cdef Py_ssize_t which
    for which in range(names.count):
        if _name_at(page, names, which, at + 1, False) and ends_name(
            page, at + 1 + names.lengths[which], end, _SPACES
        ):
            return which
    return -1


cdef Py_ssize_t _end_tag_end(
    const Page* page, const Names* names, Py_ssize_t which, Py_ssize_t at, bint folded,
    Py_ssize_t* greater
) noexcept:
    """Past the end tag of name ``which`` at the ``<`` at ``at``: ``</``, the
    name, then ``>``, or white space or ``/`` and all up to the next ``>``;
    -1 when none stands there, -2 when none can stand there or after (no
    ``>`` is left). ``greater``: the first ``>`` at or after a point, kept
    between calls."""
    cdef Py_ssize_t after = at + 2 + names.lengths[which]
    cdef Py_UCS4 c
    if at + 1 >= page.length or read(page, at + 1) != SLASH:
        return -1
    if not _name_at(page, names, which, at + 2, folded) or after >= page.length:
        return -1
    c = read(page, after)
    if c == GREATER:
        return after + 1
    if c != SLASH and not is_space(c, _SPACES):
        return -1
    if greater[0] < after + 1:
        greater[0] = find(page, GREATER, after + 1, page.length)
    if greater[0] >= page.length:
        return -2
    return greater[0] + 1


cdef Py_ssize_t _closed_at(
    const Page* page, const Names* names, Py_ssize_t which, Py_ssize_t at
) noexcept:
    """Past the first end tag of name ``which`` from ``at``; -1 when none."""
    cdef Py_ssize_t greater = -1, end
    while True:
        at = find(page, LESS, at, page.length)
        if at >= page.length:
            return -1
        end = _end_tag_end(page, names, which, at, True, &greater)
        if end == -2:
            return -1
        if end > 0:
            return end
        at += 1


cdef Py_ssize_t _foreign_end(
    const Page* page, const Names* names, Py_ssize_t which, Py_ssize_t start
) noexcept:
    """Where the foreign element whose name ends at ``start`` ends (past it)."""
    cdef Py_ssize_t tag_end = find(page, GREATER, start, page.length)
    cdef Py_ssize_t at, end, limit = page.length, greater = -1
    cdef bint closed = False
    if tag_end >= page.length:
        return page.length
    if read(page, tag_end - 1) == SLASH:  # self-closing
        return tag_end + 1
    # Its end tag, or the next start tag of its kind, whichever comes first.
    at = tag_end + 1
    while True:
        at = find(page, LESS, at, page.length)
        if at >= page.length:
            break
        if greater != -2:
            end = _end_tag_end(page, names, which, at, False, &greater)
            if end == -2:
                greater = -2  # no ">" is left: no end tag of any kind after
            elif end > 0:
                return end
        if _name_at(page, names, which, at + 1, False) and ends_name(
            page, at + 1 + names.lengths[which], page.length, _SPACES
        ):
            limit = at
            break
        at += 1
    # Before it, the first start tag breaking out of foreign content.
    at = tag_end + 1
    while True:
        at = find(page, LESS, at, limit)
        if at >= limit:
            return limit
        if _opened(page, &_BREAKOUT, at, limit) >= 0:
            return at
        at += 1


cpdef str without_unrendered(str html, tuple elements):
    """``html`` without the comments and the ``elements`` (lower-case names)
    no browser renders, each replaced by one space (see the module's docstring)."""
    cdef Page page = page_of(html)
    cdef Names names
    _fill(&names, elements, frozenset(FOREIGN_ELEMENTS))
    cdef Py_ssize_t length = page.length
    cdef Py_ssize_t position = 0, at = 0, which, end
    cdef list pieces = []
    while True:
        at = find(&page, LESS, at, length)
        if at >= length:
            pieces.append(html[position:])
            break
        if (
            at + 3 < length
            and read(&page, at + 1) == BANG
            and read(&page, at + 2) == DASH
            and read(&page, at + 3) == DASH
        ):
            pieces.append(html[position:at])
            end = find(&page, DASH, at + 4, length)
            while end + 2 < length and not (
                read(&page, end + 1) == DASH and read(&page, end + 2) == GREATER
            ):
                end = find(&page, DASH, end + 1, length)
            if end + 2 >= length:
                break  # never closed: the rest of the page is the comment's
            position = at = end + 3
        else:
            which = _opened(&page, &names, at, length)
            if which < 0:
                at += 1
                continue
            pieces.append(html[position:at])
            if names.foreign[which]:
                end = _foreign_end(&page, &names, which, at + 1 + names.lengths[which])
            else:
                end = _closed_at(&page, &names, which, at + 1 + names.lengths[which])
                if end < 0:
                    break  # never closed: the rest of the page is the element's
            position = at = end
        pieces.append(" ")  # what stood on either side stays apart
    return "".join(pieces)
