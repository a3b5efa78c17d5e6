"""Shared fixtures: where the dev corpora live, and small page builders."""

from __future__ import annotations

import gc
import gzip
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CORPORA = Path(os.environ.get("DANAG_CORPORA", REPO.parent / "shared" / "corpora"))
#: Real pages shipped with the tests (tests/pages/ATTRIBUTION.txt): 36 pages of the
#: readability corpus with their gold, in the corpus format, so that a clone with
#: nothing beside it still tests on real pages.
SHIPPED = REPO / "tests" / "pages"


@pytest.fixture(scope="session")
def corpora() -> Path:
    """The full dev corpora: CI clones the repo with ``shared/`` beside it; a clone
    alone has none, and the tests that need them are skipped, saying why."""
    if not (CORPORA / "readability" / "pages.jsonl").is_file():
        pytest.skip(
            f"the dev corpora are not at {CORPORA} (a clone with nothing beside it); "
            "set DANAG_CORPORA to their folder to run this test"
        )
    return CORPORA


def shipped_and_hostile_pages(size: int = 20_000, leave_out: str = "") -> Iterator[str]:
    """Every shipped page, decoded, then every hostile shape
    (:mod:`scrapy_danag.evaluation.hostile`) at ``size`` characters but the one
    named ``leave_out``: what a compiled scan is compared with its Python rule on."""
    from scrapy_danag.evaluation.hostile import hostile_shapes

    for path in sorted(SHIPPED.glob("*/html/*.html.gz")):
        yield gzip.decompress(path.read_bytes()).decode("utf-8", "replace")
    for name, build in hostile_shapes().items():
        if name != leave_out:
            yield build(size)[0]


def page(*body: str, title: str = "A page", head: str = "") -> str:
    """A complete HTML document around the given body lines."""
    head_html = f"<!DOCTYPE html>\n<html>\n<head>\n<title>{title}</title>\n{head}</head>\n"
    return head_html + "<body>\n" + "\n".join(body) + "\n</body>\n</html>\n"


def best_cpu_seconds(run: Callable[[], object], runs: int = 3) -> float:
    """The CPU time of this thread for ``run``, best of ``runs`` (see below)."""
    return best_cpu_seconds_each([run], runs)[0]


def best_cpu_seconds_each(runs_of: list[Callable[[], object]], runs: int = 3) -> list[float]:
    """The CPU time of this thread for each of ``runs_of``, best of ``runs``: a tenth of a
    second varies by half between runs on a busy machine (a garbage collection,
    a neighbour), and one slow run of the larger page read as quadratic once.
    The thread's own clock, so that neither another process nor a thread an
    earlier test left running (a crawl's thread pool) makes a page look slow.
    Each run starts from a collected heap and runs with the collector paused: its
    passes cost in proportion to every object the suite keeps alive, not to the
    page (in a whole suite, a page twice the size once took 3.5 times as long).
    Several workloads are timed in turn, round after round, so that a busy spell
    of the machine falls on all of them rather than on the one being compared.
    """
    enabled = gc.isenabled()
    best = [float("inf")] * len(runs_of)
    try:
        for _ in range(runs):
            for index, run in enumerate(runs_of):
                gc.collect()
                gc.disable()
                started = time.thread_time()
                run()
                best[index] = min(best[index], time.thread_time() - started)
                gc.enable()
    finally:
        if enabled:
            gc.enable()
        else:
            gc.disable()
    return best
