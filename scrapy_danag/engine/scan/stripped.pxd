# cython: language_level=3
"""The interface of :mod:`.stripped`: a text with its tags replaced."""

cpdef str without_tags(str html, str replacement)
cpdef str without_bracketed(str text, str replacement)
