# cython: language_level=3
"""The interface of :mod:`.attribute_words`: whether an element's own attributes hold a word."""

from lxml.includes.etreepublic cimport _Element

cpdef bint holds_words(_Element element, tuple words) except -1
