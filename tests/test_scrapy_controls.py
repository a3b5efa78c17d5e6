"""What a Scrapy user controls and is told: extraction in callbacks and on a
response, per-request ``enabled``, ``DANAG_STATUS_CODES``, mistakes named with
the nearest valid name, and outcomes counted once -- in real crawls on loopback."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from scrapy import Spider, signals
from scrapy.http import HtmlResponse, Request, TextResponse
from scrapy.statscollectors import MemoryStatsCollector
from scrapy.utils.test import get_crawler

import scrapy_danag
from scrapy_danag.evaluation import read_corpus
from scrapy_danag.integration.runtime import DanagRuntime

from .binary_inputs import png
from .conftest import REPO, SHIPPED, page
from .crawls import ADDON, crawl, crawl_that_fails_to_start, items_by_path, requests_for
from .http_server import PageServer, Resource
from .kind_pages import news_section
from .metadata_pages import article
from .script_shells import OPENING, shell

ARTICLE = article().encode()
NOT_FOUND = page(
    "<h1>Error response</h1>",
    "<p>Error code: 404</p>",
    "<p>Message: the page you asked for does not exist on this server.</p>",
).encode()
#: A page whose server calls it JSON: the tagger believes the type.
MISLABELLED = article(headline="Served as JSON by a broken server").encode()
#: A forum thread as its software serves it: a script writes the posts; the
#: head declares the first one's opening, cut short.
SHELL = shell(f'<meta name="description" content="{OPENING} …">').encode()


@pytest.fixture(scope="module")
def server() -> Iterator[PageServer]:
    resources = {
        "/article": Resource(ARTICLE),
        "/missing": Resource(NOT_FOUND, status=404),
        "/mislabelled": Resource(MISLABELLED, "application/json"),
        "/section/": Resource(news_section()[0].encode()),
        "/shell": Resource(SHELL),
        "/empty": Resource(b""),
        "/binary": Resource(png()),
        "/bare": Resource(b"<html><head><title>Home</title></head><body></body></html>"),
        "/data.json": Resource(b'{"id": 7}', "application/json"),
    }
    with PageServer(resources) as running:
        yield running


# -- extract() on a response ---------------------------------------------------


def test_extract_takes_a_response_with_its_url_type_and_meta_options() -> None:
    real = next(p for p in read_corpus(SHIPPED / "readability") if p.id == "ars-1")
    url = "https://arstechnica.com/security/2015/04/minecraft-exploit/"
    request = Request(url, meta={"danag": {"output_format": "markdown"}})
    response = HtmlResponse(url, body=real.read_bytes(), request=request)
    alone = scrapy_danag.extract(real.read_bytes(), url, output_format="markdown")
    result = scrapy_danag.extract(response)
    assert result.url == url
    assert result.main_content == alone.main_content and "*Minecraft*" in result.main_content
    assert result.metadata.authors == ("Dan Goodin",)
    # A keyword option wins over the meta's.
    assert scrapy_danag.extract(response, output_format="text").options.output_format == "text"
    # A response built by hand has no request, hence no meta: the defaults apply.
    bare = TextResponse(url, body=real.read_bytes(), headers={"Content-Type": "text/html"})
    assert (
        scrapy_danag.extract(bare).main_content
        == scrapy_danag.extract(real.read_bytes()).main_content
    )


def test_a_bad_meta_option_on_a_response_is_named() -> None:
    request = Request("https://x.org/a", meta={"danag": {"algoritm": "dana"}})
    response = HtmlResponse("https://x.org/a", body=ARTICLE, request=request)
    with pytest.raises(scrapy_danag.DanagSettingError, match="did you mean 'algorithm'"):
        scrapy_danag.extract(response)


def test_the_engine_alone_still_loads_no_scrapy() -> None:
    code = (
        "import sys, scrapy_danag; scrapy_danag.extract('<p>x</p>'); print('scrapy' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True
    )
    assert result.stdout.strip() == "False"


# -- in a callback ---------------------------------------------------------------


def test_a_callback_decides_from_the_crawls_extraction(tmp_path: Path, server: PageServer) -> None:
    """The callback keeps articles only; the spider middleware reuses its
    extraction, so each page is extracted once."""
    out = crawl(
        tmp_path,
        {
            "settings": ADDON,
            "callback_extracts": ["article"],
            "targets": requests_for(server, "/article", "/section/"),
        },
    )
    items = items_by_path(out["items"], server)
    assert list(items) == ["/article"]
    assert items["/article"]["main_content"]
    assert out["stats"]["danag/pages/extracted"] == 2  # once each, not twice
    assert out["stats"]["danag/pages/reused"] == 1  # the article's items took its extraction
    assert [o["url"] for o in out["outcomes"]].count(server.url("/article")) == 1


# -- which responses are extracted -------------------------------------------------


def test_error_pages_are_left_alone_unless_their_status_is_listed(
    tmp_path: Path, server: PageServer
) -> None:
    allowed = {**ADDON, "HTTPERROR_ALLOWED_CODES": [404], "DANAG_OUTCOME_FIELD": "outcome"}
    out = crawl(tmp_path, {"settings": allowed, "targets": requests_for(server, "/missing")})
    item = items_by_path(out["items"], server)["/missing"]
    assert item["main_content"] == "" and item["headline"] is None  # not extracted
    assert item["outcome"]["status"] == "skipped"
    assert item["outcome"]["notes"] == ["status 404 (DANAG_STATUS_CODES)"]
    assert out["stats"]["danag/responses/skipped/status"] == 1
    listed = {**allowed, "DANAG_STATUS_CODES": [200, 404]}
    out = crawl(tmp_path, {"settings": listed, "targets": requests_for(server, "/missing")})
    assert "Error code: 404" in items_by_path(out["items"], server)["/missing"]["main_content"]


def test_meta_enabled_forces_or_refuses_extraction(tmp_path: Path, server: PageServer) -> None:
    targets = [
        *requests_for(server, "/mislabelled", meta={"danag": {"enabled": True}}),
        *requests_for(server, "/article", meta={"danag": {"enabled": False}}),
    ]
    out = crawl(tmp_path, {"settings": ADDON, "targets": targets})
    items = items_by_path(out["items"], server)
    assert "broken server" in items["/mislabelled"]["headline"]
    assert items["/article"]["main_content"] == "" and items["/article"]["headline"] is None
    assert out["stats"]["danag/responses/forced"] == 1
    assert out["stats"]["danag/responses/disabled"] == 1
    # Without the override, a JSON response is not HTML to the tagger.
    out = crawl(tmp_path, {"settings": ADDON, "targets": requests_for(server, "/mislabelled")})
    assert items_by_path(out["items"], server)["/mislabelled"]["main_content"] == ""
    assert out["stats"]["danag/responses/skipped"] == 1


# -- mistakes are named ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (
            {"DANAG_GAPP": 40},
            "DANAG_GAPP is not a scrapy-danag setting (did you mean 'DANAG_GAP'?)",
        ),
        ({"DANAG_STATUS_CODES": ["ok"]}, "DANAG_STATUS_CODES must be a list of HTTP statuses"),
        ({"DANAG_STATUS_CODES": [200, 999]}, "statuses out of 100-599: [999]"),
    ],
)
def test_a_setting_mistake_stops_the_crawl_naming_it(
    tmp_path: Path, settings: dict[str, object], message: str
) -> None:
    assert message in crawl_that_fails_to_start(tmp_path, {**ADDON, **settings})


def test_meta_mistakes_are_named_and_counted(tmp_path: Path, server: PageServer) -> None:
    targets = [
        *requests_for(server, "/article", meta={"danag": {"algoritm": "dana"}}),
        *requests_for(server, "/mislabelled", meta={"danag": "danag"}),
        *requests_for(server, "/section/", meta={"danag": {"enabled": "yes"}}),
    ]
    out = crawl(
        tmp_path, {"settings": {**ADDON, "DANAG_OUTCOME_FIELD": "outcome"}, "targets": targets}
    )
    items = items_by_path(out["items"], server)
    assert "has no key 'algoritm' (did you mean 'algorithm'?)" in out["log"]
    assert items["/article"]["main_content"] == ""  # not extracted with the wrong options
    assert items["/article"]["outcome"]["status"] == "failed"
    assert "algoritm" in items["/article"]["outcome"]["error"]
    assert 'meta["danag"] must be a dict of options' in out["log"]
    assert items["/mislabelled"]["main_content"] == ""  # nowhere to tag it: not extracted
    assert items["/mislabelled"]["outcome"]["notes"] == ['meta["danag"] is not a dict of options']
    assert "[\"enabled\"] must be True or False, got 'yes'" in out["log"]
    assert out["stats"]["danag/errors"] == 3
    assert out["stats"]["danag/pages/failed"] == 2


# -- outcomes, counted once ----------------------------------------------------------


def test_outcomes_in_an_item_field_a_signal_and_stats(tmp_path: Path, server: PageServer) -> None:
    settings = {**ADDON, "DANAG_OUTCOME_FIELD": "outcome", "DANAG_MAX_PAGE_BYTES": 10_000}
    out = crawl(
        tmp_path,
        {
            "settings": settings,
            "items_per_page": 2,
            "targets": requests_for(server, "/article", "/section/"),
        },
    )
    items = items_by_path(out["items"], server)
    assert items["/section/"]["outcome"]["status"] == "too_large"  # 18 KB, over 10 KB
    assert "DANAG_MAX_PAGE_BYTES" in items["/section/"]["outcome"]["error"]
    assert items["/article"]["outcome"] == {
        "status": "extracted",
        "error": None,
        "seconds": items["/article"]["outcome"]["seconds"],
        "notes": [],
    }
    statuses = {o["url"].removeprefix(server.base_url): o["status"] for o in out["outcomes"]}
    assert statuses == {"/article": "extracted", "/section/": "too_large"}
    assert len(out["outcomes"]) == 2  # once a page, not once an item
    stats = out["stats"]
    assert stats["danag/pages/too_large"] == 1 and stats["danag/pages/extracted"] == 1
    assert stats["danag/items/failed"] == 2  # both items of the page too large
    assert stats["danag/items/filled"] == 2
    assert "danag/errors" not in stats


def test_a_page_a_script_writes_is_counted_and_its_outcome_says_why(
    tmp_path: Path, server: PageServer
) -> None:
    # Its item holds the excerpt the head declares, not the thread: the crawl
    # says so in the item's outcome and counts such pages.
    out = crawl(
        tmp_path,
        {
            "settings": {**ADDON, "DANAG_OUTCOME_FIELD": "outcome"},
            "targets": requests_for(server, "/shell", "/article"),
        },
    )
    items = items_by_path(out["items"], server)
    assert items["/shell"]["main_content"] == OPENING + "…"
    notes = items["/shell"]["outcome"]["notes"]
    assert len(notes) == 1 and notes[0].startswith("main content opened by the excerpt")
    assert items["/article"]["outcome"]["notes"] == []
    assert out["stats"]["danag/pages/declared"] == 1
    assert out["stats"]["danag/pages/extracted"] == 2


@pytest.mark.parametrize(
    ("kind", "advice"),
    [
        ("dataclass", "Add `kind: Any = None` to the dataclass DataclassItem"),
        ("attrs", "Add `kind: Any = attrs.field(default=None)` to the attrs class AttrsItem"),
        ("item", "Declare `kind = scrapy.Field()` on DeclaredItem"),
    ],
)
def test_an_item_missing_fields_is_one_error_with_advice_for_its_kind(
    tmp_path: Path, server: PageServer, kind: str, advice: str
) -> None:
    settings = {**ADDON, "DANAG_PAGE_TYPE_FIELD": "kind", "DANAG_OUTCOME_FIELD": "outcome"}
    out = crawl(
        tmp_path,
        {"settings": settings, "item_kind": kind, "targets": requests_for(server, "/article")},
    )
    assert out["stats"]["danag/errors"] == 1  # one item, two missing fields: one error
    assert out["stats"]["danag/items/incomplete"] == 1
    assert advice in out["log"]
    assert out["log"].count("scrapy-danag cannot fill it") == 2  # kind and outcome, once each


def test_a_pipeline_only_setup_is_told_it_can_fill_nothing(
    tmp_path: Path, server: PageServer
) -> None:
    settings = {
        "ITEM_PIPELINES": {"scrapy_danag.DanagPipeline": 100},
        "DOWNLOADER_MIDDLEWARES": {"scrapy_danag.DanagDownloaderMiddleware": 580},
    }
    out = crawl(
        tmp_path,
        {"settings": settings, "items_per_page": 3, "targets": requests_for(server, "/article")},
    )
    assert out["log"].count("DanagSpiderMiddleware is not enabled") == 1
    # With the source field turned off, an item's page is not read even when it has one.
    off = {**settings, "DANAG_SOURCE_FIELD": None}
    out = crawl(
        tmp_path, {"settings": off, "source": "bytes", "targets": requests_for(server, "/article")}
    )
    item = items_by_path(out["items"], server)["/article"]
    assert item["html"] == f"<{len(ARTICLE)} bytes>" and "main_content" not in item
    assert "and DANAG_SOURCE_FIELD is None" in out["log"]
    # Turned on (the default), the same item is filled from its page.
    out = crawl(
        tmp_path,
        {"settings": settings, "source": "bytes", "targets": requests_for(server, "/article")},
    )
    assert items_by_path(out["items"], server)["/article"]["main_content"]


def test_an_item_filled_in_the_crawl_does_not_carry_its_page_on(
    tmp_path: Path, server: PageServer
) -> None:
    out = crawl(
        tmp_path,
        {"settings": ADDON, "source": "response", "targets": requests_for(server, "/article")},
    )
    item = items_by_path(out["items"], server)["/article"]
    assert item["main_content"] and "html" not in item


def test_scrapy_shell_shows_the_extraction(server: PageServer) -> None:
    """The documented way to look at a page: `scrapy shell URL`, then
    `scrapy_danag.extract(response)`."""
    code = "(lambda r: (r.headline, r.page_type))(__import__('scrapy_danag').extract(response))"
    result = subprocess.run(
        [str(Path(sys.executable).parent / "scrapy"), "shell", server.url("/article"), "-c", code],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert "River quality improves after a wet spring" in result.stdout, result.stderr[-2000:]
    assert "'article'" in result.stdout


def test_a_scrapy_poet_page_object_gives_the_extraction(tmp_path: Path, server: PageServer) -> None:
    """scrapy-poet injects DanagPage into a callback; its item is the engine's
    result for the page (the plugin's own components not even enabled)."""
    settings = {"ADDONS": {"scrapy_poet.Addon": 300}}
    out = crawl(
        tmp_path, {"settings": settings, "poet": True, "targets": requests_for(server, "/article")}
    )
    item = items_by_path(out["items"], server)["/article"]
    alone = scrapy_danag.extract(ARTICLE, server.url("/article"), content_type="text/html")
    assert item["main_content"] == alone.main_content and item["main_content"]
    assert item["headline"] == alone.headline == "River quality improves after a wet spring"
    assert item["page_type"] == "article" and item["has_main_content"] is True
    assert item["metadata"]["language"] == "en"


def test_a_page_object_in_a_crawl_shares_the_crawls_extraction(
    tmp_path: Path, server: PageServer
) -> None:
    """With both add-ons, DanagPage's fields and the add-on's item fields come
    from one extraction of each page: the same text, counted once a page."""
    settings = {
        **ADDON,
        "ADDONS": {**ADDON["ADDONS"], "scrapy_poet.Addon": 300},
        "DANAG_MAIN_CONTENT_FIELD": "crawl_content",
        "DANAG_HEADLINE_FIELD": "crawl_headline",
    }
    targets = requests_for(server, "/article", "/section/")
    out = crawl(tmp_path, {"settings": settings, "poet": True, "targets": targets})
    items = items_by_path(out["items"], server)
    article = items["/article"]
    assert article["main_content"] and article["main_content"] == article["crawl_content"]
    assert (
        article["headline"]
        == article["crawl_headline"]
        == "River quality improves after a wet spring"
    )
    assert article["metadata"]["language"] == "en"  # the page object's options read it
    assert out["stats"]["danag/pages/extracted"] == 2  # once a page, not once a reader
    assert out["stats"]["danag/pages/reused"] == 2  # the page object's served the items
    assert sorted(o["url"] for o in out["outcomes"]) == sorted(t["url"] for t in targets)


def test_extract_of_a_response_in_a_callback_is_the_crawls_extraction(
    tmp_path: Path, server: PageServer
) -> None:
    """A callback's ``scrapy_danag.extract(response)`` and the add-on's fields
    of its item are one extraction of the page, counted once."""
    targets = requests_for(server, "/article", "/section/")
    out = crawl(
        tmp_path, {"settings": ADDON, "callback_extracts_response": True, "targets": targets}
    )
    items = items_by_path(out["items"], server)
    assert items["/article"]["main_content"] == items["/article"]["own_content"] != ""
    assert items["/section/"]["main_content"] == items["/section/"]["own_content"]
    assert out["stats"]["danag/pages/extracted"] == 2
    assert out["stats"]["danag/pages/reused"] == 2  # the callback's served the items


def test_the_crawl_takes_a_callbacks_extraction_without_extracting_again() -> None:
    """The spider middleware's outcome of a response a callback has extracted
    with ``extract(response)`` is that extraction: no worker is started, the
    fields are the same, and the page is counted once."""
    crawler = get_crawler(settings_dict=ADDON)
    crawler.stats = MemoryStatsCollector(crawler)
    runtime = DanagRuntime.for_crawler(crawler)
    request = Request("http://127.0.0.1/article")
    response = HtmlResponse(request.url, body=ARTICLE, request=request)
    own = scrapy_danag.extract(response)
    outcome = asyncio.run(runtime.outcome_of(response))
    again = asyncio.run(runtime.outcome_of(response))
    assert runtime._workers is None  # nothing was extracted again
    assert outcome.main_content == own.main_content and outcome.headline == own.headline
    assert outcome.metadata is None  # DANAG_METADATA is off: the item is as it would be
    assert again == outcome
    assert crawler.stats.get_value("danag/pages/extracted") == 1
    assert crawler.stats.get_value("danag/pages/reused") == 1


def test_every_item_has_the_same_keys_whatever_its_page_held(
    tmp_path: Path, server: PageServer
) -> None:
    """One rule for items of pages with nothing to extract: an HTML page with no
    text, an empty body, a binary body served as HTML, a JSON response -- the
    same fields, the same empty values, and the outcome saying why."""
    settings = {
        **ADDON,
        "DANAG_PAGE_TYPE_FIELD": "page_type",
        "DANAG_METADATA": True,
        "DANAG_OUTCOME_FIELD": "outcome",
    }
    paths = ("/article", "/bare", "/empty", "/binary", "/data.json")
    out = crawl(tmp_path, {"settings": settings, "targets": requests_for(server, *paths)})
    items = items_by_path(out["items"], server)
    assert all(set(items[p]) == set(items["/article"]) for p in paths)
    empty: dict[str, object] = {
        "main_content": "",
        "headline": None,
        "page_type": None,
        "authors": [],
        "language": None,
    }
    for path in paths[2:]:
        assert {key: items[path][key] for key in empty} == empty, path
    bare = items["/bare"]  # read, no main content: its kind is judged all the same
    assert bare["main_content"] == "" and bare["headline"] is None and bare["authors"] == []
    assert bare["outcome"]["status"] == "empty"
    reasons = {p: (items[p]["outcome"]["status"], items[p]["outcome"]["notes"]) for p in paths[2:]}
    assert reasons == {
        "/empty": ("skipped", ["empty body"]),
        "/binary": ("skipped", ["binary body (text/html)"]),
        "/data.json": ("skipped", ["application/json"]),
    }
    assert out["stats"]["danag/items/skipped"] == 3


class _SpiderWithItsOwnItems(Spider):
    name = "own_items"
    custom_settings = {"CONCURRENT_ITEMS": 50}  # noqa: RUF012 (Scrapy's own type)


def test_the_addon_lowers_concurrent_items_unless_told_otherwise() -> None:
    """The add-on sets Scrapy's CONCURRENT_ITEMS to 16 at add-on priority;
    the project's, a spider's or the command line's value wins."""
    assert get_crawler().settings.getint("CONCURRENT_ITEMS") == 100  # Scrapy's own
    assert get_crawler(settings_dict=ADDON).settings.getint("CONCURRENT_ITEMS") == 16
    project = get_crawler(settings_dict={**ADDON, "CONCURRENT_ITEMS": 100})
    assert project.settings.getint("CONCURRENT_ITEMS") == 100
    spider = get_crawler(_SpiderWithItsOwnItems, settings_dict=ADDON)
    assert spider.settings.getint("CONCURRENT_ITEMS") == 50


def test_the_worker_processes_start_with_the_engine() -> None:
    """The add-on starts its worker processes when the engine starts, before
    any page: a worker's imports overlap the crawl's start."""
    crawler = get_crawler(settings_dict={**ADDON, "DANAG_WORKERS": 1})
    crawler.stats = MemoryStatsCollector(crawler)
    runtime = DanagRuntime.for_crawler(crawler)
    assert runtime._workers is None  # nothing before the engine starts
    try:
        crawler.signals.send_catch_log(signal=signals.engine_started)
        assert runtime._workers is not None
        deadline = time.monotonic() + 30
        while not runtime._workers.pids():
            assert time.monotonic() < deadline
            time.sleep(0.02)
    finally:
        crawler.signals.send_catch_log(signal=signals.engine_stopped)
    assert runtime._workers is None
