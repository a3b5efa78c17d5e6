"""Real crawls (asyncio reactor) against a loopback server, through every component."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.metrics import aggregate_shingles, shingle_score

from .binary_inputs import PDF, png
from .conftest import SHIPPED, page
from .crawls import ADDON, crawl, crawl_that_fails_to_start, items_by_path, requests_for
from .headline_pages import POST, POST_URL, blog_post
from .http_server import PageServer, Resource

PARAGRAPH = "The committee published its report on the river's health after two years of work. "
GAP_PAGE = page(
    "<p>" + PARAGRAPH * 4 + "</p>",
    *['<div class="embed"><span class="frame"></span></div>'] * 15,
    "<p>" + "A closing paragraph that only a gap of twenty lines reaches. " * 2 + "</p>",
)
MENU_PAGE = page(
    "<ul>",
    *[f'<li class="nav"><a href="/s/{n}">Section {n}</a></li>' for n in range(30)],
    "</ul>",
)
ARTICLE = page(
    "<h1>River report published</h1>", "<p>" + PARAGRAPH * 5 + "</p>", title="River report"
)


@pytest.fixture(scope="module")
def corpus_pages() -> dict[str, tuple[bytes, str]]:
    """The first eight readability pages (shipped with the tests): bytes and gold text."""
    pages = read_corpus(SHIPPED / "readability")[:8]
    return {f"/corpus/{p.id}": (p.read_bytes(), p.body or "") for p in pages}


@pytest.fixture(scope="module")
def server(corpus_pages: dict[str, tuple[bytes, str]]):
    resources = {path: Resource(body, None) for path, (body, _) in corpus_pages.items()}
    for path in resources:
        resources[path].content_type = "text/html"
    utf8 = ARTICLE.replace("River report published", "Flussbericht veröffentlicht – Köln")
    resources.update(
        {
            "/doc.pdf": Resource(PDF, "application/pdf"),
            "/data.json": Resource(
                json.dumps({"text": PARAGRAPH * 10}).encode(), "application/json"
            ),
            "/logo.png": Resource(png(), "image/png"),
            "/gzipped": Resource(
                gzip.compress(ARTICLE.encode()), "text/html", {"Content-Encoding": "gzip"}
            ),
            "/as-text": Resource(ARTICLE.encode(), "text/plain"),
            "/no-type": Resource(ARTICLE.encode(), None),
            "/wrong-charset": Resource(utf8.encode("utf-8"), "text/html; charset=iso-8859-1"),
            "/menu": Resource(MENU_PAGE.encode(), "text/html"),
            "/gap": Resource(GAP_PAGE.encode(), "text/html"),
            "/article": Resource(ARTICLE.encode(), "text/html"),
            POST_PATH: Resource(blog_post().encode(), "text/html"),
        }
    )
    with PageServer(resources) as running:
        yield running


NON_HTML = ("/doc.pdf", "/data.json", "/logo.png")
#: The blog post of test_address, served at the path its address names it by.
POST_PATH = urlsplit(POST_URL).path
HTML_EXTRAS = ("/gzipped", "/as-text", "/no-type", "/wrong-charset", "/article")


def test_addon_crawl_fills_html_items_and_leaves_the_rest(
    tmp_path: Path, server: PageServer, corpus_pages: dict[str, tuple[bytes, str]]
) -> None:
    paths = (*corpus_pages, *NON_HTML, *HTML_EXTRAS)
    out = crawl(tmp_path, {"settings": ADDON, "targets": requests_for(server, *paths)})
    items = items_by_path(out["items"], server)
    assert set(items) == set(paths), "every response became exactly one item"

    scores = [
        shingle_score(items[p]["main_content"], gold) for p, (_, gold) in corpus_pages.items()
    ]
    assert aggregate_shingles(scores).f1 >= 0.70
    for path in NON_HTML:  # the same keys as any page with nothing to extract
        assert items[path]["main_content"] == "" and items[path]["headline"] is None, path
    for path in HTML_EXTRAS:
        assert "report on the river" in items[path]["main_content"], path
    assert items["/article"]["headline"] == "River report published"
    assert (
        "Köln" in items["/wrong-charset"]["main_content"] or items["/wrong-charset"]["main_content"]
    )

    stats = out["stats"]
    html_count = len(corpus_pages) + len(HTML_EXTRAS)
    assert stats["danag/responses/html"] == html_count
    assert stats["danag/responses/skipped"] == len(NON_HTML)
    assert stats["danag/pages/extracted"] == html_count
    assert stats["danag/items/filled"] == html_count
    assert stats["danag/items/skipped"] == len(NON_HTML)
    assert "danag/errors" not in stats


def test_the_headline_reads_the_address_the_crawl_fetched(
    tmp_path: Path, server: PageServer
) -> None:
    """The pipeline hands the response's URL to the engine: the blog's ``<title>``
    names only the blog, the path names the post."""
    out = crawl(tmp_path, {"settings": ADDON, "targets": requests_for(server, POST_PATH)})
    (item,) = out["items"]
    assert item["headline"] == POST


def test_drop_empty_drops_exactly_the_empty_pages(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_DROP_EMPTY": True}
    config = {"settings": settings, "items_per_page": 2}
    config["targets"] = requests_for(server, "/menu", "/article", "/gap", "/doc.pdf")
    out = crawl(tmp_path, config)
    paths = sorted(items_by_path(out["items"], server))
    assert paths == ["/article", "/doc.pdf", "/gap"]
    assert len(out["items"]) == 6
    assert out["stats"]["danag/pages/empty"] == 1
    assert out["stats"]["danag/items/dropped"] == 2
    assert f"Dropping the items of {server.url('/menu')}" in out["log"]


def test_one_extraction_per_page_however_many_items(tmp_path: Path, server: PageServer) -> None:
    # More items than the add-on's CONCURRENT_ITEMS (16): the rest wait their turn.
    config = {"settings": ADDON, "items_per_page": 40, "targets": requests_for(server, "/article")}
    out = crawl(tmp_path, config)
    assert len(out["items"]) == 40
    assert all("report on the river" in i["main_content"] for i in out["items"])
    assert out["stats"]["danag/pages/extracted"] == 1


def test_custom_settings_gap_reaches_the_engine(tmp_path: Path, server: PageServer) -> None:
    # The gap is the faithful algorithm's knob: addanag+ reaches past it in the DOM.
    faithful = {**ADDON, "DANAG_ALGORITHM": "addanag"}
    default = crawl(tmp_path, {"settings": faithful, "targets": requests_for(server, "/gap")})
    narrow = crawl(
        tmp_path,
        {
            "settings": faithful,
            "custom_settings": {"DANAG_GAP": 8},
            "targets": requests_for(server, "/gap"),
        },
    )
    assert "closing paragraph" in default["items"][0]["main_content"]
    assert "closing paragraph" not in narrow["items"][0]["main_content"]
    assert "report on the river" in narrow["items"][0]["main_content"]


def test_per_request_meta_reaches_the_engine(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_GAP": 8}
    wide = {"danag": {"gap": 40}}
    targets = requests_for(server, "/gap", meta=wide) + requests_for(server, "/article")
    out = crawl(tmp_path, {"settings": settings, "targets": targets})
    items = items_by_path(out["items"], server)
    assert "closing paragraph" in items["/gap"]["main_content"]


def test_bad_meta_option_is_logged_counted_and_the_item_kept(
    tmp_path: Path, server: PageServer
) -> None:
    targets = requests_for(server, "/article", meta={"danag": {"gap": -5}})
    out = crawl(tmp_path, {"settings": ADDON, "targets": targets})
    assert len(out["items"]) == 1
    assert out["items"][0]["main_content"] == ""
    assert out["stats"]["danag/errors"] == 1
    assert 'meta["danag"]["gap"]' in out["log"]


def test_manual_component_setup(tmp_path: Path, server: PageServer) -> None:
    settings = {
        "DOWNLOADER_MIDDLEWARES": {"scrapy_danag.DanagDownloaderMiddleware": 580},
        "SPIDER_MIDDLEWARES": {"scrapy_danag.DanagSpiderMiddleware": 950},
        "ITEM_PIPELINES": {"scrapy_danag.DanagPipeline": 100},
    }
    out = crawl(tmp_path, {"settings": settings, "targets": requests_for(server, "/article")})
    assert "report on the river" in out["items"][0]["main_content"]


def test_pipeline_alone_reads_the_source_field(tmp_path: Path, server: PageServer) -> None:
    pipeline_only = {"ITEM_PIPELINES": {"scrapy_danag.DanagPipeline": 100}}
    for source in ("response", "bytes"):
        config: dict[str, Any] = {"settings": pipeline_only, "source": source}
        config["targets"] = requests_for(server, "/article", "/logo.png")
        out = crawl(tmp_path, config)
        items = items_by_path(out["items"], server)
        assert "report on the river" in items["/article"]["main_content"]
        assert "html" not in items["/article"], "the source field is removed"
        assert items["/logo.png"]["main_content"] == ""  # a PNG fails extraction...
        assert out["stats"]["danag/errors"] == 1  # ...counted, and its item kept
        assert "Extraction failed for" in out["log"]


def test_pipeline_alone_keeps_the_source_when_asked(tmp_path: Path, server: PageServer) -> None:
    settings = {"ITEM_PIPELINES": {"scrapy_danag.DanagPipeline": 100}, "DANAG_KEEP_SOURCE": True}
    config = {"settings": settings, "source": "bytes", "targets": requests_for(server, "/article")}
    item = crawl(tmp_path, config)["items"][0]
    assert item["html"].endswith("bytes>")
    assert "report on the river" in item["main_content"]


@pytest.mark.parametrize("kind", ["item", "dataclass"])
def test_declared_items_and_dataclasses(tmp_path: Path, server: PageServer, kind: str) -> None:
    config = {"settings": ADDON, "item_kind": kind, "targets": requests_for(server, "/article")}
    item = crawl(tmp_path, config)["items"][0]
    assert "report on the river" in item["main_content"]
    assert item["headline"] == "River report published"


def test_item_without_the_field_is_reported_and_kept(tmp_path: Path, server: PageServer) -> None:
    config: dict[str, Any] = {"settings": ADDON, "item_kind": "item_missing"}
    config["targets"] = requests_for(server, "/article", "/gap")
    out = crawl(tmp_path, config)
    assert len(out["items"]) == 2
    assert all(i["headline"] for i in out["items"])
    assert "has no field 'main_content'" in out["log"]
    assert "main_content = scrapy.Field()" in out["log"]
    assert out["log"].count("has no field 'main_content'") == 1


def test_existing_values_are_kept_unless_overwrite(tmp_path: Path, server: PageServer) -> None:
    config: dict[str, Any] = {
        "settings": ADDON,
        "prefill": "mine",
        "targets": requests_for(server, "/article"),
    }
    assert crawl(tmp_path, config)["items"][0]["main_content"] == "mine"
    config["settings"] = {**ADDON, "DANAG_OVERWRITE": True}
    assert crawl(tmp_path, config)["items"][0]["main_content"] != "mine"


def test_worker_processes(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_WORKERS": 2}
    out = crawl(
        tmp_path, {"settings": settings, "targets": requests_for(server, "/article", "/gap")}
    )
    assert all("report on the river" in i["main_content"] for i in out["items"])


def test_too_large_pages_are_skipped_and_counted(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_MAX_PAGE_BYTES": 100}
    out = crawl(tmp_path, {"settings": settings, "targets": requests_for(server, "/article")})
    assert out["items"][0]["main_content"] == ""
    assert out["stats"]["danag/pages/too_large"] == 1


def test_disabled_leaves_items_untouched(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_ENABLED": False}
    out = crawl(tmp_path, {"settings": settings, "targets": requests_for(server, "/article")})
    assert "main_content" not in out["items"][0]
    assert not any(key.startswith("danag/") for key in out["stats"])


def test_invalid_setting_stops_the_crawl_naming_it(tmp_path: Path, server: PageServer) -> None:
    log = crawl_that_fails_to_start(tmp_path, {**ADDON, "DANAG_GAP": "wide"})
    assert "DanagSettingError: DANAG_GAP: gap must be a whole number" in log
