"""Typed surface of the compiled :mod:`.lines` (see its ``.pyx`` for the why)."""

from collections.abc import Callable, Collection
from typing import Any

from lxml import etree

def walk_events(
    root: etree._Element,
    built: Any,
    blocks: Collection[str],
    skip: Callable[[etree._Element, str], bool],
    judged: Collection[str] | None,
    on_skip: Callable[[etree._Element, str, Any], None] | None,
    structure: bool,
    items: Collection[str],
    structural: Collection[str],
    formatting: Collection[str],
) -> Any: ...
