# cython: language_level=3
"""The interface of :mod:`.fragments`: one name's opening tags that hold a mark, and
whether a page holds one of some marks at all."""

cpdef tuple openings_holding(str html, str name, str mark)
cpdef bint holds_one_of(str text, tuple marks) except -1
