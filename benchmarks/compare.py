"""scrapy-danag against trafilatura and readability-lxml, side by side.

Every extractor runs on the same pages in the same process, page by page in turn
(each page goes to every extractor before the next), scored with the same metrics
(shared/corpora/README.md), so speed is a ratio measured on one machine in one
run, and a slow spell of the machine slows every extractor alike. Needs the compare extra. Usage::

    python benchmarks/compare.py ../shared/corpora [--algorithms addanag,addanag+] [--json OUT]

Corpora missing from the folder are passed over. After the main table come
WCXB's word F1 per page kind and the metadata each extractor reads (date and
author exact match where the gold has them); ``--json`` keeps every summary.
"""

from __future__ import annotations

import argparse
import json
import logging
from pathlib import Path
from typing import Any

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
    parser.add_argument("--json", type=Path, default=None, help="write every summary")
    parser.add_argument(
        "--only", default="readability,trafilatura,wcxb,daniel,l3s", help="corpora, in order"
    )
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # trafilatura logs every page it finds hard
    transform = strip_metadata if args.strip_metadata else None
    print(
        "| corpus | extractor | shingle F1 | snippet F1 | headline | empty | MB/s | × trafilatura |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    summaries: dict[str, dict[str, dict[str, Any]]] = {}
    for corpus in args.only.split(","):
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
        summaries[corpus] = reports
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
    _kinds_table(summaries)
    _metadata_table(summaries)
    if args.json is not None:
        args.json.write_text(json.dumps(summaries, indent=1, default=str))


def _kinds_table(summaries: dict[str, dict[str, dict[str, Any]]]) -> None:
    """Word F1 per page kind, where the gold names each page's kind (WCXB)."""
    for corpus, reports in summaries.items():
        kinds = sorted(
            {kind for s in reports.values() for kind in s.get("word_f1", {}) if kind != "all"}
        )
        if not kinds:
            continue
        print(f"\n{corpus}: word F1 per page kind\n")
        print(f"| extractor | all | {' | '.join(kinds)} |")
        print(f"| --- | --- |{' --- |' * len(kinds)}")
        for label, s in reports.items():
            words = s.get("word_f1", {})
            cells = " | ".join(f"{words[k]:.3f}" if k in words else "–" for k in kinds)
            print(f"| {label} | {words.get('all', 0.0):.3f} | {cells} |")


def _metadata_table(summaries: dict[str, dict[str, dict[str, Any]]]) -> None:
    """Date and author exact match, on the corpora whose gold has them."""
    rows = []
    for corpus, reports in summaries.items():
        for label, s in reports.items():
            date, author = s.get("date_exact"), s.get("author_exact")
            if date is None and author is None:
                continue
            rows.append(
                f"| {corpus} | {label} | "
                f"{'–' if date is None else format(date['rate'], '.3f')} | "
                f"{'–' if author is None else format(author['rate'], '.3f')} |"
            )
    if rows:
        print("\nmetadata: exact match where the gold has the field\n")
        print("| corpus | extractor | date | author |")
        print("| --- | --- | --- | --- |")
        print("\n".join(rows))


if __name__ == "__main__":
    main()
