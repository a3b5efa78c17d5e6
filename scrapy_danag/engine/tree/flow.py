"""Where a block stands in its article's flow: with text after it, before it.

A block left out of an article (a list of links, a note named as furniture)
means different things by where it stands. At the end of its container it ends
the article: related stories, a share bar, and its label goes with it. With the
section's text after it, it is a note inside the section. Introduced by a
sentence or a section's heading and followed by text, a list of links is the
article's own (a writer's list of courses, of tools, of sources), not a box
set beside it, which a label naming furniture introduces ("Related stories").
In flows a block and the text sizes of the article's elements; out come these
answers, each parent's children read once for each question.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

from lxml import etree

from .furniture import named_furniture
from .measure import visible_text
from .tags import HEADINGS


class TextAround:
    """Which children of a parent have text after them among their siblings,
    and which are introduced by prose.

    ``sizes``: each element's text length, as the article counted it.
    ``not_text``: tags whose text introduces nothing (a list of links does not
    make the next list one that stands between paragraphs). ``is_label``: which
    text is a label, not prose; none is ``longest_label`` characters long.
    """

    def __init__(
        self,
        sizes: Mapping[etree._Element, int],
        not_text: Collection[str],
        is_label: Callable[[str], bool],
        longest_label: int,
    ) -> None:
        self._sizes = sizes
        self._not_text = not_text
        self._is_label = is_label
        self._longest_label = longest_label
        self._followed: dict[etree._Element, set[etree._Element]] = {}
        self._introduced: dict[etree._Element, set[etree._Element]] = {}

    def followed(self, element: etree._Element) -> bool:
        """True when text stands after ``element`` inside its parent."""
        parent = element.getparent()
        if parent is None:
            return False
        known = self._followed.get(parent)
        if known is None:
            known = set()
            seen_text = False
            for child in reversed(parent):
                if seen_text:
                    known.add(child)
                seen_text = seen_text or self._sizes.get(child, 0) > 0 or _tail(child)
            self._followed[parent] = known
        return element in known

    def introduced(self, element: etree._Element) -> bool:
        """True unless the nearest text before ``element`` inside its parent,
        lists aside, names a box: a heading or a label whose words name
        furniture (the vocabulary of class names,
        :func:`.furniture.named_furniture`: "Related stories", "Comments"), or
        there is none. "The network offers one certification for each kind of
        campaign:" or a section's heading ("Developer tools") introduces the
        writer's lists, every one of them up to the next text."""
        parent = element.getparent()
        if parent is None:
            return False
        known = self._introduced.get(parent)
        if known is None:
            known = self._introduced[parent] = self._introductions(parent)
        return element in known

    def _introductions(self, parent: etree._Element) -> set[etree._Element]:
        """The children of ``parent`` that prose or a heading not naming
        furniture stands before, lists aside: one pass over the children."""
        text = (parent.text or "").strip()
        introduced = bool(text) and not self._names_box(text, heading=False)
        found = set()
        for child in parent:
            if introduced:
                found.add(child)
            if not isinstance(child.tag, str) or child.tag in self._not_text:
                pass  # a list introduces nothing: the text before it still does
            elif self._sizes.get(child, 0) > 0:
                heading = child.tag in HEADINGS
                if not heading and self._sizes.get(child, 0) >= self._longest_label:
                    introduced = True  # too long for a label: read no further
                else:
                    introduced = not self._names_box(visible_text(child), heading)
            if _tail(child):
                introduced = not self._names_box((child.tail or "").strip(), heading=False)
        return found

    def _names_box(self, text: str, heading: bool) -> bool:
        return (heading or self._is_label(text)) and named_furniture(text)

    def between(self, element: etree._Element) -> bool:
        """True when text follows ``element`` and no box names it (:meth:`introduced`)."""
        return self.followed(element) and self.introduced(element)


def _tail(element: etree._Element) -> bool:
    return bool((element.tail or "").strip())
