# cython: language_level=3
"""The interface of :mod:`.deleted`: a text without some characters."""

cpdef str without_characters(str text, str characters)
