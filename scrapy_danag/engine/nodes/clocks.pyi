"""Typed surface of the compiled :mod:`.clocks` (see its ``.pyx`` for the why)."""

from lxml import etree

def clock_holders(root: etree._Element) -> list[etree._Element]: ...
