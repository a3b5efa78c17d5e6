# cython: language_level=3
"""The interface of :mod:`.anchors`: hyperlink Filter 3."""

cpdef str placeholder_anchors(str html)
