"""Typed surface of the compiled :mod:`.plain` (see its ``.pyx`` for the why)."""

from collections.abc import Callable

from lxml import etree

from .openings import OpeningTags
from .sizes import ElementSizes

class Plain:
    def keeps(self, element: etree._Element, tag: str) -> bool: ...

class PlainBlocks(Plain):
    def __init__(
        self,
        total: ElementSizes,
        linked: ElementSizes,
        link_density: float,
        tags: OpeningTags | None,
        asked: frozenset[str],
        caption: str = "",
        furniture: Callable[[str], bool] | None = None,
    ) -> None: ...

class PlainRecords(Plain):
    def __init__(
        self,
        asked: frozenset[str],
        setting_off: tuple[bytes, ...],
        furniture: Callable[[str], bool],
    ) -> None: ...
