# cython: language_level=3
"""The interface of :mod:`.open_divs`: the ``</div>`` a browser implies, written out."""

cpdef str divs_closed(str html, tuple tracked, frozenset headings, str table, str close)
