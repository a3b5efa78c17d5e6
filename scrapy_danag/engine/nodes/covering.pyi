"""Typed surface of the compiled :mod:`.covering` (see its ``.pyx`` for the why)."""

from lxml import etree

def covering_element(
    owners: dict[int, etree._Element], weights: dict[int, int], cover: float
) -> etree._Element | None: ...
