"""The document as Markdown: CommonMark, with GitHub's pipe tables.

Blocks are separated by a blank line. Headings are ATX (``##``), shifted up so
that the content's shallowest heading is at most level 2 (a page that starts
its article's sections at ``<h4>`` gives ``##``), their order kept. Lists nest
by indentation, ordered ones keep their first number; an item's lines join
into one. Code blocks are fenced, with their language when the page names one,
and a fence longer than any run of backticks inside. Tables have a header row
(the first row) and escaped pipes. Links are ``[text](absolute URL)``, images
``![alt](URL)``; ``**strong**``, ``*emphasis*`` and code spans.

A heading inside a list item is written as strong text: it titles the item (a
card in a list of cards: its title, byline and summary), and Markdown's
readers take every heading line as opening a section that runs to the next
one -- a chunker or an outline would cut a list of two hundred cards into two
hundred sections, and lose the list's own heading among them. The HTML output
keeps the element, whose item scopes it.

Each line's inline pieces are written by :mod:`.markdown_inline` (escaping,
emphasis, code spans, links); here, at a line's start, the characters that
would open a heading, quote, list or thematic break are escaped.
"""

from __future__ import annotations

import re

from .markdown_inline import inline_markdown, longest_backtick_run
from .model import (
    Block,
    CodeBlock,
    Heading,
    Inline,
    ListBlock,
    Paragraph,
    Quote,
    Strong,
    Table,
)

#: What a line may not start with unescaped: a heading's ``#``, a quote's ``>``,
#: a list marker (``-``, ``+``, ``1.``, ``1)``) and a thematic break or setext
#: underline (``-``, ``=``).
_LINE_START_RE = re.compile(r"^(#|>|[-+=](?=\s|$|[-=])|(\d{1,9})([.)])(?=\s|$))")
#: A list item's first line holding its marker alone (:func:`_opens_on_next_line`).
_BARE_MARKER_RE = re.compile(r"(?:-|\d{1,9}\.)(?:\n|$)")


def render_markdown(blocks: list[Block]) -> str:
    """The blocks as one Markdown document."""
    shift = _heading_shift(blocks)
    return _joined(blocks, shift)


def _joined(blocks: list[Block], shift: int, in_item: bool = False) -> str:
    """Blocks separated by blank lines; a block that renders empty (a heading
    holding only an image left out) leaves no trace. ``in_item``: the blocks
    are a list item's (its headings are written as strong text)."""
    return "\n\n".join(filter(None, (_block(block, shift, in_item) for block in blocks)))


def escape_line_start(line: str) -> str:
    """``line`` with a block marker at its start escaped ("1. " -> "1\\. ")."""
    match = _LINE_START_RE.match(line)
    if match is None:
        return line
    if match.group(2) is not None:
        return f"{match.group(2)}\\{match.group(3)}{line[match.end() :]}"
    return "\\" + line


def _heading_shift(blocks: list[Block]) -> int:
    levels = [heading.level for heading in _headings(blocks)]
    return max(0, min(levels) - 2) if levels else 0


def _headings(blocks: list[Block]) -> list[Heading]:
    """The headings written as headings: outside list items."""
    found: list[Heading] = []
    for block in blocks:
        if isinstance(block, Heading):
            found.append(block)
        elif isinstance(block, Quote):
            found.extend(_headings(block.blocks))
    return found


def _block(block: Block, shift: int, in_item: bool = False) -> str:
    if isinstance(block, Paragraph):
        return escape_line_start(inline_markdown(block.inline))
    if isinstance(block, Heading) and in_item:
        return escape_line_start(inline_markdown([Strong(block.inline)]))
    if isinstance(block, Heading):
        text = inline_markdown(block.inline)
        if text.endswith("#"):
            text = text[:-1] + "\\#"  # a closing sequence would be dropped
        return f"{'#' * max(1, block.level - shift)} {text}" if text.strip() else ""
    if isinstance(block, CodeBlock):
        return _fenced(block)
    if isinstance(block, Quote):
        inner = _joined(block.blocks, shift, in_item)
        return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n"))
    if isinstance(block, ListBlock):
        return _list(block, shift)
    return _table(block)


def _fenced(block: CodeBlock) -> str:
    fence = "`" * max(3, longest_backtick_run(block.text) + 1)
    language = block.language or ""
    return f"{fence}{language}\n{block.text}\n{fence}"


def _list(block: ListBlock, shift: int) -> str:
    items: list[str] = []
    loose = False
    for number, item in enumerate(block.items):
        marker = f"{block.start + number}. " if block.ordered else "- "
        indent = " " * len(marker)
        parts = [_block(child, shift, in_item=True) for child in item.blocks]
        if not any(parts):
            continue
        # A nested list follows its item's line directly, unless it opens with a
        # marker alone (below), which would read as a setext underline there;
        # other blocks after the first need a blank line, which makes the list loose.
        body = parts[0]
        for child, part in zip(item.blocks[1:], parts[1:], strict=True):
            directly = isinstance(child, ListBlock) and not _BARE_MARKER_RE.match(part)
            loose = loose or not directly
            body += ("\n" if directly else "\n\n") + part
        lines = body.split("\n")
        if _opens_on_next_line(item.blocks[0], parts[0]):
            lines.insert(0, "")
        rendered = [(marker + lines[0]).rstrip()]
        rendered += [indent + line if line else "" for line in lines[1:]]
        items.append("\n".join(rendered).rstrip())
    return ("\n\n" if loose else "\n").join(items)


def _opens_on_next_line(first: Block, written: str) -> bool:
    """True when an item's first block starts below its marker: a code fence,
    a table or a quote. CommonMark reads ``- ```py`` as the same item, but a
    reader that finds fences, table rows and quotes by how a line starts (a
    chunker, a table extractor) reads it as a list item's text, takes the
    fence that closes the block for one that opens another and turns the rest
    of the document inside out. So does a nested list whose first item so
    starts (``- 1.``, the next line its fence)."""
    if isinstance(first, CodeBlock | Table | Quote):
        return True
    return isinstance(first, ListBlock) and bool(_BARE_MARKER_RE.match(written))


def _table(block: Table) -> str:
    rows = [[_cell(cell) for cell in row] for row in block.rows]
    width = len(rows[0])
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + " --- |" * width]
    lines.extend("| " + " | ".join(row) + " |" for row in rows[1:])
    return "\n".join(lines)


def _cell(inline: list[Inline]) -> str:
    return inline_markdown(inline).replace("|", "\\|")
