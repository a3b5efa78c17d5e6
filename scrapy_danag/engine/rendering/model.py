"""The main content as a document: blocks and inline pieces, whatever the format.

:mod:`.document` builds it from the lines the extraction chose; each output
format is one module that turns it into text (:mod:`.markdown`, :mod:`.html`).
Nothing here knows HTML or Markdown syntax: a URL is already resolved and
checked, a code block already holds its own whitespace.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Text:
    """Plain text, whitespace collapsed."""

    text: str


@dataclass(slots=True)
class Link:
    """A link to an absolute (or, without a page address, relative) URL."""

    href: str
    children: list[Inline]


@dataclass(slots=True)
class Strong:
    children: list[Inline]


@dataclass(slots=True)
class Emphasis:
    children: list[Inline]


@dataclass(slots=True)
class Code:
    """Inline code: its text as one piece, no formatting inside."""

    text: str


@dataclass(slots=True)
class Image:
    src: str
    alt: str


Inline = Text | Link | Strong | Emphasis | Code | Image
#: The pieces holding text of their own, and those holding other pieces (as
#: tuples: ``isinstance`` against ``A | B`` builds the union at every call).
WITH_TEXT = (Text, Code)
WITH_CHILDREN = (Link, Strong, Emphasis)


@dataclass(slots=True)
class Paragraph:
    inline: list[Inline]


@dataclass(slots=True)
class Heading:
    """A heading of ``level`` 1-6, as the page set it (renderers may shift it)."""

    level: int
    inline: list[Inline]


@dataclass(slots=True)
class CodeBlock:
    """Preformatted text with its own line breaks and spaces; the language named
    by a ``language-…`` or ``lang-…`` class, if any."""

    text: str
    language: str | None = None


@dataclass(slots=True)
class Quote:
    blocks: list[Block] = field(default_factory=list)


@dataclass(slots=True)
class ListItem:
    blocks: list[Block] = field(default_factory=list)


@dataclass(slots=True)
class ListBlock:
    ordered: bool
    start: int = 1
    items: list[ListItem] = field(default_factory=list)


@dataclass(slots=True)
class Table:
    """Rows of cells, each cell inline content; the first row is the header."""

    rows: list[list[list[Inline]]]


Block = Paragraph | Heading | CodeBlock | Quote | ListBlock | Table


def plain_text(inline: list[Inline]) -> str:
    """The text a reader sees in ``inline`` (an image shows none)."""
    parts: list[str] = []
    for piece in inline:
        if isinstance(piece, WITH_TEXT):
            parts.append(piece.text)
        elif isinstance(piece, WITH_CHILDREN):
            parts.append(plain_text(piece.children))
    return "".join(parts)
