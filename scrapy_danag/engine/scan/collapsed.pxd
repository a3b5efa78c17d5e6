# cython: language_level=3
"""The interface of :mod:`.collapsed`: a text with its white space collapsed."""

cpdef str collapsed(str text)
