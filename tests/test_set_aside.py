"""Which elements stand in page furniture: the compiled walk up
(:mod:`scrapy_danag.engine.nodes.aside`) against its Python reference, and
against what a reader of the page says."""

from __future__ import annotations

import gzip

import pytest
from lxml import etree

from scrapy_danag.engine.nodes import reference
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.engine.tree.attributes import normalise_attributes
from scrapy_danag.engine.tree.dom import LineTree
from scrapy_danag.engine.tree.locate import locate_lines
from scrapy_danag.engine.tree.revealed import revealed_by_script
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED


def _trees(html: str) -> list[LineTree]:
    """The page's tree parsed from its attribute-free lines (attributes read
    back from the source) and from its source lines (attributes held)."""
    lines = normalise_lines(remove_scripts_styles_comments(html))
    bare = normalise_attributes("\n".join(lines)).split("\n")
    trees = [locate_lines(lines, range(len(lines)), parsed) for parsed in (bare, None)]
    return [tree for tree in trees if tree is not None]


def _agree(tree: LineTree, elements: list[etree._Element]) -> int:
    """Each element asked of the tree and of the reference, in the order
    given (what is remembered differs with it); how many were set aside."""
    kept: dict[etree._Element, bool] = {}
    revealed: set[etree._Element] = set()
    lengths: dict[etree._Element, float] = {}

    def reveals(element: etree._Element) -> bool:
        return revealed_by_script(tree, element, lengths)

    aside = 0
    for element in elements:
        expected = reference.set_aside(element, kept, revealed, tree.set_off, reveals)
        assert tree.set_aside(element) == expected, (element.tag, element.sourceline)
        aside += expected
    return aside


def _set_aside_agrees(html: str) -> int:
    aside = 0
    for tree in _trees(html):  # from the top down: each walk up is one step
        aside += _agree(tree, list(tree.root.iter(etree.Element)))
    for tree in _trees(html):  # from the last element: the walks up are long
        aside += _agree(tree, list(tree.root.iter(etree.Element))[::-1])
    return aside


def test_set_aside_equals_the_reference_on_shipped_pages() -> None:
    pages = sorted(SHIPPED.rglob("*.html*"))
    aside = [
        _set_aside_agrees(
            (
                gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
            ).decode("utf-8", "replace")
        )
        for path in pages
    ]
    assert sum(aside) > 20 * len(pages)  # furniture was found, and compared
    assert sum(1 for count in aside if count) > len(pages) // 2


@pytest.mark.parametrize("name", sorted(hostile_shapes()))
def test_set_aside_equals_the_reference_on_hostile_shapes(name: str) -> None:
    html, _ = hostile_shapes()[name](16 * 1024)
    _set_aside_agrees(html)


PAGE = """<html><body>
<header><p>Site name</p></header>
<article><header><p>Headline</p></header><p>Article text</p>
<footer><p>Article footer</p></footer></article>
<nav><p>Links</p></nav>
<main><aside><p>Related</p></aside></main>
<div role="navigation"><p>More links</p></div>
<footer><p>Page footer</p></footer>
</body></html>"""


@pytest.mark.parametrize(
    ("text", "aside"),
    [
        ("Site name", True),  # the page's header
        ("Headline", False),  # an article's header is the article's
        ("Article text", False),
        ("Article footer", False),
        ("Links", True),
        ("Related", True),  # an aside, wherever it stands
        ("More links", True),  # a navigation landmark by its role
        ("Page footer", True),
    ],
)
def test_set_aside_of_hand_written_blocks(text: str, aside: bool) -> None:
    for tree in _trees(PAGE):
        paragraph = next(p for p in tree.root.iter("p") if p.text == text)
        assert tree.set_aside(paragraph) is aside


def test_weighed_lines_outside_furniture_and_their_weight_in_it() -> None:
    # The batch questions of the seeds' lines, one compiled call each.
    for tree in _trees(PAGE):
        line = {p.text: n for n, p in tree.owners.items() if p.tag == "p"}
        weights = {line[text]: len(text) for text in ("Site name", "Headline", "Article text")}
        weights |= {line["Links"]: 5, line["Page footer"]: 11}
        weights[100_000] = 7  # a line no element holds
        weights[line["Related"]] = 0  # set aside, but of no weight
        assert tree.outside_furniture(weights) == {
            line["Headline"]: 8,
            line["Article text"]: 12,
            100_000: 7,
        }
        assert list(tree.outside_furniture(weights)) == [
            line["Headline"],
            line["Article text"],
            100_000,
        ]
        # Site name 9, Links 5 and Page footer 11 are set aside, of 45 weighed.
        assert tree.weighed_in_furniture(weights) == (25, 45)
