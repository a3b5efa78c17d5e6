"""Typed surface of the compiled :mod:`.outward` (see its ``.pyx`` for the why)."""

from lxml import etree

from ..tree.tags import TagView

class OutwardLinks:
    def __init__(self, tags: TagView) -> None: ...
    def leads_out(self, element: etree._Element) -> bool: ...
