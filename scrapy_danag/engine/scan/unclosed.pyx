# cython: language_level=3, boundscheck=False, wraparound=False
"""The ``<`` at a line's end that no ``>`` closes, escaped: a jump from line to line.

:func:`scrapy_danag.engine.thesis.preprocess.normalised_text` gives the page's
lines joined by line breaks; a line whose end holds two ``<`` that no ``>``
closes would make every later tag pattern read it again from each of them, so
each ``<`` after the first such one is written ``&lt;``
(:func:`.reference.escaped_line_ends`, the rule as it was written over a list
of lines). Mapped over the lines from Python, the two string searches of each
line cost a fiftieth of an extraction; here a line is found with ``memchr`` and
read backwards to its last ``>``, which most lines end with, so a line costs
little more than finding its end.
"""

from .page cimport GREATER, LESS, NEWLINE, Page, find, page_of, read


cpdef str escaped_line_ends(str text):
    """``text`` with each line's ``<`` after the first that follows its last
    ``>`` written ``&lt;``; ``text`` itself when no line has two such."""
    cdef Page page = page_of(text)
    cdef Py_ssize_t start = 0, end, last, first, kept = 0
    cdef list pieces = []
    while start <= page.length:
        end = find(&page, NEWLINE, start, page.length)
        last = end - 1
        while last >= start and read(&page, last) != GREATER:
            last -= 1
        first = find(&page, LESS, last + 1, end)
        if first < end and find(&page, LESS, first + 1, end) < end:
            pieces.append(text[kept : first + 1])
            pieces.append(text[first + 1 : end].replace("<", "&lt;"))
            kept = end
        start = end + 1
    if not pieces:
        return text
    pieces.append(text[kept:])
    return "".join(pieces)
