# cython: language_level=3, boundscheck=False, wraparound=False
"""The opening tags of one element name whose attributes hold a mark, in one pass.

A block dense in links is furniture unless its links stay in the page (a table
of contents, :mod:`scrapy_danag.engine.nodes.outward`). With the tree parsed
without attributes, a link's ``href`` is read back from the page's source,
where the n-th ``<a`` opening tag is the tree's n-th ``<a>`` element. A regular
expression found every ``<a`` tag of the page and a dictionary paired each with
its element: a fortieth of an extraction, for the one link in ten whose tag
holds a ``#`` at all. Here the tags are counted in C, and only those that hold
the mark are handed back, with their number.

What an opening tag is, as the expression read it
(:func:`.reference.openings_holding`): ``<``, the name in any ASCII case, then
white space, ``/`` or ``>``, and everything up to the next ``>`` (line breaks
and ``<`` too) is its attribute source. A ``<`` that no ``>`` follows opens
no tag, nor does any after it, so the pass is linear.

Before any tag is read, the page is asked whether an ``href`` of it can lead
into it at all (``href="#`` and its kin: two pages in five hold none). Three
searches of the whole page did it; :func:`holds_one_of` finds the character
every mark ends in (``#``, rare in a page) and compares what stands before it.
"""

from .page cimport GREATER, LESS, SLASH, Page, ascii_lower, find, page_of, read
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)


cdef enum:
    LONGEST_NAME = 15


cdef inline bint _ends_name(Py_UCS4 c) noexcept:
    return c == GREATER or c == SLASH or is_space(c, _SPACES)


cpdef tuple openings_holding(str html, str name, str mark):
    """How many ``name`` opening tags ``html`` holds, and the number (from 0)
    and attribute source of each whose attributes hold ``mark`` (one
    ASCII character). ``name`` is lower-case ASCII."""
    cdef Page page = page_of(html)
    cdef Py_ssize_t length = len(name)
    cdef Py_ssize_t at = 0, after, close, count = 0, letter
    cdef unsigned int wanted
    cdef unsigned int letters[LONGEST_NAME]
    cdef list held = []
    if not 0 < length <= LONGEST_NAME or not name.isascii() or name.lower() != name:
        raise ValueError(f"a lower-case ASCII name of 1 to 15 letters is needed, got {name!r}")
    if len(mark) != 1 or not mark.isascii():
        raise ValueError(f"one ASCII character is needed as the mark, got {mark!r}")
    for letter in range(length):
        letters[letter] = ord(name[letter])
    wanted = ord(mark)
    while True:
        at = find(&page, LESS, at, page.length)
        if at >= page.length:
            break
        after = at + 1
        letter = 0
        while (
            letter < length
            and after < page.length
            and ascii_lower(read(&page, after)) == letters[letter]
        ):
            letter += 1
            after += 1
        if letter < length or after >= page.length or not _ends_name(read(&page, after)):
            at += 1
            continue
        close = find(&page, GREATER, after, page.length)
        if close >= page.length:
            break  # no ">" closes this tag, nor any tag after it
        if find(&page, wanted, after, close) < close:
            held.append((count, html[after:close]))
        count += 1
        at = close + 1
    return count, held


cdef enum:
    MOST_MARKS = 8


cpdef bint holds_one_of(str text, tuple marks) except -1:
    """Whether ``text`` holds one of ``marks`` (``any(mark in text for mark in
    marks)``); the marks, one to eight, all end in the same character."""
    cdef Page page = page_of(text)
    cdef Page wanted[MOST_MARKS]
    cdef Py_ssize_t count = len(marks), at, mark, letter, start
    cdef Py_UCS4 last
    cdef str written
    if not 0 < count <= MOST_MARKS:
        raise ValueError(f"one to eight marks are needed, got {count}")
    for mark in range(count):
        written = marks[mark]
        if not written or written[len(written) - 1] != marks[0][len(marks[0]) - 1]:
            raise ValueError(f"marks ending in one character are needed, got {marks!r}")
        wanted[mark] = page_of(written)
    last = read(&wanted[0], wanted[0].length - 1)
    at = find(&page, last, 0, page.length)
    while at < page.length:
        for mark in range(count):
            start = at + 1 - wanted[mark].length
            if start < 0:
                continue
            letter = 0
            while letter < wanted[mark].length - 1 and (
                read(&page, start + letter) == read(&wanted[mark], letter)
            ):
                letter += 1
            if letter == wanted[mark].length - 1:
                return True
        at = find(&page, last, at + 1, page.length)
    return False
