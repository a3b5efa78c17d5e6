# cython: language_level=3
"""The interface of :mod:`.counts`: phase 1's per-line counts."""

cpdef tuple content_and_code(str document)
