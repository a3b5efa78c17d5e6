"""Typed surface of the compiled :mod:`.open_divs` (see its ``.pyx`` for the why)."""

def divs_closed(
    html: str, tracked: tuple[str, ...], headings: frozenset[str], table: str, close: str
) -> str: ...
