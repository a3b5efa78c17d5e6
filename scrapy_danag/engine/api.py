"""The public entry point: :func:`extract`."""

from __future__ import annotations

import dataclasses
import json
import re
from urllib.parse import urlsplit

from .algorithms import run_algorithm
from .budget import time_budget
from .options import DEFAULT_ALGORITHM, ExtractionOptions
from .readable import readable_result
from .result import Extraction
from .source.decode import decode_html

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
    output_format: str = "text",
    include_images: bool = False,
    metadata: bool = True,
    encoding: str | None = None,
    content_type: str | bytes | None = None,
    options: ExtractionOptions | None = None,
    timeout: float | None = None,
) -> Extraction:
    """Extract the main content of one HTML page.

    ``html`` is the page as ``str``, or as the bytes a server sent (decoded as a
    browser would: BOM, then ``content_type``'s charset, then ``<meta>``, then
    UTF-8/windows-1252; ``encoding`` forces a codec). ``content_type`` may be the
    header's value as ``bytes``, as Scrapy keeps headers. ``url`` is the page's
    address: it is never fetched, and ``tf+`` reads its path as a second opinion
    on the headline (an article's address usually spells its headline). ``gap``
    and ``link_filter`` default to the algorithm's own values (gap 20, or 8 for
    ``r2l``; Filter 3 for ``addanag``, none otherwise). A ready
    :class:`ExtractionOptions` may be passed instead of the separate parameters.
    ``output_format``: ``main_content`` as ``"text"`` (one block a line),
    ``"markdown"`` (CommonMark with pipe tables) or ``"html"`` (a clean fragment),
    rendered from the same chosen content; ``include_images`` keeps images in
    the latter two. ``metadata=False`` skips reading the page's
    :class:`~scrapy_danag.Metadata` (dates, authors, language...), for callers
    that do not use it. ``timeout``: seconds the extraction may take; past them it stops at its next
    step and raises :class:`~scrapy_danag.ExtractionTimeout` (a ``TimeoutError``).

    Returns an :class:`Extraction`; a page with nothing to extract (empty, JSON,
    no long text) gives ``has_main_content=False``. Raises
    :class:`~scrapy_danag.NotTextError` for binary input, and ``TypeError`` or
    ``ValueError`` naming the parameter for an invalid one.
    """
    check_types(html=html, url=url, encoding=encoding, content_type=content_type)
    check_url(url)
    if isinstance(content_type, bytes):
        content_type = content_type.decode("latin-1")
    budget = check_timeout(timeout)
    if options is None:
        options = ExtractionOptions.resolve(
            algorithm,
            gap=gap,
            link_filter=link_filter,
            smoothing=smoothing,
            line_mode=line_mode,
            title_method=title_method,
            output_format=output_format,
            include_images=include_images,
            metadata=metadata,
        )
    elif not isinstance(options, ExtractionOptions):
        raise TypeError(f"options must be an ExtractionOptions, got {type(options).__name__}")
    with time_budget(budget):
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
    if not result.has_main_content:
        # Nothing to extract: no headline either, as for a page that is no
        # HTML (a title alone heads no text). The kind stays: it is judged
        # from the page's structure, a listing's frame without its items too.
        result = dataclasses.replace(result, headline=None, headline_line=None)
    return dataclasses.replace(
        readable_result(result),
        url=url,
        encoding=used_encoding,
    )


_TEXT_TYPES = (str, bytes, bytearray, memoryview)


def check_types(*, html: object, url: object, encoding: object, content_type: object) -> None:
    """A ``TypeError`` naming the first parameter of the wrong type."""
    if not isinstance(html, _TEXT_TYPES):
        raise TypeError(f"html must be str or bytes, got {type(html).__name__}")
    for name, value, kinds, expected in (
        ("url", url, (str,), "a str"),
        ("encoding", encoding, (str,), "a str"),
        ("content_type", content_type, (str, bytes), "a str or bytes"),
    ):
        if value is not None and not isinstance(value, kinds):
            raise TypeError(f"{name} must be {expected} or None, got {type(value).__name__}")


def check_url(url: str | None) -> None:
    """A ``ValueError`` naming ``url`` when urllib cannot read it (an unclosed
    IPv6 bracket): the headline, the page's kind and its metadata all read the
    address, and each would fail on it far from the cause."""
    if url is None:
        return
    try:
        urlsplit(url)
    except ValueError as exc:
        raise ValueError(f"url is not an address urllib can read ({exc}): {url!r}") from exc


def check_timeout(timeout: object) -> float | None:
    """``timeout`` as seconds: None, or a positive, finite number."""
    if timeout is None:
        return None
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise TypeError(f"timeout must be a number of seconds or None, got {timeout!r}")
    if not 0 < timeout < float("inf"):
        raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
    return float(timeout)
