"""Seconds per MB and peak memory per MB of every hostile page shape, at three sizes.

Each shape of :mod:`scrapy_danag.evaluation.hostile` is built at 100 KB, 1 MB and
10 MB and extracted in a fresh process (so that one page's memory does not hide
another's), once, after a small page has loaded what a process loads once (the
language model); the reference is a real article (a page shipped in
``tests/pages``: 309 KB, half of it attributes and a fifth scripts and styles,
which the engine drops early) grown to the same size with paragraphs, or as it
is at a size below its own, timed in several fresh processes
(``--reference-runs``) and read at its median: every ratio of a size divides by
that one time, and a single run of a few milliseconds moved every ratio of the
column with it. Printed as a Markdown table: seconds per MB, its ratio to the
real article's at the same size, and the process's peak memory growth per MB of
page (resident set, lxml's memory included, which tracemalloc would not see);
then the real article's bytes at each size. Usage::

    python benchmarks/hostile.py [--sizes 100000,1000000,10000000] [--shapes "giant line,..."]
                                 [--reference-runs 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

from scrapy_danag.evaluation.hostile import hostile_shapes

REPO = Path(__file__).resolve().parents[1]
REAL = REPO / "tests" / "pages" / "readability" / "html" / "nytimes-1.html.gz"
REFERENCE = "real article + paragraphs"

#: Run in a fresh interpreter: build the page, note the resident peak, extract it.
_PROBE = """
import gzip, json, resource, sys, time
from scrapy_danag import extract
from scrapy_danag.evaluation.hostile import hostile_shapes, with_paragraphs
name, size, real = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if name == {reference!r}:
    article = gzip.decompress(open(real, "rb").read()).decode("utf-8")
    html, url = with_paragraphs(article, size), None
else:
    html, url = hostile_shapes()[name](size)
data = html.encode("utf-8")
# What the first extraction of a process loads once (the language model, lazy
# imports) is loaded before the timing: it is no cost of the page's shape.
extract("<html><body><p>" + "A few words of warm-up text. " * 40 + "</p></body></html>")
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.process_time()
extract(data, url)
seconds = time.process_time() - started
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({{"seconds": seconds, "bytes": len(data), "peak_kb": after - before}}))
"""


def measure(name: str, size: int) -> dict[str, float]:
    probe = _PROBE.format(reference=REFERENCE)
    result = subprocess.run(
        [sys.executable, "-c", probe, name, str(size), str(REAL)],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    return json.loads(result.stdout)


def measure_reference(size: int, runs: int) -> dict[str, float]:
    """The real article's row at ``size``: the median time and peak of ``runs`` processes."""
    rows = [measure(REFERENCE, size) for _ in range(runs)]
    return {
        "seconds": statistics.median(row["seconds"] for row in rows),
        "bytes": rows[0]["bytes"],
        "peak_kb": statistics.median(row["peak_kb"] for row in rows),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100000,1000000,10000000")
    parser.add_argument("--shapes", default="", help="comma-separated names (default: all)")
    parser.add_argument(
        "--reference-runs", type=int, default=5, help="processes the real article is timed in"
    )
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    names = [n.strip() for n in args.shapes.split(",") if n.strip()] or list(hostile_shapes())
    if args.reference_runs < 1:
        parser.error("--reference-runs must be 1 or more")
    reference = {size: measure_reference(size, args.reference_runs) for size in sizes}
    header = " | ".join(f"{size / 1e6:g} MB: s/MB (x real), MB peak/MB" for size in sizes)
    print(f"| shape | {header} |")
    print("| --- |" + " --- |" * len(sizes))
    for name in [REFERENCE, *names]:
        cells = []
        for size in sizes:
            row = reference[size] if name == REFERENCE else measure(name, size)
            mb = row["bytes"] / 1e6
            per_mb = row["seconds"] / mb
            ratio = per_mb / (reference[size]["seconds"] / (reference[size]["bytes"] / 1e6))
            cells.append(f"{per_mb:.2f} ({ratio:.1f}x), {row['peak_kb'] / 1024 / mb:.0f}")
        print(f"| {name} | " + " | ".join(cells) + " |", flush=True)
    # The article alone is larger than the smallest size: there the reference is
    # the article as it is, larger than the shapes it is compared with.
    actual = ", ".join(f"{reference[size]['bytes'] / 1e3:,.0f} KB" for size in sizes)
    print(f"\nThe real article's bytes at each size: {actual}.")


if __name__ == "__main__":
    main()
