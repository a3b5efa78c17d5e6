"""``DANAG_PAGE_TYPES`` and ``DANAG_PAGE_TYPE_FIELD`` in real crawls against a
loopback server: a news crawl keeps the items of articles only, and says why."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scrapy_danag.evaluation import read_corpus

from .conftest import SHIPPED
from .crawls import ADDON, crawl, crawl_that_fails_to_start, items_by_path, requests_for
from .http_server import PageServer, Resource
from .kind_pages import forum_thread, news_section, product_page

#: Loopback paths of the pages; the address is part of what a page says of its
#: kind, so each is served at the path its own address names.
FORUM_PATH = "/threads/which-projector-should-replace.3291860/"
PRODUCT_PATH = "/products/trail-runner-3-shoe"
SECTION_PATH = "/section/science/"
#: Where the real articles are served: a dated path and a slug, as news sites do.
ARTICLES = "/2024/05/12/"


@pytest.fixture(scope="module")
def server() -> Iterator[PageServer]:
    articles = read_corpus(SHIPPED / "readability")[:3]
    resources = {
        f"{ARTICLES}{p.id}-the-story-in-a-few-words": Resource(p.read_bytes(), "text/html")
        for p in articles
    }
    resources[FORUM_PATH] = Resource(forum_thread()[0].encode(), "text/html")
    resources[PRODUCT_PATH] = Resource(product_page()[0].encode(), "text/html")
    resources[SECTION_PATH] = Resource(news_section()[0].encode(), "text/html")
    with PageServer(resources) as running:
        yield running


def _paths(server: PageServer) -> list[str]:
    return [path for path in server.resources if path.startswith(ARTICLES)]


def test_only_article_items_are_kept_and_the_rest_counted_by_kind(
    tmp_path: Path, server: PageServer
) -> None:
    settings = {**ADDON, "DANAG_PAGE_TYPES": ["article"], "DANAG_PAGE_TYPE_FIELD": "page_type"}
    paths = [*_paths(server), FORUM_PATH, PRODUCT_PATH, SECTION_PATH]
    out = crawl(
        tmp_path,
        {"settings": settings, "items_per_page": 2, "targets": requests_for(server, *paths)},
    )
    kept = items_by_path(out["items"], server)
    assert sorted(kept) == sorted(_paths(server))
    assert len(out["items"]) == 2 * len(_paths(server))
    assert {item["page_type"] for item in out["items"]} == {"article"}
    assert all(item["main_content"] for item in out["items"])
    stats = out["stats"]
    assert stats["danag/items/dropped"] == 6
    assert stats["danag/items/dropped/forum"] == 2
    assert stats["danag/items/dropped/product"] == 2
    assert stats["danag/items/dropped/listing"] == 2
    assert stats["danag/pages/extracted"] == len(paths)
    for path, kind in ((FORUM_PATH, "forum"), (SECTION_PATH, "listing")):
        line = f"Dropping the items of {server.url(path)}: a {kind} page, not one of"
        assert out["log"].count(line) == 1  # once a page, not once an item


def test_the_kind_field_alone_keeps_every_item(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_PAGE_TYPE_FIELD": "kind"}
    out = crawl(
        tmp_path, {"settings": settings, "targets": requests_for(server, FORUM_PATH, SECTION_PATH)}
    )
    kinds = {path: item["kind"] for path, item in items_by_path(out["items"], server).items()}
    assert kinds == {FORUM_PATH: "forum", SECTION_PATH: "listing"}
    assert "danag/items/dropped" not in out["stats"]


def test_no_kind_field_by_default(tmp_path: Path, server: PageServer) -> None:
    out = crawl(tmp_path, {"settings": ADDON, "targets": requests_for(server, PRODUCT_PATH)})
    (item,) = out["items"]
    assert "page_type" not in item and item["main_content"]


def test_the_pipeline_drops_source_items_of_other_kinds(tmp_path: Path, server: PageServer) -> None:
    settings = {
        "ITEM_PIPELINES": {"scrapy_danag.DanagPipeline": 300},
        "DANAG_PAGE_TYPES": "article, documentation",
    }
    config = {
        "settings": settings,
        "source": "response",
        "targets": requests_for(server, _paths(server)[0], FORUM_PATH),
    }
    out = crawl(tmp_path, config)
    assert sorted(items_by_path(out["items"], server)) == [_paths(server)[0]]
    assert out["stats"]["danag/items/dropped/forum"] == 1
    assert out["stats"]["item_dropped_count"] == 1


def test_an_unknown_kind_stops_the_crawl_naming_the_setting(tmp_path: Path) -> None:
    log = crawl_that_fails_to_start(tmp_path, {**ADDON, "DANAG_PAGE_TYPES": ["article", "blog"]})
    assert "DanagSettingError: DANAG_PAGE_TYPES names unknown page kinds ['blog']" in log
