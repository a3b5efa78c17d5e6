"""A page React streamed: its late segments, hidden at the end of the body, are
read where their markers stand, as the page's script would place them."""

from __future__ import annotations

from scrapy_danag import extract
from scrapy_danag.engine.source.streamed import DEEPEST, place_streamed_segments

PARAGRAPHS = [
    "You do not need to be an expert to be a good investor, and index funds are "
    "a big reason why: they follow a market instead of picking stocks.",
    "An index fund holds every stock of an index in the same proportions, so its "
    "return is the market's, less a small fee that is often under a tenth of a percent.",
    "Costs matter more than most beginners think: over thirty years a fee of one "
    "percent can take a quarter of what the savings would otherwise have become.",
    "Buy through a broker or a workplace plan, keep buying every month, and leave "
    "the money alone when the market falls: time in the market does the work.",
]


def streamed_page() -> str:
    """An article whose paragraphs arrive as segments: the first two behind
    suspended boundaries (with fallbacks), the next two postponed inside the
    second segment, and one segment that no marker asks for."""
    article = (
        "<article><h1>How to invest in index funds</h1>"
        '<template id="B:0"></template><div>Loading paragraph...</div>'
        '<template id="B:1"></template><div>Loading paragraph...</div>'
        "</article>"
    )
    segments = (
        '<div hidden id="S:5"><p>' + PARAGRAPHS[3] + "</p></div>"
        '<div hidden id="S:0"><p>' + PARAGRAPHS[0] + "</p></div>"
        '<div hidden id="S:1"><div><p>' + PARAGRAPHS[1] + "</p></div>"
        '<template id="P:4"></template><template id="P:5"></template></div>'
        '<div hidden id="S:4"><p>' + PARAGRAPHS[2] + "</p></div>"
        '<div hidden id="S:9"><p>A segment no marker asks for, hidden as sent.</p></div>'
    )
    return (
        "<!DOCTYPE html><html><head><title>How to invest in index funds</title></head>"
        '<body><header><nav><a href="/">Home</a><a href="/invest">Investing</a></nav>'
        f"</header><main>{article}</main><footer><p>Copyright 2025</p></footer>"
        f"{segments}</body></html>"
    )


def test_the_article_is_read_in_the_order_its_markers_give() -> None:
    result = extract(streamed_page())
    positions = [result.main_content.find(paragraph) for paragraph in PARAGRAPHS]
    assert -1 not in positions
    assert positions == sorted(positions)
    assert "no marker asks for" not in result.main_content


def test_each_segment_is_placed_once_on_its_marker() -> None:
    placed = place_streamed_segments(streamed_page())
    for paragraph in PARAGRAPHS:
        assert placed.count(paragraph) == 1
    assert '<template id="B:0">' not in placed and '<template id="P:4">' not in placed
    assert placed.index(PARAGRAPHS[0]) < placed.index("<footer>")
    assert '<div hidden id="S:9"><p>A segment no marker asks for' in placed


def test_a_page_without_segments_is_returned_as_it_is() -> None:
    page = "<html><body><p>Plain</p><template id='B:0'></template></body></html>"
    assert place_streamed_segments(page) is page


def test_an_unclosed_segment_stays_where_it_was() -> None:
    page = '<body><template id="P:1"></template><div hidden id="S:1"><p>cut off'
    assert place_streamed_segments(page) == page


def test_a_chain_deeper_than_the_limit_loses_nothing() -> None:
    count = DEEPEST * 4
    chain = "".join(
        f'<div hidden id="S:{n:x}"><p>part {n}</p><template id="P:{n + 1:x}"></template></div>'
        for n in range(1, count + 1)
    )
    placed = place_streamed_segments(f'<body><template id="P:1"></template>{chain}</body>')
    for n in range(1, count + 1):
        assert placed.count(f"<p>part {n}</p>") == 1
    assert placed.index("<p>part 1</p>") < placed.index("<p>part 2</p>")


def test_a_number_sent_twice_places_the_first_and_keeps_the_second_hidden() -> None:
    page = (
        '<body><template id="P:2"></template>'
        '<div hidden id="S:2"><p>first</p></div><div hidden id="S:2"><p>second</p></div></body>'
    )
    placed = place_streamed_segments(page)
    assert placed.startswith("<body><p>first</p>")
    assert placed.count("first") == 1
    assert '<div hidden id="S:2"><p>second</p></div>' in placed
