"""Panels a reader opens: sent hidden, the page's content all the same.

An accordion's sections and a tab set's panels are sent closed -- ``hidden``,
``aria-hidden``, an inline ``display:none`` -- and opened by a button that
names each one in its ``aria-controls``. :func:`.tags.hides` already keeps a
panel that carries ARIA's role of one (``tabpanel``, a named ``region``); many
carry none, and a product's description and specifications, a service's
questions and answers, were lost with the dialogs and menus. In flow a hidden
element and the page it stands in; out comes whether it is such a panel:

- its ``id`` is named by an ``aria-controls`` of the page, it is no dialog
  (ARIA's ``dialog`` roles, ``aria-modal``), and another element of its tag
  and classes (digits aside) is named so too: a set of panels. A single
  disclosure is as often a site banner's "Here's how you know" or a modal the
  page opens over itself (on WCXB's development pages, admitting them lost
  three pages -- a government site's banner 0.11, a modal without its role
  0.05 -- and gained none);
- or its only child element is a panel by its role: the wrapper a component
  library collapses around the ``region`` (Chakra's ``chakra-collapse``).

The line tree asks it of its hidden blocks (:meth:`OpenedPanels.of_source`),
and so does the records walk (:meth:`OpenedPanels.of_tree`), which reads
listings, collections and a service's declared main. Measured on WCXB's
development pages: word F1 0.8650 -> 0.8659 in the line tree, ten pages up
(products 0.643 -> 0.647, services 0.837 -> 0.842), six down by 0.03 at most;
then 0.8661 -> 0.8669 in the records walk, eight collections up (0.711 ->
0.720), none down.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import Any, cast

from lxml import etree

from .tags import OPENED_ROLES, parse_attributes

#: Roles of what a page opens over itself, never a panel of its text.
_DIALOG_ROLES = frozenset({"dialog", "alertdialog"})
#: Panels a set holds at least.
LEAST_PANELS = 2
#: The names in an ``aria-controls``. Neither pattern crosses a ``<``: on a page
#: of unclosed tags or quotes, each match would otherwise run to the page's end.
CONTROLS_RE = re.compile(
    r"""aria-controls\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)'|([^\s"'<>]+))""", re.IGNORECASE
)
#: An opening tag that carries an ``id``: its name and attribute source.
#: Where an ``aria-controls`` may stand: its ``-controls`` in any case (as
#: ``re.IGNORECASE`` reads it, ``ſ`` an ``s``). The engine searches fast for a
#: pattern's leading literal; under ``re.IGNORECASE`` it tried the whole of
#: :data:`CONTROLS_RE` at every character of the page, a fiftieth of an
#: extraction on WCXB's pages.
_CONTROLS_TAIL_RE = re.compile("-[cC][oO][nN][tT][rR][oO][lL][sS\u017f]")
#: ``aria`` as ``re.IGNORECASE`` reads it (``ı`` and ``İ`` are an ``i``).
_ARIA_RE = re.compile("[aA][rR][iI\u0131\u0130][aA]")
TAG_WITH_ID_RE = re.compile(r"<([A-Za-z][\w:-]*)(\s[^<>]*?\bid\s*=[^<>]*)>", re.IGNORECASE)
_DIGITS_RE = re.compile(r"\d+")
#: Names sought one by one in the page, at most (:func:`tags_with_ids`); and
#: their occurrences looked at, at most, before every tag is matched instead.
MOST_NAMES = 64
MOST_FOUND = 2000
_CONTROLS_XPATH = etree.XPath("//@aria-controls")
_IDENTIFIED_XPATH = etree.XPath("//*[@id]")


def controls_values(source: str) -> Iterator[str]:
    """Every ``aria-controls`` value in ``source``, as ``CONTROLS_RE.findall``
    finds them: each ``-controls`` found fast, the pattern tried only where
    ``aria`` stands before it and no value found before covers it."""
    covered = look = 0
    while (tail := _CONTROLS_TAIL_RE.search(source, look)) is not None:
        start = tail.start() - 4
        if start >= covered and _ARIA_RE.fullmatch(source, start, tail.start()):
            found = CONTROLS_RE.match(source, start)
            if found is not None:
                yield "".join(found.groups(default=""))
                covered = look = found.end()
                continue
        look = tail.start() + 1


def _kind(tag: str, attributes: Mapping[str, str]) -> tuple[str, str]:
    """What the panels of one set share: their tag and classes, digits aside."""
    return tag.lower(), _DIGITS_RE.sub("", attributes.get("class", "")).strip()


def _controls_in(root: etree._Element) -> list[str]:
    """Every ``aria-controls`` value of a tree parsed with its attributes."""
    return [str(value) for value in cast(list[Any], _CONTROLS_XPATH(root))]


def tags_with_ids(source: str, names: Collection[str]) -> list[tuple[str, str]]:
    """Opening tags with an ``id``, as ``TAG_WITH_ID_RE.findall(source)`` gives
    them (name and attribute source), among them every one whose ``id`` is one
    of ``names`` (each without white space, ``<`` or ``>``); in the order of
    the page.

    A tag whose ``id`` is one of them holds it as written (attributes are read
    without decoding references), so only the tags around each occurrence of a
    name are matched: a tag spans from a ``<`` to the next ``>`` with neither
    inside, as the pattern reads it. The pattern tried at every tag of the page
    took 7 ms on a large product page, a seventieth of the WCXB and trafilatura
    corpora's time, though asked on 51 pages of 2,487. Each name's search
    moves past the tag it found, or to the next ``<`` when it stood in text,
    so no stretch of the page is read twice for one name. Past
    :data:`MOST_NAMES` names or :data:`MOST_FOUND` occurrences, every tag with
    an ``id`` is matched, in one pass."""
    if len(names) > MOST_NAMES:
        return TAG_WITH_ID_RE.findall(source)
    starts: set[int] = set()
    seen = 0
    for name in names:
        at = source.find(name)
        close = opening = -1  # the first ">" and "<" after ``at``, kept while ahead
        while at >= 0:
            seen += 1
            if seen > MOST_FOUND:
                return TAG_WITH_ID_RE.findall(source)
            if close < at:
                close = source.find(">", at)
            if close < 0:
                break  # no ">" after it: no tag holds this or a later one
            if opening < at:
                opening = source.find("<", at)
            start = source.rfind("<", 0, at)
            if start >= 0 and (opening < 0 or opening > close) and source.find(">", start, at) < 0:
                starts.add(start)  # in the tag from ``start`` to ``close``
                at = source.find(name, close + 1)
            elif opening < 0:
                break  # in text, and no tag opens after it
            else:  # in text: none before the next "<" can be in a tag
                at = source.find(name, opening)
    found = []
    for start in sorted(starts):
        match = TAG_WITH_ID_RE.fullmatch(source, start, source.find(">", start) + 1)
        if match is not None:
            found.append((match.group(1), match.group(2)))
    return found


def _identified_in(root: etree._Element) -> list[tuple[str, Mapping[str, str]]]:
    """The tag and attributes of every element of the tree with an ``id``."""
    found = cast(list[etree._Element], _IDENTIFIED_XPATH(root))
    return [(str(element.tag), cast(Mapping[str, str], element.attrib)) for element in found]


class OpenedPanels:
    """Which hidden elements of one page are panels it opens (see the module).

    What the page names in its ``aria-controls``, and the tags those names are
    the ids of, are read at the first question and once only: most pages are
    asked nothing, holding no hidden block where the text is read. Built from
    the page's source for the line tree (:meth:`of_source`), or from a tree
    parsed with its attributes (:meth:`of_tree`).
    """

    def __init__(
        self,
        controls: Callable[[], Iterable[str]],
        identified: Callable[[Collection[str]], Iterable[tuple[str, Mapping[str, str]]]],
    ) -> None:
        """``controls``: every ``aria-controls`` value of the page; ``identified``:
        the tag and attributes of elements with an ``id``, given the names
        controlled: at least every element whose ``id`` is one of them."""
        self._controls = controls
        self._identified = identified
        self._controlled: set[str] | None = None
        self._sets: Counter[tuple[str, str]] | None = None

    @classmethod
    def of_source(cls, source: Callable[[], str]) -> OpenedPanels:
        """Panels read from the page's source (the line tree's, parsed without
        attributes)."""
        return cls(
            lambda: controls_values(source()),
            lambda names: (
                (tag, parse_attributes(attributes))
                for tag, attributes in tags_with_ids(source(), names)
            ),
        )

    @classmethod
    def of_tree(cls, root: etree._Element) -> OpenedPanels:
        """Panels read from a tree parsed with its attributes."""
        return cls(lambda: _controls_in(root), lambda _: _identified_in(root))

    def opened(
        self,
        element: etree._Element,
        attributes: Mapping[str, str],
        role: Callable[[etree._Element], str],
    ) -> bool:
        """True when the hidden ``element`` (its ``attributes`` parsed) is a panel
        the reader opens; ``role`` reads a child's role."""
        children = (child for child in element if isinstance(child.tag, str))
        only, second = next(children, None), next(children, None)  # two read at most
        if only is not None and second is None and role(only) in OPENED_ROLES:
            return True
        ident = attributes.get("id", "").strip()
        if not ident or ident not in self._controlled_ids():
            return False
        if attributes.get("role", "").strip().lower() in _DIALOG_ROLES:
            return False
        if "aria-modal" in attributes:
            return False
        return self._panel_sets()[_kind(str(element.tag), attributes)] >= LEAST_PANELS

    def _controlled_ids(self) -> set[str]:
        if self._controlled is None:
            self._controlled = {name for value in self._controls() for name in value.split()}
        return self._controlled

    def _panel_sets(self) -> Counter[tuple[str, str]]:
        if self._sets is None:
            controlled = self._controlled_ids()
            self._sets = Counter(
                _kind(tag, attributes)
                for tag, attributes in self._identified(controlled)
                if attributes.get("id", "").strip() in controlled
            )
        return self._sets
