"""Typed surface of the compiled :mod:`.short_texts` (see its ``.pyx`` for the why)."""

from lxml import etree

def short_texts(
    root: etree._Element, name: str, longest: int
) -> list[tuple[etree._Element, str]]: ...
