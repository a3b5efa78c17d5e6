"""Extraction inside a real crawl against extraction alone, and the crawl's pace.

Serves every dev-corpus page (1,120) from a loopback server, crawls them all
with the add-on, and compares:

* in-crawl extraction speed (``danag/pages/bytes`` / ``danag/pages/seconds``,
  timed in the worker) with the standalone engine on the same pages;
* pages per second with the plugin on and off, against a server that waits
  ``--latency`` seconds before each answer.

Usage::

    python benchmarks/crawl_benchmark.py ../shared/corpora --latency 0.1
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from scrapy_danag import extract
from scrapy_danag.evaluation import iter_corpus

SPIDER = """
import json, sys, time
import scrapy
from scrapy.crawler import CrawlerProcess


class Bench(scrapy.Spider):
    name = "bench"

    async def start(self):
        for url in json.loads(open(sys.argv[1]).read()):
            yield scrapy.Request(url)

    def parse(self, response):
        yield {"url": response.url}


if __name__ == "__main__":  # worker processes re-import this module
    settings = {"LOG_LEVEL": "WARNING", "ROBOTSTXT_OBEY": False, "TELNETCONSOLE_ENABLED": False}
    if int(sys.argv[4]):  # one loopback domain: the global limit must allow it too
        settings["CONCURRENT_REQUESTS"] = int(sys.argv[4])
        settings["CONCURRENT_REQUESTS_PER_DOMAIN"] = int(sys.argv[4])
    if int(sys.argv[6]):
        settings["CONCURRENT_ITEMS"] = int(sys.argv[6])
    if sys.argv[2] == "on":
        settings["ADDONS"] = {"scrapy_danag.Addon": 500}
        settings["DANAG_WORKERS"] = int(sys.argv[5])
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(Bench)
    process.crawl(crawler)
    started = time.perf_counter()
    process.start()
    elapsed = time.perf_counter() - started
    stats = {k: v for k, v in crawler.stats.get_stats().items() if isinstance(v, (int, float))}
    open(sys.argv[3], "w").write(json.dumps({"elapsed": elapsed, "stats": stats}))
"""


def serve(pages: dict[str, bytes], latency: float) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = pages.get(self.path)
            if latency:
                time.sleep(latency)
            if body is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def crawl(urls: list[str], addon: bool, concurrency: int, workers: int = 0, items: int = 0) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        url_file, out = Path(tmp) / "urls.json", Path(tmp) / "out.json"
        url_file.write_text(json.dumps(urls))
        script = Path(tmp) / "spider.py"
        script.write_text(SPIDER)
        argv = [sys.executable, str(script), str(url_file), "on" if addon else "off"]
        subprocess.run([*argv, str(out), str(concurrency), str(workers), str(items)], check=True)
        return json.loads(out.read_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument(
        "--concurrency",
        type=int,
        default=0,
        help="CONCURRENT_REQUESTS and per domain (default: Scrapy's 16 and 8)",
    )
    parser.add_argument("--workers", type=int, default=0, help="DANAG_WORKERS for the crawls")
    parser.add_argument(
        "--concurrent-items",
        type=int,
        default=0,
        help="CONCURRENT_ITEMS for every crawl, on and off (default: Scrapy's 100 off, "
        "the add-on's 16 on)",
    )
    args = parser.parse_args()
    pages = {}
    for corpus in ("readability", "trafilatura"):
        for page in iter_corpus(args.corpora / corpus):
            pages[f"/{corpus}/{page.id}"] = page.read_bytes()
    total = sum(map(len, pages.values()))

    started = time.perf_counter()
    for body in pages.values():
        extract(body, content_type="text/html")
    standalone = total / 1e6 / (time.perf_counter() - started)

    fast = serve(pages, 0.0)
    urls = [f"http://127.0.0.1:{fast.server_address[1]}{p}" for p in pages]
    on = crawl(urls, True, args.concurrency, args.workers, args.concurrent_items)
    fast.shutdown()
    stats = on["stats"]
    in_crawl = stats["danag/pages/bytes"] / 1e6 / stats["danag/pages/seconds"]
    print(f"pages: {len(pages)}, {total / 1e6:.1f} MB")
    print(f"standalone engine: {standalone:.1f} MB/s")
    print(
        f"inside the crawl:  {in_crawl:.1f} MB/s ({in_crawl / standalone:.0%} of standalone), "
        f"{stats['danag/pages/extracted']} pages extracted"
    )

    slow = serve(pages, args.latency)
    urls = [f"http://127.0.0.1:{slow.server_address[1]}{p}" for p in pages]
    off = crawl(urls, False, args.concurrency, 0, args.concurrent_items)
    on = crawl(urls, True, args.concurrency, args.workers, args.concurrent_items)
    slow.shutdown()
    pace_off = len(pages) / off["elapsed"]
    pace_on = len(pages) / on["elapsed"]
    print(
        f"with {args.latency * 1000:.0f} ms latency, "
        f"concurrent requests: {args.concurrency or 'Scrapy default (8 a domain)'}, "
        f"DANAG_WORKERS={args.workers}, "
        f"CONCURRENT_ITEMS={args.concurrent_items or 'default (Scrapy 100 off, add-on 16 on)'}: "
        f"plugin off {pace_off:.1f} pages/s, on {pace_on:.1f} pages/s "
        f"({pace_on / pace_off:.0%} of off)"
    )


if __name__ == "__main__":
    main()
