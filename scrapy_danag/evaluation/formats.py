"""The text of an output in any format, so that every format is scored on its words.

Markdown is read back with :func:`.structure.markdown_text`; an HTML fragment is
parsed and read a block a line, as the text output is laid out.
"""

from __future__ import annotations

from lxml import etree, html

from ..engine.source.markup import BLOCK_TAGS
from .structure import markdown_text


def output_text(output: str, output_format: str) -> str:
    """``output``'s text, one block a line, whatever its format."""
    if output_format == "markdown":
        return markdown_text(output)
    if output_format == "html":
        return html_text(output)
    return output


def html_text(fragment: str) -> str:
    """The text of an HTML fragment, one block a line."""
    if not fragment.strip():
        return ""
    root = html.fragment_fromstring(fragment, create_parent="div")
    lines: list[str] = []
    words: list[str] = []
    for event, element in etree.iterwalk(root, events=("start", "end")):
        block = element.tag in BLOCK_TAGS
        if block and words:
            lines.append(" ".join("".join(words).split()))
            words.clear()
        if event == "start" and element.text:
            words.append(element.text)
        elif event == "end" and element is not root and element.tail:
            words.append(element.tail)
    if words:
        lines.append(" ".join("".join(words).split()))
    return "\n".join(line for line in lines if line)
