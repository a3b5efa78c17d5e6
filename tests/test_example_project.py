"""The bundled news crawler, run offline end to end as the README's first command does."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.metrics import aggregate_shingles, headline_exact, shingle_score

from .conftest import REPO, SHIPPED

PROJECT = REPO / "example_project"
SCRAPY = Path(sys.executable).parent / "scrapy"


@pytest.fixture(scope="module")
def crawl(tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("feed") / "articles.jsonl"
    result = subprocess.run(
        [str(SCRAPY), "crawl", "news", "-O", str(out)],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    items = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return {"items": items, "log": result.stderr}


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((PROJECT / "site" / "manifest.json").read_text(encoding="utf-8"))


def _paths(items: list[dict]) -> list[str]:
    return [urlsplit(item["url"]).path for item in items]


def test_every_article_became_exactly_one_item(crawl: dict, manifest: dict) -> None:
    paths = _paths(crawl["items"])
    assert sorted(paths) == sorted(a["path"] for a in manifest["articles"])


def test_non_article_pages_produced_none(crawl: dict, manifest: dict) -> None:
    assert not set(_paths(crawl["items"])) & set(manifest["not_articles"])
    assert "Dropping the items of" in crawl["log"]  # the tag page, by DANAG_DROP_EMPTY


def test_headlines_equal_the_corpus_gold(crawl: dict, manifest: dict) -> None:
    """At the headline target (0.95 exact on the readability corpus): at most one
    of the 30 articles may miss. The one the engine misses, ``medium-1``, declares
    its headline in a hidden share drawer while the article shows it split in two
    blocks; ``tf+`` takes the first, the ``<h2>``."""
    gold = {p.id: p for p in read_corpus(SHIPPED / "readability")}
    by_path = {urlsplit(i["url"]).path: i for i in crawl["items"]}
    misses = []
    for article in manifest["articles"]:
        page = gold[article["id"]]
        got = by_path[article["path"]]["headline"]
        if page.headline is None or not headline_exact(got, page.headline):
            misses.append((article["path"], got, page.headline))
    assert len(misses) <= len(manifest["articles"]) * 0.05, misses


def test_main_content_matches_the_gold(crawl: dict, manifest: dict) -> None:
    gold = {p.id: p for p in read_corpus(SHIPPED / "readability")}
    by_path = {urlsplit(i["url"]).path: i for i in crawl["items"]}
    scores = [
        shingle_score(by_path[a["path"]]["main_content"], gold[a["id"]].body or "")
        for a in manifest["articles"]
    ]
    assert aggregate_shingles(scores).f1 >= 0.75


def test_items_carry_word_count_date_authors_and_language(crawl: dict) -> None:
    items = crawl["items"]
    for item in items:
        assert item["word_count"] == len(re.findall(r"\w+", item["main_content"]))
        assert {"published", "authors", "language"} <= set(item)  # asked for: always there
        assert isinstance(item["authors"], list)
    # Most of the site's articles declare or print their date and writer.
    assert sum(bool(item["published"]) for item in items) >= 0.8 * len(items)
    assert sum(bool(item["authors"]) for item in items) >= 0.7 * len(items)
    by_path = {urlsplit(i["url"]).path: i for i in items}
    lemonde = next(i for path, i in by_path.items() if "renseignement" in path)
    assert lemonde["language"] == "fr" and lemonde["published"].startswith("2015-05-04")


def test_site_files_come_unchanged_from_the_corpus(manifest: dict) -> None:
    for article in manifest["articles"]:
        bundled = PROJECT / "site" / (article["path"].lstrip("/") + ".gz")
        original = SHIPPED / "readability" / "html" / f"{article['id']}.html.gz"
        assert bundled.read_bytes() == original.read_bytes(), article["path"]


def test_shipped_pages_come_unchanged_from_the_corpus(corpora: Path) -> None:
    for page in read_corpus(SHIPPED / "readability"):
        original = corpora / "readability" / "html" / page.path.name
        assert page.path.read_bytes() == original.read_bytes(), page.id


def test_article_url_heuristic() -> None:
    sys.path.insert(0, str(PROJECT))
    try:
        from news_crawler.spiders.news import is_article_url
    finally:
        sys.path.remove(str(PROJECT))
    assert is_article_url("https://x.org/2024/05/city-council-votes-bridge.html")
    assert is_article_url("https://x.org/news/item/123456")
    assert not is_article_url("https://x.org/about.html")
    assert not is_article_url("https://x.org/section/world/")
    assert not is_article_url("https://x.org/files/annual-report-2016.pdf")
