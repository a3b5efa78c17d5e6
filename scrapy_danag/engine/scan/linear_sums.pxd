# cython: language_level=3
"""The interface of :mod:`.linear_sums`: a linear model's sums over a page's signals."""

cdef class LinearSums:
    cdef readonly Py_ssize_t kinds
    cdef tuple _names
    cdef Py_ssize_t _count
    cdef double* _mean
    cdef double* _scale
    cdef double* _weights
    cdef double* _bias
    cdef bint* _address

    cpdef tuple sums(self, dict signals)
