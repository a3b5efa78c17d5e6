# cython: language_level=3, boundscheck=False, wraparound=False
"""Elements counted by their opening tags, in one pass over the page.

The page's kind weighs how many links, paragraphs, list items, tables, forms
and so on a page has, and how many of its headings are links
(:func:`scrapy_danag.engine.kinds.signals.markup_signals`). Two regular
expressions counted them, each a scan of the whole page
(:func:`.reference.tag_counts`, :func:`.reference.linked_headings`): a
twentieth of an extraction. Here each is a pass that stops only at ``<``.

Here both are one pass that stops only at ``<`` (:func:`opening_tags`):

* a tag is ``<`` and a name, in any case, then white space, ``>`` or ``/``;
* a heading opens with a link when ``<h1`` to ``<h6`` stands alone as a
  word, its tag is closed by the next ``>``, and after white space a link's
  ``<a`` stands alone. Where the next ``>`` stands is kept as the pass moves
  on, so headings whose tags never close do not each read the rest of the
  page. As the expression found them, a heading is not sought inside the
  last one found.
"""

from .page cimport GREATER, LESS, SLASH, Page, ascii_lower, find, is_word_char, page_of, read
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cdef enum:
    #: Names counted at the most, and the longest name.
    MOST_NAMES = 64
    LONGEST_NAME = 15


cdef inline bint _ascii_alnum(Py_UCS4 c) noexcept:
    return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122



cdef inline bint _ends_name(Py_UCS4 c) noexcept:
    """White space, ``>`` or ``/``: what may follow a tag's name."""
    return c == GREATER or c == SLASH or is_space(c, _SPACES)


cdef struct Headings:
    # The heading test's memory as the pass moves on: where the next ``>``
    # stands, and where the white space after it ends.
    Py_ssize_t close
    Py_ssize_t spaced
    Py_ssize_t after


cdef Py_ssize_t _linked_heading(const Page* page, Py_ssize_t at, Headings* known) noexcept:
    """Where a heading opening with a link at ``at`` ends (after its ``<a``),
    or -1: ``<h1``-``<h6`` standing alone, its tag closed by the next ``>``,
    white space, then ``<a`` standing alone."""
    cdef Py_ssize_t after
    if not (
        at + 2 < page.length
        and (read(page, at + 1) == 104 or read(page, at + 1) == 72)  # h, H
        and 49 <= read(page, at + 2) <= 54  # 1-6
        and (at + 3 == page.length or not is_word_char(read(page, at + 3)))
    ):
        return -1
    if known.close < at + 3:
        known.close = find(page, GREATER, at + 3, page.length)
    if known.close >= page.length:
        return -1
    if known.spaced != known.close:  # the white space after this ``>`` is read once
        known.spaced = known.close
        after = known.close + 1
        while after < page.length and is_space(read(page, after), _SPACES):
            after += 1
        known.after = after
    after = known.after
    if (
        after + 1 < page.length
        and read(page, after) == LESS
        and (read(page, after + 1) == 97 or read(page, after + 1) == 65)  # a, A
        and (after + 2 == page.length or not is_word_char(read(page, after + 2)))
    ):
        return after + 2
    return -1


cpdef tuple opening_tags(str html, tuple names):
    """How many opening tags of each of ``names`` (lower-case ASCII letters
    and digits) ``html`` holds, written in any case; and how many headings
    open with a link."""
    cdef Page page = page_of(html)
    cdef unsigned int spelled[MOST_NAMES][LONGEST_NAME]
    cdef Py_ssize_t lengths[MOST_NAMES]
    cdef Py_ssize_t counts[MOST_NAMES]
    cdef Py_ssize_t count = len(names), at, start, end, size, k, n, headings = 0, linked
    cdef Headings known
    cdef str name
    known.close = known.spaced = known.after = -1
    if count > MOST_NAMES:
        raise ValueError(f"at most {MOST_NAMES} names are counted, not {count}")
    for k in range(count):
        name = names[k]
        size = len(name)
        if not 0 < size <= LONGEST_NAME or name != name.lower():
            raise ValueError(f"not a tag name of lower-case ASCII letters and digits: {name!r}")
        lengths[k] = size
        counts[k] = 0
        for n in range(size):
            spelled[k][n] = ord(name[n])
            if not _ascii_alnum(spelled[k][n]):
                raise ValueError(
                    f"not a tag name of lower-case ASCII letters and digits: {name!r}"
                )
    at = find(&page, LESS, 0, page.length)
    linked = -1  # where the last heading found ends: none starts before it
    while at < page.length:
        start = at + 1
        end = start
        while end < page.length and end - start <= LONGEST_NAME and _ascii_alnum(read(&page, end)):
            end += 1
        size = end - start
        if 0 < size <= LONGEST_NAME and end < page.length and _ends_name(read(&page, end)):
            for k in range(count):
                if lengths[k] != size:
                    continue
                n = 0
                while n < size and ascii_lower(read(&page, start + n)) == spelled[k][n]:
                    n += 1
                if n == size:
                    counts[k] += 1
                    break
        if at >= linked:
            end = _linked_heading(&page, at, &known)
            if end >= 0:
                headings += 1
                linked = end
        at = find(&page, LESS, start, page.length)
    return [counts[k] for k in range(count)], headings
