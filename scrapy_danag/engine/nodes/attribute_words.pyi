"""Typed surface of the compiled :mod:`.attribute_words` (see its ``.pyx`` for the why)."""

from lxml import etree

def holds_words(element: etree._Element, words: tuple[bytes, ...]) -> bool: ...
