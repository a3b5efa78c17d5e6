"""The compiled measures written in Python over lxml's proxies: what they must equal.

Not used by the extraction. The tests run each against its compiled twin on
every shipped page and on hand-made trees whose counts are written out; a
change to one is made to the other in the same commit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any, cast

from lxml import etree

from ..budget import EVERY, checkpoint
from ..tree.furniture import furniture_by_tag
from ..tree.tags import CLASS_AND_ID_RE, OPENING_TAG_RE, PAGE_ROOTS, TagView, may_hide

_NORMALIZE_SPACE = etree.XPath("normalize-space()")


def text_sizes(root: etree._Element) -> tuple[dict[etree._Element, int], dict[etree._Element, int]]:
    """:func:`.sizes.text_sizes`: characters under each element, and in links.

    One pass, children before parents: an element's count is its ``.text``, and
    for each child its count (none for a comment) and its ``.tail``.
    """
    total: dict[etree._Element, int] = {}
    links: dict[etree._Element, int] = {}
    for element in reversed(list(root.iter(etree.Element))):
        size = len(element.text or "")
        in_links = 0
        for child in element:
            size += len(child.tail or "")
            below = total.get(child)
            if below is not None:
                size += below
                in_links += links[child]
        total[element] = size
        links[element] = size if element.tag == "a" else in_links
    return total, links


def visible_text_sizes(
    root: etree._Element,
) -> tuple[dict[etree._Element, int], dict[etree._Element, int]]:
    """:func:`.sizes.visible_text_sizes`: :func:`text_sizes` without white space."""
    total: dict[etree._Element, int] = {}
    links: dict[etree._Element, int] = {}
    for element in reversed(list(root.iter(etree.Element))):
        size = _shown(element.text)
        in_links = 0
        for child in element:
            size += total.get(child, 0) + _shown(child.tail)
            in_links += links.get(child, 0)
        total[element] = size
        links[element] = size if element.tag == "a" else in_links
    return total, links


def _shown(text: str | None) -> int:
    return len("".join(text.split())) if text else 0


class LineBuilder:
    """:class:`.builder.LineBuilder` in Python: the lines of one walk as they
    are assembled, the finished ones and the current one's text (and runs,
    blocks and marks, when keeping structure)."""

    def __init__(
        self,
        keep: Callable[[str], bool] | None,
        lines: Any,
        shape: Callable[[tuple[Any, ...], tuple[Any, ...]], Any],
        shows_text: Callable[[str], bool],
        formatting: dict[str, str],
        deepest: int,
    ) -> None:
        self.lines = lines
        self.keep = keep
        self.shape = shape
        self.shows_text = shows_text
        self.formatting = formatting
        self.deepest = deepest
        self.buffer: list[str] = []
        self.runs: list[tuple[str, tuple[etree._Element, ...]]] = []
        self.open_blocks: list[etree._Element] = []
        self.marks: list[etree._Element] = []
        self.mark_kinds: list[str] = []
        self.mark_tuple: tuple[etree._Element, ...] = ()
        self.items_open = 0

    def add_run(self, text: str) -> None:
        if self.mark_tuple or self.runs:
            self._keep_run(text, self.mark_tuple)
        self.buffer.append(text)

    def _keep_run(self, text: str, marks: tuple[etree._Element, ...]) -> None:
        if not self.runs:
            self.runs.extend((earlier, ()) for earlier in self.buffer)
        self.runs.append((text, marks))

    def pending(self) -> bool:
        return self.shows_text("".join(self.buffer))

    def flush(self) -> None:
        text = " ".join("".join(self.buffer).split())
        if text and self.shows_text(text) and (self.keep is None or self.keep(text)):
            self.lines.texts.append(text)
            self.lines.in_items.append(self.items_open > 0)
            if self.lines.shapes is not None:
                self.lines.shapes.append(self.shape(tuple(self.open_blocks), tuple(self.runs)))
        self.buffer.clear()
        self.runs.clear()

    def open_mark(self, element: etree._Element, tag: str) -> None:
        kind = self.formatting.get(tag)
        if kind is None or kind in self.mark_kinds:
            return
        if kind == "image":
            self._keep_run("", (*self.marks, element))
            return
        self.marks.append(element)
        self.mark_tuple = tuple(self.marks)
        self.mark_kinds.append(kind)

    def open_block(self, element: etree._Element) -> None:
        if len(self.open_blocks) < self.deepest:
            self.open_blocks.append(element)

    def close(self, element: etree._Element) -> None:
        if self.open_blocks and self.open_blocks[-1] is element:
            self.open_blocks.pop()
        elif self.marks and self.marks[-1] is element:
            self.marks.pop()
            self.mark_tuple = tuple(self.marks)
            self.mark_kinds.pop()


def walk_events(
    root: etree._Element,
    built: Any,
    blocks: Collection[str],
    skip: Callable[[etree._Element, str], bool] | None,
    judged: Collection[str] | None,
    on_skip: Callable[[etree._Element, str, Any], None] | None,
    structure: bool,
    items: Collection[str],
    structural: Collection[str],
    formatting: Collection[str],
    bare_skipped: Collection[str] | None = None,
    plain: object = None,
) -> Any:
    """:func:`.lines.walk_events`: the line walk's loop over lxml's ``iterwalk``.

    ``built`` is the walk's :class:`~..tree.blocks.LineBuilder`; every element
    below ``root`` is seen on the way in and out, its text and tail added.
    ``skip`` is asked of every judged element; ``bare_skipped`` and ``plain``
    are never read: they only spare the compiled loop the calls whose answer
    the caller gave in advance, so the two loops agreeing checks those answers
    against ``skip``.
    """
    del bare_skipped, plain
    buffer, flush = built.buffer, built.flush
    add = built.add_run if structure else buffer.append
    walker = etree.iterwalk(root, events=("start", "end"), tag=etree.Element)
    passed = None  # the element whose subtree was skipped: its end adds only its tail
    for step, (event, element) in enumerate(walker):
        if not step % EVERY:
            checkpoint()
        tag = element.tag
        if event == "end":
            if element is passed:
                passed = None
            else:
                if tag in blocks and buffer:
                    flush()
                if tag in items:
                    built.items_open -= 1
                if structure and (tag in structural or tag in formatting):
                    built.close(element)
            if element is not root and (tail := element.tail):
                add(tail)
        elif judged is not None and tag not in judged:
            if structure and tag in formatting:
                built.open_mark(element, tag)
            if text := element.text:
                add(text)
        elif element is not root and skip is not None and skip(element, tag):
            if on_skip is not None:
                on_skip(element, tag, built)
            walker.skip_subtree()
            passed = element
        else:
            if tag in blocks:
                if buffer:
                    flush()
                if tag in items:
                    built.items_open += 1
                if structure and element is not root and tag in structural:
                    built.open_block(element)
            elif structure and tag in formatting:
                built.open_mark(element, tag)
            if text := element.text:
                add(text)
    flush()
    return built.lines


#: A colon between digits, as :mod:`.clocks` screens for it: either side a digit
#: or any character beyond ASCII.
_MAY_TELL_TIME_RE = re.compile(r"(?:[0-9]|[^\x00-\x7f]):(?:[0-9]|[^\x00-\x7f])")


def clock_holders(root: etree._Element) -> list[etree._Element]:
    """:func:`.clocks.clock_holders`: the elements whose ``.text`` or a child's
    ``.tail`` may tell a time of day, in document order of those texts."""
    found: dict[etree._Element, None] = {}
    for event, element in etree.iterwalk(root, events=("start", "end")):
        if (
            event == "start"
            and isinstance(element.tag, str)
            and _MAY_TELL_TIME_RE.search(element.text or "")
        ):
            found.setdefault(element)
        parent = element.getparent()
        if (
            event == "end"
            and element is not root
            and parent is not None
            and _MAY_TELL_TIME_RE.search(element.tail or "")
        ):
            found.setdefault(parent)
    return list(found)


def opening_attributes(element: etree._Element, source: list[str]) -> str | None:
    """:meth:`.openings.OpeningTags.attributes`: the attribute source of the tag
    opening the element's line, when that tag's name is the element's."""
    number = cast("int | None", element.sourceline)  # the stubs type it loosely
    if number is None or not 0 < number <= len(source):
        return None
    tag = OPENING_TAG_RE.match(source[number - 1])
    if tag is None or tag.group(1).lower() != element.tag:
        return None
    return tag.group(2)


def may_set_off(attributes: str | None) -> bool:
    """:meth:`.openings.OpeningTags.may_set_off`, given the element's attributes."""
    lowered = (attributes or "").lower()
    return bool(attributes) and (may_hide(lowered) or "role" in lowered or "aria-modal" in lowered)


def holds_words(element: etree._Element, words: tuple[bytes, ...]) -> bool:
    """:func:`.attribute_words.holds_words`: each attribute's name and value,
    lowered by Python, searched for each word."""
    wanted = [word.decode("ascii") for word in words]
    return any(
        word in part.lower()
        for name, value in element.attrib.items()
        for part in (str(name), str(value))
        for word in wanted
    )


def names(element: etree._Element, attributes: str | None) -> str | None:
    """:meth:`.openings.OpeningTags.names`, given the element's attributes."""
    if element.tag in PAGE_ROOTS:
        return None
    if not attributes or "=" not in attributes:
        return ""
    found = CLASS_AND_ID_RE.findall(attributes)
    return " ".join(value for groups in found for value in groups if value)


def named_elements(
    root: etree._Element, name: str, numbers: list[int]
) -> tuple[int, list[etree._Element]]:
    """:func:`.named.named_elements`: every element of ``root.iter(name)``
    counted, those numbered in ``numbers`` kept."""
    every = list(root.iter(name))
    wanted = set(numbers)
    return len(every), [element for n, element in enumerate(every) if n in wanted]


def holds_named(root: etree._Element, name: str) -> bool:
    """:func:`.named.holds_named`: an element named ``name`` below ``root``."""
    return root.find(".//" + name) is not None


def line_owners(
    root: etree._Element, attribute: str, prefix: str, void: frozenset[str]
) -> tuple[dict[int, etree._Element], int]:
    """:func:`.marked.line_owners`: every element of the document (the root's
    siblings too) asked for ``attribute`` through its proxy."""
    owners: dict[int, etree._Element] = {}
    carrying = 0
    tops = [*reversed(list(root.itersiblings(preceding=True))), root, *root.itersiblings()]
    elements = (e for top in tops if isinstance(top.tag, str) for e in top.iter(etree.Element))
    for element in elements:
        value = element.get(attribute)
        if value is None:
            continue
        carrying += 1
        number = value.removeprefix(prefix)
        owner = element.getparent() if element.tag in void else element
        if owner is not None and number.isdigit():
            owners[int(number)] = owner
    return owners, carrying


_NOT_NUMBERS_RE = re.compile(r"[^0-9\s]")


def number_cells(root: etree._Element, most: int, least: int = 0) -> list[etree._Element]:
    """:func:`.cells.number_cells`: each cell's ``itertext`` read through proxies."""
    found: list[etree._Element] = []
    for cell in root.iter("td", "th"):
        pieces = [str(piece) for piece in cell.itertext()]
        text = "".join(pieces)
        numbers = len(" ".join(pieces).split())
        if len(text) <= most and not _NOT_NUMBERS_RE.search(text) and numbers >= least:
            found.append(cell)
    return found


def short_texts(root: etree._Element, name: str, longest: int) -> list[tuple[etree._Element, str]]:
    """:func:`.short_texts.short_texts`: each ``name`` element's text through
    XPath's ``normalize-space()``, kept when 1 to ``longest`` characters long."""
    found = []
    for element in root.iter(name):
        text = str(_NORMALIZE_SPACE(element))
        if 0 < len(text) <= longest:
            found.append((element, text))
    return found


def set_aside(
    element: etree._Element,
    kept: dict[etree._Element, bool],
    revealed: set[etree._Element],
    set_off: Callable[[etree._Element], bool],
    reveals: Callable[[etree._Element], bool],
) -> bool:
    """:meth:`.aside.SetAside.set_aside`: ``kept`` and ``revealed`` are what it
    remembers of the tree between questions."""
    unknown = []
    node: etree._Element | None = element
    while node is not None and node not in kept:
        unknown.append(node)
        node = node.getparent()
    keeps = True if node is None else kept[node]
    shown = node is not None and node in revealed
    for node in reversed(unknown):
        if keeps and furniture_by_tag(node):
            keeps = False
        elif keeps and set_off(node):
            keeps = not shown and reveals(node)
            shown = shown or keeps
        if shown:
            revealed.add(node)
        kept[node] = keeps
    return not kept[element]


class LinkScope:
    """:class:`.outward.OutwardLinks`: which blocks hold a link out of the page
    (not to a place in it, :meth:`..tree.tags.TagView.in_page`). An answer is
    kept for what it also settles: an outward link makes every one of its
    ancestors a block that leads out; a block with none makes every element
    inside it one with none."""

    def __init__(self, tags: TagView) -> None:
        self._tags = tags
        self._out: set[etree._Element] = set()
        self._within: set[etree._Element] = set()

    def leads_out(self, element: etree._Element) -> bool:
        """True when ``element`` holds a link that leads out of the page."""
        if element in self._out:
            return True
        if element in self._within:
            return False
        for link in element.iter("a"):
            if link in self._within or self._tags.in_page(link):
                continue
            node: etree._Element | None = link
            while node is not None and node not in self._out:
                self._out.add(node)
                node = node.getparent()
            return True
        self._within.update(element.iter())
        return False
