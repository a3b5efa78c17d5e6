"""Typed surface of the compiled :mod:`.cells` (see its ``.pyx`` for the why)."""

from lxml import etree

def number_cells(root: etree._Element, most: int, least: int = 0) -> list[etree._Element]: ...
