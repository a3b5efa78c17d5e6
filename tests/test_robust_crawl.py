"""Crawls that meet hostile pages: nothing freezes, nothing is lost, the crawl ends.

Real pages (shipped in tests/pages) are served with generated pages of hostile
shapes, several megabytes each, through the default configuration (one worker
process): every page gives exactly one item, real pages keep their fields, a page
past the time budget gives up with its item, the reactor keeps turning, Ctrl-C
once finishes the pages downloaded and twice stops at once, and no worker
outlives it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from scrapy_danag import extract
from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.hostile import hostile_shapes
from scrapy_danag.integration.workers import GRACE

from .conftest import REPO, SHIPPED
from .crawls import ADDON, crawl
from .http_server import PageServer, Resource

#: Hostile shapes served at HOSTILE_BYTES: each takes up to a second in a worker.
HOSTILE = ("many titles", "unclosed quotes", "deep nesting with text", "link list")
HOSTILE_BYTES = 3_000_000
#: A page that takes about four seconds: the one that meets the budget.
SLOW = "many table cells"
SLOW_BYTES = 12_000_000
#: The budget: well past every hostile page's time and well short of the slow
#: page's (4.0 s once left the slow page finishing in time on a fast run).
BUDGET = 2.5


@pytest.fixture(scope="module")
def server():
    shapes = hostile_shapes()
    resources = {
        f"/real/{page.id}": Resource(page.read_bytes(), "text/html")
        for page in read_corpus(SHIPPED / "readability")[:8]
    }
    for name in HOSTILE:
        html, _ = shapes[name](HOSTILE_BYTES)
        resources[f"/hostile/{name.replace(' ', '-')}"] = Resource(html.encode(), "text/html")
    slow, _ = shapes[SLOW](SLOW_BYTES)
    resources["/slow"] = Resource(slow.encode(), "text/html")
    with PageServer(resources) as running:
        yield running


def _paths(server: PageServer) -> list[str]:
    return sorted(server.resources)


def test_hostile_pages_copied_items_and_a_spent_budget(tmp_path: Path, server: PageServer) -> None:
    settings = {
        **ADDON,
        "DANAG_TIMEOUT": BUDGET,
        "SPIDER_MIDDLEWARES": {"tests.crawl_helper.CopyingSpiderMiddleware": 100},
        "ITEM_PIPELINES": {"tests.crawl_helper.CopyingPipeline": 50},
        "EXTENSIONS": {"tests.crawl_helper.ReactorStallMonitor": 0},
    }
    targets = [{"url": server.url(path)} for path in _paths(server)]
    started = time.monotonic()
    out = crawl(tmp_path, {"settings": settings, "targets": targets})
    assert time.monotonic() - started < 120
    items = {item["url"].removeprefix(server.base_url): item for item in out["items"]}
    assert sorted(items) == _paths(server)  # one item a page, none lost
    assert len(out["items"]) == len(items)
    for path, item in items.items():
        assert item["_type"] == "dict"  # replaced on the way, and still filled
        if path.startswith("/real/"):  # as the engine gives them, outside any crawl
            alone = extract(server.resources[path].body, item["url"], content_type="text/html")
            assert item["main_content"] == alone.main_content, path
            assert item["headline"] == alone.headline, path
    assert items["/slow"]["main_content"] == ""
    assert items["/slow"]["headline"] is None
    stats = out["stats"]
    assert stats["danag/pages/timeout"] == 1
    assert f"Gave up extracting {server.url('/slow')}" in out["log"]
    assert stats["danag/pages/extracted"] == len(items) - 1
    # Each item counted once, by its page's outcome: the slow page's as failed.
    assert stats["danag/items/failed"] == 1
    filled = sum(bool(item["main_content"]) for item in items.values())
    assert stats["danag/items/filled"] == filled
    assert stats.get("danag/items/empty", 0) == len(items) - 1 - filled
    # The reactor turned while megabytes of hostile pages were extracted.
    assert stats["test/reactor_stall"] < 0.5


def _worker_pids(mark: str, crawl_pid: int) -> list[int]:
    """Processes but the crawl's whose environment carries ``mark``: its workers."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == crawl_pid:
            continue
        try:
            if mark.encode() in (entry / "environ").read_bytes():
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def _interrupted_crawl(
    tmp_path: Path, server: PageServer, timeout: float, presses: int
) -> tuple[float, str, Path]:
    """A crawl of the slow page and the real pages in two workers, given
    ``presses`` Ctrl-C once the slow page is in a worker: the seconds it took
    to end after them, its log and its feed."""
    feed = tmp_path / "items.jsonl"
    settings = {
        **ADDON,
        "DANAG_TIMEOUT": timeout,
        "DANAG_WORKERS": 2,
        "FEEDS": {str(feed): {"format": "jsonl"}},
    }
    targets = [{"url": server.url("/slow")}] * 1 + [
        {"url": server.url(path)} for path in _paths(server) if path.startswith("/real/")
    ]
    config = tmp_path / "config.json"
    config.write_text(json.dumps({"settings": settings, "targets": targets * 2}))
    mark = f"DANAG_TEST_MARK={uuid.uuid4()}"
    name, value = mark.split("=")
    log = tmp_path / "log.txt"
    with log.open("w") as errors:
        crawl_process = subprocess.Popen(
            [sys.executable, "-m", "tests.crawl_helper", str(config), str(tmp_path / "o.json")],
            cwd=REPO,
            stderr=errors,
            env={**os.environ, name: value},
        )
        try:
            deadline = time.monotonic() + 60
            while not _worker_pids(mark, crawl_process.pid):
                assert time.monotonic() < deadline, log.read_text()[-3000:]
                time.sleep(0.1)
            time.sleep(1.0)  # the slow page is in a worker now
            for _ in range(presses):
                crawl_process.send_signal(signal.SIGINT)
                time.sleep(0.2)
            stopped = time.monotonic()
            crawl_process.wait(timeout=60)
            took = time.monotonic() - stopped
        finally:
            crawl_process.kill()
    time.sleep(0.5)
    assert _worker_pids(mark, crawl_process.pid) == []  # no worker outlives the crawl
    return took, log.read_text(), feed


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc to find the workers")
def test_ctrl_c_once_finishes_the_pages_downloaded(tmp_path: Path, server: PageServer) -> None:
    """A graceful stop extracts every page already downloaded, each within its
    budget: none is cancelled, every item of a real page has its fields, and the
    crawl ends within the budget (and the grace a worker gets past it) and a
    few seconds."""
    timeout = 4.0
    took, text, feed = _interrupted_crawl(tmp_path, server, timeout, presses=1)
    assert took < timeout + GRACE + 6.0, text[-3000:]
    assert "Dumping Scrapy stats" in text
    assert "danag/pages/cancelled" not in text
    items = [json.loads(line) for line in feed.read_text().splitlines()]
    real = [item for item in items if "/real/" in item["url"]]
    assert real, text[-3000:]
    assert all(item["main_content"] and "headline" in item for item in real)


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc to find the workers")
def test_ctrl_c_twice_stops_the_crawl_at_once(tmp_path: Path, server: PageServer) -> None:
    """A forced stop gives up the page in extraction whatever its budget, and
    leaves no worker behind."""
    took, text, _ = _interrupted_crawl(tmp_path, server, 120.0, presses=2)
    assert took < 5.0, text[-3000:]


def test_the_budget_holds_in_the_crawl_thread_too(tmp_path: Path, server: PageServer) -> None:
    """DANAG_WORKERS = 0: no process to stop, the engine stops itself at a step."""
    settings = {**ADDON, "DANAG_WORKERS": 0, "DANAG_TIMEOUT": 1.0}
    targets = [{"url": server.url("/slow")}, {"url": server.url("/real/002")}]
    started = time.monotonic()
    out = crawl(tmp_path, {"settings": settings, "targets": targets})
    assert time.monotonic() - started < 60
    items = {item["url"].removeprefix(server.base_url): item for item in out["items"]}
    assert items["/slow"]["main_content"] == ""
    assert items["/real/002"]["main_content"]
    assert out["stats"]["danag/pages/timeout"] == 1


SCRIPT = """
import scrapy
from scrapy.crawler import CrawlerProcess

print("the script ran", flush=True)


class Pages(scrapy.Spider):
    name = "pages"
    start_urls = [{urls}]

    def parse(self, response):
        yield {{"url": response.url}}


process = CrawlerProcess({{
    "ADDONS": {{"scrapy_danag.Addon": 500}},
    "DANAG_WORKERS": 2,
    "LOG_LEVEL": "INFO",
    "FEEDS": {{{feed!r}: {{"format": "jsonl"}}}},
}})
process.crawl(Pages)
process.start()
"""


def test_workers_from_a_script_without_a_main_guard(tmp_path: Path, server: PageServer) -> None:
    """multiprocessing's spawn would run this script again in every worker; the
    workers here import only the engine, so it runs once and fills its items."""
    feed = tmp_path / "items.jsonl"
    urls = ", ".join(repr(server.url(f"/real/{id_}")) for id_ in ("002", "aclu"))
    script = tmp_path / "crawl_script.py"
    script.write_text(SCRIPT.format(urls=urls, feed=str(feed)))
    result = subprocess.run(
        [sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.count("the script ran") == 1
    items = [json.loads(line) for line in feed.read_text().splitlines()]
    assert len(items) == 2
    assert all(len(item["main_content"]) > 500 for item in items)
