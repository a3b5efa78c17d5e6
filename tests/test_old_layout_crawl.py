"""A news crawl that keeps articles only keeps the articles of older layouts.

Sites of the late 2000s set their stories in layout tables among boxes of
links, declare no ``og:type`` and no schema.org type, and serve them at
addresses such as ``/news/story.php?id=4411``, whose words name a listing. A
real crawl against a loopback server, with ``DANAG_PAGE_TYPES = ["article"]``:
every story is kept with its own text, the section page of links is still
dropped, and a story whose kind is unsure is kept and counted.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scrapy_danag import extract

from .crawls import ADDON, crawl, items_by_path, requests_for
from .http_server import PageServer, Resource
from .kind_pages import news_section
from .old_layout_pages import STORY, table_layout_article

#: Each story at an address of its day: a dated path, and a script's query.
STORIES = {
    "/local/2008/01/18/story4411.html": table_layout_article(),
    "/news/story.php?id=4411": table_layout_article(portal=True),
    "/news/story.php?id=4412": table_layout_article(paragraph_breaks=False, portal=True),
}
SECTION_PATH = "/section/science/"


@pytest.fixture(scope="module")
def server() -> Iterator[PageServer]:
    resources = {path: Resource(html.encode(), "text/html") for path, html in STORIES.items()}
    resources[SECTION_PATH] = Resource(news_section()[0].encode(), "text/html")
    with PageServer(resources) as running:
        yield running


def test_a_story_among_a_portals_links_is_read_as_an_article_whatever_its_address() -> None:
    # The address names a listing ("news", a query): it may tip a close call,
    # never make one clear, so the story keeps its article reading.
    html = table_layout_article(portal=True)
    result = extract(html, "http://courier.example/news/story.php?id=4411")
    assert not result.clearly_none_of(["article"])
    lines = result.main_content.split("\n")
    assert STORY[0] in lines and STORY[-1] in lines
    assert "Town 7" not in lines and "Most read story number 3 this week" not in lines


def test_a_news_crawl_keeps_every_older_layout_article(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_PAGE_TYPES": ["article"], "DANAG_PAGE_TYPE_FIELD": "page_type"}
    out = crawl(
        tmp_path, {"settings": settings, "targets": requests_for(server, *STORIES, SECTION_PATH)}
    )
    kept = items_by_path(out["items"], server)
    assert sorted(kept) == sorted(STORIES)
    for item in kept.values():
        lines = item["main_content"].split("\n")
        assert STORY[0] in lines and STORY[3] in lines
        assert "Town 7" not in item["main_content"]
    stats = out["stats"]
    assert stats["danag/items/dropped/listing"] == 1  # the section page of links
    unsure = [item for item in kept.values() if item["page_type"] != "article"]
    assert stats.get("danag/items/kept_unsure", 0) == len(unsure)
