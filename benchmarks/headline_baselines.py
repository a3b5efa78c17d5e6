"""Headline baselines on the dev corpora, metadata stripped: the raw ``<title>``
text and the first ``<h1>``. Usage::

    python benchmarks/headline_baselines.py ../shared/corpora
"""

from __future__ import annotations

import argparse
from pathlib import Path

from scrapy_danag.engine.headline.stage import first_heading
from scrapy_danag.engine.headline.titlefinder import body_start, find_title
from scrapy_danag.engine.source.decode import decode_html
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.evaluation import iter_corpus
from scrapy_danag.evaluation.metadata import strip_metadata
from scrapy_danag.evaluation.metrics import headline_exact


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    args = parser.parse_args()
    print("| corpus | raw `<title>` | first `<h1>` | pages |")
    print("| --- | --- | --- | --- |")
    for corpus in ("readability", "trafilatura"):
        title_hits = h1_hits = pages = 0
        for page in iter_corpus(args.corpora / corpus):
            if not page.headline:
                continue
            html, _ = decode_html(strip_metadata(page.read_bytes()))
            cleaned = remove_scripts_styles_comments(html)
            lines = normalise_lines(cleaned, "block")
            pages += 1
            title_hits += headline_exact(find_title(cleaned), page.headline)
            heading = first_heading(lines, body_start(lines), None)
            h1_hits += headline_exact(heading.text if heading else None, page.headline)
        print(f"| {corpus} | {title_hits / pages:.3f} | {h1_hits / pages:.3f} | {pages} |")


if __name__ == "__main__":
    main()
