"""``metadata=`` changes only ``Extraction.metadata``.

A crawl extracts with metadata off by default and ``extract(response)`` in
``scrapy shell`` with it on: both must show the same main content, headline
and kind, or the shell shows content the crawl never stores. Checked on every
real page the project ships (the readability pages with the tests, the
example site's articles), in every output format.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from scrapy_danag import extract
from scrapy_danag.evaluation.corpus import iter_corpus

from .conftest import REPO, SHIPPED

EXAMPLE_ARTICLES = REPO / "example_project" / "site" / "articles"


def _shipped_pages() -> list[tuple[str, bytes]]:
    pages = [(page.id, page.read_bytes()) for page in iter_corpus(SHIPPED / "readability")]
    for path in sorted(EXAMPLE_ARTICLES.rglob("*.html.gz")):
        pages.append((path.name, gzip.decompress(path.read_bytes())))
    return pages


PAGES = _shipped_pages()


def test_the_shipped_pages_are_many() -> None:
    assert len(PAGES) >= 60


@pytest.mark.parametrize("output_format", ["text", "markdown", "html"])
def test_metadata_changes_nothing_but_the_metadata(output_format: str) -> None:
    differing = []
    read_any = False
    for name, data in PAGES:
        url = f"https://news.example/{Path(name).stem}"
        on = extract(data, url, output_format=output_format)
        off = extract(data, url, output_format=output_format, metadata=False)
        read_any = read_any or bool(on.metadata.published or on.metadata.authors)
        assert not off.metadata.published and not off.metadata.authors
        if (on.main_content, on.headline, on.page_type, on.kind_scores) != (
            off.main_content,
            off.headline,
            off.page_type,
            off.kind_scores,
        ):
            differing.append(name)
    assert read_any  # metadata was read at all, or the comparison shows nothing
    assert differing == []
