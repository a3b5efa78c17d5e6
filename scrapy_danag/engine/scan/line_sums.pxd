# cython: language_level=3
"""The interface of :mod:`.line_sums`: phases 2 and 3's loops over the lines."""

cpdef list smoothed(object t1_counts, object t2_counts, bint window)
cpdef list positive_runs(object diff_sums, object t1_counts)
