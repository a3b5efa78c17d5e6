# cython: language_level=3
"""The interface of :mod:`.named`: elements of one name picked by number, or held."""

cpdef tuple named_elements(object root, str name, list numbers)
cpdef bint holds_named(object root, str name) except -1
