"""Typed surface of the compiled :mod:`.marked` (see its ``.pyx`` for the why)."""

from lxml import etree

def line_owners(
    root: etree._Element, attribute: str, prefix: str, void: frozenset[str]
) -> tuple[dict[int, etree._Element], int]: ...
