# cython: language_level=3
"""The interface of :mod:`.cells`: table cells of numbers alone."""

cpdef list number_cells(object root, Py_ssize_t most, Py_ssize_t least=*)
