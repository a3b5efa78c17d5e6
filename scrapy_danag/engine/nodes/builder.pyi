"""Typed surface of the compiled :mod:`.builder` (see its ``.pyx`` for the why)."""

from collections.abc import Callable
from typing import Any

from lxml import etree

class LineBuilder:
    lines: Any
    keep: Callable[[str], bool] | None
    buffer: list[str]
    runs: list[tuple[str, tuple[etree._Element, ...]]]
    open_blocks: list[etree._Element]
    marks: list[etree._Element]
    mark_kinds: list[str]
    mark_tuple: tuple[etree._Element, ...]
    items_open: int
    def __init__(
        self,
        keep: Callable[[str], bool] | None,
        lines: Any,
        shape: Callable[[tuple[Any, ...], tuple[Any, ...]], Any],
        shows_text: Callable[[str], bool],
        formatting: dict[str, str],
        deepest: int,
    ) -> None: ...
    def add_run(self, text: str) -> None: ...
    def pending(self) -> bool: ...
    def flush(self) -> None: ...
    def open_mark(self, element: etree._Element, tag: str) -> None: ...
    def open_block(self, element: etree._Element) -> None: ...
    def close(self, element: etree._Element) -> None: ...
