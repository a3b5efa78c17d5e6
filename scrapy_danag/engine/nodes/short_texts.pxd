# cython: language_level=3
"""The interface of :mod:`.short_texts`: elements of one name whose text is short."""

cpdef list short_texts(object root, str name, Py_ssize_t longest)
