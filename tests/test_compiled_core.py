"""The compiled core (:mod:`scrapy_danag.engine.nodes`): built, in use, and equal
to its Python reference.

The installed package must run its compiled modules, not a Python stand-in:
a fresh clone that skipped the build fails here. Each compiled measure is
checked against counts written out by hand on small trees, then against its
Python reference (:mod:`scrapy_danag.engine.nodes.reference`) on every shipped
page and every hostile shape; the opening tags read back for the tree parsed
without attributes, on every shipped page.
"""

from __future__ import annotations

import gzip
import importlib.machinery
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import etree

from scrapy_danag import ExtractionTimeout, extract
from scrapy_danag.engine.budget import time_budget
from scrapy_danag.engine.nodes import (
    aside,
    builder,
    cells,
    clocks,
    lines,
    marked,
    named,
    openings,
    plain,
    reference,
    short_texts,
    sizes,
)
from scrapy_danag.engine.nodes.openings import OpeningTags
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.engine.tree import blocks
from scrapy_danag.engine.tree.attributes import normalise_attributes
from scrapy_danag.engine.tree.locate import MARK, html_parser, locate_lines, mark_lines, parse_page
from scrapy_danag.engine.tree.tags import CLASS_AND_ID_RE, SETTING_OFF_WORDS
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED


@pytest.mark.parametrize(
    "module",
    [sizes, lines, clocks, openings, named, marked, cells, short_texts, aside, plain, builder],
    ids=lambda m: m.__name__,
)
def test_the_installed_package_runs_its_compiled_modules(module: object) -> None:
    where = Path(getattr(module, "__file__", None) or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where
    assert blocks.walk_events is lines.walk_events


def _by_tag(table: sizes.ElementSizes, root: etree._Element) -> dict[str, int]:
    return {
        str(element.get("id") or element.tag): table[element]
        for element in root.iter(etree.Element)
    }


def test_text_sizes_count_text_tails_and_links() -> None:
    root = etree.fromstring(
        '<html><body id="body"><p id="p">héllo <a id="a" href="/x">wörld</a> tail'
        "<!-- note -->after</p>"
        '<div id="div">x<b id="b">yy</b>zz<a id="a2"><i id="i">it</i> more</a></div>'
        "</body></html>",
        etree.HTMLParser(),  # one that keeps comments, unlike the engine's
    )
    total, linked = sizes.text_sizes(root)
    # p: "héllo " 6 + "wörld" 5 + " tail" 5 + the comment's tail "after" 5.
    # div: "x" 1 + "yy" 2 + "zz" 2 + the link's "it more" 7.
    assert _by_tag(total, root) == {
        "html": 33,
        "body": 33,
        "p": 21,
        "a": 5,
        "div": 12,
        "b": 2,
        "a2": 7,
        "i": 2,
    }
    assert _by_tag(linked, root) == {
        "html": 12,
        "body": 12,
        "p": 5,
        "a": 5,
        "div": 7,
        "b": 0,
        "a2": 7,
        "i": 0,
    }
    comment = next(root.iter(etree.Comment))
    assert total.get(comment) is None and comment not in total
    assert total.get("not an element", -1) == -1  # type: ignore[call-overload]
    with pytest.raises(KeyError):
        total[etree.Element("p")]  # an element of another tree
    assert len(total) == 8 and set(total) == set(root.iter(etree.Element))


def _same_as_reference(root: etree._Element) -> None:
    for compiled, written in (
        (sizes.text_sizes, reference.text_sizes),
        (sizes.visible_text_sizes, reference.visible_text_sizes),
    ):
        total, linked = compiled(root)
        expected_total, expected_linked = written(root)
        assert dict(total.items()) == expected_total
        assert dict(linked.items()) == expected_linked
    assert clocks.clock_holders(root) == reference.clock_holders(root)


def test_visible_text_sizes_leave_out_what_python_calls_white_space() -> None:
    """Every code point ``str.split()`` splits on, in one, two and three bytes
    of UTF-8, and none of the invisible ones it keeps (a zero-width space)."""
    spaces = "".join(chr(c) for c in range(0x3001) if chr(c).isspace())
    kept = "a\u200b\u00e9\u4e2d\U0001f600"  # five code points, none of them white space
    root = etree.fromstring(f"<div>{spaces}{kept}<a>{spaces}b</a>{spaces}</div>", html_parser())
    total, linked = sizes.visible_text_sizes(root)
    div = next(root.iter("div"))
    assert (total[div], linked[div]) == (6, 1)
    assert reference.visible_text_sizes(root)[0][div] == 6


@pytest.mark.parametrize("path", sorted(SHIPPED.rglob("*.html*")), ids=lambda p: p.name)
def test_text_sizes_equal_the_reference_on_shipped_pages(path: Path) -> None:
    root = parse_page(_read(path).decode("utf-8", "replace"), html_parser())
    assert root is not None
    _same_as_reference(root)


@pytest.mark.parametrize("name", sorted(hostile_shapes()))
def test_text_sizes_equal_the_reference_on_hostile_shapes(name: str) -> None:
    html, _ = hostile_shapes()[name](16 * 1024)
    root = parse_page(html, html_parser())
    assert root is not None
    _same_as_reference(root)


def test_clock_holders_are_the_elements_whose_own_text_may_tell_a_time() -> None:
    root = etree.fromstring(
        '<html><body><p id="a">at 03:06 PM</p><p id="b">ratio 3 : 4, 12:</p>'
        '<div id="c">x<b id="d">y</b>17:02<i id="e">:30</i></div>'
        '<p id="f">\u0661\u0662:\u0663\u0660</p><p id="g">Note:<b>12</b></p>'
        '<p id="h"><!-- 10:30 --></p></body></html>',
        etree.HTMLParser(),  # one that keeps comments, unlike the engine's
    )
    found = clocks.clock_holders(root)
    # "c" by its child's tail; "f" in Arabic-Indic digits; not "b" (no digit
    # after its colon), "e" (none before), "g" (the digits in another
    # element), nor "h" (a comment is no text).
    assert [element.get("id") for element in found] == ["a", "c", "f"]
    assert reference.clock_holders(root) == found
    assert clocks.clock_holders(next(root.iter("i"))) == []


def test_text_sizes_of_a_deep_tree_stay_under_the_time_budget() -> None:
    """Ten thousand nested elements walk without recursion, and the walk
    checks the clock: a spent budget stops it."""
    root = etree.Element("html")
    element = etree.SubElement(root, "body")
    for _ in range(10_000):  # built, not parsed: libxml2's parser stops at 256 deep
        element = etree.SubElement(element, "div")
        element.text = "x"
    total, _ = sizes.text_sizes(root)
    assert total[root] == 10_000
    with time_budget(0.0), pytest.raises(ExtractionTimeout):
        sizes.text_sizes(root)
    assert len(clocks.clock_holders(root)) == 0
    with time_budget(0.0), pytest.raises(ExtractionTimeout):
        clocks.clock_holders(root)


def _shipped_pages() -> list[Path]:
    return sorted(SHIPPED.rglob("*.html*"))


def _read(path: Path) -> bytes:
    return gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()


@pytest.mark.parametrize("output_format", ["text", "markdown", "html"])
def test_the_line_walk_equals_the_reference_on_shipped_pages(
    output_format: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every stage that walks lines (the article, records, the renderers) gives
    the same output with the compiled loop and line builder as with the loop
    over ``iterwalk`` and the builder in Python."""
    pages = [_read(path) for path in _shipped_pages()]
    compiled = [extract(page, output_format=output_format) for page in pages]  # type: ignore[arg-type]
    monkeypatch.setattr(blocks, "walk_events", reference.walk_events)
    monkeypatch.setattr(blocks, "LineBuilder", reference.LineBuilder)
    for page, found in zip(pages, compiled, strict=True):
        expected = extract(page, output_format=output_format)  # type: ignore[arg-type]
        assert (found.main_content, found.headline, found.page_type) == (
            expected.main_content,
            expected.headline,
            expected.page_type,
        )


def test_the_line_walk_reads_text_tails_and_skips_as_iterwalk_did() -> None:
    """Blocks end lines, inline text joins them (CDATA too), a skipped element's
    subtree is left out but its tail kept (an ``<aside>``, not a block here,
    ends no line: "mid" and "tail" join), and the caller is told of it."""
    root = etree.fromstring(
        "<div>lead <p>one <b>bold</b> two</p>mid<aside>left <p>out</p></aside>tail"
        "<ul><li>a</li><li>b</li></ul><p>x<![CDATA[y]]>z</p></div>",
        etree.XMLParser(recover=True, strip_cdata=False),
    )
    told: list[str] = []
    found = blocks.walk_lines(
        root,
        frozenset({"p", "ul", "li", "div"}),
        lambda element, tag: tag == "aside",
        on_skip=lambda element, tag, built: told.append(tag),
    )
    assert found.texts == ["lead", "one bold two", "midtail", "a", "b", "xyz"]
    assert found.in_items == [False, False, False, True, True, False]
    assert told == ["aside"]
    walked = blocks.walk_events
    try:
        blocks.walk_events = reference.walk_events  # type: ignore[assignment]
        again = blocks.walk_lines(
            root, frozenset({"p", "ul", "li", "div"}), lambda element, tag: tag == "aside"
        )
    finally:
        blocks.walk_events = walked
    assert (again.texts, again.in_items) == (found.texts, found.in_items)


def test_a_source_tree_without_its_build_says_what_is_missing(tmp_path: Path) -> None:
    """A checkout put on the path without ``pip install`` fails at import with
    the way out, not with a bare module name."""
    package = Path(sizes.__file__ or "").parents[2]
    shutil.copytree(package, tmp_path / "scrapy_danag", ignore=shutil.ignore_patterns("*.so"))
    run = subprocess.run(
        [sys.executable, "-c", "import scrapy_danag.engine.nodes"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 1
    assert "compiled core is not built" in run.stderr and "pip install" in run.stderr


def _opening_tags_agree(html: str) -> int:
    """Every element of the page's attribute-free tree read by the compiled
    opening tags and by the reference alike; how many had attributes."""
    lines = normalise_lines(remove_scripts_styles_comments(html))
    bare = normalise_attributes("\n".join(lines)).split("\n")
    tree = locate_lines(lines, range(len(lines)), bare)
    if tree is None:  # no tree to read (a hostile shape libxml2 refuses)
        return 0
    read = OpeningTags(lines, CLASS_AND_ID_RE, SETTING_OFF_WORDS)
    with_attributes = 0
    for element in tree.root.iter(etree.Element):
        attributes = reference.opening_attributes(element, lines)
        assert read.attributes(element) == attributes, element.sourceline
        assert read.may_set_off(element) == reference.may_set_off(attributes), attributes
        assert read.names(element) == reference.names(element, attributes), attributes
        with_attributes += bool(attributes)
    return with_attributes


def test_opening_tags_equal_the_reference_on_shipped_pages() -> None:
    pages = sorted(SHIPPED.rglob("*.html*"))
    read = [_opening_tags_agree(_read(path).decode("utf-8", "replace")) for path in pages]
    assert sum(read) > 10 * len(pages)  # blocks with attributes were compared


@pytest.mark.parametrize("name", sorted(hostile_shapes()))
def test_opening_tags_equal_the_reference_on_hostile_shapes(name: str) -> None:
    html, _ = hostile_shapes()[name](16 * 1024)
    _opening_tags_agree(html)


@pytest.mark.parametrize(
    ("tag", "attributes", "names", "set_off"),
    [
        ("<div class='a b' id=c>", " class='a b' id=c", "a b c", False),
        ('<DIV CLASS="x" data-id="y">', ' CLASS="x" data-id="y"', "x", False),  # not data-id
        ('<p class="" id = "z" role="note">', ' class="" id = "z" role="note"', "z", True),
        ('<div style="display: NONE">', ' style="display: NONE"', "", True),
        ("<div claſs=x>", " claſs=x", "x", False),  # the pattern reads ſ as s
        ("<section>", "", "", False),
    ],
)
def test_opening_tags_of_hand_written_blocks(
    tag: str, attributes: str, names: str, set_off: bool
) -> None:
    lines = ["<html>", "<body>", tag + "Text of the block."]
    bare = ["<html>", "<body>", "<" + tag[1:].split()[0].rstrip(">").lower() + ">Text."]
    tree = locate_lines(lines, [2], bare)
    assert tree is not None
    block = tree.owners[2]
    read = OpeningTags(lines, CLASS_AND_ID_RE, SETTING_OFF_WORDS)
    assert (read.attributes(block), read.names(block), read.may_set_off(block)) == (
        attributes,
        names,
        set_off,
    )
    assert read.names(tree.root) is None  # a page root's names are its element's


def test_an_implied_element_has_no_opening_tag_of_its_own() -> None:
    """The parser implies the ``<body>`` on the line the ``<div>`` opens: the
    tag there is the div's."""
    lines = ["<head>", "<title>t</title>", "<div class=a>Text"]
    tree = locate_lines(lines, [2], ["<head>", "<title>t</title>", "<div>Text"])
    assert tree is not None
    read = OpeningTags(lines, CLASS_AND_ID_RE, SETTING_OFF_WORDS)
    body, div = next(tree.root.iter("body")), tree.owners[2]
    assert body.sourceline == div.sourceline == 3
    assert (read.attributes(body), read.attributes(div)) == (None, " class=a")


def _named_elements_agree(html: str) -> int:
    """Links and paragraphs of the page's tree picked by number, every third,
    by the compiled walk and by ``iter``; how many links the page has."""
    root = parse_page(html, html_parser())
    if root is None:
        return 0
    links = 0
    for name in ("a", "p", "html"):
        count = sum(1 for _ in root.iter(name))
        for numbers in ([], list(range(0, count, 3)), list(range(count)), [count]):
            found = named.named_elements(root, name, numbers)
            assert found == reference.named_elements(root, name, numbers), (name, numbers)
        links += count if name == "a" else 0
    return links


def test_named_elements_equal_the_reference_on_shipped_pages_and_hostile_shapes() -> None:
    pages = [_read(path).decode("utf-8", "replace") for path in sorted(SHIPPED.rglob("*.html*"))]
    shapes = [shape(16 * 1024)[0] for shape in hostile_shapes().values()]
    assert sum(_named_elements_agree(html) for html in pages + shapes) > 100 * len(pages)


def test_named_elements_count_from_the_root_in_document_order() -> None:
    root = etree.fromstring(
        "<a id='0'><b><a id='1'><a id='2'/></a></b><c/><a id='3'/><!-- a --></a>"
    )
    count, found = named.named_elements(root, "a", [0, 2, 3])
    assert (count, [element.get("id") for element in found]) == (4, ["0", "2", "3"])
    inner = root.find("b")
    assert inner is not None
    count, found = named.named_elements(inner, "a", [1])
    assert (count, [element.get("id") for element in found]) == (2, ["2"])
    assert named.named_elements(root, "c", [0])[1] == [root.find("c")]


_VOID = frozenset({"br", "img"})


def _line_owners_agree(html: str) -> int:
    """Every line of the page marked, parsed, and the marks read back by the
    compiled walk and by the reference alike; how many lines found an owner."""
    lines = normalise_lines(remove_scripts_styles_comments(html))
    root = parse_page(mark_lines(lines, range(len(lines))), html_parser())
    if root is None:
        return 0
    found = marked.line_owners(root, MARK, "", _VOID)
    assert found == reference.line_owners(root, MARK, "", _VOID)
    assert list(found[0]) == list(reference.line_owners(root, MARK, "", _VOID)[0])  # order
    return len(found[0])


def test_line_owners_equal_the_reference_on_shipped_pages_and_hostile_shapes() -> None:
    pages = [_read(path).decode("utf-8", "replace") for path in sorted(SHIPPED.rglob("*.html*"))]
    shapes = [shape(16 * 1024)[0] for shape in hostile_shapes().values()]
    assert sum(_line_owners_agree(html) for html in pages + shapes) > 50 * len(pages)


def test_line_owners_of_hand_written_marks() -> None:
    root = etree.fromstring(
        "<div x='0'><p x='n-1'>a<br x='n-2'/></p><p x='n-٣'/><p x='n-'/><p x='n-1'/>"
        "<p x='12'/><p y='n-9'/></div>"
    )
    owners, carrying = marked.line_owners(root, "x", "n-", _VOID)
    paragraphs = root.findall("p")
    # A later mark takes an earlier one's number; a <br>'s line is its parent's;
    # "٣" is a digit as Python reads it; no digits, no line; no prefix, the digits.
    assert carrying == 7
    assert owners == {
        0: root,
        1: paragraphs[3],
        2: paragraphs[0],
        3: paragraphs[1],
        12: paragraphs[4],
    }
    assert (owners, carrying) == reference.line_owners(root, "x", "n-", _VOID)


@pytest.mark.parametrize("bare", [False, True])
def test_lines_after_the_page_end_are_located_and_no_mark_is_left(bare: bool) -> None:
    """libxml2 puts what follows ``</html>`` in a second ``<html>`` beside the
    root: its lines are found there too."""
    lines = ["<html>", "<body>", "<div>", "<p>One</p>", "<p>Two<br>three</p>", "</body>"]
    lines += ["</html>", "<p class=x>After the end</p>"]
    tree = locate_lines(
        lines, range(len(lines)), [line.replace(" class=x", "") for line in lines] if bare else None
    )
    assert tree is not None
    owners = sorted(tree.owners.items())
    assert [(number, element.tag) for number, element in owners] == [
        *((0, "html"), (1, "body"), (2, "div"), (3, "p"), (4, "p"), (7, "p")),
    ]
    after = tree.owners[7]
    assert after.text == "After the end" and after.getroottree().getroot() is tree.root
    assert any(after in top.iter() for top in tree.root.itersiblings())  # beside the root
    tops = [tree.root, *tree.root.itersiblings()]
    assert not any(element.get(MARK) for top in tops for element in top.iter(etree.Element))


def test_number_cells_equal_the_reference_on_shipped_pages_and_hostile_shapes() -> None:
    pages = [_read(path).decode("utf-8", "replace") for path in sorted(SHIPPED.rglob("*.html*"))]
    shapes = [shape(16 * 1024)[0] for shape in hostile_shapes().values()]
    cells_found = 0
    for html in pages + shapes:
        root = parse_page(html, html_parser())
        if root is None:
            continue
        for most, least in ((4000, 0), (3, 0), (4000, 2)):
            found = cells.number_cells(root, most, least)
            assert found == reference.number_cells(root, most, least)
            cells_found += len(found)
    assert cells_found > 0


def test_number_cells_of_hand_written_tables() -> None:
    root = etree.fromstring(
        "<table><tr><td id='a'>1<br/> 2\n<b>3</b></td><td id='b'>1.</td><th id='c'/>"
        "<td id='d'>\u2003١</td><td id='e'>12<!-- a note --></td>"
        "<td id='f'><table><tr><td id='g'>7</td></tr></table></td></tr></table>"
    )
    found = [cell.get("id") for cell in cells.number_cells(root, 5)]
    # "1." holds a point; "١" is a digit to Python but not an ASCII one; a
    # comment's text is not read; a cell holding a table of numbers is one too;
    # the first holds five characters ("1 2\n3"), too many when four may be read.
    assert found == ["a", "c", "e", "f", "g"]
    assert [cell.get("id") for cell in cells.number_cells(root, 4)] == ["c", "e", "f", "g"]
    assert found == [cell.get("id") for cell in reference.number_cells(root, 5)]
    # Two numbers at least: "1 2 3"; "12" is one; a number ends with its text
    # node ("1" and "2" in two elements are two, as itertext joined by spaces).
    two = etree.fromstring(
        "<table><tr><td id='a'>1<br/> 2\n<b>3</b></td><td id='b'>12</td><td id='c'/>"
        "<td id='d'><i>1</i><i>2</i></td><td id='e'> 7 </td></tr></table>"
    )
    assert [cell.get("id") for cell in cells.number_cells(two, 100, 2)] == ["a", "d"]
    assert [cell.get("id") for cell in reference.number_cells(two, 100, 2)] == ["a", "d"]


def test_short_texts_equal_the_reference_on_shipped_pages_and_hostile_shapes() -> None:
    pages = [_read(path).decode("utf-8", "replace") for path in sorted(SHIPPED.rglob("*.html*"))]
    shapes = [shape(16 * 1024)[0] for shape in hostile_shapes().values()]
    short = 0
    for html in pages + shapes:
        root = parse_page(html, html_parser())
        if root is None:
            continue
        for name, longest in (("a", 40), ("p", 200), ("a", 1)):
            found = short_texts.short_texts(root, name, longest)
            assert found == reference.short_texts(root, name, longest), (name, longest)
            short += len(found)
    assert short > 100 * len(pages)


def test_short_texts_of_hand_written_links() -> None:
    root = etree.fromstring(
        "<div><a id='a'> Reply </a><a id='b'>\u00a0</a><a id='c'>Re<b>po</b>\n\t rt <!-- x -->"
        "</a><a id='d'>  </a><a id='e'>ab\u2003cd</a><a id='f'>r\u00e9ponse</a>"
        "<a id='g'>twelve chars</a><a id='h'><a id='i'>in</a>side</a></div>"
    )
    found = [(link.get("id"), text) for link, text in short_texts.short_texts(root, "a", 11)]
    # XPath's white space is XML's four: a no-break space and an em space are
    # text; a comment's text is not read; "twelve chars" is one too long; a
    # link in a link is read for each.
    assert found == [
        ("a", "Reply"),
        ("b", "\u00a0"),
        ("c", "Repo rt"),
        ("e", "ab\u2003cd"),
        ("f", "r\u00e9ponse"),
        ("h", "inside"),
        ("i", "in"),
    ]
    assert found == [(link.get("id"), text) for link, text in reference.short_texts(root, "a", 11)]
    assert short_texts.short_texts(root, "a", 0) == []
