"""The competitor adapters used by benchmarks/compare.py, on a real corpus page."""

from __future__ import annotations

import pytest

from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.competitors import COMPETITORS, competitor
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
