"""scrapy-danag against trafilatura and readability-lxml, side by side.

Every extractor runs on the same pages in the same process, one after the other,
scored with the same metrics (shared/corpora/README.md), so speed is a ratio
measured on one machine in one run. Needs the compare extra. Usage::

    python benchmarks/compare.py ../shared/corpora [--algorithms addanag,addanag+]
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

from scrapy_danag import ExtractionOptions
from scrapy_danag.evaluation import evaluate_corpus
from scrapy_danag.evaluation.competitors import COMPETITORS, competitor
from scrapy_danag.evaluation.metadata import strip_metadata


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("--algorithms", default="addanag,addanag+")
    parser.add_argument("--strip-metadata", action="store_true")
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # trafilatura logs every page it finds hard
    transform = strip_metadata if args.strip_metadata else None
    print(
        "| corpus | extractor | shingle F1 | snippet F1 | headline | empty | MB/s | × trafilatura |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for corpus in ("readability", "trafilatura"):
        rows: list[tuple[str, ExtractionOptions, Any]] = [
            (f"scrapy-danag {name}", ExtractionOptions.resolve(name), None)
            for name in args.algorithms.split(",")
        ]
        rows += [(name, ExtractionOptions(), competitor(name)) for name in COMPETITORS]
        reports = []
        for label, options, extractor in rows:
            report = evaluate_corpus(
                args.corpora / corpus,
                options,
                limit=args.limit,
                extractor=extractor,
                transform=transform,
            )
            reports.append((label, report.summary()))
        reference = dict(reports)["trafilatura"]["mb_per_second"] or 1.0
        for label, s in reports:
            shingle = f"{s['shingle']['f1']:.3f}" if "shingle" in s else "–"
            snippet = f"{s['snippet']['f1']:.3f}" if "snippet" in s else "–"
            headline = f"{s['headline_exact']['rate']:.3f}" if "headline_exact" in s else "–"
            print(
                f"| {corpus} | {label} | {shingle} | {snippet} | {headline} | "
                f"{s['empty_outputs']} | {s['mb_per_second']:.1f} | "
                f"{s['mb_per_second'] / reference:.1f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
