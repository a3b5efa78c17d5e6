"""Whether ``metadata=`` changes anything but ``Extraction.metadata`` on the dev corpora.

Every page of every corpus found is extracted twice, with metadata read and
not, and the main content (in each format asked), headline, kind and kind
scores compared; every page that differs is listed. Usage::

    python benchmarks/metadata_identity.py ../shared/corpora [--formats text,markdown]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from scrapy_danag import NotTextError, extract
from scrapy_danag.evaluation.corpus import iter_corpus


def differences(corpus: Path, output_format: str) -> tuple[int, list[str]]:
    """How many pages were compared, and the ids of those that differ and how."""
    compared, differing = 0, []
    for page in iter_corpus(corpus):
        data = page.read_bytes()
        try:
            on = extract(data, page.url, output_format=output_format)
            off = extract(data, page.url, output_format=output_format, metadata=False)
        except NotTextError:
            continue
        compared += 1
        what = [
            name
            for name, a, b in (
                ("main_content", on.main_content, off.main_content),
                ("headline", on.headline, off.headline),
                ("page_type", on.page_type, off.page_type),
                ("kind_scores", on.kind_scores, off.kind_scores),
            )
            if a != b
        ]
        if what:
            differing.append(f"{page.id}: {', '.join(what)}")
    return compared, differing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path, help="a folder of corpora, or one corpus")
    parser.add_argument("--formats", default="text", help="comma-separated output formats")
    args = parser.parse_args()
    folders = (
        [args.corpora]
        if (args.corpora / "pages.jsonl").is_file()
        else sorted(p.parent for p in args.corpora.glob("*/pages.jsonl"))
    )
    for output_format in args.formats.split(","):
        for folder in folders:
            compared, differing = differences(folder, output_format)
            print(f"{folder.name} ({output_format}): {len(differing)} of {compared} pages differ")
            for line in differing:
                print(f"  {line}")


if __name__ == "__main__":
    main()
