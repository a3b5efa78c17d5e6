"""``DANAG_METADATA`` and ``DANAG_METADATA_FIELDS`` in real crawls against a
loopback server: items receive the page's date, authors and language under the
names asked for; mistakes stop the crawl at start, naming the setting."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .crawls import ADDON, crawl, crawl_that_fails_to_start, items_by_path, requests_for
from .http_server import PageServer, Resource
from .metadata_pages import article, json_ld

NEWS_PATH = "/2025/09/04/river-report"
HEAD = (
    json_ld(
        {
            "@type": "NewsArticle",
            "datePublished": "2025-09-04T10:00:00+02:00",
            "author": [
                {"@type": "Person", "name": "Jane Doe"},
                {"@type": "Person", "name": "Li Wei"},
            ],
            "keywords": "rivers, rain",
        }
    )
    + '<meta property="og:site_name" content="The Daily">'
)


@pytest.fixture(scope="module")
def server() -> Iterator[PageServer]:
    resources = {NEWS_PATH: Resource(article(HEAD, lang='lang="en-GB"').encode(), "text/html")}
    with PageServer(resources) as running:
        yield running


def test_every_metadata_field_when_asked_for_all(tmp_path: Path, server: PageServer) -> None:
    out = crawl(
        tmp_path,
        {"settings": {**ADDON, "DANAG_METADATA": True}, "targets": requests_for(server, NEWS_PATH)},
    )
    item = items_by_path(out["items"], server)[NEWS_PATH]
    assert item["published"] == "2025-09-04T10:00:00+02:00"
    assert item["authors"] == ["Jane Doe", "Li Wei"]
    assert item["language"] == "en-GB"
    assert item["site_name"] == "The Daily"
    assert item["tags"] == ["rivers", "rain"]
    for name in ("modified", "canonical_url", "description", "image"):
        assert name in item and item[name] is None  # asked for, not on the page: said so
    assert item["main_content"] and item["headline"]


def test_chosen_fields_under_their_own_names(tmp_path: Path, server: PageServer) -> None:
    settings = {
        **ADDON,
        "DANAG_METADATA": "published, authors",
        "DANAG_METADATA_FIELDS": {"published": "date", "authors": "byline"},
    }
    out = crawl(tmp_path, {"settings": settings, "targets": requests_for(server, NEWS_PATH)})
    item = items_by_path(out["items"], server)[NEWS_PATH]
    assert item["date"] == "2025-09-04T10:00:00+02:00"
    assert item["byline"] == ["Jane Doe", "Li Wei"]
    assert "published" not in item and "language" not in item and "tags" not in item


def test_no_metadata_fields_by_default(tmp_path: Path, server: PageServer) -> None:
    out = crawl(tmp_path, {"settings": ADDON, "targets": requests_for(server, NEWS_PATH)})
    item = items_by_path(out["items"], server)[NEWS_PATH]
    assert not {"published", "authors", "language"} & set(item)


def test_a_declared_item_without_the_field_is_told_which_to_declare(
    tmp_path: Path, server: PageServer
) -> None:
    settings = {**ADDON, "DANAG_METADATA": ["published"]}
    out = crawl(
        tmp_path,
        {"settings": settings, "item_kind": "item", "targets": requests_for(server, NEWS_PATH)},
    )
    item = items_by_path(out["items"], server)[NEWS_PATH]
    assert item["main_content"]  # the item goes on with the fields it has
    assert "DeclaredItem has no field 'published'" in out["log"]
    assert "DANAG_METADATA_FIELDS" in out["log"]


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"DANAG_METADATA": ["publshed"]}, "did you mean 'published'?"),
        ({"DANAG_METADATA": 3}, "DANAG_METADATA must be True, False or a list"),
        # Scrapy's getbool refuses "yes": so do we, rather than read it as True.
        ({"DANAG_METADATA": "yes"}, "DANAG_METADATA must be True, False or a list"),
        ({"DANAG_METADATA": "publishd"}, "did you mean 'published'?"),
        ({"DANAG_METADATA_FIELDS": {"author": "by"}}, "did you mean 'authors'?"),
        ({"DANAG_METADATA_FIELDS": {"published": ""}}, "must be a non-empty field name"),
    ],
)
def test_a_mistake_stops_the_crawl_at_start(
    tmp_path: Path, settings: dict[str, object], message: str
) -> None:
    log = crawl_that_fails_to_start(tmp_path, {**ADDON, **settings})
    assert message in log
