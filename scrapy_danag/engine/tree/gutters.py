"""Line-number gutters of code blocks: numbers a highlighter writes beside the code.

A reader copies the code without them, and a gold code block holds none. Two
shapes, both read from structure, never from a highlighter's class names:

- **a gutter column**: a table cell holding nothing but a run of two or more
  line numbers (``1 2 3``; a lone number may be a step's), beside a cell in the
  same row that holds the code -- a ``<pre>``, or one block a line, as many as
  the numbers (Pygments' and Rouge's tables, SyntaxHighlighter's ``gutter``);
- **an inline gutter**: in a ``<pre>``, an element holding nothing but a number
  at the start of each line, counting up from the first text of the block
  (Pygments' ``linenos="inline"``, Sphinx's line numbers).

:func:`clear_gutters` empties them in place, so that every later reader -- the
text's walk, a code block read again from the source -- sees the code alone.
Where the tree keeps the line breaks (a block parsed from the source), a
number counts only at a line's start; where the lines are collapsed, the run
must start with the block's first text and count up without a gap.
"""

from __future__ import annotations

import re
from itertools import pairwise

from lxml import etree

from ..nodes.cells import number_cells

_CELLS = frozenset({"td", "th"})
#: The blocks a code column may write its lines as.
_LINE_BLOCKS = frozenset({"div", "p", "li", "pre", "code"})


#: The most characters of a cell read to see whether it is a gutter: a page
#: of nested layout cells is not read over and over.
_CELL_READ_MOST = 4000
_NUMBER = re.compile(r"[0-9]{1,6}")
_NOT_NUMBERS = re.compile(r"[^0-9\s]")


def _numbers(text: str) -> list[int] | None:
    """The whitespace-separated integers ``text`` is made of, else None."""
    tokens = text.split()
    if not tokens or not all(_NUMBER.fullmatch(token) for token in tokens):
        return None
    return [int(token) for token in tokens]


def _cell_numbers(cell: etree._Element) -> list[int] | None:
    """The numbers a cell holds and nothing else; read only as far as the
    first character that is no digit (a layout cell's first word)."""
    pieces: list[str] = []
    read = 0
    for found in cell.itertext():
        piece = str(found)
        if _NOT_NUMBERS.search(piece):
            return None
        pieces.append(piece)
        read += len(piece)
        if read > _CELL_READ_MOST:
            return None
    return _numbers(" ".join(pieces))


def _counts_up(numbers: list[int]) -> bool:
    return all(later == earlier + 1 for earlier, later in pairwise(numbers))


def _code_lines(cell: etree._Element) -> int | None:
    """How many lines the code of ``cell`` has, when it shows them as blocks;
    0 when it holds a ``<pre>`` (any count goes)."""
    if cell.find(".//pre") is not None:
        return 0
    lines = [
        block
        for block in cell.iter(*_LINE_BLOCKS)
        if block.tag != "code" and block.find("div") is None
    ]
    return len(lines) or None


def gutter_cells(root: etree._Element) -> list[etree._Element]:
    """The table cells that are a code block's line numbers: of the cells that
    hold nothing but digits and white space, two numbers at least (found in C,
    :mod:`..nodes.cells`), those whose numbers count up beside a cell of as
    many lines of code."""
    found: list[etree._Element] = []
    for cell in number_cells(root, _CELL_READ_MOST, 2):
        numbers = _cell_numbers(cell)
        if numbers is None or len(numbers) < 2 or not _counts_up(numbers):
            continue
        for sibling in cell.itersiblings():
            if sibling.tag not in _CELLS:
                continue
            lines = _code_lines(sibling)
            if lines == 0 or lines == len(numbers):
                found.append(cell)
            break
    return found


def inline_gutter(pre: etree._Element, line_breaks: bool) -> list[etree._Element]:
    """The elements of ``pre`` that number its lines; none unless the first
    text of the block is the first number and at least two count up."""
    found: list[etree._Element] = []
    new_line = False  # a line break since the last number
    expected: int | None = None  # the next line's number, once the first is found
    for event, element in etree.iterwalk(pre, events=("start", "end")):
        text = (element.tail if element is not pre else None) if event == "end" else element.text
        text = text or ""
        numbers = None
        if event == "start" and element is not pre and len(element) == 0:
            numbers = _numbers(text)
        if numbers is not None:
            if expected is None:
                if len(numbers) != 1:
                    return []
                found.append(element)  # the block's first text: line 1's number
                expected = numbers[0] + 1
                new_line = False
                continue
            if numbers == [expected] and (new_line or not line_breaks):
                found.append(element)
                expected += 1
                new_line = False
                continue
        elif expected is None and text.strip():
            return []  # the block opens with code: no gutter
        new_line = new_line or "\n" in text
    return found if len(found) >= 2 else []


def clear_gutters(root: etree._Element, line_breaks: bool) -> int:
    """Empty the line-number gutters under ``root`` (their own text and all
    inside them; what follows them stays); how many were found."""
    cleared = 0
    for cell in gutter_cells(root):
        for inside in cell.iter():
            inside.text = None
            if inside is not cell:
                inside.tail = None
        cleared += 1
    for pre in root.iter("pre"):
        for number in inline_gutter(pre, line_breaks):
            number.text = None
            cleared += 1
    return cleared
