"""Sections named by their own title: an id that is not a name of furniture.

Documentation generators and editors give a heading, or the section it opens,
the slug of its title as id (``id="sharing-with-a-single-developer"``), some
after a one-word prefix (WordPress's block editor: ``id="h-sponsorship-deals"``).
Such an id says what the section is about, not what part of the page it is, so
the furniture words in it (``sharing``, ``social``, ``related``) do not make the
section furniture. In flows an element of the line tree with its names; out
comes whether its id is such a title.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lxml import etree

from .tags import HEADINGS, TagView

_WORD_RE = re.compile(r"[^\W_]+")


class TitledSections:
    """Which blocks of one tree are named by their own title (see the module).

    A section counts only among sibling sections named the same way, and each
    parent's children are read once, so that a page of ten thousand such
    siblings costs their number, not its square.
    """

    def __init__(self, tags: TagView) -> None:
        self._tags = tags
        self._titled: dict[etree._Element, int] = {}  # titled sections among its children

    def named_by_title(
        self, element: etree._Element, tag: str, names: str, furniture: Callable[[str], bool]
    ) -> bool:
        """True when only the element's id names furniture (``names``: its class
        and id), and that id is the slug of its own title
        (``id="what-is-social-media-marketing"``): a heading so named, or a
        section under such a heading among sibling sections named the same way.
        A lone block titled "Comments" under ``id="comments"`` is still the
        comments."""
        ident = self._tags.ident(element)
        classes = names.split()
        if not ident or ident not in classes:
            return False
        classes.remove(ident)
        if furniture(" ".join(classes)) or not _slug_of_title(element, tag, ident):
            return False
        if tag in HEADINGS:
            return True
        parent = element.getparent()
        if parent is None:
            return False
        count = self._titled.get(parent)
        if count is None:
            count = self._titled[parent] = sum(
                1
                for child in parent
                if child.tag not in HEADINGS
                and _slug_of_title(child, str(child.tag), self._tags.ident(child))
            )
        return count > 1  # itself and another


def _slug_of_title(element: etree._Element, tag: str, ident: str) -> bool:
    """True when ``ident`` spells the words of the element's title, alone or
    after one word (a generator's prefix): its own text for a heading, else that
    of the heading it starts with."""
    if not ident:
        return False
    heading = element if tag in HEADINGS else next(iter(element), None)
    if heading is None or heading.tag not in HEADINGS:
        return False
    words = _WORD_RE.findall("".join(map(str, heading.itertext())).lower())
    named = _WORD_RE.findall(ident.lower())
    return bool(words) and (named == words or named[1:] == words)
