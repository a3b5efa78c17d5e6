"""Panels a reader opens: sent hidden, the page's content all the same.

An accordion's sections and a tab set's panels are sent closed -- ``hidden``,
``aria-hidden``, an inline ``display:none`` -- and opened by a button that
names each one in its ``aria-controls``. :func:`.tags.hides` already keeps a
panel that carries ARIA's role of one (``tabpanel``, a named ``region``); many
carry none, and a product's description and specifications, a service's
questions and answers, were lost with the dialogs and menus. In flow a hidden
element of the line tree and the page's source; out comes whether it is such
a panel:

- its ``id`` is named by an ``aria-controls`` of the page, it is no dialog
  (ARIA's ``dialog`` roles, ``aria-modal``), and another element of its tag
  and classes (digits aside) is named so too: a set of panels. A single
  disclosure is as often a site banner's "Here's how you know" or a modal the
  page opens over itself (on WCXB's development pages, admitting them lost
  three pages -- a government site's banner 0.11, a modal without its role
  0.05 -- and gained none);
- or its only child element is a panel by its role: the wrapper a component
  library collapses around the ``region`` (Chakra's ``chakra-collapse``).

Measured on WCXB's development pages: word F1 0.8650 -> 0.8659, ten pages up
(products 0.643 -> 0.647, services 0.837 -> 0.842), six down by 0.03 at most.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping

from lxml import etree

from .tags import OPENED_ROLES, parse_attributes

#: Roles of what a page opens over itself, never a panel of its text.
_DIALOG_ROLES = frozenset({"dialog", "alertdialog"})
#: Panels a set holds at least.
LEAST_PANELS = 2
#: The names in an ``aria-controls``. Neither pattern crosses a ``<``: on a page
#: of unclosed tags or quotes, each match would otherwise run to the page's end.
_CONTROLS_RE = re.compile(
    r"""aria-controls\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)'|([^\s"'<>]+))""", re.IGNORECASE
)
#: An opening tag that carries an ``id``: its name and attribute source.
_TAG_WITH_ID_RE = re.compile(r"<([A-Za-z][\w:-]*)(\s[^<>]*?\bid\s*=[^<>]*)>", re.IGNORECASE)
_DIGITS_RE = re.compile(r"\d+")


def _kind(tag: str, attributes: Mapping[str, str]) -> tuple[str, str]:
    """What the panels of one set share: their tag and classes, digits aside."""
    return tag.lower(), _DIGITS_RE.sub("", attributes.get("class", "")).strip()


class OpenedPanels:
    """Which hidden elements of one page are panels it opens (see the module).

    The page's source is read at the first question and once only: its
    ``aria-controls`` names, then the tags those name; most pages are asked
    nothing, holding no hidden block where the article is read.
    """

    def __init__(self, source: Callable[[], str]) -> None:
        self._source = source
        self._controlled: set[str] | None = None
        self._sets: Counter[tuple[str, str]] | None = None

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
            self._controlled = {
                name
                for found in _CONTROLS_RE.findall(self._source())
                for name in "".join(found).split()
            }
        return self._controlled

    def _panel_sets(self) -> Counter[tuple[str, str]]:
        if self._sets is None:
            controlled = self._controlled_ids()
            self._sets = Counter()
            for tag, source in _TAG_WITH_ID_RE.findall(self._source()):
                attributes = parse_attributes(source)
                if attributes.get("id", "").strip() in controlled:
                    self._sets[_kind(tag, attributes)] += 1
        return self._sets
