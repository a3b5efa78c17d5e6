# cython: language_level=3
"""The interface of :mod:`.attributes`: tags reduced to their names."""

cpdef str bare_tags(str html)
