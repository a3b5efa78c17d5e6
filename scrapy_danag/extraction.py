"""``scrapy_danag.extract``: the engine on a page given as text, bytes or a
Scrapy response.

Text and bytes go straight to the engine, which never imports Scrapy; a
response (anything with ``body`` and ``url``) is read by
:mod:`.integration.responses`, imported only then.
"""

from __future__ import annotations

from typing import Any

from .engine import Extraction
from .engine import extract as extract_page


def extract(html: Any, url: str | None = None, **options: Any) -> Extraction:
    """Extract the main content, headline and metadata of one page.

    ``html``: the page as ``str`` or ``bytes``, or a Scrapy ``Response`` (its
    URL, body, ``Content-Type`` and ``meta["danag"]`` options are used; keyword
    options win over the meta's). Every other argument is the engine's: see
    :func:`scrapy_danag.engine.extract`.
    """
    is_text = isinstance(html, (str, bytes, bytearray))
    if not is_text and hasattr(html, "body") and hasattr(html, "url"):
        from .integration.responses import extract_response

        return extract_response(html, url, **options)
    return extract_page(html, url, **options)
