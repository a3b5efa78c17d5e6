"""What Markdown (or HTML) output costs over text, page by page in one process.

Each page is extracted as text and in the format, alternately first, and the
extraction seconds summed, in three passes (``--passes``; the median is the
figure, a pass of 130 pages varying by a point or two); the main metric of
each corpus is printed for both
(the format's text read back with ``evaluation.formats.output_text``)::

    python benchmarks/rendering_cost.py ../shared/corpora readability wcxb trafilatura
    python benchmarks/rendering_cost.py ../shared/corpora wcxb --format html
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path
from typing import Any

from scrapy_danag import extract
from scrapy_danag.evaluation.corpus import iter_corpus
from scrapy_danag.evaluation.formats import output_text
from scrapy_danag.evaluation.metrics import (
    SnippetCounts,
    aggregate_shingles,
    shingle_score,
    snippet_counts,
    word_f1,
)

#: Pages extracted untimed, in each format, before the timed pass.
WARM_UP = 3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("names", nargs="+")
    parser.add_argument("--format", default="markdown", choices=("markdown", "html"))
    parser.add_argument(
        "--passes",
        type=int,
        default=3,
        help="timed passes over each corpus; the median cost is the figure "
        "(one pass of 130 pages varies by a point or two either way)",
    )
    args = parser.parse_args()
    for name in args.names:
        pages = list(iter_corpus(args.corpora / name))
        # Untimed: a process's first extractions load models and compile
        # patterns, a one-off cost that would fall on whichever format ran first.
        for page in pages[:WARM_UP]:
            for fmt in ("text", args.format):
                extract(page.read_bytes(), page.url, output_format=fmt)
        costs = []
        for number in range(args.passes):
            seconds, outputs = _timed_pass(pages, args.format, first=number % 2)
            costs.append(seconds[args.format] / seconds["text"] - 1)
        passes = ", ".join(f"{cost:+.1%}" for cost in costs)
        print(f"{name}: {args.format} costs {statistics.median(costs):+.1%} (passes: {passes})")
        for fmt, extracted in outputs.items():
            # Read back only now: parsing the Markdown makes garbage whose
            # collection would otherwise be timed in the next extraction.
            scored = [(output_text(content, fmt), page) for content, page in extracted]
            print(f"  {fmt:9} {_main_metric(scored)}")


def _timed_pass(
    pages: list[Any], output_format: str, first: int
) -> tuple[dict[str, float], dict[str, list[tuple[str, Any]]]]:
    """Each page extracted as text and in the format, alternately first (a
    page's second extraction finds the caches warm); the seconds summed."""
    seconds = {"text": 0.0, output_format: 0.0}
    outputs: dict[str, list[tuple[str, Any]]] = {"text": [], output_format: []}
    for number, page in enumerate(pages):
        data = page.read_bytes()
        order = ("text", output_format) if (number + first) % 2 else (output_format, "text")
        for fmt in order:
            started = time.perf_counter()
            result = extract(data, page.url, output_format=fmt)
            seconds[fmt] += time.perf_counter() - started
            outputs[fmt].append((result.main_content, page))
    return seconds, outputs


def _main_metric(scored: list[tuple[str, object]]) -> str:
    pages = [page for _, page in scored]
    if all(getattr(p, "page_type", None) for p in pages):
        f1 = [word_f1(out, p.body or "").f1 for out, p in scored]  # type: ignore[attr-defined]
        return f"word F1 {sum(f1) / len(f1):.4f}"
    if all(getattr(p, "body", None) for p in pages):
        shingles = [shingle_score(out, p.body) for out, p in scored]  # type: ignore[attr-defined]
        return f"shingle F1 {aggregate_shingles(shingles).f1:.4f}"
    counts = SnippetCounts()
    for out, p in scored:
        counts = counts + snippet_counts(
            out,
            p.with_snippets or (),  # type: ignore[attr-defined]
            p.without_snippets or (),  # type: ignore[attr-defined]
        )
    return f"snippet F1 {counts.prf().f1:.4f}"


if __name__ == "__main__":
    main()
