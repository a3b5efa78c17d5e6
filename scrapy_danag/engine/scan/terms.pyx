# cython: language_level=3, boundscheck=False, wraparound=False
"""The lines of a text that hold one of a query's terms, in one pass.

:func:`scrapy_danag.engine.headline.titlefinder.lines_mentioning` is the
stage; this is its scan. It replaces a regular expression made for each page
from the words of its ``<title>`` (:func:`.reference.lines_with_terms`):
compiling it cost as much as searching the page with it, and each page needs
a new one.

A word of a query is a run of word characters (as Python's ``\\w`` reads
them) that stands alone: no word character before or after it. So the scan
reads each maximal run of word characters and asks whether it is one of the
``words``; a run whose length no word has is not looked up, nor copied. A
character of a script written without spaces (``characters``) marks its line
wherever it stands. Once a line is marked the scan goes on at the next one.

The same reading tells which of a few words a long text holds
(:func:`words_held`): whether the main content found lacks the description
the page declares (:func:`scrapy_danag.engine.metadata.excerpt.lacks`).
"""

from .page cimport NEWLINE, Page, find, is_word_char, page_of, read

cdef enum:
    #: Runs up to this length are screened by a bit per length.
    SCREENED = 64



cdef bint _among(Py_UCS4 c, const Page* characters) noexcept:
    cdef Py_ssize_t at
    for at in range(characters.length):
        if read(characters, at) == c:
            return True
    return False


cpdef list lines_with_terms(str text, frozenset words, str characters):
    """The numbers (from 0) of the lines of ``text`` that hold one of
    ``words`` as a run of word characters of its own, or any of
    ``characters``."""
    cdef Page page = page_of(text)
    cdef Page marks = page_of(characters)
    cdef unsigned long long lengths = 0
    cdef Py_ssize_t longest = 0, shortest = -1, size, at = 0, start = -1, line = 0
    cdef Py_UCS4 c, lowest_mark = 0x110000
    cdef bint found
    cdef list lines = []
    for word in words:
        size = len(<str>word)
        if size == 0:
            continue
        if size < SCREENED:
            lengths |= 1ULL << size
        longest = size if size > longest else longest
        shortest = size if shortest < 0 or size < shortest else shortest
    for at in range(marks.length):
        c = read(&marks, at)
        lowest_mark = c if c < lowest_mark else lowest_mark
    at = 0
    while at <= page.length:
        c = read(&page, at) if at < page.length else NEWLINE
        if is_word_char(c):
            if start < 0:
                start = at
            if c >= lowest_mark and _among(c, &marks):
                found = True
            else:
                at += 1
                continue
        else:
            found = False
            if start >= 0:
                size = at - start
                if (
                    shortest > 0
                    and shortest <= size <= longest
                    and (size >= SCREENED or (lengths >> size) & 1)
                ):
                    found = text[start:at] in words
                start = -1
            if not found and c >= lowest_mark and _among(c, &marks):
                found = True
        if found:
            lines.append(line)
            start = -1
            if c == NEWLINE:
                at += 1
            else:
                at = find(&page, NEWLINE, at, page.length) + 1
            line += 1
            continue
        if c == NEWLINE:
            line += 1
        at += 1
    return lines


cpdef set words_held(str text, frozenset words):
    """Which of ``words`` stand in ``text`` as a run of word characters of
    their own: ``set(re.findall(r"\\w+", text)) & words``, without a string
    made for every run of the text (a page's main content, against the few
    dozen words of a description it may lack)."""
    cdef Page page = page_of(text)
    cdef unsigned long long lengths = 0
    cdef Py_ssize_t longest = 0, size, at = 0, start = -1
    cdef set held = set()
    cdef object run
    for word in words:
        size = len(<str>word)
        if size < SCREENED:
            lengths |= 1ULL << size
        longest = size if size > longest else longest
    while at <= page.length:
        if at < page.length and is_word_char(read(&page, at)):
            if start < 0:
                start = at
        elif start >= 0:
            size = at - start
            if size <= longest and (size >= SCREENED or (lengths >> size) & 1):
                run = text[start:at]
                if run in words:
                    held.add(run)
            start = -1
        at += 1
    return held
