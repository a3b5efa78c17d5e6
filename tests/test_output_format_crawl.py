"""``DANAG_OUTPUT_FORMAT`` and ``meta["danag"]["output_format"]`` in real crawls
against a loopback server: items carry Markdown or HTML, links made absolute
against the address the page was fetched from."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from scrapy_danag.evaluation.safety import unsafe_html, unsafe_markdown

from .crawls import ADDON, crawl, crawl_that_fails_to_start, items_by_path, requests_for
from .http_server import PageServer, Resource
from .structured_pages import ARTICLE

#: The test article without its <base href>: links then resolve against the
#: loopback address the crawl fetched it from.
PAGE = ARTICLE.replace('<base href="https://example.org/reports/2024/">', "")


@pytest.fixture(scope="module")
def server() -> Iterator[PageServer]:
    resources = {
        "/reports/2024/river.html": Resource(PAGE.encode(), "text/html"),
        "/reports/2024/again.html": Resource(PAGE.encode(), "text/html"),
    }
    with PageServer(resources) as running:
        yield running


def test_a_crawl_set_to_markdown_fills_items_with_markdown(
    tmp_path: Path, server: PageServer
) -> None:
    settings = {**ADDON, "DANAG_OUTPUT_FORMAT": "markdown", "DANAG_INCLUDE_IMAGES": True}
    out = crawl(
        tmp_path,
        {"settings": settings, "targets": requests_for(server, "/reports/2024/river.html")},
    )
    (item,) = out["items"]
    markdown = item["main_content"]
    tokens = MarkdownIt("commonmark").enable("table").parse(markdown)
    assert [t.tag for t in tokens if t.type == "heading_open"] == ["h2", "h3"]
    assert any(t.type == "fence" and t.info == "python" for t in tokens)
    assert f"]({server.url('/reports/2024/methods/counting.html')})" in markdown
    assert f"]({server.url('/img/weir.jpg')})" in markdown
    assert unsafe_markdown(markdown) == []
    assert out["stats"]["danag/items/filled"] == 1


def test_per_request_meta_chooses_the_format(tmp_path: Path, server: PageServer) -> None:
    targets = requests_for(
        server, "/reports/2024/river.html", meta={"danag": {"output_format": "html"}}
    ) + requests_for(server, "/reports/2024/again.html")
    out = crawl(tmp_path, {"settings": ADDON, "targets": targets})
    items = items_by_path(out["items"], server)
    fragment = items["/reports/2024/river.html"]["main_content"]
    assert fragment.startswith("<p>") and "<h2>" in fragment and "<table>" in fragment
    assert unsafe_html(fragment) == []
    text = items["/reports/2024/again.html"]["main_content"]
    assert "<" not in text and "##" not in text and "Trout | brown" in text


def test_an_unknown_format_stops_the_crawl_at_start(tmp_path: Path) -> None:
    log = crawl_that_fails_to_start(tmp_path, {**ADDON, "DANAG_OUTPUT_FORMAT": "pdf"})
    assert "DANAG_OUTPUT_FORMAT: output_format must be one of text, markdown, html" in log
