# cython: language_level=3
"""The interface of :mod:`.clocks`: the elements whose text may tell a time of day."""

from lxml.includes.etreepublic cimport _Element

cpdef list clock_holders(_Element root)
