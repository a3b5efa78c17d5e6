"""scrapy-poet support: ``from scrapy_danag.poet import DanagPage, DanagItem``.

Needs the ``poet`` extra (``pip install 'scrapy-danag[poet]'``); see
:mod:`scrapy_danag.integration.page_objects`.
"""

from __future__ import annotations

try:
    from .integration.page_objects import DanagItem, DanagPage
except ImportError as exc:  # web-poet is an optional dependency
    raise ImportError(
        f"scrapy_danag.poet needs web-poet: pip install 'scrapy-danag[poet]' ({exc})"
    ) from exc

__all__ = ["DanagItem", "DanagPage"]
