"""From chosen lines to document elements: the page parsed with its lines marked.

The line phases find the densest part of the article but know nothing of
containers. To place their lines in the document tree cheaply, the page is parsed
once from its block lines with the opening tag of each line of interest carrying
the line's number (:func:`mark_lines`); one walk in C then maps line numbers
to elements (:func:`locate_lines`, which gives a :class:`.dom.LineTree`).
Earlier versions matched every text node of the tree against the chosen text in
Python, which halved the speed of the whole algorithm.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Sequence

from lxml import etree

from ..budget import checkpoint
from ..nodes.marked import line_owners
from ..scan.marks import marked_document
from ..source.open_divs import close_open_divs, end_tags_ignored
from .dom import LineTree
from .gutters import clear_gutters

#: The attribute carrying a line number into the parsed tree (:func:`locate_lines`).
MARK = "data-danag-line"
#: Elements that hold no text of their own; a line starting with one belongs to its parent.
_VOID = frozenset({"br", "hr", "img", "input", "wbr", "col", "area", "embed", "source"})
#: libxml2 numbers source lines up to 65,535; past that, names cannot be read back.
_MAX_SOURCE_LINE = 65535
_PARSERS = threading.local()  # lxml advises one parser per thread


def html_parser() -> etree.HTMLParser:
    """This thread's lxml HTML parser (lxml advises one parser per thread). It
    does not index ``id`` attributes: no reader looks an element up by its id."""
    parser = getattr(_PARSERS, "plain", None)
    if parser is None:
        parser = etree.HTMLParser(
            encoding="utf-8", remove_comments=True, remove_pis=True, collect_ids=False
        )
        _PARSERS.plain = parser
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


def mark_lines(
    lines: Sequence[str], numbers: Iterable[int], attribute: str = MARK, prefix: str = ""
) -> str:
    """The lines joined into one document, each of ``numbers`` tagged with its
    number in ``attribute`` (after ``prefix``).

    Block lines start with the opening tag of their block (line normalisation puts
    them there); a line that starts otherwise (text after a closing tag) is left
    unmarked.
    """
    return marked_document(lines, numbers, attribute, prefix)[0]  # in C: :mod:`..scan.marks`


def locate_lines(
    lines: Sequence[str],
    numbers: Iterable[int],
    bare: Sequence[str] | None = None,
    site: str | None = None,
    joined: str | None = None,
) -> LineTree | None:
    """Parse the page with ``numbers`` marked; None when the tree cannot be built.

    ``site`` is the page's host (:attr:`LineTree.site`); ``joined``, ``lines``
    joined by line breaks, when the caller has them. ``bare`` are the same
    lines without attributes (as ``addanag+`` counts them);
    when given, they are parsed instead -- a third of the bytes, parsed three
    times faster -- and attributes are read back from ``lines`` on demand
    (:class:`LineTree`). The source lines are parsed when the two do not pair up
    line for line (a guard: the filters keep every line break) or are too many
    for libxml2 to number.

    The marked elements are found by one walk in C (:mod:`..nodes.marked`),
    which builds a proxy only for them, and the marks go in one
    ``strip_attributes`` call. Elements libxml2 leaves beside the root element
    (after a second ``<html>``) hold marked lines too. (Before, attribute-free
    lines carried the mark as the element's id, for libxml2's ``id()`` index,
    which cannot serve past 65,535 lines; there the tree was walked through a
    proxy for every element, and each mark popped through another: a third of
    a page of table rows.)
    A page's own ``data-danag-line`` attribute is read as a mark.
    """
    usable = bare is not None and len(bare) == len(lines) < _MAX_SOURCE_LINE
    parsed = bare if usable and bare is not None else lines
    # Bytes, not str: lxml refuses a str that starts with an XML declaration
    # (``<?xml version="1.0" encoding="UTF-8"?>``, common on XHTML pages), which
    # left such pages without a tree. Plain etree elements, not lxml.html's, skip a
    # Python-level class lookup for every element the later stages touch.
    text, inserted = marked_document(parsed, numbers, MARK, "")
    try:
        root = parse_page(text, html_parser())
    except (etree.LxmlError, ValueError):
        return None
    if root is None:
        return None
    clear_gutters(root, line_breaks=False)  # numbers beside code are no text
    checkpoint()
    owners, carrying = line_owners(root, MARK, "", _VOID)
    if carrying < inserted:  # some marks stand where the parser reads text
        _scrub_marks(root)
    for top in (
        root,
        *root.itersiblings(etree.Element),
        *root.itersiblings(etree.Element, preceding=True),
    ):
        etree.strip_attributes(top, MARK)  # (content beside the root is marked too)
    if parsed is lines:
        return LineTree(root, owners, None, site)
    return LineTree(root, owners, lines, site, joined)


_MARK_TEXT_RE = re.compile(rf' {MARK}="\d+"')
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
    (an XPath query for them, past 65,535 source lines, ordered its finds by
    walking the tree for every comparison); only when marks went missing."""
    for element in root.iter():
        if (text := element.text) and "danag-line" in text:
            element.text = _unmarked(text)
        if (tail := element.tail) and "danag-line" in tail:
            element.tail = _unmarked(tail)
