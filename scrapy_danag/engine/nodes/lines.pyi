"""Typed surface of the compiled :mod:`.lines` (see its ``.pyx`` for the why)."""

from collections.abc import Callable, Collection
from typing import Any

from lxml import etree

from .builder import LineBuilder
from .plain import Plain

def walk_events(
    root: etree._Element,
    built: LineBuilder,
    blocks: Collection[str],
    skip: Callable[[etree._Element, str], bool] | None,
    judged: Collection[str] | None,
    on_skip: Callable[[etree._Element, str, LineBuilder], None] | None,
    structure: bool,
    items: Collection[str],
    structural: Collection[str],
    formatting: Collection[str],
    bare_skipped: Collection[str] | None,
    plain: Plain | None,
) -> Any: ...
