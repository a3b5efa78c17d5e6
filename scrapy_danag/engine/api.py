"""The public entry point: :func:`extract`."""

from __future__ import annotations

import dataclasses
import json
import re

from .algorithms import run_algorithm
from .decode import decode_html
from .options import DEFAULT_ALGORITHM, ExtractionOptions
from .result import Extraction

#: Some tag: no "<" inside it, so that each character is read once whatever the page.
_SOME_TAG_RE = re.compile(r"</?[A-Za-z][^<>\n]*>|<[!?][^<>\n]*>")


def _not_html_reason(text: str) -> str | None:
    """Why decoded text is not an HTML page, or None when it may be one.

    JSON and plain text have no markup to measure; running a line-density
    algorithm on them would return the whole body as "main content".
    """
    stripped = text.lstrip()
    if not stripped:
        return "empty document"
    if stripped[0] in "{[":
        try:
            json.loads(stripped)
        except ValueError:
            pass
        else:
            return "the document is JSON, not HTML"
    if _SOME_TAG_RE.search(text) is None:
        return "the document contains no HTML markup"
    return None


def extract(
    html: str | bytes,
    url: str | None = None,
    *,
    algorithm: str = DEFAULT_ALGORITHM,
    gap: int | None = None,
    link_filter: int | None = None,
    smoothing: str = "4.2",
    line_mode: str | None = None,
    title_method: str | None = None,
    encoding: str | None = None,
    content_type: str | None = None,
    options: ExtractionOptions | None = None,
) -> Extraction:
    """Extract the main content of one HTML page.

    ``html`` is the page as ``str``, or as the bytes a server sent (decoded as a
    browser would: BOM, then ``content_type``'s charset, then ``<meta>``, then
    UTF-8/windows-1252; ``encoding`` forces a codec). ``url`` is the page's
    address: it is never fetched, and ``tf+`` reads its path as a second opinion
    on the headline (an article's address usually spells its headline). ``gap`` and ``link_filter``
    default to the algorithm's own values (gap 20, or 8 for ``r2l``; Filter 3 for
    ``addanag``, none otherwise). A ready :class:`ExtractionOptions` may be passed
    instead of the separate parameters.

    Returns an :class:`Extraction`; a page with nothing to extract (empty, JSON,
    no long text) gives ``has_main_content=False``. Raises
    :class:`~scrapy_danag.NotTextError` for binary input and ``ValueError`` for
    invalid parameters.
    """
    if options is None:
        options = ExtractionOptions.resolve(
            algorithm,
            gap=gap,
            link_filter=link_filter,
            smoothing=smoothing,
            line_mode=line_mode,
            title_method=title_method,
        )
    text, used_encoding = decode_html(html, content_type=content_type, encoding=encoding)
    reason = _not_html_reason(text)
    if reason is not None:
        return Extraction(
            main_content="",
            headline=None,
            has_main_content=False,
            options=options,
            url=url,
            encoding=used_encoding,
            notes=(reason,),
        )
    result = run_algorithm(text, options, url)
    return dataclasses.replace(result, url=url, encoding=used_encoding)
