# cython: language_level=3
"""The interface of :mod:`.elements`: where an element opens and closes."""

cpdef list element_spans(str html, str name)
