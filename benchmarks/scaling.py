"""Cost and memory against page size: 100 KB, 1 MB and 10 MB pages.

The pages are built from a real corpus page by repeating its ``<body>`` until the
target size is reached, so markup density stays realistic. Time is the best of
three runs; peak memory is measured in a separate run with tracemalloc. Usage::

    python benchmarks/scaling.py ../shared/corpora/readability/html/nytimes.html.gz
"""

from __future__ import annotations

import argparse
import gzip
import re
import time
import tracemalloc
from pathlib import Path

from scrapy_danag import extract

SIZES = (100_000, 1_000_000, 10_000_000)


def grow(page: bytes, size: int) -> bytes:
    """The page with its body repeated until it is at least ``size`` bytes."""
    match = re.search(rb"<body[^>]*>(.*)</body>", page, re.DOTALL | re.IGNORECASE)
    body = match.group(1) if match else page
    head = page[: match.start(1)] if match else b""
    copies = max(1, -(-(size - len(head)) // max(1, len(body))))
    return (head + body * copies + b"</body></html>")[: max(size, len(head) + len(body))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("page", type=Path, help="a page file (.html or .html.gz)")
    args = parser.parse_args()
    raw = args.page.read_bytes()
    page = gzip.decompress(raw) if args.page.suffix == ".gz" else raw
    print("| page size | seconds (best of 3) | MB/s | peak memory | peak / size |")
    print("| --- | --- | --- | --- | --- |")
    for size in SIZES:
        data = grow(page, size)
        best = min(_timed(data) for _ in range(3))
        tracemalloc.start()
        extract(data)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(
            f"| {len(data) / 1e6:.2f} MB | {best:.4f} | {len(data) / 1e6 / best:.1f} "
            f"| {peak / 1e6:.1f} MB | {peak / len(data):.1f}x |",
            flush=True,
        )


def _timed(data: bytes) -> float:
    started = time.perf_counter()
    extract(data)
    return time.perf_counter() - started


if __name__ == "__main__":
    main()
