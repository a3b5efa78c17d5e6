# cython: language_level=3, boundscheck=False, wraparound=False
"""The terms of a text as TitleFinder reads them, in one pass.

The headline is the block whose terms are most like the ``<title>``'s
(:mod:`scrapy_danag.engine.headline.titlefinder`), so every candidate block
is cut into terms: a regular expression's ``findall`` and, on a text holding
a quote or a comma, a ``sub`` for each term (:func:`.reference.title_tokens`,
a fiftieth of an extraction). Here one pass reads the characters and builds
each term once.

A term is a character of a script written without spaces (the ``unspaced``
ranges), or a run of word characters (Python's ``\\w``) outside those
scripts; characters to delete (``deleted``: quotes, commas, colons) between
two such runs join them into one term, and are left out of it ("don't" is
"dont"). The rules are the caller's data, given once to a :class:`Tokenizer`.

TitleFinder's ``tf`` measure scores each candidate by the cosine of its
terms' counts with the title's (:meth:`Tokenizer.tf_cosines`): counted here
as the terms are cut, without a list of them, the same figures as
:func:`scrapy_danag.engine.headline.titlefinder.similarity_scores` (the
counts kept in the order their terms first stand, their norm taken by
:func:`math.hypot` as there, the products summed in the query's order).
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc

from .page cimport Page, is_word_char, page_of, read

from math import hypot

cdef extern from "Python.h":
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)
    object PyUnicode_Substring(object text, Py_ssize_t start, Py_ssize_t end)
    void PyUnicode_WRITE(int kind, void* data, Py_ssize_t index, Py_UCS4 value)


cdef class Tokenizer:
    """Terms cut by one set of rules: ``unspaced``, pairs of the first and
    last character of each range of scripts written without spaces;
    ``deleted``, the characters that join the runs around them."""

    def __init__(self, tuple unspaced not None, str deleted not None):
        cdef Py_ssize_t k
        if len(unspaced) > MOST_RULES or len(deleted) > MOST_RULES:
            raise ValueError(f"at most {MOST_RULES} ranges and {MOST_RULES} characters to delete")
        self.ranges = len(unspaced)
        for k in range(self.ranges):
            first, last = unspaced[k]
            self.low[k], self.high[k] = ord(first), ord(last)
        self.deletions = len(deleted)
        for k in range(self.deletions):
            self.deleted[k] = ord(deleted[k])

    cdef bint _unspaced(self, Py_UCS4 c) noexcept:
        cdef Py_ssize_t k
        for k in range(self.ranges):
            if self.low[k] <= c <= self.high[k]:
                return True
        return False

    cdef bint _deleted(self, Py_UCS4 c) noexcept:
        cdef Py_ssize_t k
        for k in range(self.deletions):
            if self.deleted[k] == c:
                return True
        return False

    cdef bint _in_run(self, Py_UCS4 c) noexcept:
        return is_word_char(c) and not self._unspaced(c)

    cpdef list tokens(self, str text):
        """The terms of ``text`` (case-folded by the caller), in order."""
        cdef list found = []
        self._cut(text, found, None)
        return found

    cpdef list tf_cosines(self, list query, list texts):
        """For each of ``texts`` (case-folded by the caller), the cosine of
        its terms' counts with ``query``'s (its terms and their counts, in
        order; none repeated); 0.0 for a text sharing no term with it."""
        cdef double query_norm = hypot(*[count for _, count in query])
        cdef dict counts
        cdef list scores = []
        cdef object dot, found
        for text in texts:
            counts = {}
            self._cut(<str?>text, None, counts)
            dot = 0
            for term, weight in query:
                found = counts.get(term)
                if found is not None:
                    dot += weight * found
            scores.append(dot / (query_norm * hypot(*counts.values())) if dot else 0.0)
        return scores

    cdef int _cut(self, str text, list found, dict counts) except -1:
        """Cut ``text`` into terms: each appended to ``found``, or counted in
        ``counts`` (by first appearance), whichever is given."""
        cdef Page page = page_of(text)
        cdef Py_ssize_t at = 0, start, end, next_run, pieces
        cdef Py_UCS4 c
        cdef object term
        while at < page.length:
            c = read(&page, at)
            if self._unspaced(c):
                term = PyUnicode_Substring(text, at, at + 1)
                if found is not None:
                    found.append(term)
                else:
                    counts[term] = counts.get(term, 0) + 1
                at += 1
                continue
            if not is_word_char(c):
                at += 1
                continue
            start = at
            pieces = 1
            end = self._run_end(&page, at)
            # Deleted characters and another run after them: one term.
            while True:
                next_run = end
                while next_run < page.length and self._deleted(read(&page, next_run)):
                    next_run += 1
                if next_run == end or next_run >= page.length:
                    break
                if not self._in_run(read(&page, next_run)):
                    break
                end = self._run_end(&page, next_run)
                pieces += 1
            term = (
                PyUnicode_Substring(text, start, end) if pieces == 1
                else self._joined(&page, start, end)
            )
            if found is not None:
                found.append(term)
            else:
                counts[term] = counts.get(term, 0) + 1
            at = end
        return 0

    cdef Py_ssize_t _run_end(self, const Page* page, Py_ssize_t at) noexcept:
        while at < page.length and self._in_run(read(page, at)):
            at += 1
        return at

    cdef object _joined(self, const Page* page, Py_ssize_t start, Py_ssize_t end):
        """The characters of ``[start, end)`` but the deleted ones."""
        cdef void* out = PyMem_Malloc((end - start) * page.kind + 1)
        cdef Py_ssize_t at, kept = 0
        cdef Py_UCS4 c
        if out == NULL:
            raise MemoryError()
        try:
            for at in range(start, end):
                c = read(page, at)
                if not self._deleted(c):
                    PyUnicode_WRITE(page.kind, out, kept, c)
                    kept += 1
            return PyUnicode_FromKindAndData(page.kind, out, kept)
        finally:
            PyMem_Free(out)
