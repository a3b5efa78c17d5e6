"""Where the chosen text came from, and how to read it again with its shape.

The extraction picks its text in one of three ways, and says which
(:data:`ContentSource`): an article element of the line tree with its lead
(:class:`ArticleSource`), a run of records in the page's tree
(:class:`RecordsSource`), or the chosen lines themselves (:class:`LinesSource`).
To render it in another format, the same walk runs again on the same element
with ``structure`` on (:mod:`..tree.blocks`), so the text is the same and only
its shape is added. What the shape needs beyond the tree (attributes the line
tree was parsed without, a code block's own whitespace) comes from a
:class:`PageReader`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lxml import etree

from ..kinds.records import records_lines
from ..scan.attribute_value import attribute_value
from ..source.references import unescape
from ..thesis.regions import Region
from ..thesis.text import selected_html
from ..tree.article import BLOCKS, lines_with_lead
from ..tree.blocks import Lines, Shape, walk_lines
from ..tree.dom import LineTree
from ..tree.locate import html_parser
from ..tree.tags import parse_attributes
from .code import SourceCode, code_language, preformatted_text


@dataclass(frozen=True, slots=True)
class ArticleSource:
    """The article element of the line tree, read with its lead; ``lines`` when
    they were read with their shapes already."""

    tree: LineTree
    element: etree._Element
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class RecordsSource:
    """The records' container, in the tree of the page without scripts."""

    container: etree._Element


@dataclass(frozen=True, slots=True)
class LinesSource:
    """The chosen block lines themselves (no tree could be built)."""

    lines: Sequence[str]
    regions: tuple[Region, ...]


@dataclass(frozen=True, slots=True)
class TextSource:
    """Plain text, one paragraph a line (the Density baseline's strings)."""

    text: str


ContentSource = ArticleSource | RecordsSource | LinesSource | TextSource


class PageReader:
    """Attributes and code blocks of the elements of one tree.

    A tree parsed with its attributes answers from the element. The line tree is
    usually parsed without them: a block's attributes are read from its opening
    tag at the start of its line (:class:`~..tree.dom.LineTree`), and a link's or
    an image's from the source, where the n-th ``<a`` tag is the tree's n-th
    ``a`` element (when the counts differ, it has none). A tree parsed from the
    collapsed lines reads its code blocks from ``cleaned`` (:mod:`.code`).
    """

    def __init__(
        self, tree: LineTree | None, cleaned: str, root: etree._Element, collapsed: bool
    ) -> None:
        self._tree = tree if tree is not None and tree.source is not None else None
        self._code = SourceCode(root, cleaned) if collapsed else None
        self._collapsed = collapsed

    def attributes(self, element: etree._Element) -> dict[str, str]:
        """The element's attributes, values with character references decoded."""
        if self._tree is None:
            return {str(k): str(v) for k, v in element.attrib.items()}
        source = self._opening_source(element)
        if not source:
            return {}
        return {name: unescape(value) for name, value in parse_attributes(source).items()}

    def attribute(self, element: etree._Element, name: str) -> str | None:
        """One attribute of the element (``name`` lower-case), as
        :meth:`attributes` gives it; None when it has none."""
        if self._tree is None:
            value = element.get(name)
            return None if value is None else str(value)
        source = self._opening_source(element)
        found = attribute_value(source, name) if source else None
        return None if found is None else unescape(found)

    def _opening_source(self, element: etree._Element) -> str | None:
        assert self._tree is not None
        tag = str(element.tag)
        if tag in ("a", "img"):
            return self._tree.inline_openings(tag).get(element)
        return self._tree.opening_attributes(element)

    def code(self, pre: etree._Element) -> tuple[str, str | None]:
        """A ``<pre>``'s text, with its own whitespace where it can be read, and
        its language."""
        if self._code is not None and (found := self._code.block(pre)) is not None:
            return found
        code = pre.find("code")
        classes = [self.attributes(pre).get("class")]
        if code is not None and self._tree is None:  # (an inline tag's: see attributes)
            classes.append(code.get("class"))
        language = code_language(*classes)
        if self._collapsed:  # the text as the tree holds it, on one line
            return "".join(str(text) for text in pre.itertext()).strip(), language
        return preformatted_text(pre), language


def shaped_lines(source: ContentSource, cleaned: str) -> tuple[Lines, PageReader]:
    """The source's lines with their shapes, and the reader for their elements."""
    if isinstance(source, ArticleSource):
        lines = source.lines
        if lines is None or lines.shapes is None:
            lines = lines_with_lead(source.element, source.tree, structure=True)
        return lines, PageReader(source.tree, cleaned, source.tree.root, collapsed=True)
    if isinstance(source, RecordsSource):
        lines = records_lines(source.container, structure=True)
        return lines, PageReader(None, cleaned, source.container, collapsed=False)
    if isinstance(source, TextSource):
        texts = [" ".join(line.split()) for line in source.text.split("\n")]
        shapes = [Shape((), ((text, ()),)) for text in texts]
        lines = Lines(texts, shapes, [False] * len(texts))
        return lines, PageReader(None, cleaned, etree.Element("div"), False)
    fragment = selected_html(source.lines, source.regions)
    root = etree.fromstring(f"<div>{fragment}</div>".encode("utf-8", "replace"), html_parser())
    if root is None:
        return Lines(shapes=[]), PageReader(None, cleaned, etree.Element("div"), False)
    lines = walk_lines(root, BLOCKS, None, structure=True)
    return lines, PageReader(None, cleaned, root, collapsed=True)
