# cython: language_level=3
"""The interface of :mod:`.terms`: the lines holding one of a query's terms."""

cpdef list lines_with_terms(str text, frozenset words, str characters)
cpdef set words_held(str text, frozenset words)
