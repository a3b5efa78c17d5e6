"""What Markdown (or HTML) output costs over text, page by page in one process.

Each page is extracted as text and in the format, one after the other, and the
extraction seconds summed. A page's second extraction runs faster (its bytes
and the parser's memory are warm), so each pass puts the format first on every
other page, and the next pass swaps them: a pair of passes has every page
timed both ways round, and its cost is the figure's unit. Three pairs
(``--pairs``), the median the figure. A single pass is biased by whichever
order its heaviest pages fell in: on the readability corpus one order measures
about two points above the pair, the other two below. The main metric of
each corpus is printed for both (the format's text read back with
``evaluation.formats.output_text``)::

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
        "--pairs",
        type=int,
        default=3,
        help="timed pairs of passes over each corpus, each page timed both ways "
        "round in a pair; the median cost of the pairs is the figure",
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
        for _ in range(args.pairs):
            one, outputs = _timed_pass(pages, args.format, first=0)
            other, outputs = _timed_pass(pages, args.format, first=1)
            text, rendered = (one[fmt] + other[fmt] for fmt in ("text", args.format))
            costs.append(rendered / text - 1)
        pairs = ", ".join(f"{cost:+.1%}" for cost in costs)
        print(f"{name}: {args.format} costs {statistics.median(costs):+.1%} (pairs: {pairs})")
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
