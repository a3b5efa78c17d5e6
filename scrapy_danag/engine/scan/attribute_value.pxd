# cython: language_level=3
"""The interface of :mod:`.attribute_value`: one attribute's value read from a tag's source."""

cpdef object attribute_value(str text, str name)
