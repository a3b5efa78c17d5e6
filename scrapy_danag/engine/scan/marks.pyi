"""Typed surface of the compiled :mod:`.marks` (see its ``.pyx`` for the why)."""

from collections.abc import Iterable, Sequence

def marked_document(
    lines: Sequence[str], numbers: Iterable[int], attribute: str, prefix: str
) -> tuple[str, int]: ...
