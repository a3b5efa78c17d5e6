"""Divs left open inside an element its end tag closes: the tree a browser builds."""

from __future__ import annotations

import gzip
import random

import lxml.html
from lxml import etree

from scrapy_danag import extract
from scrapy_danag.engine.scan import open_divs_reference as reference
from scrapy_danag.engine.source.open_divs import close_open_divs, end_tags_ignored
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED, page


def test_an_end_tag_closes_the_divs_left_open_inside_it() -> None:
    assert close_open_divs("<nav><div>a</nav><p>b</p>") == "<nav><div>a</div></nav><p>b</p>"
    source = "<header><nav><div><div>a</nav></header><main>b</main>"
    assert close_open_divs(source) == (
        "<header><nav><div><div>a</div></div></nav></header><main>b</main>"
    )


def test_a_heading_end_tag_closes_any_heading() -> None:
    assert close_open_divs("<h2><div>a</h3><p>b</p>") == "<h2><div>a</div></h3><p>b</p>"


def test_divs_are_followed_in_order_where_their_count_cannot_tell() -> None:
    # The stray </div> closes nothing; the div after it is left open in the section.
    source = "<section></div><div>a</section><p>b</p>"
    assert close_open_divs(source) == "<section></div><div>a</div></section><p>b</p>"


def test_a_page_closed_as_written_is_returned_as_it_is() -> None:
    source = "<nav><div>a</div></nav><ul><li><div>x</div></li></ul><div/><p>b</p>"
    assert close_open_divs(source) is source


def test_what_a_browser_leaves_alone_is_left_alone() -> None:
    for source in (
        "<section><table><tr><td><div>x</section>y</td></tr></table>",  # out of the cell's scope
        "<div><p>a</aside>b</div>",  # no aside open
        "<nav><div/>a</nav><p>b</p>",  # libxml2 closes <div/> itself
        "<div><div>a</div>",  # a div's own end tag: libxml2 closes what lies inside
        "<div><section><div>a</div></div><p>b</p></section>",  # ...a section too
        "<ul><li><div>a<li>b</ul>",  # lists are not followed
    ):
        assert close_open_divs(source) == source


def test_the_article_after_a_navigation_bar_left_open_is_found() -> None:
    # libxml2 ignores </nav> and </header> over the open div: the article would
    # lie inside the header, page furniture, and every seed would be refused.
    words = "The river rose through the night and the town woke to water in its streets. "
    html = page(
        '<header><nav><div class="container"><ul><li><a href="/">Home</a></li>'
        '<li><a href="/news">News</a></li></ul></nav></header>',
        "<main><article><h1>The flood</h1>",
        *(f"<p>{words * 3}</p>" for _ in range(6)),
        "</article></main>",
        *(f'<div class="promo"><a href="/p/{n}">Offer {n}</a></div>' for n in range(30)),
        '<div class="sidebar"><p>'
        + "Our partners and sponsors bring you the best deals of the season. " * 30
        + "</p></div>",
    )
    tree = lxml.html.fromstring(close_open_divs(html))
    assert tree.find(".//header//main") is None
    text = extract(html, algorithm="addanag+").main_content
    assert text.splitlines() == ["The flood"] + [(words * 3).strip()] * 6


def _parse_errors(source: str) -> list[etree._LogEntry]:
    parser = etree.HTMLParser()
    etree.fromstring(f"<html><body>{source}</body></html>", parser)
    return list(parser.error_log)


def test_libxml2s_errors_tell_which_pages_to_read_again() -> None:
    assert end_tags_ignored(_parse_errors("<nav><div>a</nav><p>b</p>"))
    assert end_tags_ignored(_parse_errors("<nav><div><span>a</nav><p>b</p>"))
    assert not end_tags_ignored(_parse_errors("<p><b>a</p><nav><span>b</nav>"))


def test_the_compiled_scan_equals_the_patterns_on_shipped_pages_and_hostile_shapes() -> None:
    """The scan (:mod:`scrapy_danag.engine.scan.open_divs`) writes what the
    stage's patterns and stack in Python (:func:`.open_divs_reference.close_open_divs`)
    wrote, on every shipped page and every hostile shape."""
    changed = 0
    for path in sorted(SHIPPED.rglob("*.html*")):
        data = path.read_bytes()
        html = (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8", "replace")
        assert close_open_divs(html) == reference.close_open_divs(html), path.name
    for name, build in sorted(hostile_shapes().items()):
        html = build(64 * 1024)[0]
        repaired = close_open_divs(html)
        assert repaired == reference.close_open_divs(html), name
        changed += repaired != html
    assert changed >= 2  # the shapes of divs left open were repaired


#: Pieces of markup the random pages are made of: the tags followed in any
#: case, divs the counts read and those they do not, and what ends a name.
_PIECES = (
    "<div>", "</div>", "<DIV>", "</DIV>", "<Div>", "<div/>", "<div class='a'>", "<divider>",
    "</divx>", "<nav>", "</nav>", "<NAV class=x>", "</Nav>", "<section/>", "<section >",
    "</section\n>", "<table>", "</table>", "<h1>", "</h2>", "</H3>", "<h1x>", "<button>",
    "</button>", "<", ">", "/", "text ", "<!-- x -->", "<div\u00a0>", "</nav\u3000>",
    "<header", "</header", "\u00e9", "<nav/>", "</nav/>", "<menu>", "<menuitem>", "</menu>",
    "<div", "</div", "<di", "<</nav>", "<p>", "</p>", '"', "<form>", "</form>",
    "<details>", "</summary>", "<h6/>", "</h6 x>",
)  # fmt: skip


def test_the_compiled_scan_equals_the_patterns_on_random_markup() -> None:
    """Pages put together at random from pieces of markup: every order of
    opening, closing, unclosed and stray tags the scan must read as the
    patterns read them (a fifth of them are repaired)."""
    chosen = random.Random(60)
    repaired = 0
    for _ in range(3000):
        html = "".join(chosen.choice(_PIECES) for _ in range(chosen.randint(1, 40)))
        found = close_open_divs(html)
        assert found == reference.close_open_divs(html), html
        repaired += found != html
    assert repaired > 300
