"""The document as a clean HTML fragment, safe to show as it is.

Only the elements of :mod:`.model` come out, written here from text: headings,
paragraphs, lists, block quotes, ``<pre><code>``, tables with a ``<thead>``,
links, ``<strong>``, ``<em>``, ``<code>`` and (when asked) ``<img>``. Every
text and attribute value is escaped; the only attributes are ``href``,
``src``, ``alt``, ``start`` and a code block's ``class="language-…"``, and the
addresses are the checked ones of :mod:`.links` (no ``javascript:`` or
``data:``). No script, style, event handler or element of the page passes.
"""

from __future__ import annotations

import re
from html import escape

from .model import (
    Block,
    Code,
    CodeBlock,
    Emphasis,
    Heading,
    Image,
    Inline,
    Link,
    ListBlock,
    Paragraph,
    Quote,
    Strong,
    Table,
    Text,
)

_LANGUAGE_RE = re.compile(r"[^\w+#.-]")


def render_html(blocks: list[Block]) -> str:
    """The blocks as one HTML fragment, a block a line."""
    return "\n".join(filter(None, (_block(block) for block in blocks)))


def inline_html(pieces: list[Inline]) -> str:
    out: list[str] = []
    for piece in pieces:
        if isinstance(piece, Text):
            out.append(escape(piece.text, quote=False))
        elif isinstance(piece, Code):
            out.append(f"<code>{escape(piece.text, quote=False)}</code>")
        elif isinstance(piece, Image):
            out.append(f'<img src="{escape(piece.src)}" alt="{escape(piece.alt)}">')
        elif isinstance(piece, Link):
            out.append(f'<a href="{escape(piece.href)}">{inline_html(piece.children)}</a>')
        elif isinstance(piece, Strong):
            out.append(f"<strong>{inline_html(piece.children)}</strong>")
        elif isinstance(piece, Emphasis):
            out.append(f"<em>{inline_html(piece.children)}</em>")
    return "".join(out)


def _block(block: Block) -> str:
    if isinstance(block, Paragraph):
        text = inline_html(block.inline)
        return f"<p>{text}</p>" if text else ""
    if isinstance(block, Heading):
        text = inline_html(block.inline)
        return f"<h{block.level}>{text}</h{block.level}>" if text else ""
    if isinstance(block, CodeBlock):
        language = _LANGUAGE_RE.sub("", block.language or "")
        attribute = f' class="language-{language}"' if language else ""
        return f"<pre><code{attribute}>{escape(block.text, quote=False)}</code></pre>"
    if isinstance(block, Quote):
        return f"<blockquote>\n{render_html(block.blocks)}\n</blockquote>"
    if isinstance(block, ListBlock):
        tag = "ol" if block.ordered else "ul"
        start = f' start="{block.start}"' if block.ordered and block.start != 1 else ""
        items = "\n".join(f"<li>{_item(item.blocks)}</li>" for item in block.items)
        return f"<{tag}{start}>\n{items}\n</{tag}>"
    return _table(block)


def _item(blocks: list[Block]) -> str:
    """An item: its first paragraph bare, the rest as blocks."""
    if blocks and isinstance(blocks[0], Paragraph):
        rest = render_html(blocks[1:])
        return inline_html(blocks[0].inline) + (f"\n{rest}" if rest else "")
    return render_html(blocks)


def _table(block: Table) -> str:
    head, *body = block.rows
    lines = ["<table>", "<thead>", _row(head, "th"), "</thead>"]
    if body:
        lines += ["<tbody>", *(_row(row, "td") for row in body), "</tbody>"]
    lines.append("</table>")
    return "\n".join(lines)


def _row(cells: list[list[Inline]], tag: str) -> str:
    return "<tr>" + "".join(f"<{tag}>{inline_html(cell)}</{tag}>" for cell in cells) + "</tr>"
