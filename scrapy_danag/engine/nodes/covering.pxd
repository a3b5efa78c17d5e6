# cython: language_level=3
"""The interface of :mod:`.covering`: the deepest element covering weighed lines."""

cpdef object covering_element(dict owners, dict weights, double cover)
