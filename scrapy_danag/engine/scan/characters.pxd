# cython: language_level=3
"""The interface of :mod:`.characters`: whether a text holds a character of some ranges."""

cpdef bint holds_any(str text, tuple ranges) except -1
