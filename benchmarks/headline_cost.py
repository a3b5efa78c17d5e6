"""Share of extraction time spent on the headline, per corpus. Usage::

    python benchmarks/headline_cost.py ../shared/corpora [--title-method tf+] [--algorithm addanag+]

Times each page's full ``extract()`` call and, right after it, the headline stage
alone on the same preprocessed page, in one process.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from scrapy_danag import ExtractionOptions, extract
from scrapy_danag.engine.decode import decode_html
from scrapy_danag.engine.headline import HEADLINE_METHODS, find_headline
from scrapy_danag.engine.options import ALGORITHMS, DEFAULT_ALGORITHM
from scrapy_danag.engine.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.evaluation import iter_corpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("--title-method", default="tf+", choices=HEADLINE_METHODS)
    parser.add_argument("--algorithm", default=DEFAULT_ALGORITHM, choices=ALGORITHMS)
    args = parser.parse_args()
    options = ExtractionOptions.resolve(args.algorithm, title_method=args.title_method)
    for corpus in ("readability", "trafilatura"):
        pages = [(p.read_bytes(), p.url) for p in iter_corpus(args.corpora / corpus)]
        total = headline = 0.0
        for data, url in pages:  # page by page, so a slow spell of the machine hits both alike
            started = time.perf_counter()
            result = extract(data, url, options=options)
            total += time.perf_counter() - started
            cleaned = remove_scripts_styles_comments(decode_html(data)[0])
            lines = normalise_lines(cleaned, "block")
            started = time.perf_counter()
            find_headline(cleaned, args.title_method, lines=lines, regions=result.regions, url=url)
            headline += time.perf_counter() - started
        print(
            f"{corpus}: extraction {total:.2f} s, headline {headline:.2f} s "
            f"({headline / total:.1%} of extraction)"
        )


if __name__ == "__main__":
    main()
