"""Which blocks hold a link out of the page (:mod:`scrapy_danag.engine.nodes.outward`),
against its rule through proxies (:class:`..nodes.reference.LinkScope`): on a
hand-made page, and on every shipped page and hostile shape, asked of every
block from the top down (as the article walk asks) and from the bottom up,
with the tree parsed bare (links read from the page's source) and with its
attributes (each link's own ``href``)."""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

from lxml import etree

from scrapy_danag.engine.nodes import outward
from scrapy_danag.engine.nodes.outward import OutwardLinks
from scrapy_danag.engine.nodes.reference import LinkScope
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.engine.tree.attributes import normalise_attributes
from scrapy_danag.engine.tree.locate import locate_lines
from scrapy_danag.engine.tree.tags import OWN_TAGS, TagView

from .conftest import page, shipped_and_hostile_pages

#: The blocks the article walk asks about.
ASKED = ("div", "ul", "ol", "li", "p", "section", "article", "table", "td", "nav", "a")


def test_the_installed_package_runs_the_compiled_walk() -> None:
    where = Path(outward.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


def _trees(html: str) -> list[tuple[etree._Element, TagView]]:
    """The page's tree parsed bare with its source beside it, and with its attributes."""
    lines = normalise_lines(remove_scripts_styles_comments(html), "block")
    bare = normalise_attributes("\n".join(lines)).split("\n")
    found: list[tuple[etree._Element, TagView]] = []
    read_back = locate_lines(lines, range(len(lines)), bare)
    if read_back is not None:
        found.append((read_back.root, read_back))
    own = locate_lines(lines, range(len(lines)))
    if own is not None:
        found.append((own.root, OWN_TAGS))
    return found


def test_a_table_of_contents_leads_nowhere_and_a_box_of_stories_out() -> None:
    html = page(
        "<div id='toc'><ul><li><a href='#one'>One</a></li>"
        "<li><a href='#two'>Two</a></li></ul></div>",
        "<div id='more'><ul><li><a href='#one'>Back up</a></li>"
        "<li><a href='/other-story'>Another story</a></li></ul></div>",
        "<p id='bare'>No link at all.</p>",
    )
    for root, tags in _trees(html):
        scope = OutwardLinks(tags)
        toc, more = list(root.iter("div"))
        [bare] = list(root.iter("p"))
        assert scope.leads_out(more)
        assert all(scope.leads_out(item) for item in more.iter("ul"))  # its ancestors, kept
        assert not scope.leads_out(toc)
        assert not scope.leads_out(toc[0][0])  # inside a block with none, kept
        assert not scope.leads_out(bare)
        assert scope.leads_out(root)  # the page holds the outward link


def test_every_shipped_page_and_hostile_shape_answered_as_the_rule_answers() -> None:
    compared = outward_found = 0
    for html in shipped_and_hostile_pages():
        for root, tags in _trees(html):
            blocks = [element for element in root.iter(*ASKED)]
            for order in (blocks, blocks[::-1]):
                compiled, rule = OutwardLinks(tags), LinkScope(tags)
                for element in order:
                    found = compiled.leads_out(element)
                    assert found == rule.leads_out(element)
                    compared += 1
                    outward_found += found
    assert compared > 100_000
    assert 0.1 < outward_found / compared < 0.9
