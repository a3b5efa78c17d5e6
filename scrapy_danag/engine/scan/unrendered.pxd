# cython: language_level=3
"""The interface of :mod:`.unrendered`: scripts, styles and comments taken out."""

cpdef str without_unrendered(str html, tuple elements)
