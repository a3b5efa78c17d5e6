"""What Markdown (or HTML) output costs over text, page by page in one process.

Each page is extracted as text and in the format, alternately first, and the
extraction seconds summed; the main metric of each corpus is printed for both
(the format's text read back with ``evaluation.formats.output_text``)::

    python benchmarks/rendering_cost.py ../shared/corpora readability wcxb trafilatura
    python benchmarks/rendering_cost.py ../shared/corpora wcxb --format html
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

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
    args = parser.parse_args()
    for name in args.names:
        seconds = {"text": 0.0, args.format: 0.0}
        outputs: dict[str, list[tuple[str, object]]] = {"text": [], args.format: []}
        pages = list(iter_corpus(args.corpora / name))
        # Untimed: a process's first extractions load models and compile
        # patterns, a one-off cost that would fall on whichever format ran first.
        for page in pages[:WARM_UP]:
            for fmt in seconds:
                extract(page.read_bytes(), page.url, output_format=fmt)
        for number, page in enumerate(pages):
            data = page.read_bytes()
            order = ("text", args.format) if number % 2 else (args.format, "text")
            for fmt in order:
                started = time.perf_counter()
                result = extract(data, page.url, output_format=fmt)
                seconds[fmt] += time.perf_counter() - started
                outputs[fmt].append((result.main_content, page))
        print(f"{name}: {args.format} costs {seconds[args.format] / seconds['text'] - 1:+.1%}")
        for fmt, extracted in outputs.items():
            # Read back only now: parsing the Markdown makes garbage whose
            # collection would otherwise be timed in the next extraction.
            scored = [(output_text(content, fmt), page) for content, page in extracted]
            print(f"  {fmt:9} {_main_metric(scored)}")


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
