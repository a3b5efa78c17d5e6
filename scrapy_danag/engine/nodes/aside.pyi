"""Typed surface of the compiled :mod:`.aside` (see its ``.pyx`` for the why)."""

from collections.abc import Callable, Collection, Mapping

from lxml import etree

from .openings import OpeningTags

class SetAside:
    def __init__(
        self,
        tags: OpeningTags | None,
        anywhere: Collection[str],
        outside_sections: Collection[str],
        sectioning: Collection[str],
        setting_off: tuple[bytes, ...],
    ) -> None: ...
    def set_aside(
        self,
        element: etree._Element,
        set_off: Callable[[etree._Element], bool],
        reveals: Callable[[etree._Element], bool],
    ) -> bool: ...
    def outside(
        self,
        weights: Mapping[int, int],
        owners: Mapping[int, etree._Element],
        set_off: Callable[[etree._Element], bool],
        reveals: Callable[[etree._Element], bool],
    ) -> dict[int, int]: ...
    def weighed_aside(
        self,
        weights: Mapping[int, int],
        owners: Mapping[int, etree._Element],
        set_off: Callable[[etree._Element], bool],
        reveals: Callable[[etree._Element], bool],
    ) -> tuple[int, int]: ...
