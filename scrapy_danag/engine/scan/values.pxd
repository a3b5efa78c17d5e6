# cython: language_level=3
"""The interface of :mod:`.values`: markup inside attribute values escaped."""

cpdef str escaped_values(str html)
