# cython: language_level=3
"""The interface of :mod:`.landmark`: the page's declared main content."""

cpdef object declared_main(object root)
