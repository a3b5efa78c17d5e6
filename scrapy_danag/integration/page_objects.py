"""A web-poet page object: scrapy-danag's extraction as a scrapy-poet dependency.

With scrapy-poet, a callback names what it needs and gets it built from the
response: ``async def parse(self, response, page: DanagPage)``, then
``await page.to_item()`` gives a :class:`DanagItem`. Page objects belong to no
crawler, so this one runs the engine itself, in a thread of the event loop
(never on the reactor's own), under the engine's time budget, and once a page
however many fields are read.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import attrs
from web_poet import WebPage, field
from web_poet.utils import cached_method

from ..engine import Extraction, ExtractionTimeout
from ..engine import extract as extract_page
from .settings import DEFAULT_TIMEOUT

logger = logging.getLogger("scrapy_danag")


@attrs.define
class DanagItem:
    """What scrapy-danag reads from a page: its main content (plain text), its
    headline, its kind and its metadata (as :meth:`Metadata.to_dict` gives it),
    and whether it has main content at all."""

    url: str
    headline: str | None
    main_content: str
    has_main_content: bool
    page_type: str | None
    metadata: dict[str, Any]


class DanagPage(WebPage[DanagItem]):
    """The page's extraction, field by field; subclass it to change a field or
    the options (:attr:`options`: keyword options of ``scrapy_danag.extract``)."""

    #: Keyword options of ``scrapy_danag.extract`` (``{"output_format": "markdown"}``...).
    options: dict[str, Any] = {}  # noqa: RUF012 -- read only; a subclass sets its own
    #: Seconds the extraction may take (as ``DANAG_TIMEOUT``).
    timeout: float | None = DEFAULT_TIMEOUT

    @cached_method
    async def extraction(self) -> Extraction:
        """The engine's result, computed once; a page past :attr:`timeout`
        gives an empty result and a warning naming it, as in a crawl."""
        header = self.response.headers.get("Content-Type")
        try:
            return await asyncio.to_thread(
                extract_page,
                bytes(self.response.body),
                str(self.response.url),
                content_type=header,
                timeout=self.timeout,
                **self.options,
            )
        except ExtractionTimeout as exc:
            logger.warning("Gave up extracting %s: %s", self.response.url, exc)
            return extract_page("", str(self.response.url))

    @field
    def url(self) -> str:
        return str(self.response.url)

    @field
    async def headline(self) -> str | None:
        return (await self.extraction()).headline

    @field
    async def main_content(self) -> str:
        return (await self.extraction()).main_content

    @field
    async def has_main_content(self) -> bool:
        return (await self.extraction()).has_main_content

    @field
    async def page_type(self) -> str | None:
        return (await self.extraction()).page_type

    @field
    async def metadata(self) -> dict[str, Any]:
        return (await self.extraction()).metadata.to_dict()
