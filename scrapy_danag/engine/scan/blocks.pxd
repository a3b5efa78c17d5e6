# cython: language_level=3
"""The interface of :mod:`.blocks`: line normalisation at block tags."""

cpdef str block_lines(str html)
