"""``scrapy-danag evaluate``: score the engine on a dev corpus and print the figures."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from ..evaluation import CorpusError, Report, evaluate_corpus
from ..evaluation.metadata import strip_metadata
from .options import add_engine_arguments, options_from_args


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "evaluate",
        help="score extraction on a corpus folder (pages.jsonl + html/)",
        description=(
            "Run the engine on every page of a corpus (the format of "
            "shared/corpora/README.md) and print shingle F1, LCS F1, snippet F1, "
            "headline exact match and MB/s, then the ten worst pages. With --format "
            "markdown, the main-content figures score the Markdown's text, and a "
            "corpus with structure gold gets the structure metric."
        ),
    )
    parser.add_argument("corpus", type=Path, help="corpus folder holding pages.jsonl")
    add_engine_arguments(parser)
    parser.add_argument(
        "--strip-metadata",
        action="store_true",
        help="remove JSON-LD and og:/twitter: meta tags before extraction",
    )
    parser.add_argument("--limit", type=int, default=None, help="only the first N pages")
    parser.add_argument("--worst", type=int, default=10, help="how many worst pages to list")
    parser.add_argument("--json", type=Path, default=None, metavar="OUT", help="write a report")
    parser.set_defaults(handler=run)


def print_report(report: Report, out: TextIO, worst: int) -> None:
    summary = report.summary()
    opts = ", ".join(f"{k}={v}" for k, v in summary["options"].items())
    print(f"corpus      {summary['corpus']} ({summary['pages']} pages)", file=out)
    print(f"options     {opts}", file=out)
    if "shingle" in summary:
        s = summary["shingle"]
        print(f"shingle F1  {s['f1']:.4f}  (P {s['precision']:.4f}, R {s['recall']:.4f})", file=out)
    if "lcs" in summary:
        s = summary["lcs"]
        print(f"LCS F1      {s['f1']:.4f}  (P {s['precision']:.4f}, R {s['recall']:.4f})", file=out)
    if "snippet" in summary:
        s = summary["snippet"]
        print(
            f"snippet F1  {s['f1']:.4f}  (P {s['precision']:.4f}, R {s['recall']:.4f}, "
            f"accuracy {s['accuracy']:.4f})",
            file=out,
        )
    if "word_f1" in summary and len(summary["word_f1"]) > 1:  # a corpus of page types
        kinds = "  ".join(f"{k} {v:.3f}" for k, v in summary["word_f1"].items() if k != "all")
        print(f"word F1     {summary['word_f1']['all']:.4f}  ({kinds})", file=out)
    if (types := report.page_types()) is not None:
        recall = types.recall("article")
        line = f"page type   {types.accuracy():.4f} accuracy  (article recall {recall:.4f})"
        if (without := report.page_types_without_url()) is not None:
            line += (
                f"; without the URL {without.accuracy():.4f}  "
                f"(article recall {without.recall('article'):.4f})"
            )
        print(line, file=out)
    elif report.pages:
        shares = ", ".join(f"{kind} {share:.4f}" for kind, share in report.kind_shares().items())
        print(f"page kinds  {shares}  (no gold kind: where every page is an article,", file=out)
        print("            the article share is the article recall)", file=out)
    if (languages := report.languages()) is not None:
        each = "  ".join(f"{k} {v:.3f}" for k, v in languages.items() if k != "all")
        print(f"language    {languages['all']:.4f}  ({each})", file=out)
    if "structure" in summary:
        s = summary["structure"]
        recalls = ", ".join(
            f"{name} {s[key]:.3f}"
            for name, key in (
                ("list items", "li_recall"),
                ("quotes", "quote_recall"),
                ("code blocks", "pre_recall"),
                ("cells", "cell_recall"),
            )
            if s[key] is not None
        )
        print(
            f"structure   headings F1 {s['heading_f1']:.4f} (P {s['heading_precision']:.4f}, "
            f"R {s['heading_recall']:.4f}); recall: {recalls}",
            file=out,
        )
    if "headline_exact" in summary:
        h = summary["headline_exact"]
        print(f"headline    {h['rate']:.4f}  ({h['hits']}/{h['pages']} exact)", file=out)
    if "date_exact" in summary:
        d = summary["date_exact"]
        print(f"date        {d['rate']:.4f}  ({d['hits']}/{d['pages']} exact)", file=out)
    if "author_exact" in summary:
        a = summary["author_exact"]
        print(
            f"authors     {a['rate']:.4f}  ({a['hits']}/{a['pages']} exact, "
            f"token F1 {a['token_f1']:.4f})",
            file=out,
        )
    print(
        f"speed       {summary['mb_per_second']:.2f} MB/s  "
        f"({summary['megabytes']:.2f} MB in {summary['seconds']:.2f} s)",
        file=out,
    )
    print(f"empty       {summary['empty_outputs']} pages without main content", file=out)
    if summary["errors"]:
        print(f"errors      {summary['errors']} pages could not be read as text", file=out)
    if types is not None:
        print("\npage types (rows: gold, columns: predicted):", file=out)
        rows = types.table()
        width = max(len(cell) for row in rows for cell in row[1:]) + 2
        for row in rows:
            cells = "".join(cell.rjust(width) for cell in row[1:])
            print("  " + row[0].ljust(18) + cells, file=out)
    if worst > 0:
        by_type = report.worst_by_type(worst)
        groups = by_type.items() if by_type else [("", report.worst(worst))]
        for kind, pages in groups:
            what = f"worst {kind} pages" if kind else "worst pages"
            print(f"\n{len(pages)} {what}:", file=out)
            for page in pages:
                note = f"  {page.error}" if page.error else ""
                print(
                    f"  {page.id:<28} {page.score:.3f}  {page.output_chars:>7} chars{note}",
                    file=out,
                )


def report_to_json(report: Report) -> dict[str, object]:
    pages = []
    for page in report.pages:
        row: dict[str, object] = {
            "id": page.id,
            "bytes": page.size,
            "seconds": page.seconds,
            "score": page.score,
            "has_main_content": page.has_main_content,
            "output_chars": page.output_chars,
            "headline": page.headline,
            "headline_ok": page.headline_ok,
            "error": page.error,
        }
        if page.shingle is not None:
            row["shingle_f1"] = page.shingle.f1
        if page.lcs is not None:
            row["lcs_f1"] = page.lcs.f1
        if page.word is not None:
            row["word_f1"] = page.word.f1
        if page.page_type is not None:
            row["page_type"] = page.page_type
        if page.predicted_type is not None:
            row["predicted_type"] = page.predicted_type
        if page.predicted_type_without_url is not None:
            row["predicted_type_without_url"] = page.predicted_type_without_url
        if page.language_gold is not None:
            row["language"], row["language_gold"] = page.language, page.language_gold
        if page.date_ok is not None:
            row["published"], row["date_ok"] = page.published, page.date_ok
        if page.author_ok is not None:
            row["authors"], row["author_ok"] = list(page.authors), page.author_ok
        pages.append(row)
    return {"summary": report.summary(), "pages": pages}


def run(args: argparse.Namespace) -> int:
    options = options_from_args(args)
    try:
        report = evaluate_corpus(
            args.corpus,
            options,
            limit=args.limit,
            transform=strip_metadata if args.strip_metadata else None,
        )
    except CorpusError as exc:
        print(f"scrapy-danag evaluate: {exc}", file=sys.stderr)
        return 2
    print_report(report, sys.stdout, args.worst)
    if args.json is not None:
        args.json.write_text(json.dumps(report_to_json(report), indent=1), encoding="utf-8")
    return 0
