"""Every algorithm x hyperlink filter on the dev corpora, as a Markdown table.

Each row is one ``scrapy-danag evaluate`` command, run through the real CLI entry
point with ``--json``; the table is built from those reports and prints the
command beside its figures. Usage::

    python benchmarks/algorithm_matrix.py ../shared/corpora > matrix.md
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import tempfile
from pathlib import Path
from typing import Any

from scrapy_danag.cli.main import main as cli_main
from scrapy_danag.engine.options import ALGORITHMS


def run(argv: list[str]) -> dict[str, Any]:
    """The summary of one ``evaluate`` run, as its JSON report writes it."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        stdout = sys.stdout
        sys.stdout = open("/dev/null", "w")  # noqa: SIM115 - the CLI prints its own table
        try:
            code = cli_main([*argv, "--json", str(out), "--worst", "0"])
        finally:
            sys.stdout.close()
            sys.stdout = stdout
        if code != 0:
            raise SystemExit(f"command failed: {argv}")
        return json.loads(out.read_text())["summary"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("--algorithms", default=",".join(ALGORITHMS))
    parser.add_argument("--filters", default="0,1,2,3")
    args = parser.parse_args()
    print(
        "| corpus | algorithm | filter | shingle F1 | LCS F1 | snippet F1 | empty | MB/s "
        "| command |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for corpus in ("readability", "trafilatura"):
        folder = args.corpora / corpus
        for algorithm in args.algorithms.split(","):
            for link_filter in args.filters.split(","):
                argv = [
                    "evaluate",
                    str(folder),
                    "--algorithm",
                    algorithm,
                    "--link-filter",
                    link_filter,
                ]
                s = run(argv)
                shingle = s.get("shingle", {}).get("f1")
                lcs = s.get("lcs", {}).get("f1")
                snippet = s.get("snippet", {}).get("f1")
                cells = [
                    f"{v:.3f}" if isinstance(v, float) else "–" for v in (shingle, lcs, snippet)
                ]
                command = "scrapy-danag " + shlex.join(argv)
                print(
                    f"| {corpus} | {algorithm} | {link_filter} | {' | '.join(cells)} "
                    f"| {s['empty_outputs']} | {s['mb_per_second']:.1f} | `{command}` |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
