"""A code block's own text: its line breaks and indentation, and its language.

The line phases collapse the page's whitespace before the tree is built, so a
``<pre>`` of the tree holds its code on one line. Its text is read again from
the page without scripts and styles, where the n-th ``<pre>`` tag is the tree's
n-th ``<pre>`` element (when the two counts differ, the tree's own text is
used). Each block is parsed alone, from its tag to its end tag or the next
``<pre>`` tag, so that every block is read once, whatever the page.
"""

from __future__ import annotations

import re

from lxml import etree

from ..tree.gutters import clear_gutters
from ..tree.locate import html_parser

_PRE_OPEN_RE = re.compile(r"<pre(?=[\s/>])", re.IGNORECASE)
_PRE_END_RE = re.compile(r"</pre\s*>|<pre(?=[\s/>])", re.IGNORECASE)
#: ``class="language-python"`` (the HTML standard's advice, highlight.js,
#: Prism), ``lang-js`` (Google's prettify), ``sourceCode python`` (pandoc).
_LANGUAGE_RE = re.compile(r"(?:^|\s)(?:language|lang)-([\w+#.-]+)", re.IGNORECASE)


def code_language(*classes: str | None) -> str | None:
    """The language the first of ``classes`` naming one names, lower-cased."""
    for names in classes:
        if names and (match := _LANGUAGE_RE.search(names)) is not None:
            return match.group(1).lower()
    return None


#: Blocks that stand on lines of their own inside a ``<pre>``, as a browser
#: shows them: highlighters that write each line as a ``<div>`` write no
#: line break between them.
_LINES_OF_THEIR_OWN = frozenset({"div", "p", "li", "tr", "table", "ul", "ol"})


def preformatted_text(pre: etree._Element) -> str:
    """The text of a ``<pre>`` as a browser shows it: ``<br>`` a line break, a
    block inside it a line of its own, the line break right after the opening
    tag dropped, trailing whitespace trimmed."""
    parts: list[str] = []

    def new_line() -> None:
        if parts and not parts[-1].endswith("\n"):
            parts.append("\n")

    for event, element in etree.iterwalk(pre, events=("start", "end"), tag=etree.Element):
        own_line = element is not pre and element.tag in _LINES_OF_THEIR_OWN
        if event == "start":
            if element.tag == "br":
                parts.append("\n")
            elif own_line:
                new_line()
            if element.text:
                parts.append(element.text)
        elif element is not pre:
            if own_line and not (element.tail or "").startswith(("\n", "\r\n")):
                new_line()
            if element.tail:
                parts.append(element.tail)
    text = "".join(parts)
    return text.removeprefix("\r\n").removeprefix("\n").rstrip()


class SourceCode:
    """The code blocks of a tree parsed from collapsed lines, read from ``cleaned``."""

    def __init__(self, root: etree._Element, cleaned: str) -> None:
        self._root = root
        self._cleaned = cleaned
        self._order: dict[etree._Element, int] | None = None
        self._starts: list[int] = []

    def block(self, pre: etree._Element) -> tuple[str, str | None] | None:
        """``pre``'s text and language from the page's source; None when the
        tree and the source do not pair up."""
        if self._order is None:
            self._order = {element: n for n, element in enumerate(self._root.iter("pre"))}
            self._starts = [m.start() for m in _PRE_OPEN_RE.finditer(self._cleaned)]
        number = self._order.get(pre)
        if number is None or len(self._order) != len(self._starts):
            return None
        start = self._starts[number]
        end = _PRE_END_RE.search(self._cleaned, start + 4)
        if end is None:
            stop = len(self._cleaned)
        else:  # its end tag, or the next block's opening tag (which stays out)
            stop = end.end() if end.group().startswith("</") else end.start()
        snippet = self._cleaned[start:stop].encode("utf-8", "replace")
        try:
            parsed = etree.fromstring(snippet, html_parser())
        except (etree.LxmlError, ValueError):
            return None
        found = None if parsed is None else parsed.find(".//pre")
        if found is None:
            return None
        clear_gutters(found, line_breaks=True)
        code = found.find("code")
        language = code_language(found.get("class"), None if code is None else code.get("class"))
        return preformatted_text(found), language
