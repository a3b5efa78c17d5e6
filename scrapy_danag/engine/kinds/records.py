"""The records of a page: the run of sibling blocks alike in structure that holds
most of its text.

A thread's posts, a listing's items and a collection's products are each a run
of siblings built from one template: the same tag and the same classes, repeated
down the page. The line model cannot see them as one thing (each record is a
few short lines, many of them links, so no region of dense lines spans them);
the tree can. Of every element's children, those sharing a signature form a
group; the group with the most text, outside page furniture, is the page's
records, and their container (widened while a wider one adds little text: the
list's heading and introduction) is its main content.
"""

from __future__ import annotations

import heapq
import re
from collections import defaultdict
from collections.abc import Mapping

from lxml import etree

from ..budget import EVERY, checkpoint
from ..nodes.plain import PlainRecords
from ..nodes.sizes import visible_text_sizes
from ..tree.article import BLOCKS, TextSizes
from ..tree.blocks import Lines, walk_lines
from ..tree.furniture import FURNITURE_ROLES, FURNITURE_TAGS
from ..tree.panels import OpenedPanels
from ..tree.repeats import without_repeated_runs
from ..tree.tags import NEVER_RENDERED, SETTING_OFF_BYTES, OwnTags, set_off_by

#: Fewer siblings than this are not a run of records.
LEAST_RECORDS = 3
#: The container widens to its parent while the parent's text is at most this
#: many times its own: the list's heading and introduction come in, a sidebar
#: or a second list does not.
WIDEN = 1.25
#: Class and id words of furniture that holds records of its own (menus, link
#: boxes); unlike the article's list, ``comment`` and ``author`` are not here:
#: they name a thread's posts and their bylines.
RECORD_FURNITURE = re.compile(
    r"sidebar|footer|cookie|newsletter|related|promo|advert|sponsor|share|social|breadcrumb|"
    r"menu|navbar|navigation|(?<![a-z])nav(?![a-z])"
)
#: Records whose text is links and nothing else (past this share of it) are an
#: index of links, which is no main content (``DANAG_DROP_EMPTY`` drops such
#: pages): items have a summary, a date, a price beside their link. WCXB's gold
#: keeps some link lists whole (0.95 measured 0.01-0.03 of listing and
#: collection word F1 below no limit, 0.9 lower still).
LINKS_MOST = 0.95
_DIGITS_RE = re.compile(r"\d+")
_TAGS = OwnTags()


def signature(element: etree._Element) -> tuple[str, str]:
    """What makes two siblings copies of one template: their tag and their classes
    (digits dropped: ``post-1``, ``post-2`` are one class)."""
    classes = _DIGITS_RE.sub("", str(element.get("class") or "")).split()
    return str(element.tag), " ".join(sorted(set(classes)))


class _Furniture:
    """Whether an element stands in page furniture, each element asked once."""

    def __init__(self) -> None:
        self._known: dict[etree._Element, bool] = {}
        self._tags = OwnTags()

    def __call__(self, element: etree._Element | None) -> bool:
        if element is None:
            return False
        known = self._known.get(element)
        if known is None:
            known = self._own(element) or self(element.getparent())
            self._known[element] = known
        return known

    def _own(self, element: etree._Element) -> bool:
        if element.tag in FURNITURE_TAGS or self._tags.role(element) in FURNITURE_ROLES:
            return True
        return _named_furniture(element)


def _named_furniture(element: etree._Element) -> bool:
    return _furniture_names(_TAGS.names(element))


def _furniture_names(names: str) -> bool:
    """True when a class-and-id string names furniture (:data:`RECORD_FURNITURE`)."""
    return bool(names) and RECORD_FURNITURE.search(names.lower()) is not None


def find_records(
    root: etree._Element, text: TextSizes
) -> tuple[etree._Element, list[etree._Element]] | None:
    """The container and members of the group of alike siblings with the most
    text, outside furniture and not named as furniture themselves (menu items),
    whose text is not links alone (:data:`LINKS_MOST`). A sibling its own tag
    hides is no member: a menu's panels, each ``display: none`` until a script
    opens it, hold more text than the tiles a reader sees. (Asked only of the
    groups that come first, which are weighed again without their hidden
    members: asked of every child, it doubled the search's time.)"""
    sizes = text.total
    groups: list[tuple[int, int, etree._Element, list[etree._Element]]] = []
    # Each tag and class worked out once: a listing's tiles repeat theirs.
    signatures: dict[tuple[str, str | None], tuple[str, str]] = {}
    for step, parent in enumerate(root.iter(etree.Element)):
        if not step % EVERY:
            checkpoint()
        if len(parent) < LEAST_RECORDS:
            continue
        alike: dict[tuple[str, str], list[etree._Element]] = defaultdict(list)
        for child in parent:
            tag = child.tag
            if isinstance(tag, str) and sizes.get(child, 0):
                written = (tag, child.get("class"))
                found = signatures.get(written)
                if found is None:
                    found = signatures[written] = signature(child)
                alike[found].append(child)
        for members in alike.values():
            if len(members) < LEAST_RECORDS or _named_furniture(members[0]):
                continue
            if (size := _records_size(members, text)) is not None:
                groups.append((-size, len(groups), parent, members))
    heapq.heapify(groups)  # the most text first; of equals, the first found
    furniture = _Furniture()
    tags = OwnTags()
    while groups:
        _, order, parent, members = heapq.heappop(groups)
        shown = [member for member in members if not tags.hidden(member)]
        if len(shown) < len(members):
            if len(shown) >= LEAST_RECORDS and (size := _records_size(shown, text)) is not None:
                heapq.heappush(groups, (-size, order, parent, shown))
        elif not furniture(parent):
            return parent, members
    return None


def _records_size(members: list[etree._Element], text: TextSizes) -> int | None:
    """The members' text size; None when it is links alone (:data:`LINKS_MOST`)."""
    size = sum(text.total[member] for member in members)
    if sum(text.linked.get(member, 0) for member in members) > LINKS_MOST * size:
        return None
    return size


def records_container(container: etree._Element, text: TextSizes) -> etree._Element:
    """``container``, widened while its parent adds little text (:data:`WIDEN`)."""
    sizes = text.total
    while (parent := container.getparent()) is not None and parent.tag not in ("body", "html"):
        if sizes.get(parent, 0) > WIDEN * sizes.get(container, 0):
            break
        container = parent
    return container


#: Elements whose text is never a record's: controls (a checkbox's "Compare" label on
#: every product tile) and embedded frames.
_CONTROLS = frozenset(
    {"form", "button", "select", "textarea", "iframe", "svg", "menu", "nav", "label"}
)

#: What ``records_lines``'s ``skipped`` answers for an element without
#: attributes (neither set off nor named): its tag alone decides, in the walk's
#: C loop, for most elements of a listing.
_BARE_SKIPPED = _CONTROLS | NEVER_RENDERED
_BARE_SKIPPED_IN_PAGE = _BARE_SKIPPED | frozenset(FURNITURE_TAGS)


def records_text(container: etree._Element) -> str:
    """The text of ``container``, one block a line: every record whole, its
    headings, bylines and dates included, without controls, hidden blocks and
    the blocks its names call furniture (:class:`NamedAsides`)."""
    return records_lines(container).text()


def records_lines(container: etree._Element, structure: bool = False) -> Lines:
    """:func:`records_text` as lines, with their shapes when ``structure``."""
    tags = OwnTags()
    asides = NamedAsides(container)
    panels = OpenedPanels.of_tree(container.getroottree().getroot())
    # The whole page read as a container: its header, footer and asides are
    # not its sections (inside a list's container they are the items' own).
    page = container.tag == "body"

    def set_off(element: etree._Element) -> bool:
        # Hidden or a furniture landmark, but for a panel the reader opens, as
        # the line tree judges it (:mod:`..tree.panels`).
        if not tags.set_off(element):
            return False
        attributes = element.attrib
        return (
            not tags.hidden(element)
            or set_off_by(attributes)  # type: ignore[arg-type]
            or not panels.opened(element, attributes, tags.role)  # type: ignore[arg-type]
        )

    def skipped(element: etree._Element, tag: str) -> bool:
        return (
            tag in _CONTROLS
            or tag in NEVER_RENDERED
            or set_off(element)
            or asides(element)
            or (page and tag in FURNITURE_TAGS)
        )

    bare = _BARE_SKIPPED_IN_PAGE if page else _BARE_SKIPPED
    # An element with attributes that say nothing to these rules is kept in C.
    plain = PlainRecords(bare, SETTING_OFF_BYTES, asides.names_furniture)
    lines = walk_lines(
        container, BLOCKS, skipped, structure=structure, bare_skipped=bare, plain=plain
    )
    return without_repeated_runs(lines)


class NamedAsides:
    """Whether a block of ``container`` is one its names call furniture
    (:data:`RECORD_FURNITURE`: a language menu, a filter sidebar, a sign-up
    box) holding less than half of the container's text. A wrapper of most of
    the content named for the design (``secondary-sticky-nav``) is kept. The
    text under every element is counted in one pass, the first time a named
    block is asked about, so a page of nested menus costs its size. (On WCXB's
    development pages, listings' word F1 0.656 -> 0.671, collections' 0.660 ->
    0.662, services' 0.816 -> 0.814.)"""

    def __init__(self, container: etree._Element) -> None:
        self._container = container
        self._sizes: Mapping[etree._Element, int] | None = None
        # Each class-and-id string searched once: records repeat their
        # template's names, tile after tile (bounded by the page's own names).
        self._named: dict[str, bool] = {}

    def __call__(self, element: etree._Element) -> bool:
        names = _TAGS.names(element)
        if not names or not self.names_furniture(names):
            return False
        if self._sizes is None:
            self._sizes = _visible_sizes(self._container)
        return 2 * self._sizes.get(element, 0) < self._sizes[self._container]

    def names_furniture(self, names: str) -> bool:
        """Whether a class-and-id string (:meth:`..tree.tags.OwnTags.names`)
        names furniture, each string searched once."""
        named = self._named.get(names)
        if named is None:
            named = self._named[names] = _furniture_names(names)
        return named


def _visible_sizes(root: etree._Element) -> Mapping[etree._Element, int]:
    """Characters of text under each element of ``root`` but white space: in
    one pass, children before parents (as :func:`..tree.article.text_sizes`,
    where white space counts: an indented page's would outweigh its text)."""
    return _visible_text(root)[0]


def _visible_text(
    root: etree._Element,
) -> tuple[Mapping[etree._Element, int], Mapping[etree._Element, int]]:
    """:func:`_visible_sizes`, and the same characters inside links (one
    compiled walk, :func:`..nodes.sizes.visible_text_sizes`)."""
    return visible_text_sizes(root)


def links_only(container: etree._Element) -> bool:
    """True when the text of ``container`` is links and nothing else (past
    :data:`LINKS_MOST` of its characters but white space): an index of links,
    which is no main content, as for a group of records."""
    sizes, linked = _visible_text(container)
    return linked[container] > LINKS_MOST * sizes[container]
