"""Extraction where a spider decides things: in a callback, in ``scrapy shell``.

:func:`extract_response` runs the engine on a Scrapy response in the calling
thread, as ``scrapy_danag.extract(response)`` does: the response's URL, body and
declared type, and its ``meta["danag"]`` options, under any keyword options
given. :func:`extract_in_callback` is the crawl's own extraction, awaited: the
crawl's settings, its worker processes and time budget, counted in its stats --
and shared with the spider middleware, which then does not extract the page
again.
"""

from __future__ import annotations

import time
from typing import Any

from scrapy.exceptions import NotConfigured

from ..engine import Extraction, ExtractionOptions
from ..engine import extract as extract_page
from .pages import PageOutcome, outcome_of_extraction
from .request_meta import danag_meta, with_overrides
from .runtime import DanagRuntime
from .settings import OPTION_KEYS
from .shared import share_outcome

#: ``extract()`` keywords that are engine options (the others are passed on).
_OPTION_KEYWORDS = frozenset(OPTION_KEYS)


def _meta_of(response: Any) -> dict[str, Any]:
    """A response's meta; a response built by hand has no request, hence none."""
    try:
        return dict(response.meta)
    except AttributeError:
        return {}


def extract_response(response: Any, url: str | None = None, **keywords: Any) -> Extraction:
    """The engine on a Scrapy response: ``url`` defaults to the response's,
    ``Content-Type`` is read from its headers, and the options of its
    ``meta["danag"]`` apply unless a keyword gives the same option."""
    overrides = {k: v for k, v in danag_meta(_meta_of(response)).items() if k in OPTION_KEYS}
    given = {k: keywords.pop(k) for k in list(keywords) if k in _OPTION_KEYWORDS}
    given = {k: v for k, v in given.items() if v is not None}
    options = keywords.pop("options", None)
    if options is None and (overrides or given):
        describe = {k: k if k in given else f'meta["danag"]["{k}"]' for k in OPTION_KEYS}
        options = with_overrides(ExtractionOptions(), {**overrides, **given}, describe)
    header = response.headers.get("Content-Type")
    declared = header.decode("latin-1") if header else None
    keywords.setdefault("content_type", declared)
    # The page as a crawl reads it (its own address, type and decoding) is
    # shared with the crawl's other readers, which then do not extract it again.
    as_crawled = (
        url in (None, response.url)
        and keywords.get("encoding") is None
        and keywords["content_type"] == declared
        and getattr(response, "request", None) is not None
    )
    started = time.perf_counter()
    result = extract_page(response.body, url or response.url, options=options, **keywords)
    if as_crawled:
        outcome = outcome_of_extraction(result, time.perf_counter() - started)
        share_outcome(response, result.options, outcome)
    return result


async def extract_in_callback(response: Any, crawler: Any) -> PageOutcome:
    """The crawl's extraction of ``response``, awaited in a callback: with the
    crawl's settings and the request's options, on its workers, under its time
    budget. Never raises for a bad page: the outcome says what happened
    (``status``, ``error``). The spider middleware reuses it for the items the
    callback yields::

        async def parse(self, response):
            page = await scrapy_danag.extract_in_callback(response, self.crawler)
            if page.page_type == "article":
                yield {"url": response.url}
    """
    if crawler is None or not hasattr(crawler, "settings"):
        raise TypeError("extract_in_callback needs the crawler (a spider's self.crawler)")
    try:
        runtime = DanagRuntime.for_crawler(crawler)
    except NotConfigured as exc:
        raise RuntimeError(f"scrapy-danag is disabled in this crawl: {exc}") from None
    return await runtime.outcome_of(response)
