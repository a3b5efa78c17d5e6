"""``scrapy-danag extract``: the engine on files, directories, standard input or URLs."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from ..engine import ExtractionOptions, NotTextError, extract
from .options import add_engine_arguments, options_from_args
from .sources import Source, SourceError, expand


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "extract",
        help="print the main content of pages (files, directories, -, URLs)",
        description=(
            "Extract the main content of each SOURCE: a file (.html, .htm, or gzipped), "
            "a directory (its page files, recursively), - for standard input, or an "
            "http(s) URL. A source that cannot be read is reported and skipped; the "
            "exit status is 1 if any failed."
        ),
    )
    parser.add_argument("sources", nargs="+", metavar="SOURCE")
    parser.add_argument("--json", action="store_true", help="JSON Lines, one object per page")
    parser.add_argument("-o", "--output", type=Path, help="write here instead of stdout")
    parser.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=1,
        help="worker processes, at most (default 1): no more than the CPUs for page "
        "files, and one for less than 1 MB of them",
    )
    parser.add_argument(
        "--progress",
        choices=("auto", "always", "never"),
        default="auto",
        help="progress bar on stderr (auto: when stderr is a terminal)",
    )
    add_engine_arguments(parser)
    parser.set_defaults(handler=run)


@dataclass(slots=True)
class PageResult:
    source: str
    size: int = 0
    seconds: float = 0.0
    record: dict[str, Any] | None = None
    error: str | None = None


def process(source: Source, options: ExtractionOptions) -> PageResult:
    """Load and extract one source; never raises (runs in worker processes)."""
    try:
        body, content_type, url = source.load()
    except SourceError as exc:
        return PageResult(source.name, error=str(exc))
    started = time.perf_counter()
    try:
        result = extract(body, url, content_type=content_type, options=options)
    except NotTextError as exc:
        return PageResult(source.name, len(body), error=f"{source.name}: {exc}")
    except Exception as exc:  # a bug must not end a batch: report it with the page
        return PageResult(source.name, len(body), error=f"{source.name}: unexpected {exc!r}")
    seconds = time.perf_counter() - started
    record = {
        "source": source.name,
        "url": result.url,
        "headline": result.headline,
        "main_content": result.main_content,
        "has_main_content": result.has_main_content,
        "page_type": result.page_type,
        "metadata": result.metadata.to_dict(),
        "algorithm": result.algorithm,
        "parameters": result.parameters,
        "regions": [r.to_dict() for r in result.regions],
    }
    return PageResult(source.name, len(body), seconds, record)


#: Bytes of page files below which one process extracts them all: a tenth of a
#: second of work at the engine's pace, less than starting and feeding a pool.
SMALL_BATCH_BYTES = 1_000_000


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity, where the system says)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not every platform has affinities
        return os.cpu_count() or 1


def worker_count(sources: list[Source], jobs: int, cpus: int | None = None) -> int:
    """How many processes ``--jobs N`` gets, so that more are never slower than
    one: no more than the pages; for page files, no more than the CPUs (the
    work is the CPU's) and one for a small batch. Web addresses wait on the
    network, so they get the processes asked for."""
    count = max(1, min(jobs, len(sources)))
    if count == 1 or any(source.is_url or source.name == "-" for source in sources):
        return count
    count = min(count, cpus if cpus is not None else usable_cpus())
    total = 0
    for source in sources:
        total += source.size()
        if total >= SMALL_BATCH_BYTES:
            return count
    return 1


def _results(
    sources: list[Source], options: ExtractionOptions, processes: int
) -> Iterator[PageResult]:
    if processes <= 1:
        for source in sources:
            yield process(source, options)
        return
    chunk = max(1, min(8, len(sources) // (processes * 4)))
    with ProcessPoolExecutor(max_workers=processes) as pool:
        yield from pool.map(process, sources, [options] * len(sources), chunksize=chunk)


@dataclass(slots=True)
class Summary:
    pages: int = 0
    bytes: int = 0
    seconds: float = 0.0
    empty: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, result: PageResult) -> None:
        if result.error is not None:
            self.errors.append(result.error)
            return
        self.pages += 1
        self.bytes += result.size
        self.seconds += result.seconds
        if result.record is not None and not result.record["has_main_content"]:
            self.empty += 1

    def line(self, wall: float, processes: int = 1) -> str:
        speed = self.bytes / 1e6 / self.seconds if self.seconds else 0.0
        plural = "process" if processes == 1 else "processes"
        return (
            f"{self.pages} pages, {self.bytes / 1e6:.2f} MB, {speed:.1f} MB/s extraction "
            f"({wall:.1f} s wall, {processes} {plural}), {self.empty} without main content, "
            f"{len(self.errors)} errors"
        )


class Progress:
    """A one-line progress bar on stderr."""

    def __init__(self, total: int, enabled: bool, stream: TextIO = sys.stderr) -> None:
        self.total, self.enabled, self.stream = total, enabled, stream
        self.done = 0

    def step(self) -> None:
        self.done += 1
        if self.enabled:
            filled = int(30 * self.done / max(1, self.total))
            bar = "#" * filled + "." * (30 - filled)
            self.stream.write(f"\r[{bar}] {self.done}/{self.total} pages")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")


def run(args: argparse.Namespace) -> int:
    options = options_from_args(args)
    sources = list(expand(args.sources))
    if not sources:
        print("scrapy-danag extract: no page files found", file=sys.stderr)
        return 1
    many = len(sources) > 1
    show = args.progress == "always" or (args.progress == "auto" and many and sys.stderr.isatty())
    progress = Progress(len(sources), show)
    started = time.perf_counter()
    out: TextIO = args.output.open("w", encoding="utf-8") if args.output else sys.stdout
    try:
        summary = Summary()
        processes = worker_count(sources, args.jobs)
        for result in _results(sources, options, processes):
            summary.add(result)
            _emit(result, out, args.json, many)
            progress.step()
    finally:
        progress.close()
        if args.output:
            out.close()
    if many or summary.errors:
        print(summary.line(time.perf_counter() - started, processes), file=sys.stderr)
    return 1 if summary.errors else 0


def _emit(result: PageResult, out: TextIO, as_json: bool, many: bool) -> None:
    if result.error is not None:
        print(f"scrapy-danag extract: {result.error}", file=sys.stderr)
        return
    assert result.record is not None
    if as_json:
        out.write(json.dumps(result.record, ensure_ascii=False) + "\n")
        return
    if many:
        out.write(f"==> {result.source} <==\n")
    out.write(result.record["main_content"] + "\n")
