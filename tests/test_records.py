"""The records of a listing or a collection: its items (titles, summaries,
prices) read as its main content, and what stays out of them (the page's
menus, a control's caption, hidden panels, a list of bare links)."""

from __future__ import annotations

import pytest
from lxml import etree

from scrapy_danag import Extraction, extract
from scrapy_danag.engine.kinds import KindJudgement, content_of_kind
from scrapy_danag.engine.kinds.records import find_records
from scrapy_danag.engine.thesis.preprocess import remove_scripts_styles_comments
from scrapy_danag.engine.tree.article import text_sizes

from .conftest import best_cpu_seconds, page
from .kind_pages import news_section, sentence, shop_category


def test_the_records_of_a_listing_are_its_content() -> None:
    html, _, titles = news_section()
    cleaned = remove_scripts_styles_comments(html)
    judged = KindJudgement("listing", {}, over_article=2.0, scores={})
    content = content_of_kind(judged, cleaned, "Science").text
    for title in titles:
        assert title in content
    assert sentence(7, 18) in content  # the summaries too
    assert "Contact" not in content and "Politics" not in content  # footer, menu


def test_a_listing_judged_without_confidence_keeps_the_line_text() -> None:
    html = news_section()[0].replace("main>", "div>")  # no declared main (test_declared_main)
    judged = KindJudgement("listing", {}, over_article=0.5, scores={})
    kept = content_of_kind(judged, remove_scripts_styles_comments(html), "Science")
    assert kept.text == "Science" and kept.records is None


def _tiles_read(html: str, url: str, names: list[str], left_out: str) -> Extraction:
    """The page's extraction, asserting every tile's name is in its main
    content and ``left_out`` is not."""
    result = extract(html, url)
    for name in names:
        assert name in result.main_content
    assert left_out not in result.main_content
    return result


def test_a_collection_whose_dense_text_is_all_furniture_gets_its_records() -> None:
    """Every seed of the line algorithm stands in the footer; its text is a last
    resort, and the records replace it though the kind is judged without
    confidence."""
    html, url, names = shop_category()
    result = _tiles_read(html, url, names, left_out=sentence(2, 30))  # the footer's notice
    assert result.page_type == "collection"


def test_the_labels_of_a_records_controls_stay_out() -> None:
    # A "Compare" checkbox on every product tile: a control's caption, not a
    # record's text.
    html, url, names = shop_category()
    compare = '<label class="compare"><input type="checkbox"> Compare</label>'
    html = html.replace("</span></li>", f"</span>{compare}</li>")
    _tiles_read(html, url, names, left_out="Compare")


def test_the_pages_own_classes_do_not_make_its_records_furniture() -> None:
    # Publishing systems set the page's template and state on <body>; a
    # "footer-top-hidden" there names no footer, and the tiles are the content.
    html, url, names = shop_category()
    html = html.replace("<body>", '<body class="archive footer-top-hidden has-sidebar">')
    _tiles_read(html, url, names, left_out=sentence(2, 30))


def test_hidden_panels_are_no_records() -> None:
    # A menu's panels, each hidden until a script opens it, hold more text than
    # the tiles; a reader sees the tiles.
    html, url, names = shop_category()
    panels = "".join(
        f'<div class="panel" style="display:none"><a href="/c/{k}">{sentence(k, 6)}</a> '
        f"{sentence(k + 1, 6)}</div>"
        for k in range(12)
    )
    html = html.replace("<footer>", f'<div class="panels">{panels}</div>\n<footer>')
    _tiles_read(html, url, names, left_out=sentence(3, 6))


def test_a_last_resort_text_gives_way_to_records_without_confidence() -> None:
    html, _, titles = news_section()
    judged = KindJudgement("listing", {}, over_article=0.5, scores={})
    cleaned = remove_scripts_styles_comments(html)
    content = content_of_kind(judged, cleaned, "About Contact", last_resort=True)
    assert content.records is not None
    assert all(title in content.text for title in titles)
    article = KindJudgement(
        "article", {}, over_article=0.0, scores={}
    )  # records only for their kinds
    assert content_of_kind(article, cleaned, "About", last_resort=True).text == "About"


def test_a_list_of_bare_links_is_no_run_of_records() -> None:
    links = "".join(f'<li><a href="/s/{k}">Section number {k}</a></li>' for k in range(40))
    root = etree.fromstring(page(f"<ul>{links}</ul>").encode(), etree.HTMLParser())
    assert find_records(root, text_sizes(root)) is None


@pytest.mark.parametrize(
    "card",
    [
        '<div class="card"><h3><a href="/p/{k}">Item {k}</a></h3><p>A summary {k} $5</p></div>',
        '<div class="c"><div class="c"><div class="c"><p>Nested {k}</p></div></div></div>',
        "<li><a href=/x>Bare link {k}</a></li>",
    ],
)
def test_reading_records_is_linear(card: str) -> None:
    """The records step parses the page and walks it a few times: doubling a page
    of records may at most double its time (2.5x, plus 100 ms for noise)."""
    judged = KindJudgement("collection", {}, over_article=5.0, scores={})

    def timed(count: int) -> float:
        html = page("\n".join(card.format(k=k) for k in range(count)))
        return best_cpu_seconds(lambda: content_of_kind(judged, html, "line text"))

    small, large = timed(4000), timed(8000)
    assert large <= 2.5 * small + 0.1, (small, large)
