"""Whether a change leaves every dev page's output as it was, field by field.

A speed change (the compiled core, a walk merged into another) must not move
a single character. ``record`` extracts every page of every corpus found in
plain text, Markdown and HTML, with metadata, and writes what comes out (main
content in each format, headline, kind, kind scores, regions, notes, metadata)
as one JSON line a page; run it on the old code (a ``git worktree``) and on the
new. ``compare`` lists every page and field that differ. Usage::

    git worktree add /tmp/before <old commit>
    cd /tmp/before
    PYTHONPATH=. python benchmarks/identical_output.py record CORPORA /tmp/before.jsonl.gz
    cd -
    python benchmarks/identical_output.py record CORPORA /tmp/after.jsonl.gz
    python benchmarks/identical_output.py compare /tmp/before.jsonl.gz /tmp/after.jsonl.gz

The old tree must hold this script (copy it in when it does not); ``PYTHONPATH=.``
makes Python import the package of the tree the command runs in.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from scrapy_danag import NotTextError, extract
from scrapy_danag.evaluation.corpus import iter_corpus

CORPORA = ("readability", "trafilatura", "wcxb", "daniel", "l3s")
FORMATS = ("text", "markdown", "html")


def outputs(data: bytes, url: str | None) -> dict[str, Any] | None:
    """What one page gives in every format; None for a page that is not text."""
    found: dict[str, Any] = {}
    for output_format in FORMATS:
        try:
            result = extract(data, url, output_format=output_format, metadata=True)  # type: ignore[arg-type]
        except NotTextError:
            return None
        found[output_format] = result.main_content
        if output_format == "text":
            found["headline"] = result.headline
            found["page_type"] = result.page_type
            found["kind_scores"] = result.kind_scores
            found["regions"] = [region.to_dict() for region in result.regions]
            found["notes"] = list(result.notes)
            found["metadata"] = result.metadata.to_dict()
    return found


def record(corpora: Path, out: Path) -> None:
    """Write every page's outputs to ``out`` (gzipped JSON lines)."""
    with gzip.open(out, "wt", encoding="utf-8") as sink:
        for name in CORPORA:
            folder = corpora / name
            if not folder.is_dir():
                continue
            for page in iter_corpus(folder):
                found = outputs(page.read_bytes(), page.url)
                line = {"corpus": name, "id": page.id, "outputs": found}
                sink.write(json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n")


def _pages(path: Path) -> Iterator[tuple[tuple[str, str], dict[str, Any] | None]]:
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            page = json.loads(line)
            yield (page["corpus"], page["id"]), page["outputs"]


def compare(before: Path, after: Path) -> int:
    """Print every page and field that differ; the number of differing pages."""
    old = dict(_pages(before))
    new = dict(_pages(after))
    differing = 0
    for key in sorted(old.keys() | new.keys()):
        a, b = old.get(key), new.get(key)
        if a == b:
            continue
        differing += 1
        if a is None or b is None:
            print(f"{key[0]}/{key[1]}: only in {'after' if a is None else 'before'}")
            continue
        fields = sorted(field for field in a.keys() | b.keys() if a.get(field) != b.get(field))
        print(f"{key[0]}/{key[1]}: {', '.join(fields)}")
    print(f"{len(old.keys() | new.keys())} pages, {differing} differ")
    return differing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    recording = commands.add_parser("record", help="write every page's outputs")
    recording.add_argument("corpora", type=Path)
    recording.add_argument("out", type=Path)
    comparing = commands.add_parser("compare", help="list the pages whose outputs differ")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.corpora, args.out)
        return 0
    return 1 if compare(args.before, args.after) else 0


if __name__ == "__main__":
    sys.exit(main())
