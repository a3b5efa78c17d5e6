"""The structure of scrapy-danag's Markdown beside trafilatura's, on WCXB's gold.

Both write Markdown of the same pages, page by page in one run, and the
structure metric of ``shared/corpora/README.md`` scores each: headings (F1),
list items, quotes, code blocks and table cells (recall). readability-lxml
writes HTML only and is left out. Needs the compare extra. Usage::

    python benchmarks/structure_compare.py ../shared/corpora/wcxb
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

from scrapy_danag import ExtractionOptions
from scrapy_danag.evaluation import evaluate_side_by_side
from scrapy_danag.evaluation.competitors import trafilatura_markdown_extractor
from scrapy_danag.evaluation.runner import engine_extractor


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # trafilatura logs every page it finds hard
    ours = ExtractionOptions(output_format="markdown")
    contenders = {
        "scrapy-danag": (ours, engine_extractor(ours)),
        "trafilatura": (ours, trafilatura_markdown_extractor()),
    }
    reports = evaluate_side_by_side(args.corpus, contenders, limit=args.limit)
    print("| extractor | headings F1 | list items | quotes | code blocks | table cells |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, report in reports.items():
        structure = report.structure()
        if structure is None:
            print(f"| {label} | – | – | – | – | – |")
            continue
        s = structure.to_dict()
        kinds = ("li", "quote", "pre", "cell")
        cells = [s["heading_f1"]] + [s.get(f"{kind}_recall") for kind in kinds]
        print(f"| {label} | " + " | ".join("–" if c is None else f"{c:.3f}" for c in cells) + " |")


if __name__ == "__main__":
    main()
