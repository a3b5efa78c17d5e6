"""Typed surface of the compiled :mod:`.named` (see its ``.pyx`` for the why)."""

from lxml import etree

def named_elements(
    root: etree._Element, name: str, numbers: list[int]
) -> tuple[int, list[etree._Element]]: ...
def holds_named(root: etree._Element, name: str) -> bool: ...
