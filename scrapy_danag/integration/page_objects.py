"""A web-poet page object: scrapy-danag's extraction as a scrapy-poet dependency.

With scrapy-poet, a callback names what it needs and gets it built from the
response: ``async def parse(self, response, page: DanagPage)``, then
``await page.to_item()`` gives a :class:`DanagItem`. Page objects belong to no
crawler, so on its own this one runs the engine itself, in a thread of the
event loop (never on the reactor's own), under the engine's time budget, and
once a page however many fields are read. In a crawl with the add-on it is
given the crawl's extraction (:class:`CrawlExtraction`): its fields then come
from the crawl's workers, and the add-on's items and the page object share one
extraction of the page.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, ClassVar, cast

import attrs
from web_poet import WebPage, field
from web_poet.utils import cached_method

from ..engine import Extraction, ExtractionOptions, ExtractionTimeout, Metadata
from ..engine import extract as extract_page
from .pages import PageOutcome, outcome_of_extraction
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


class CrawlExtraction:
    """A page input: the crawl's extraction of the response, which the add-on
    provides to page objects when scrapy-poet is on (:mod:`.poet_provider`)."""

    def __init__(self, runtime: Any, response: Any) -> None:
        self._runtime = runtime
        self._response = response

    async def outcome(self, options: ExtractionOptions) -> PageOutcome:
        """The page's outcome with ``options``: shared with the crawl's other
        readers, on its workers, under ``DANAG_TIMEOUT``, counted in its stats."""
        return cast("PageOutcome", await self._runtime.outcome_with(self._response, options))


@attrs.define(slots=False)  # as web-poet's own pages: cached_method keeps its cache on the page
class DanagPage(WebPage[DanagItem]):
    """The page's extraction, field by field; subclass it to change a field or
    the options (:attr:`options`: keyword options of ``scrapy_danag.extract``)."""

    #: The crawl's extraction, when the add-on provides it; else the page
    #: object extracts on its own.
    crawl: CrawlExtraction | None = None

    #: Keyword options of ``scrapy_danag.extract`` (``{"output_format": "markdown"}``...).
    options: ClassVar[dict[str, Any]] = {}
    #: Seconds the extraction may take (as ``DANAG_TIMEOUT``).
    timeout: ClassVar[float | None] = DEFAULT_TIMEOUT

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

    @cached_method
    async def _outcome(self) -> PageOutcome:
        """What the fields read: the crawl's outcome with this page's options
        when the crawl provides it, else the page object's own extraction."""
        if self.crawl is not None:
            options = ExtractionOptions.resolve(**self.options)
            return await self.crawl.outcome(options)
        return outcome_of_extraction(await self.extraction(), 0.0)

    @field
    def url(self) -> str:
        return str(self.response.url)

    @field
    async def headline(self) -> str | None:
        return (await self._outcome()).headline

    @field
    async def main_content(self) -> str:
        return (await self._outcome()).main_content

    @field
    async def has_main_content(self) -> bool:
        return (await self._outcome()).has_main_content

    @field
    async def page_type(self) -> str | None:
        return (await self._outcome()).page_type

    @field
    async def metadata(self) -> dict[str, Any]:
        found = (await self._outcome()).metadata
        return (found if found is not None else Metadata()).to_dict()
