# cython: language_level=3, boundscheck=False, wraparound=False
"""Phases 2 and 3's loops over the counts of every line.

Phase 1 gives two integers a line (:mod:`.counts`). Phase 2 sums their
difference over a window of lines (formula 4.2) and phase 3 finds the runs of
lines above the axis (formula 4.3), each weighed by its content characters.
Both are a few additions a line; as a ``map`` and a loop in Python they took
0.44 s of the dev pages' 22 s, here 0.12 to 0.17 s with the regions built.
The phases stay where the thesis puts them
(:func:`..thesis.smoothing.smooth`, :func:`..thesis.regions.find_regions`),
which call these; ``tests/test_line_sums.py`` writes both from the formulas,
line by line.
"""

from cpython.list cimport PyList_New, PyList_SET_ITEM
from cpython.long cimport PyLong_AsLongLong, PyLong_FromLongLong
from cpython.ref cimport Py_INCREF
from libc.stdlib cimport free, malloc

from ..budget import EVERY, checkpoint


cdef inline list _listed(object values):
    """``values`` as a list (phase 1 gives lists: no copy)."""
    return values if type(values) is list else list(values)


cpdef list smoothed(object t1_counts, object t2_counts, bint window):
    """``T1_i - T2_i`` for each line; with ``window``, summed with the line
    before it and the line after it (lines outside the page count 0)."""
    cdef list t1 = _listed(t1_counts), t2 = _listed(t2_counts)
    cdef Py_ssize_t count = len(t1), line
    cdef long long value
    cdef long long* balance
    cdef list diff
    if len(t2) != count:
        raise ValueError(f"T1 and T2 differ in length ({count} != {len(t2)})")
    balance = <long long*>malloc((count + 2) * sizeof(long long))
    if balance == NULL:
        raise MemoryError()
    try:
        balance[0] = balance[count + 1] = 0  # the lines outside the page
        for line in range(count):
            balance[line + 1] = PyLong_AsLongLong(t1[line]) - PyLong_AsLongLong(t2[line])
        diff = PyList_New(count)
        for line in range(count):
            value = balance[line + 1]
            if window:
                value += balance[line] + balance[line + 2]
            item = PyLong_FromLongLong(value)
            Py_INCREF(item)  # the list takes the reference Cython would drop
            PyList_SET_ITEM(diff, line, item)
        return diff
    finally:
        free(balance)


cpdef list positive_runs(object diff_sums, object t1_counts):
    """``[start, end, chars, start, end, chars, ...]``: each maximal run of
    lines whose ``diff`` is above 0, its first and last line and the sum of
    its lines' ``T1`` (a line past the end of ``t1`` counts 0)."""
    cdef list diff = _listed(diff_sums), t1 = _listed(t1_counts)
    cdef Py_ssize_t count = len(diff), known = len(t1), line, start = -1
    cdef Py_ssize_t every = EVERY
    cdef long long chars = 0
    cdef list runs = []
    for line in range(count):
        if line % every == 0:
            checkpoint()
        if PyLong_AsLongLong(diff[line]) > 0:
            if start < 0:
                start, chars = line, 0
            if line < known:
                chars += PyLong_AsLongLong(t1[line])
        elif start >= 0:
            runs += (start, line - 1, chars)
            start = -1
    if start >= 0:
        runs += (start, count - 1, chars)
    return runs
