"""Typed surface of the compiled :mod:`.openings` (see its ``.pyx`` for the why)."""

import re

from lxml import etree

class OpeningTags:
    def __init__(
        self,
        source: list[str],
        names_pattern: re.Pattern[str],
        setting_off: tuple[str, ...],
    ) -> None: ...
    def attributes(self, element: etree._Element) -> str | None: ...
    def may_set_off(self, element: etree._Element) -> bool: ...
    def names(self, element: etree._Element) -> str | None: ...
