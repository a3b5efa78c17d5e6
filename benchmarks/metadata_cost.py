"""What reading the metadata costs over extraction without it, page by page.

Each page is extracted with ``metadata=False`` and with the default
(``metadata=True``), alternately first, and the extraction seconds summed
(the language model is loaded before timing starts: once per process, not
per page)::

    python benchmarks/metadata_cost.py ../shared/corpora readability wcxb trafilatura
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from scrapy_danag import extract
from scrapy_danag.engine.metadata.language import detected_language
from scrapy_danag.evaluation.corpus import iter_corpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("names", nargs="+")
    args = parser.parse_args()
    detected_language("a sample of text to load the model " * 10)
    for name in args.names:
        seconds = {False: 0.0, True: 0.0}
        for number, page in enumerate(iter_corpus(args.corpora / name)):
            data = page.read_bytes()
            for metadata in (False, True) if number % 2 else (True, False):
                started = time.perf_counter()
                extract(data, page.url, metadata=metadata)
                seconds[metadata] += time.perf_counter() - started
        print(
            f"{name}: metadata costs {seconds[True] / seconds[False] - 1:+.1%} "
            f"({seconds[False]:.2f} s without, {seconds[True]:.2f} s with)"
        )


if __name__ == "__main__":
    main()
