# cython: language_level=3
"""The interface of :mod:`.fragments`: one name's opening tags that hold a mark."""

cpdef tuple openings_holding(str html, str name, str mark)
