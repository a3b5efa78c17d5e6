"""``scrapy-danag evaluate`` as a user runs it: a subprocess on a corpus folder."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from scrapy_danag import ExtractionOptions, extract
from scrapy_danag.evaluation import evaluate_corpus, evaluate_side_by_side
from scrapy_danag.evaluation.metrics import shingle_score
from scrapy_danag.evaluation.runner import engine_extractor

from .conftest import page

CLI = Path(sys.executable).parent / "scrapy-danag"

ARTICLE = [
    "<p>The council voted on Tuesday to rebuild the old harbour bridge by 2029.</p>",
    "<p>Engineers said the steel frame had corroded beyond any safe repair.</p>",
    "<p>Residents will be able to use a ferry service while the work goes on.</p>",
]
MENU = [f'<li><a href="/section/{n}">Section {n}</a></li>' for n in range(12)]


def _write_corpus(folder: Path) -> None:
    (folder / "html").mkdir(parents=True)
    records = []
    pages = {
        "news": (page("<ul>", *MENU, "</ul>", '<div class="story">', *ARTICLE, "</div>"), True),
        "menu-only": (page("<ul>", *MENU, "</ul>"), False),
    }
    for page_id, (html, has_gold) in pages.items():
        name = f"html/{page_id}.html.gz"
        (folder / name).write_bytes(gzip.compress(html.encode("utf-8")))
        gold = "\n".join(p[3:-4] for p in ARTICLE) if has_gold else ""
        records.append({"id": page_id, "url": None, "file": name, "body": gold, "headline": None})
    (folder / "pages.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n")


def test_evaluate_prints_metrics_and_writes_json(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    _write_corpus(corpus)
    out = tmp_path / "report.json"
    result = subprocess.run(
        [str(CLI), "evaluate", str(corpus), "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "shingle F1" in result.stdout
    assert "LCS F1" in result.stdout
    assert "MB/s" in result.stdout
    assert "worst pages" in result.stdout

    report = json.loads(out.read_text())
    summary = report["summary"]
    assert summary["pages"] == 2
    assert summary["empty_outputs"] == 1  # the menu-only page
    by_id = {row["id"]: row for row in report["pages"]}
    assert by_id["menu-only"]["has_main_content"] is False

    # The CLI's figure is the metric applied to what the Python API extracts.
    html = gzip.decompress((corpus / "html/news.html.gz").read_bytes())
    gold = "\n".join(p[3:-4] for p in ARTICLE)
    assert by_id["news"]["shingle_f1"] == shingle_score(extract(html).main_content, gold).f1
    assert by_id["news"]["shingle_f1"] > 0.9


def test_evaluate_options_reach_the_engine(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    _write_corpus(corpus)
    out = tmp_path / "report.json"
    argv = [str(CLI), "evaluate", str(corpus), "--algorithm", "danag", "--gap", "7"]
    result = subprocess.run([*argv, "--json", str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    options = json.loads(out.read_text())["summary"]["options"]
    assert options == ExtractionOptions.resolve("danag", gap=7).to_dict()
    expected = evaluate_corpus(corpus, ExtractionOptions.resolve("danag", gap=7)).summary()
    assert json.loads(out.read_text())["summary"]["shingle"] == expected["shingle"]


def test_side_by_side_scores_each_contender_as_alone(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    _write_corpus(corpus)
    contenders = {
        name: (options, engine_extractor(options))
        for name in ("addanag", "danag")
        for options in [ExtractionOptions.resolve(name, gap=7)]
    }
    reports = evaluate_side_by_side(corpus, contenders)
    assert list(reports) == ["addanag", "danag"]
    for name, (options, _) in contenders.items():
        alone = evaluate_corpus(corpus, options).summary()
        together = reports[name].summary()
        assert together["pages"] == alone["pages"] == 2
        assert together["options"] == options.to_dict()
        assert together["shingle"] == alone["shingle"]
        assert together["empty_outputs"] == alone["empty_outputs"] == 1


def test_evaluate_rejects_a_folder_without_pages_jsonl(tmp_path: Path) -> None:
    result = subprocess.run([str(CLI), "evaluate", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 2
    assert "pages.jsonl" in result.stderr


def test_help_and_version() -> None:
    result = subprocess.run([str(CLI), "--help"], capture_output=True, text=True)
    assert result.returncode == 0 and "evaluate" in result.stdout
    version = subprocess.run([str(CLI), "--version"], capture_output=True, text=True)
    assert version.stdout.startswith("scrapy-danag ")


def test_evaluate_reports_word_f1_per_page_type(tmp_path: Path) -> None:
    """A corpus with page types (as WCXB's): word F1 overall and per type, and the
    worst pages of each type."""
    corpus = tmp_path / "typed"
    _write_corpus(corpus)
    index = corpus / "pages.jsonl"
    records = [json.loads(line) for line in index.read_text().splitlines()]
    for record, kind in zip(records, ("article", "listing"), strict=True):
        record["page_type"] = kind
    index.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    report = evaluate_corpus(corpus, ExtractionOptions())
    words = report.summary()["word_f1"]
    article = next(p for p in report.pages if p.page_type == "article")
    listing = next(p for p in report.pages if p.page_type == "listing")
    assert article.word is not None and listing.word is not None
    assert words["article"] == article.word.f1 > 0.8  # the story, read with little else
    assert words["listing"] == listing.word.f1  # gold empty: 1 only if the output is too
    assert words["all"] == (article.word.f1 + listing.word.f1) / 2
    result = subprocess.run(
        [str(CLI), "evaluate", str(corpus)], capture_output=True, text=True, timeout=120
    )
    assert f"word F1     {words['all']:.4f}  (article {words['article']:.3f}" in result.stdout
    assert "1 worst article pages:" in result.stdout
    assert "1 worst listing pages:" in result.stdout


def test_evaluate_reports_dates_and_authors_where_gold_has_them(tmp_path: Path) -> None:
    """The corpus README's date exact and author exact, on the page with gold."""
    corpus = tmp_path / "dated"
    _write_corpus(corpus)
    news = corpus / "html" / "news.html.gz"
    html = gzip.decompress(news.read_bytes()).decode()
    byline = '<p class="byline">By Ana Ruiz and Tom Berg</p><p class="date">May 4, 2021</p>'
    news.write_bytes(
        gzip.compress(
            html.replace('<div class="story">', byline + '<div class="story">', 1).encode()
        )
    )
    index = corpus / "pages.jsonl"
    records = [json.loads(line) for line in index.read_text().splitlines()]
    records[0].update(author="Ana Ruiz, Tom Berg", published="2021-05-04")
    index.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    result = subprocess.run(
        [str(CLI), "evaluate", str(corpus)], capture_output=True, text=True, timeout=120
    )
    assert "date        1.0000  (1/1 exact)" in result.stdout
    assert "authors     1.0000  (1/1 exact, token F1 1.0000)" in result.stdout
