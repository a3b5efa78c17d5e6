"""Typed surface of the compiled :mod:`.lines` (see its ``.pyx`` for the why)."""

from collections.abc import Callable, Collection
from typing import Any, Protocol, TypeVar

from lxml import etree

from .plain import PlainBlocks

class LineBuilding(Protocol):
    """What the walk asks of the caller's line builder
    (:class:`~scrapy_danag.engine.tree.blocks.LineBuilder`); the walk returns
    its ``lines``."""

    @property
    def buffer(self) -> list[str]: ...
    items_open: int
    def flush(self) -> None: ...
    def add_run(self, text: str) -> None: ...
    def open_mark(self, element: etree._Element, tag: str) -> None: ...
    def open_block(self, element: etree._Element) -> None: ...
    def close(self, element: etree._Element) -> None: ...

_Builder = TypeVar("_Builder", bound=LineBuilding)

def walk_events(
    root: etree._Element,
    built: _Builder,
    blocks: Collection[str],
    skip: Callable[[etree._Element, str], bool] | None,
    judged: Collection[str] | None,
    on_skip: Callable[[etree._Element, str, _Builder], None] | None,
    structure: bool,
    items: Collection[str],
    structural: Collection[str],
    formatting: Collection[str],
    bare_skipped: Collection[str] | None,
    plain: PlainBlocks | None,
) -> Any: ...
