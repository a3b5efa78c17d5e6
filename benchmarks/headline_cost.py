"""Share of extraction time spent on the headline, per corpus. Usage::

    python benchmarks/headline_cost.py ../shared/corpora [--title-method tf+]

Times full ``extract()`` calls, then the headline stage alone on the same
preprocessed pages, in one process.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from scrapy_danag import ExtractionOptions, extract
from scrapy_danag.engine.decode import decode_html
from scrapy_danag.engine.headline import HEADLINE_METHODS, find_headline
from scrapy_danag.engine.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.evaluation import iter_corpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("--title-method", default="tf+", choices=HEADLINE_METHODS)
    args = parser.parse_args()
    options = ExtractionOptions.resolve(title_method=args.title_method)
    for corpus in ("readability", "trafilatura"):
        pages = [p.read_bytes() for p in iter_corpus(args.corpora / corpus)]
        started = time.perf_counter()
        results = [extract(data, options=options) for data in pages]
        total = time.perf_counter() - started
        prepared = []
        for data, result in zip(pages, results, strict=True):
            cleaned = remove_scripts_styles_comments(decode_html(data)[0])
            prepared.append((cleaned, normalise_lines(cleaned, "block"), result.regions))
        started = time.perf_counter()
        for cleaned, lines, regions in prepared:
            find_headline(cleaned, args.title_method, lines=lines, regions=regions)
        headline = time.perf_counter() - started
        print(
            f"{corpus}: extraction {total:.2f} s, headline {headline:.2f} s "
            f"({headline / total:.1%} of extraction)"
        )


if __name__ == "__main__":
    main()
