"""From the chosen lines and their shapes to a document of blocks (:mod:`.model`).

Each line stands in block elements (its :class:`~..tree.blocks.Shape`); the
ones that give a document its structure are kept: lists and their items, block
quotes, headings, code blocks and data tables. Lines that share an element share
its block: a list item's lines join into one line, a heading's too; a code
block is read whole from its element, so its whitespace survives. A table is a
data table, rendered as rows and cells, when it holds no other table, no
heading, quote or code block, at least two rows and two columns, and no cell
of more than a few lines (a list in a cell counts as one: it is one value, a
list of them) unless its first row is header cells, which declare it data;
any other table is layout, and its lines are plain paragraphs.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence

from lxml import etree

from ..tree.blocks import Lines
from .inline import InlineBuilder
from .model import (
    Block,
    CodeBlock,
    Heading,
    Inline,
    ListBlock,
    ListItem,
    Paragraph,
    Quote,
    Table,
    Text,
)
from .sources import PageReader

HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
LISTS = frozenset({"ul", "ol", "dl", "menu", "dir"})
ITEMS = frozenset({"li", "dt", "dd"})
CELLS = frozenset({"td", "th"})
#: Inside a cell, these make a table a layout table: a data cell holds a value.
_NOT_IN_CELLS = HEADINGS | {"table", "pre", "blockquote"}
#: A data table's cell holds at most this many lines (a value, perhaps with a
#: line break or two); a layout table's cell holds a column of the page.
CELL_LINES_MOST = 3
#: Widest ``colspan`` honoured (browsers cap it at 1,000; a page must not make
#: one cell a thousand columns of Markdown).
SPAN_MOST = 50

Container = list[Block] | ListBlock | ListItem | Quote | Heading | CodeBlock | Table


def build_document(
    lines: Lines, page: PageReader, base: str | None, include_images: bool = False
) -> list[Block]:
    """The document the shaped ``lines`` make (see the module's docstring)."""
    assert lines.shapes is not None, "the lines were walked without structure"
    inline = InlineBuilder(page, base, include_images)
    tables = data_tables(lines)
    builder = _Builder(page, tables)
    for text, shape in zip(lines.texts, lines.shapes, strict=True):
        path = structural_path(shape.blocks, tables)
        builder.add(path, inline.build(shape.runs, text), shape.blocks)
    return builder.finish()


def structural_path(
    blocks: Sequence[etree._Element], tables: dict[etree._Element, Table]
) -> list[etree._Element]:
    """The elements of ``blocks`` that shape the document, outermost first; an
    item's list is put in when it stands outside the walk (or is not a list)."""
    path: list[etree._Element] = []
    for number, element in enumerate(blocks):
        tag = element.tag
        if tag == "table" and element in tables:
            if any(below.tag in CELLS for below in blocks[number + 1 :]):
                path.append(element)
            break  # a cell's line goes to the table; its caption stands before it
        if tag == "pre" and any(below.tag == "pre" for below in blocks[number + 1 :]):
            continue  # a frame around code blocks (a gutter's table in a <pre>)
        if tag in HEADINGS or tag == "pre":
            path.append(element)
            break  # a leaf: what is inside it belongs to it
        if tag in LISTS or tag == "blockquote":
            path.append(element)
        elif tag in ITEMS:
            parent = element.getparent()
            if parent is not None and (not path or path[-1] is not parent):
                path.append(parent)
            path.append(element)
    return path


def table_rows(table: etree._Element) -> Iterator[etree._Element]:
    """The table's own rows (not a nested table's), in order."""
    for child in table:
        if child.tag == "tr":
            yield child
        elif child.tag in ("thead", "tbody", "tfoot"):
            yield from (row for row in child if row.tag == "tr")


def data_tables(lines: Lines) -> dict[etree._Element, Table]:
    """The tables among the lines' blocks that are data tables, each with an
    empty :class:`Table` to fill."""
    assert lines.shapes is not None
    cell_lines: dict[etree._Element, dict[etree._Element, int]] = defaultdict(dict)
    layout: set[etree._Element] = set()
    seen_lists: set[etree._Element] = set()
    for shape in lines.shapes:
        chain = shape.blocks
        tables = [n for n, element in enumerate(chain) if element.tag == "table"]
        if not tables:
            continue
        layout.update(chain[n] for n in tables[:-1])  # a table holding a table is layout
        innermost = tables[-1]
        table = chain[innermost]
        below = chain[innermost + 1 :]
        cell = next((element for element in below if element.tag in CELLS), None)
        if cell is None and below and below[0].tag == "caption":
            continue  # a caption is no cell: it goes before the table
        if cell is None or any(element.tag in _NOT_IN_CELLS for element in below):
            layout.add(table)
            continue
        counts = cell_lines[table]
        listed = next((element for element in below if element.tag in LISTS), None)
        if listed is None or listed not in seen_lists:  # a list in a cell is one value
            counts[cell] = counts.get(cell, 0) + 1
        if listed is not None:
            seen_lists.add(listed)
    found: dict[etree._Element, Table] = {}
    for table, counts in cell_lines.items():
        if table in layout or table.find(".//table") is not None:
            continue
        rows = list(table_rows(table))
        if max(counts.values()) > CELL_LINES_MOST and not _headed(rows):
            continue
        own_cells = {cell for row in rows for cell in row if cell.tag in CELLS}
        if len(rows) < 2 or max(len(row) for row in rows) < 2 or not own_cells >= counts.keys():
            continue
        found[table] = Table(rows=[])
    return found


def _headed(rows: Sequence[etree._Element]) -> bool:
    """Whether the table's first row is header cells (``<th>``) over two
    columns or more, its corner cell perhaps a ``<td>`` (a comparison table's):
    its author declared a data table."""
    if not rows:
        return False
    cells = [cell.tag for cell in rows[0] if cell.tag in CELLS]
    heads = cells[1:] if cells and cells[0] == "td" else cells
    return len(heads) >= 2 and all(tag == "th" for tag in heads)


class _Builder:
    """The document, and the stack of containers open for the current line."""

    def __init__(self, page: PageReader, tables: dict[etree._Element, Table]) -> None:
        self._page = page
        self._tables = tables
        self._cells: dict[etree._Element, list[Inline]] = {}
        self._seen: set[etree._Element] = set()  # leaves put in the document already
        self.blocks: list[Block] = []
        self._stack: list[tuple[etree._Element | None, Container]] = [(None, self.blocks)]

    def add(
        self,
        path: Sequence[etree._Element],
        inline: list[Inline],
        blocks: Sequence[etree._Element],
    ) -> None:
        shared = 0
        stack = self._stack
        while shared < len(path) and shared + 1 < len(stack):
            if stack[shared + 1][0] is not path[shared]:
                break
            shared += 1
        del stack[shared + 1 :]
        for element in path[shared:]:
            container = self._open(element, stack[-1][1])
            stack.append((element, container))
        owner, target = stack[-1]
        if isinstance(target, Table) and owner is not None:
            below = blocks[list(blocks).index(owner) + 1 :]
            cell = next(element for element in below if element.tag in CELLS)
            _join(self._cells.setdefault(cell, []), inline)
        elif isinstance(target, Heading):
            _join(target.inline, inline)
        elif (
            isinstance(target, ListItem)
            and target.blocks
            and isinstance(target.blocks[-1], Paragraph)
        ):
            _join(target.blocks[-1].inline, inline)  # an item's lines make one line
        elif not isinstance(target, CodeBlock):
            _blocks_of(target).append(Paragraph(inline))

    def _open(self, element: etree._Element, parent: Container) -> Container:
        tag = element.tag
        block: Block
        if tag in ITEMS:
            item = ListItem()
            if isinstance(parent, ListBlock):
                parent.items.append(item)
                return item
            block = ListBlock(ordered=False, items=[item])  # an item out of any list
            _blocks_of(parent).append(block)
            return item
        if tag == "blockquote":
            block = Quote()
        elif tag in HEADINGS:
            block = Heading(int(str(tag)[1]), [])
        elif tag == "pre" or element in self._tables:
            # A table that is no data table opens here only as the list of items
            # written straight inside it (``<table><li>``): a list, as a div is.
            block = self._leaf(element)
            if element in self._seen:
                return block  # read whole the first time
            self._seen.add(element)
        else:
            block = ListBlock(ordered=tag == "ol", start=self._start(element))
        _blocks_of(parent).append(block)
        return block

    def _leaf(self, element: etree._Element) -> CodeBlock | Table:
        if element.tag == "table":
            return self._tables[element]
        text, language = self._page.code(element)
        return CodeBlock(text, language)

    def _start(self, element: etree._Element) -> int:
        if element.tag != "ol":
            return 1
        start = self._page.attributes(element).get("start", "").strip()
        return int(start) if start.isdigit() and len(start) < 10 else 1

    def finish(self) -> list[Block]:
        for table, model in self._tables.items():
            model.rows = self._rows(table)
        return _without_empty(self.blocks)

    def _rows(self, table: etree._Element) -> list[list[list[Inline]]]:
        rows: list[list[list[Inline]]] = []
        for row in table_rows(table):
            cells: list[list[Inline]] = []
            for cell in row:
                if cell.tag not in CELLS:
                    continue
                cells.append(self._cells.get(cell, []))
                span = self._page.attributes(cell).get("colspan", "1").strip()
                extra = int(span) - 1 if span.isdigit() and len(span) < 4 else 0
                cells.extend([] for _ in range(min(extra, SPAN_MOST)))
            if any(cells):
                rows.append(cells)
        width = max((len(row) for row in rows), default=0)
        return [row + [[] for _ in range(width - len(row))] for row in rows]


def _blocks_of(container: Container) -> list[Block]:
    """Where a block opened or a line found inside ``container`` goes."""
    if isinstance(container, list):
        return container
    if isinstance(container, ListItem | Quote):
        return container.blocks
    if isinstance(container, ListBlock):  # a block straight in a list: an item of its own
        item = ListItem()
        container.items.append(item)
        return item.blocks
    raise TypeError(f"nothing goes inside a {type(container).__name__}")


def _join(inline: list[Inline], more: list[Inline]) -> None:
    if inline and more:
        inline.append(Text(" "))
    inline.extend(more)


def _without_empty(blocks: list[Block]) -> list[Block]:
    """``blocks`` without tables that kept no row (their lines were all skipped)
    and code blocks that hold no code (a gutter's, emptied)."""
    return [
        block
        for block in blocks
        if not (isinstance(block, Table) and not block.rows)
        and not (isinstance(block, CodeBlock) and not block.text.strip())
    ]
