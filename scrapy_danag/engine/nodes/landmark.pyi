"""Typed surface of the compiled :mod:`.landmark` (see its ``.pyx`` for the why)."""

from lxml import etree

def declared_main(root: etree._Element) -> etree._Element | None: ...
