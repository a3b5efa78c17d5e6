"""Other extractors behind the evaluation's extractor interface, for side-by-side runs.

trafilatura and readability-lxml are optional (the ``compare`` extra); each
adapter imports its library when built and raises ImportError naming the extra.
They receive the page's raw bytes, as the engine does, and do their own decoding.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Extraction, ExtractionOptions
from ..engine.metadata.model import Metadata
from ..engine.thesis.text import html_to_paragraphs
from .corpus import Page

Extractor = Callable[[bytes, Page], Extraction]
_OPTIONS = ExtractionOptions()
COMPETITORS: tuple[str, ...] = ("trafilatura", "readability")


def _result(text: str | None, headline: str | None, metadata: Metadata | None = None) -> Extraction:
    text = text or ""
    return Extraction(text, headline, bool(text.strip()), _OPTIONS, metadata=metadata or Metadata())


def trafilatura_extractor() -> Extractor:
    try:
        import trafilatura
    except ImportError as exc:
        raise ImportError("install the compare extra: pip install 'scrapy-danag[compare]'") from exc

    def run(data: bytes, page: Page) -> Extraction:
        document = trafilatura.bare_extraction(data, url=page.url, with_metadata=True)
        if document is None:
            return _result(None, None)
        author = getattr(document, "author", None)
        metadata = Metadata(
            published=getattr(document, "date", None),
            authors=(author,) if author else (),
            language=getattr(document, "language", None),
        )
        return _result(getattr(document, "text", None), getattr(document, "title", None), metadata)

    return run


def trafilatura_markdown_extractor() -> Extractor:
    """trafilatura's own Markdown output, for the structure metric: its headings,
    lists, quotes, code blocks and tables, as it writes them."""
    try:
        import trafilatura
    except ImportError as exc:
        raise ImportError("install the compare extra: pip install 'scrapy-danag[compare]'") from exc
    markdown = ExtractionOptions(output_format="markdown")

    def run(data: bytes, page: Page) -> Extraction:
        text = trafilatura.extract(data, url=page.url, output_format="markdown") or ""
        return Extraction(text, None, bool(text.strip()), markdown)

    return run


def readability_extractor() -> Extractor:
    try:
        from readability import Document
        from readability.readability import Unparseable
    except ImportError as exc:
        raise ImportError("install the compare extra: pip install 'scrapy-danag[compare]'") from exc

    def run(data: bytes, page: Page) -> Extraction:
        document = Document(data, url=page.url)
        try:
            summary = document.summary(html_partial=True)
        except Unparseable:
            # It gives up on a page whose declared encoding Python names otherwise
            # (``windows-874``): an empty output, counted as such, as a user gets.
            return _result(None, None)
        return _result(html_to_paragraphs(summary), document.title())

    return run


def competitor(name: str) -> Extractor:
    if name == "trafilatura":
        return trafilatura_extractor()
    if name == "readability":
        return readability_extractor()
    raise ValueError(f"unknown competitor {name!r}; expected one of {', '.join(COMPETITORS)}")
