"""The one exception type the engine raises for input it cannot treat as text.

Everything else that can go wrong with a page (no ``<body>``, broken markup, no
long text) is a normal outcome: an :class:`~scrapy_danag.engine.result.Extraction`
with ``has_main_content=False``. Callers such as the Scrapy pipeline therefore need
to catch exactly one type to tell "not a web page at all" from "a page with nothing
to extract".
"""

from __future__ import annotations


class NotTextError(ValueError):
    """Raised when the input is binary data (PDF, image, archive, font...), not text."""
