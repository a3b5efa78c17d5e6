"""Rendering: the chosen main content in the format asked for.

In flows where the extraction's text came from (a :data:`.sources.ContentSource`:
the article element, the records, or the chosen lines) and the page without
scripts; out comes ``main_content`` as Markdown or as a clean HTML fragment.
The same walk that made the text runs again on the same element keeping each
line's shape (:mod:`..tree.blocks`), :mod:`.document` builds a format-free
document from it (:mod:`.model`), and one module per format writes it
(:mod:`.markdown`, which leaves each line's inline pieces to
:mod:`.markdown_inline`; :mod:`.html`): a new format is one new module in
:data:`RENDERERS`. Plain text needs none of this: it is the extraction's own.
The cyclic garbage collector is paused while a document is rendered
(:mod:`.collector`).
"""

from __future__ import annotations

from collections.abc import Callable

from .collector import collector_paused
from .document import build_document
from .html import render_html
from .links import base_address
from .markdown import render_markdown
from .model import Block
from .sources import (
    ArticleSource,
    ContentSource,
    LinesSource,
    RecordsSource,
    TextSource,
    shaped_lines,
)

__all__ = [
    "OUTPUT_FORMATS",
    "RENDERERS",
    "ArticleSource",
    "ContentSource",
    "LinesSource",
    "RecordsSource",
    "TextSource",
    "render_content",
]

#: Each format but plain text, and the function writing a document in it.
RENDERERS: dict[str, Callable[[list[Block]], str]] = {
    "markdown": render_markdown,
    "html": render_html,
}
#: What ``output_format`` may be.
OUTPUT_FORMATS: tuple[str, ...] = ("text", *RENDERERS)


def render_content(
    source: ContentSource,
    output_format: str,
    cleaned: str,
    url: str | None = None,
    include_images: bool = False,
    lead: str = "",
) -> str:
    """The content of ``source`` in ``output_format`` (not ``"text"``); links and
    images resolved against ``url`` and the page's ``<base href>``. ``lead``:
    plain text the content opens with, from outside ``source`` (what the page
    declares of its text: the excerpt in its head, a product's description)."""
    base = base_address(cleaned, url)
    document: list[Block] = []
    with collector_paused():  # its containers all live to the end (:mod:`.collector`)
        for part in (TextSource(lead), source) if lead else (source,):
            lines, page = shaped_lines(part, cleaned)
            document += build_document(lines, page, base, include_images)
        return RENDERERS[output_format](document)
