# cython: language_level=3
"""The interface of :mod:`.unclosed`: unclosed ``<`` at lines' ends escaped."""

cpdef str escaped_line_ends(str text)
