"""From chosen lines to document elements: the tree side of ``addanag+``.

The line phases find the densest part of the article but know nothing of
containers. To place their lines in the document tree cheaply, the page is parsed
once from its block lines with the opening tag of each line of interest carrying
the line's number (:func:`mark_lines`); one C-level XPath query then maps line
numbers to elements. Earlier versions matched every text node of the tree
against the chosen text in Python, which halved the speed of the whole algorithm.

The questions then asked of the tree (does a seed stand in page furniture, which
element is the article) are :mod:`.covering`'s; :mod:`.article` turns that
element into text.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from lxml import etree

from ..budget import checkpoint
from ..nodes.openings import OpeningTags
from ..source.open_divs import close_open_divs, end_tags_ignored
from .furniture import furniture_by_tag
from .gutters import clear_gutters
from .panels import OpenedPanels
from .revealed import revealed_by_script
from .tags import (
    CLASS_AND_ID_RE,
    OWN_TAGS,
    attribute_value,
    hides,
    in_page_address,
    may_hide,
    parse_attributes,
    set_off_by,
)

#: The attribute carrying a line number into a tree parsed with its own attributes.
MARK = "data-danag-line"
#: Attribute-free lines carry no ``id`` of their own: there the number goes in as
#: the element's id, after this prefix (:func:`locate_lines`).
ID_PREFIX = "danag-line-"
#: Elements that hold no text of their own; a line starting with one belongs to its parent.
_VOID = frozenset({"br", "hr", "img", "input", "wbr", "col", "area", "embed", "source"})
_OPENING_TAG_NAME_RE = re.compile(r"<[A-Za-z][\w:-]*")
#: How an ``href`` to a place in the page starts, as pages write it (lower case).
_FRAGMENT_MARKS = ('href="#', "href='#", "href=#")
#: libxml2 numbers source lines up to 65,535; past that, names cannot be read back.
_MAX_SOURCE_LINE = 65535
_PARSERS = threading.local()  # lxml advises one parser per thread
_BY_ID = etree.XPath("id($ids)")


def html_parser(collect_ids: bool = False) -> etree.HTMLParser:
    """This thread's lxml HTML parser (lxml advises one parser per thread);
    ``collect_ids``: the one that indexes ``id`` attributes as it parses."""
    name = "indexing" if collect_ids else "plain"
    parser = getattr(_PARSERS, name, None)
    if parser is None:
        parser = etree.HTMLParser(
            encoding="utf-8", remove_comments=True, remove_pis=True, collect_ids=collect_ids
        )
        setattr(_PARSERS, name, parser)
    return parser


def parse_page(source: str, parser: etree.HTMLParser) -> etree._Element | None:
    """``source`` parsed into the tree a browser builds: parsed again with the
    divs left open written out (:mod:`..source.open_divs`) when libxml2 ignored
    an end tag a browser honours."""
    root = etree.fromstring(source.encode("utf-8", "replace"), parser)
    if end_tags_ignored(parser.error_log):
        repaired = close_open_divs(source)
        if repaired is not source:
            root = etree.fromstring(repaired.encode("utf-8", "replace"), parser)
    return root


@dataclass(frozen=True, slots=True)
class LineTree:
    """The parsed page and, for each marked line, the element holding its text.

    ``source`` is set when the tree was parsed from attribute-free lines: an
    element's attributes are then read from its opening tag in ``source``.
    ``site``: the page's host, when known. A :class:`~.tags.TagView` either way.
    """

    root: etree._Element
    owners: Mapping[int, etree._Element]
    source: Sequence[str] | None = None
    site: str | None = None
    _kept: dict[etree._Element, bool] = field(default_factory=dict, repr=False)
    _inline: dict[str, dict[etree._Element, str]] = field(default_factory=dict, repr=False)
    _fragments: list[bool] = field(default_factory=list, repr=False)  # read once, if asked
    _joined: list[str] = field(default_factory=list, repr=False)  # likewise
    _revealed: set[etree._Element] = field(default_factory=set, repr=False)
    _lengths: dict[etree._Element, float] = field(default_factory=dict, repr=False)
    _panels: OpenedPanels = field(init=False, repr=False)
    _tags: OpeningTags | None = field(init=False, repr=False)  # None: tags have attributes

    def __post_init__(self) -> None:
        object.__setattr__(self, "_panels", OpenedPanels.of_source(self._joined_source))
        source = self.source
        if source is not None:
            lines = source if isinstance(source, list) else list(source)
            object.__setattr__(self, "_tags", OpeningTags(lines, CLASS_AND_ID_RE))
        else:
            object.__setattr__(self, "_tags", None)

    def set_aside(self, element: etree._Element) -> bool:
        """True when the element or an ancestor is page furniture by its tag
        (``nav``, ``aside``, the page's ``header`` and ``footer``: see
        :func:`.furniture.furniture_by_tag`) or its landmark role
        (``navigation``, ``complementary``...), or is hidden (:meth:`hidden`) but
        for good: not content a script reveals (:func:`.revealed.revealed_by_script`)."""
        # Iterative, remembered per element: seed lines share their ancestors, and
        # a 10,000-deep page must not exhaust the recursion limit.
        unknown = []
        node: etree._Element | None = element
        while node is not None and node not in self._kept:
            unknown.append(node)
            node = node.getparent()
        kept = True if node is None else self._kept[node]
        revealed = node is not None and node in self._revealed
        for node in reversed(unknown):
            if kept and furniture_by_tag(node):
                kept = False
            elif kept and self.set_off(node):
                # The first element a script reveals is kept, nothing hidden in it:
                # each element's text is then measured once at most.
                kept = not revealed and revealed_by_script(self, node, self._lengths)
                revealed = revealed or kept
            if revealed:
                self._revealed.add(node)
            self._kept[node] = kept
        return not self._kept[element]

    def attributes(self, element: etree._Element) -> Mapping[str, str]:
        """The element's attributes, read from its tag in ``source`` when the tree
        was parsed without them."""
        if self.source is None:
            return element.attrib  # type: ignore[return-value]
        return parse_attributes(self._opening_attributes(element) or "")

    def names(self, element: etree._Element) -> str:
        """The element's class and id, space-separated ("" when it has none)."""
        if self._tags is None:
            return OWN_TAGS.names(element)
        names = self._tags.names(element)  # compiled; None for a page root,
        return OWN_TAGS.names(element) if names is None else names  # which has none

    def ident(self, element: etree._Element) -> str:
        """The element's id ("" when it has none)."""
        if self.source is None:
            return OWN_TAGS.ident(element)
        attributes = self._opening_attributes(element)
        return (attribute_value(attributes, "id") or "") if attributes else ""

    def hidden(self, element: etree._Element) -> bool:
        """True when the element's own tag keeps it from being rendered."""
        if self.source is None:
            return OWN_TAGS.hidden(element)
        attributes = self._opening_attributes(element)
        if not attributes or not may_hide(attributes):
            return False
        return self._hides(element, parse_attributes(attributes))

    def _hides(self, element: etree._Element, attributes: Mapping[str, str]) -> bool:
        """:func:`.tags.hides`, but for a panel the reader opens (:mod:`.panels`)."""
        return hides(attributes) and not self._panels.opened(element, attributes, self.role)

    def role(self, element: etree._Element) -> str:
        """The element's ARIA ``role``, lower-cased ("" when it has none)."""
        if self.source is None:
            return OWN_TAGS.role(element)
        attributes = self._opening_attributes(element)
        if not attributes or "role" not in attributes.lower():
            return ""
        return parse_attributes(attributes).get("role", "").strip().lower()

    def set_off(self, element: etree._Element) -> bool:
        """True when the element is hidden (:meth:`hidden`) or its role is a
        furniture landmark (:meth:`role`), from one read of its tag source (asked
        of every block: on a page of small blocks the two reads cost a tenth)."""
        if self._tags is None:
            return OWN_TAGS.set_off(element)
        if not self._tags.may_set_off(element):  # nearly every block: compiled
            return False
        attributes = self._opening_attributes(element) or ""
        if may_hide(attributes) and self._hides(element, parse_attributes(attributes)):
            return True
        lowered = attributes.lower()
        if "role" not in lowered and "aria-modal" not in lowered:
            return False
        return set_off_by(parse_attributes(attributes))

    def in_page(self, link: etree._Element) -> bool:
        """True when an ``<a>`` element links to a place in the page itself,
        read from ``source`` (:meth:`inline_openings`) when the tree was parsed
        without attributes; parsed only when its tag holds a ``#``."""
        if self.source is None:
            return OWN_TAGS.in_page(link)
        if not self._fragment_links():
            return False
        source = self.inline_openings("a").get(link)
        if source is None or "#" not in source:
            return False
        return in_page_address(parse_attributes(source).get("href"))

    def href(self, link: etree._Element) -> str | None:
        """The address an ``<a>`` element links to, read from ``source``
        (:meth:`inline_openings`) when the tree was parsed without attributes."""
        if self.source is None:
            return OWN_TAGS.href(link)
        source = self.inline_openings("a").get(link)
        return None if source is None else attribute_value(source, "href")

    def _fragment_links(self) -> bool:
        """False when no link of the page can lead to a place in it: no
        ``href`` value starts with ``#`` (three searches in C; then no link's
        tag need be paired with its element, two in five pages measured)."""
        if not self._fragments:
            joined = self._joined_source()
            self._fragments.append(any(mark in joined for mark in _FRAGMENT_MARKS))
        return self._fragments[0]

    def _joined_source(self) -> str:
        """``source`` as one string, joined once for every search of the page."""
        if not self._joined:
            self._joined.append("\n".join(self.source or ()))
        return self._joined[0]

    def inline_openings(self, tag: str) -> dict[etree._Element, str]:
        """The attribute source of each ``tag`` element's opening tag (``a``,
        ``img``: inline elements, not at the start of a line), read from
        ``source``, where the n-th such tag is the tree's n-th element; none when
        the counts differ (a tag the parser dropped) or without ``source``."""
        known = self._inline.get(tag)
        if known is None:
            known = {}
            if self.source is not None:
                elements = list(self.root.iter(tag))
                pattern = re.compile(rf"<{tag}(?=[\s/>])([^>]*)>", re.IGNORECASE)
                openings = pattern.findall(self._joined_source())
                if len(elements) == len(openings):
                    known = dict(zip(elements, openings, strict=True))
            self._inline[tag] = known
        return known

    def opening_attributes(self, element: etree._Element) -> str | None:
        """The attribute source of a block element's opening tag, read from the
        start of its line; None when the tree was parsed with its attributes (read
        them from the element) or the element has no tag of its own there."""
        return None if self.source is None else self._opening_attributes(element)

    def _opening_attributes(self, element: etree._Element) -> str | None:
        """The attribute source of the element's opening tag, read from its line
        (:class:`..nodes.openings.OpeningTags`, once an element).

        A block element's opening tag starts its line; an element the parser
        implied (no tag of its own) finds another tag there and gets None.
        """
        assert self._tags is not None
        return self._tags.attributes(element)


def mark_lines(
    lines: Sequence[str], numbers: Iterable[int], attribute: str = MARK, prefix: str = ""
) -> str:
    """The lines joined into one document, each of ``numbers`` tagged with its
    number in ``attribute`` (after ``prefix``).

    Block lines start with the opening tag of their block (line normalisation puts
    them there); a line that starts otherwise (text after a closing tag) is left
    unmarked.
    """
    return _marked_document(lines, numbers, attribute, prefix)[0]


def _marked_document(
    lines: Sequence[str], numbers: Iterable[int], attribute: str, prefix: str
) -> tuple[str, int]:
    """:func:`mark_lines`, and how many marks went in."""
    marked = list(lines)
    inserted = 0
    for number in numbers:
        line = marked[number]
        match = _OPENING_TAG_NAME_RE.match(line)
        if match is not None:
            cut = match.end()
            marked[number] = f'{line[:cut]} {attribute}="{prefix}{number}"{line[cut:]}'
            inserted += 1
    return "\n".join(marked), inserted


def locate_lines(
    lines: Sequence[str],
    numbers: Iterable[int],
    bare: Sequence[str] | None = None,
    site: str | None = None,
) -> LineTree | None:
    """Parse the page with ``numbers`` marked; None when the tree cannot be built.

    ``site`` is the page's host (:attr:`LineTree.site`). ``bare`` are the same
    lines without attributes (as ``addanag+`` counts them);
    when given, they are parsed instead -- a third of the bytes, parsed three
    times faster -- and attributes are read back from ``lines`` on demand
    (:class:`LineTree`). The source lines are parsed when the two do not pair up
    line for line (a guard: the filters keep every line break) or are too many
    for libxml2 to number.
    """
    usable = bare is not None and len(bare) == len(lines) < _MAX_SOURCE_LINE
    parsed = bare if usable and bare is not None else lines
    # Bytes, not str: lxml refuses a str that starts with an XML declaration
    # (``<?xml version="1.0" encoding="UTF-8"?>``, common on XHTML pages), which
    # left such pages without a tree. Plain etree elements, not lxml.html's, skip a
    # Python-level class lookup for every element the later stages touch.
    # Parsed from attribute-free lines, a marked element's only id is its mark: the
    # parser indexes ids as it builds the tree, and one id() query then finds the
    # marked elements without the walk over every element that a query for the
    # data attribute costs (three quarters of the lookup's time on the dev corpora).
    by_id = parsed is not lines
    numbers = list(numbers)
    attribute, prefix = ("id", ID_PREFIX) if by_id else (MARK, "")
    text, inserted = _marked_document(parsed, numbers, attribute, prefix)
    try:
        root = parse_page(text, html_parser(collect_ids=by_id))
    except (etree.LxmlError, ValueError):
        return None
    if root is None:
        return None
    clear_gutters(root, line_breaks=False)  # numbers beside code are no text
    checkpoint()
    marked = _marked_by_id(root, numbers, prefix) if by_id else _marked_by_walk(root)
    if len(marked) < inserted:  # some marks stand where the parser reads text
        _scrub_marks(root)
    owners: dict[int, etree._Element] = {}
    for element in marked:
        number = element.attrib.pop(attribute).removeprefix(prefix)
        if element.tag in _VOID:
            element = element.getparent()
        if element is not None and number.isdigit():
            owners[int(number)] = element
    return LineTree(root, owners, None if parsed is lines else lines, site)


#: How many ids one ``id()`` query looks up. libxml2 merges each id's element into
#: the result by comparing it with every element found before, so one query for
#: all of a page's lines took time growing with their square (80,000 lines: 1.5 s,
#: against 0.06 s in batches of this size).
ID_BATCH = 256


def _marked_by_id(root: etree._Element, numbers: Sequence[int], prefix: str) -> list[Any]:
    if len(numbers) <= ID_BATCH:  # most pages
        ids = " ".join(f"{prefix}{number}" for number in numbers)
        return cast("list[Any]", _BY_ID(root, ids=ids))
    marked: list[Any] = []
    for first in range(0, len(numbers), ID_BATCH):
        batch = numbers[first : first + ID_BATCH]
        ids = " ".join([f"{prefix}{number}" for number in batch])
        marked.extend(cast("list[Any]", _BY_ID(root, ids=ids)))
    return marked


def _marked_by_walk(root: etree._Element) -> list[Any]:
    """The elements carrying :data:`MARK`, by one walk over the tree.

    Not the XPath ``//*[@data-danag-line]``: past 65,535 source lines libxml2
    orders the elements it finds by walking the tree for every comparison, and the
    query took four minutes on a 6 MB page of 68,000 lines.
    """
    return [element for element in root.iter(etree.Element) if element.get(MARK) is not None]


_MARK_TEXT_RE = re.compile(rf' (?:{MARK}="|id="{ID_PREFIX})\d+"')
#: What lxml refuses to set as an element's text (a ValueError), though its HTML
#: parser keeps it in the text it reads: C0 controls but tab, line feed and
#: carriage return (a form feed too), and the noncharacters U+FFFE and U+FFFF.
#: No reader sees them; results lose them anyway, or read a form feed as a space
#: (:func:`..source.decode.without_controls`).
_NOT_XML_TEXT_RE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _unmarked(text: str) -> str:
    """``text`` without the marks inside it, as lxml will take it back."""
    return _NOT_XML_TEXT_RE.sub(_as_xml_text, _MARK_TEXT_RE.sub("", text))


def _as_xml_text(match: re.Match[str]) -> str:
    return " " if match.group() in "\x0b\x0c" else ""  # (a vertical tab, a form feed)


def _scrub_marks(root: etree._Element) -> None:
    """Remove marks that became text: a marked line inside an element whose content
    the parser reads as text (``<xmp>``, ``<noembed>``, a ``<textarea>``). One walk
    (see :func:`_marked_by_walk` for why not XPath); only when marks went missing."""
    for element in root.iter():
        if (text := element.text) and "danag-line" in text:
            element.text = _unmarked(text)
        if (tail := element.tail) and "danag-line" in tail:
            element.tail = _unmarked(tail)
