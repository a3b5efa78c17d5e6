"""What a page declares of its own text, opening a main content that lacks it.

In flow the main content found, the page's kind, its JSON-LD scripts and its
head (through the structured data, read once for this and for the metadata);
out come the lines that open the content -- the excerpt the head declares, a
product's declared description -- with notes saying so, or None. A page
written by a script in the browser sends a body without its text, and these
declarations are the only copy of it the page sends (:mod:`.metadata.excerpt`,
:mod:`.kinds.description`).
"""

from __future__ import annotations

from collections.abc import Sequence

from .kinds.description import missing_description
from .metadata.excerpt import declared_excerpt, lacks
from .metadata.structured import StructuredData

#: Why ``addanag+`` opened a page's main content with what the page declares.
EXCERPT_NOTE = (
    "main content opened by the excerpt the page declares in its head: the text "
    "found held few of its words (a script writes the page's text in the browser)"
)
DESCRIPTION_NOTE = (
    "main content opened by the description the page declares for its product: "
    "the text found held few of its words"
)
#: The notes saying the main content opens with what the page declares of its
#: text (a crawl counts such pages: its text is what a script shows in full).
DECLARED_NOTES = frozenset({EXCERPT_NOTE, DESCRIPTION_NOTE})


def declared_opening(
    text: str,
    scripts: Sequence[str],
    cleaned: str,
    kind: str,
    data: StructuredData | None = None,
) -> tuple[str, tuple[str, ...]] | None:
    """What a page written by script declares of its text and the content found
    lacks -- the excerpt in its head, a product's description -- as the lines
    that open the content, with notes saying so; None when it lacks neither.
    ``data``: the page's structured data when the caller read it (from
    ``cleaned`` and ``scripts``, keeping the descriptions' ``<meta>``)."""
    opening: list[str] = []
    notes: list[str] = []
    described = missing_description(text, scripts, data) if kind == "product" else None
    if described is not None:
        opening, notes = [described], [DESCRIPTION_NOTE]
    excerpt = declared_excerpt(cleaned, data)
    if excerpt is not None and lacks("\n".join([*opening, text]), excerpt):
        opening.insert(0, excerpt)
        notes.insert(0, EXCERPT_NOTE)
    return ("\n".join(opening), tuple(notes)) if opening else None
