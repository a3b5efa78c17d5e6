# cython: language_level=3, boundscheck=False, wraparound=False
"""A linear model's sums over a page's signals, in doubles, in C.

The page-kind model (:mod:`scrapy_danag.engine.kinds.classifier`) scores every
page: each signal standardised, then multiplied by a weight for each kind and
added to that kind's sum -- some 450 products a page. Python took about 60
microseconds a page for them, as long as reading many of the signals did.
The sums here are made in the same order, one IEEE double operation for each
of Python's, so they are the same floats: each kind's sum starts at its bias;
signal by signal, in the model's order, the standardised value ``(value -
mean) / scale`` (a signal the page lacks takes its mean, and adds nothing)
times the kind's weight is added -- to the address sums for an address
signal, which the model bounds apart.
"""

from cpython.dict cimport PyDict_GetItem
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.ref cimport PyObject


cdef class LinearSums:
    """A model's weights, read once; :meth:`sums` of a page's signals."""

    def __cinit__(self, names, mean, scale, weights, bias, address):
        cdef Py_ssize_t count = len(names), kinds = len(bias), at, k
        if not (len(mean) == len(scale) == len(weights) == len(address) == count):
            raise ValueError("a model's rows and its signals do not pair up")
        if any(len(row) != kinds for row in weights):
            raise ValueError("a model's weight row does not give one weight a kind")
        self._names = tuple(names)
        self._count = count
        self.kinds = kinds
        self._mean = <double*>PyMem_Malloc(max(count, 1) * sizeof(double))
        self._scale = <double*>PyMem_Malloc(max(count, 1) * sizeof(double))
        self._weights = <double*>PyMem_Malloc(max(count * kinds, 1) * sizeof(double))
        self._bias = <double*>PyMem_Malloc(max(kinds, 1) * sizeof(double))
        self._address = <bint*>PyMem_Malloc(max(count, 1) * sizeof(bint))
        if (
            self._mean == NULL or self._scale == NULL or self._weights == NULL
            or self._bias == NULL or self._address == NULL
        ):
            raise MemoryError()
        for at in range(count):
            self._mean[at] = mean[at]
            self._scale[at] = scale[at]
            self._address[at] = bool(address[at])
            for k in range(kinds):
                self._weights[at * kinds + k] = weights[at][k]
        for k in range(kinds):
            self._bias[k] = bias[k]

    def __dealloc__(self):
        PyMem_Free(self._mean)
        PyMem_Free(self._scale)
        PyMem_Free(self._weights)
        PyMem_Free(self._bias)
        PyMem_Free(self._address)

    cpdef tuple sums(self, dict signals):
        """Each kind's sum over the page's signals, its bias included, and
        apart each kind's sum over its address signals (see the module)."""
        cdef Py_ssize_t at, k, kinds = self.kinds
        cdef double value
        cdef double* into
        cdef PyObject* found
        cdef double* totals = <double*>PyMem_Malloc(max(kinds, 1) * 2 * sizeof(double))
        cdef double* address
        if totals == NULL:
            raise MemoryError()
        address = totals + kinds
        try:
            for k in range(kinds):
                totals[k] = self._bias[k]
                address[k] = 0.0
            for at in range(self._count):
                found = PyDict_GetItem(signals, self._names[at])
                value = self._mean[at] if found == NULL else <double><object>found
                value = (value - self._mean[at]) / self._scale[at]
                if value != 0.0:  # Python's ``if value:`` (NaN is true)
                    into = address if self._address[at] else totals
                    for k in range(kinds):
                        into[k] += value * self._weights[at * kinds + k]
            return [totals[k] for k in range(kinds)], [address[k] for k in range(kinds)]
        finally:
            PyMem_Free(totals)
