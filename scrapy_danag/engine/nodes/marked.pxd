# cython: language_level=3
"""The interface of :mod:`.marked`: the elements that carry a line's mark."""

cpdef tuple line_owners(object root, str attribute, str prefix, frozenset void)
