"""scrapy-danag against trafilatura and readability-lxml, side by side.

Every extractor runs on the same pages in the same process, page by page in turn
(each page goes to every extractor before the next), scored with the same metrics
(shared/corpora/README.md), so speed is a ratio measured on one machine in one
run, and a slow spell of the machine slows every extractor alike. Needs the compare extra. Usage::

    python benchmarks/compare.py ../shared/corpora [--algorithms addanag,addanag+]

Corpora missing from the folder are passed over.
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

from scrapy_danag import ExtractionOptions
from scrapy_danag.evaluation import evaluate_side_by_side
from scrapy_danag.evaluation.competitors import COMPETITORS, competitor
from scrapy_danag.evaluation.metadata import strip_metadata
from scrapy_danag.evaluation.runner import Extractor, engine_extractor


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
    for corpus in ("readability", "trafilatura", "wcxb"):
        if not (args.corpora / corpus / "pages.jsonl").is_file():
            continue
        contenders: dict[str, tuple[ExtractionOptions, Extractor]] = {}
        for name in args.algorithms.split(","):
            options = ExtractionOptions.resolve(name)
            contenders[f"scrapy-danag {name}"] = (options, engine_extractor(options))
        for name in COMPETITORS:
            contenders[name] = (ExtractionOptions(), competitor(name))
        reports = {
            label: report.summary()
            for label, report in evaluate_side_by_side(
                args.corpora / corpus, contenders, limit=args.limit, transform=transform
            ).items()
        }
        reference = reports["trafilatura"]["mb_per_second"] or 1.0
        for label, s in reports.items():
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
