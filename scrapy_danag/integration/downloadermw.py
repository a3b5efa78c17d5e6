"""The downloader middleware: tag HTML responses in ``request.meta["danag"]``.

It sits below ``HttpCompressionMiddleware`` (590) so it sees decompressed bodies.
In Scrapy 2.19 ``response.meta`` cannot be used inside ``process_response``, so
the tag goes into ``request.meta``, which becomes ``response.meta`` for the
spider. The user's own ``meta["danag"]`` options are copied, never mutated: one
options dict may be shared by many requests.
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy import Request
from scrapy.http import Response

from .detection import html_verdict
from .runtime import DanagRuntime
from .settings import META_KEY

logger = logging.getLogger("scrapy_danag")

#: The key this middleware adds to ``meta["danag"]``: True for HTML pages.
HTML_TAG = "html"


class DanagDownloaderMiddleware:
    """Marks which responses are HTML pages worth extracting."""

    def __init__(self, runtime: DanagRuntime) -> None:
        self.runtime = runtime
        self.stats = runtime.stats

    @classmethod
    def from_crawler(cls, crawler: Any) -> DanagDownloaderMiddleware:
        return cls(DanagRuntime.for_crawler(crawler))

    def process_response(self, request: Request, response: Response) -> Response:
        is_html, reason = html_verdict(response.headers.get("Content-Type"), response.body)
        options = request.meta.get(META_KEY)
        tag = dict(options) if isinstance(options, dict) else {}
        tag[HTML_TAG] = is_html
        request.meta[META_KEY] = tag
        if is_html:
            self.stats.inc_value("danag/responses/html")
        else:
            self.stats.inc_value("danag/responses/skipped")
            logger.debug("Not extracting %s: %s", response.url, reason)
        return response
