# cython: language_level=3
"""The interface of :mod:`.named`: elements of one name picked by number."""

cpdef tuple named_elements(object root, str name, list numbers)
