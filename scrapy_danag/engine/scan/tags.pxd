# cython: language_level=3
"""The interface of :mod:`.tags`: elements counted by their opening tags."""

cpdef tuple opening_tags(str html, tuple names)
