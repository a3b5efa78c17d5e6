"""The competitor adapters used by benchmarks/compare.py, on a real corpus page."""

from __future__ import annotations

import pytest

from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.competitors import (
    COMPETITORS,
    competitor,
    trafilatura_markdown_extractor,
)
from scrapy_danag.evaluation.formats import output_text
from scrapy_danag.evaluation.metrics import shingle_score

from .conftest import SHIPPED


@pytest.mark.parametrize("name", COMPETITORS)
def test_competitor_extracts_a_real_article(name: str) -> None:
    page = next(p for p in read_corpus(SHIPPED / "readability") if p.id == "002")
    result = competitor(name)(page.read_bytes(), page)
    assert result.has_main_content
    assert shingle_score(result.main_content, page.body or "").f1 > 0.5


def test_unknown_competitor() -> None:
    with pytest.raises(ValueError, match="unknown competitor"):
        competitor("boilerpipe")


def test_trafilatura_markdown_keeps_a_real_article_with_its_structure() -> None:
    page = next(p for p in read_corpus(SHIPPED / "readability") if p.id == "002")
    result = trafilatura_markdown_extractor()(page.read_bytes(), page)
    assert result.options.output_format == "markdown"
    assert shingle_score(output_text(result.main_content, "markdown"), page.body or "").f1 > 0.5
    assert any(line.startswith(("#", "- ", "* ")) for line in result.main_content.splitlines())


def test_a_page_readability_lxml_cannot_decode_is_an_empty_output() -> None:
    # A Thai page declaring windows-874, a name Python's codecs do not know:
    # readability-lxml raises, and a side-by-side run must go on.
    page = next(p for p in read_corpus(SHIPPED / "readability") if p.id == "002")
    data = (
        b'<html><head><meta charset="windows-874"><title>News</title></head><body>'
        + b"<p>"
        + "ข่าววันนี้ ".encode("cp874") * 80
        + b"</p></body></html>"
    )
    result = competitor("readability")(data, page)
    assert not result.has_main_content
