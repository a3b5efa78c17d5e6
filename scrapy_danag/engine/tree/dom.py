"""A page parsed from its block lines, and what its elements' own tags say.

:class:`LineTree` is the tree :func:`.locate.locate_lines` builds, parsed from
the block lines (without their attributes, as ``addanag+`` counts them), with
the element holding each marked line. It answers what the tree steps ask of an
element's own tag -- its class and id, whether it is hidden or a landmark, where
a link leads -- reading the tag back from the source line when the tree was
parsed without attributes (:mod:`..nodes.openings`, compiled).

The questions then asked of the tree (does a seed stand in page furniture, which
element is the article) are :mod:`.covering`'s; :mod:`.article` turns that
element into text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from lxml import etree

from ..nodes.aside import SetAside
from ..nodes.named import named_elements
from ..nodes.openings import OpeningTags
from ..scan.attribute_value import attribute_value
from ..scan.fragments import holds_one_of, openings_holding
from ..source.markup import caseless_alternation
from .furniture import FURNITURE_ANYWHERE, FURNITURE_OUTSIDE_SECTIONS, SECTIONING
from .panels import OpenedPanels
from .revealed import revealed_by_script
from .tags import (
    CLASS_AND_ID_RE,
    OWN_TAGS,
    SETTING_OFF_BYTES,
    SETTING_OFF_WORDS,
    hides,
    in_page_address,
    may_hide,
    parse_attributes,
    set_off_by,
)

#: How an ``href`` to a place in the page starts, as pages write it (lower case).
FRAGMENT_MARKS = ('href="#', "href='#", "href=#")


class JoinedLines:
    """Source lines as one string, joined by line breaks once, when first asked
    (``joined`` when the caller has it), for every search of the whole page."""

    __slots__ = ("_lines", "_text")

    def __init__(self, lines: Sequence[str] | None, joined: str | None = None) -> None:
        self._lines = lines
        self._text = joined

    def __call__(self) -> str:
        if self._text is None:
            self._text = "\n".join(self._lines or ())
        return self._text


@dataclass(frozen=True, slots=True)
class LineTree:
    """The parsed page and, for each marked line, the element holding its text.

    ``source`` is set when the tree was parsed from attribute-free lines: an
    element's attributes are then read from its opening tag in ``source``.
    ``site``: the page's host, when known; ``joined``: ``source`` joined by line
    breaks, when the caller has them (else joined here, once, if a search of
    the whole page asks). A :class:`~.tags.TagView` either way.
    """

    root: etree._Element
    owners: Mapping[int, etree._Element]
    source: Sequence[str] | None = None
    site: str | None = None
    joined: str | None = field(default=None, repr=False)
    _inline: dict[str, dict[etree._Element, str]] = field(default_factory=dict, repr=False)
    _fragments: list[bool] = field(default_factory=list, repr=False)  # read once, if asked
    _in_page: list[frozenset[etree._Element]] = field(default_factory=list, repr=False)
    _lengths: dict[etree._Element, float] = field(default_factory=dict, repr=False)
    _joined_source: JoinedLines = field(init=False, repr=False)
    _panels: OpenedPanels = field(init=False, repr=False)
    _tags: OpeningTags | None = field(init=False, repr=False)  # None: tags have attributes
    _aside: SetAside = field(init=False, repr=False)  # what set_aside remembers

    def __post_init__(self) -> None:
        # The panels read the joined source through its own holder, not
        # through the tree: no reference cycle, so the page's tree is freed
        # as its extraction ends, not at the collector's next full pass.
        joined = JoinedLines(self.source, self.joined)
        object.__setattr__(self, "_joined_source", joined)
        object.__setattr__(self, "_panels", OpenedPanels.of_source(joined))
        source = self.source
        if source is not None:
            lines = source if isinstance(source, list) else list(source)
            object.__setattr__(
                self, "_tags", OpeningTags(lines, CLASS_AND_ID_RE, SETTING_OFF_WORDS)
            )
        else:
            object.__setattr__(self, "_tags", None)
        aside = SetAside(
            self._tags,
            FURNITURE_ANYWHERE,
            FURNITURE_OUTSIDE_SECTIONS,
            SECTIONING,
            SETTING_OFF_BYTES,  # what :meth:`set_off` asks first of a tree with attributes
        )
        object.__setattr__(self, "_aside", aside)

    def set_aside(self, element: etree._Element) -> bool:
        """True when the element or an ancestor is page furniture by its tag
        (``nav``, ``aside``, the page's ``header`` and ``footer``: see
        :func:`.furniture.furniture_by_tag`) or its landmark role
        (``navigation``, ``complementary``...), or is hidden (:meth:`hidden`) but
        for good: not content a script reveals (:func:`.revealed.revealed_by_script`)."""
        # Remembered per element (seed lines share their ancestors), walked up
        # without recursion (a 10,000-deep page), in C (:mod:`..nodes.aside`;
        # its Python reference: :func:`..nodes.reference.set_aside`).
        return self._aside.set_aside(element, self.set_off, self._revealed_by_script)

    def outside_furniture(self, weights: Mapping[int, int]) -> dict[int, int]:
        """The ``weights`` of the lines that no element holds or whose element
        is not :meth:`set_aside`, in their order (one compiled call for all)."""
        return self._aside.outside(weights, self.owners, self.set_off, self._revealed_by_script)

    def weighed_in_furniture(self, weights: Mapping[int, int]) -> tuple[int, int]:
        """The weight of the positively weighed lines whose element is
        :meth:`set_aside`, and of all positively weighed lines an element holds."""
        return self._aside.weighed_aside(
            weights, self.owners, self.set_off, self._revealed_by_script
        )

    def _revealed_by_script(self, element: etree._Element) -> bool:
        return revealed_by_script(self, element, self._lengths)

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

    def opening_tags(self) -> OpeningTags | None:
        """See :meth:`.tags.TagView.opening_tags`."""
        return self._tags

    def in_page(self, link: etree._Element) -> bool:
        """True when an ``<a>`` element links to a place in the page itself,
        read from ``source`` when the tree was parsed without attributes (as
        :meth:`inline_openings` pairs tags and elements); only the tags that
        hold a ``#`` are read (:meth:`in_page_links`)."""
        known = self.in_page_links()
        return OWN_TAGS.in_page(link) if known is None else link in known

    def in_page_links(self) -> frozenset[etree._Element] | None:
        """See :meth:`.tags.TagView.in_page_links`: read from ``source`` when
        the tree was parsed without attributes (none when no ``href`` of the
        page can lead into it)."""
        if self.source is None:
            return OWN_TAGS.in_page_links()
        if not self._fragment_links():
            return frozenset()
        return self._in_page_links()

    def _in_page_links(self) -> frozenset[etree._Element]:
        """The ``<a>`` elements whose ``href`` leads to a place in the page:
        the n-th ``<a`` tag of ``source`` holding a ``#`` is the tree's n-th
        ``<a>`` element (none when the counts differ, a tag the parser dropped).
        Counted in C (:mod:`..scan.fragments`, :mod:`..nodes.named`): of the
        tags that hold a ``#`` (one in ten) only the ``href`` is read, and a
        proxy is built only for the links it leads into the page."""
        if not self._in_page:
            tags, marked = openings_holding(self._joined_source(), "a", "#")
            numbers = [
                number
                for number, attributes in marked
                if in_page_address(attribute_value(attributes, "href"))
            ]
            count, elements = named_elements(self.root, "a", numbers)
            self._in_page.append(frozenset(elements) if count == tags else frozenset())
        return self._in_page[0]

    def href(self, link: etree._Element) -> str | None:
        """The address an ``<a>`` element links to, read from ``source``
        (:meth:`inline_openings`) when the tree was parsed without attributes."""
        if self.source is None:
            return OWN_TAGS.href(link)
        source = self.inline_openings("a").get(link)
        return None if source is None else attribute_value(source, "href")

    def _fragment_links(self) -> bool:
        """False when no link of the page can lead to a place in it: no
        ``href`` value starts with ``#`` (one compiled pass,
        :func:`..scan.fragments.holds_one_of`; then no link's
        tag need be paired with its element, two in five pages measured)."""
        if not self._fragments:
            joined = self._joined_source()
            self._fragments.append(holds_one_of(joined, FRAGMENT_MARKS))
        return self._fragments[0]

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
                openings = inline_opening_re(tag).findall(self._joined_source())
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


@cache
def inline_opening_re(tag: str) -> re.Pattern[str]:
    """The opening tags of ``tag`` elements, with their attribute source: the
    name's case spelled out (``[aA]``), not ``re.IGNORECASE``, which made the
    search of every page's source twice as slow."""
    return re.compile(rf"<(?:{caseless_alternation(frozenset({tag}))})(?=[\s/>])([^>]*)>")
