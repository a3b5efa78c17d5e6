"""Two builds of the engine timed against each other, page by page, in one process.

A commit's engine and the working tree's (or any two checkouts) are loaded as two
packages side by side; every page of the corpora goes to both, in alternating
order, so that a slow spell of the shared machine falls on both alike. Prints each
build's extraction seconds and their ratio (B/A above 1: B is slower).

A compiled module that takes another's type as an argument finds that type by
its module's full name, so both builds share one of them: when both builds
have such a module and the argument comes from the other build, the call
refuses it (a ``TypeError`` naming the type twice) and the builds must be
timed in two processes instead. Usage::

    git worktree add /tmp/base HEAD~3
    python benchmarks/ab.py /tmp/base . ../shared/corpora trafilatura readability
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType

from scrapy_danag.evaluation.corpus import iter_corpus


def load(name: str, checkout: Path) -> ModuleType:
    """The ``scrapy_danag`` package of ``checkout``, imported under ``name``."""
    package = checkout.resolve() / "scrapy_danag"
    spec = importlib.util.spec_from_file_location(
        name, package / "__init__.py", submodule_search_locations=[str(package)]
    )
    if spec is None or spec.loader is None:
        raise SystemExit(f"no scrapy_danag package in {checkout}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", type=Path, help="checkout A (the baseline)")
    parser.add_argument("b", type=Path, help="checkout B")
    parser.add_argument("corpora", type=Path)
    parser.add_argument("names", nargs="+", help="corpus folders, e.g. trafilatura")
    args = parser.parse_args()
    builds = {"A": load("danag_a", args.a), "B": load("danag_b", args.b)}
    pages = [p.read_bytes() for name in args.names for p in iter_corpus(args.corpora / name)]
    seconds = dict.fromkeys(builds, 0.0)
    for number, data in enumerate(pages):
        order = ("A", "B") if number % 2 else ("B", "A")
        for label in order:
            started = time.perf_counter()
            builds[label].extract(data)
            seconds[label] += time.perf_counter() - started
    print(f"A {seconds['A']:.2f} s  B {seconds['B']:.2f} s  B/A {seconds['B'] / seconds['A']:.3f}")


if __name__ == "__main__":
    main()
