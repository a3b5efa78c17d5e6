"""Share of extraction time spent on the headline, per corpus. Usage::

    python benchmarks/headline_cost.py ../shared/corpora [--title-method tf+] [--algorithm addanag+]

Times each page's full ``extract()`` call and, inside it, the headline stage:
the engine's own ``find_headline`` call, wrapped in a timer, so the stage runs
once, on the lines ``extract()`` gives it (after the hyperlink filter), with
nothing cached from an earlier run. (A first version of this script timed the
stage again after ``extract()`` on unfiltered lines, which counted every
``href`` twice and found the page's title pattern already compiled.)
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from scrapy_danag import ExtractionOptions, extract
from scrapy_danag.engine import algorithms
from scrapy_danag.engine.headline.stage import HEADLINE_METHODS
from scrapy_danag.engine.options import ALGORITHMS, DEFAULT_ALGORITHM
from scrapy_danag.evaluation import iter_corpus


class _Timed:
    """Stands in for the engine's ``find_headline`` and adds up its time."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._real = algorithms.find_headline

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return self._real(*args, **kwargs)
        finally:
            self.seconds += time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("--title-method", default="tf+", choices=HEADLINE_METHODS)
    parser.add_argument("--algorithm", default=DEFAULT_ALGORITHM, choices=ALGORITHMS)
    args = parser.parse_args()
    options = ExtractionOptions.resolve(args.algorithm, title_method=args.title_method)
    for corpus in ("readability", "trafilatura"):
        pages = [(p.read_bytes(), p.url) for p in iter_corpus(args.corpora / corpus)]
        timed = algorithms.find_headline = _Timed()  # type: ignore[assignment]
        total = 0.0
        for data, url in pages:
            started = time.perf_counter()
            extract(data, url, options=options)
            total += time.perf_counter() - started
        algorithms.find_headline = timed._real
        print(
            f"{corpus}: extraction {total:.2f} s, headline {timed.seconds:.2f} s "
            f"({timed.seconds / total:.1%} of extraction)"
        )


if __name__ == "__main__":
    main()
