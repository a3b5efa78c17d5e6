"""Article elements' lines, each read once, and the boundary they make.

Several of ``addanag+``'s seeds often share one article element
(:mod:`.boundary`); its lines are read once, with their shapes when a renderer
will need them, so that the chosen article is not walked a second time. In
flow the line tree and an element; out come its text and, for the element
chosen, the :class:`Boundary`: the regions, their text and where it was read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from lxml import etree

from ..thesis.regions import Region
from .article import lines_with_lead
from .blocks import Lines
from .dom import LineTree
from .forum.posts import posts_furniture
from .furniture import named_furniture


class Boundary(NamedTuple):
    """The chosen regions and their text; the article element it was read from,
    in ``tree`` (both None when the text is the chosen lines' own)."""

    regions: list[Region]
    text: str
    tree: LineTree | None = None
    element: etree._Element | None = None
    lines: Lines | None = None
    #: True when every seed tried stood in furniture and Algorithm 1's choice
    #: stands for want of better: the text is a last resort, which a page
    #: kind's own reading of the page (its records) may replace.
    last_resort: bool = False
    #: The furniture words the element was read with as a thread's posts
    #: (:mod:`.forum.posts`), for a page's kind to read it again the same way.
    posts: frozenset[str] = frozenset()


class Articles:
    """Article elements' lines, each element read once (several seeds often
    share one article); with their shapes when a renderer will need them, so
    that the chosen article is not walked a second time."""

    def __init__(
        self,
        structure: bool = False,
        furniture: Callable[[str], bool] = named_furniture,
        site: str | None = None,
    ) -> None:
        self.structure = structure
        self.furniture = furniture
        self.site = site  # the page's host, for links to the site's own pages
        self._read: dict[tuple[etree._Element, frozenset[str]], tuple[Lines, str]] = {}

    def text(
        self, tree: LineTree, element: etree._Element, posts: frozenset[str] = frozenset()
    ) -> str:
        """The element's text; ``posts``: furniture words read as a thread's posts
        in it (:mod:`.forum.posts`)."""
        known = self._read.get((element, posts))
        if known is None:
            furniture = posts_furniture(self.furniture, posts)
            lines = lines_with_lead(element, tree, self.structure, furniture, bool(posts))
            known = self._read[element, posts] = lines, lines.text()
        return known[1]

    def boundary(
        self,
        regions: list[Region],
        text: str,
        tree: LineTree | None = None,
        element: etree._Element | None = None,
        last_resort: bool = False,
        posts: frozenset[str] = frozenset(),
    ) -> Boundary:
        """The boundary, with the element's lines when they were read."""
        known = None if element is None else self._read.get((element, posts))
        lines = None if known is None else known[0]
        return Boundary(regions, text, tree, element, lines, last_resort, posts)
