"""The downloader middleware: tag HTML responses in ``request.meta["danag"]``.

It sits below ``HttpCompressionMiddleware`` (590) so it sees decompressed bodies.
In Scrapy 2.19 ``response.meta`` cannot be used inside ``process_response``, so
the tag goes into ``request.meta``, which becomes ``response.meta`` for the
spider. The user's own ``meta["danag"]`` options are copied, never mutated: one
options dict may be shared by many requests. Responses whose status is not in
``DANAG_STATUS_CODES`` (2xx by default) are not tagged, and
``meta["danag"]["enabled"]`` overrides the verdict either way.
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy import Request
from scrapy.http import Response

from .detection import html_verdict
from .request_meta import HTML_TAG, META_KEY, REASON_TAG, enabled_override
from .runtime import DanagRuntime
from .settings import DanagSettingError

logger = logging.getLogger("scrapy_danag")


class DanagDownloaderMiddleware:
    """Marks which responses are HTML pages worth extracting."""

    def __init__(self, runtime: DanagRuntime) -> None:
        self.runtime = runtime
        self.stats = runtime.stats
        self.status_codes = runtime.settings.status_codes

    @classmethod
    def from_crawler(cls, crawler: Any) -> DanagDownloaderMiddleware:
        return cls(DanagRuntime.for_crawler(crawler))

    def process_response(self, request: Request, response: Response) -> Response:
        try:
            forced = enabled_override(request.meta)
        except DanagSettingError as exc:
            if not isinstance(request.meta.get(META_KEY), dict):
                # Nowhere to put the tag: say so now, and leave the response alone.
                self.stats.inc_value("danag/errors")
                self.stats.inc_value("danag/responses/skipped")
                logger.error("Not extracting %s: %s", response.url, exc)
                return response
            forced = None  # the spider middleware reports it with the page's outcome
        if forced is None:
            is_html, reason = self._verdict(response)
        else:
            is_html, reason = forced, f'meta["danag"]["enabled"] is {forced}'
            self.stats.inc_value(f"danag/responses/{'forced' if forced else 'disabled'}")
        options = request.meta.get(META_KEY)
        tag = dict(options) if isinstance(options, dict) else {}
        tag[HTML_TAG] = is_html
        request.meta[META_KEY] = tag
        if is_html:
            self.stats.inc_value("danag/responses/html")
        else:
            tag[REASON_TAG] = reason
            self.stats.inc_value("danag/responses/skipped")
            logger.debug("Not extracting %s: %s", response.url, reason)
        return response

    def _verdict(self, response: Response) -> tuple[bool, str]:
        if response.status not in self.status_codes:
            self.stats.inc_value("danag/responses/skipped/status")
            return False, f"status {response.status} (DANAG_STATUS_CODES)"
        return html_verdict(response.headers.get("Content-Type"), response.body)
