"""``scrapy-danag extract`` and ``plot`` run as subprocesses on real pages."""

from __future__ import annotations

import gzip
import json
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from scrapy_danag import extract
from scrapy_danag.cli.extract import SMALL_BATCH_BYTES, usable_cpus, worker_count
from scrapy_danag.cli.sources import Source

from .conftest import REPO
from .http_server import PageServer, Resource

CLI = Path(sys.executable).parent / "scrapy-danag"
ARTICLES = REPO / "example_project" / "site" / "articles" / "2016"


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([str(CLI), *args], input=stdin, capture_output=True, timeout=300)


@pytest.fixture
def pages(tmp_path: Path) -> Path:
    """A folder with two real pages and a corrupt gzip file."""
    folder = tmp_path / "pages"
    folder.mkdir()
    for source in sorted(ARTICLES.glob("*.html.gz"))[:2]:
        (folder / source.name).write_bytes(source.read_bytes())
    (folder / "broken.html.gz").write_bytes(b"\x1f\x8b\x08 not really gzip")
    return folder


def test_extract_json_matches_the_python_api(pages: Path) -> None:
    result = run("extract", str(pages), "--json")
    assert result.returncode == 1, "a corrupt file makes the batch fail"
    assert b"broken.html.gz" in result.stderr
    assert b"2 pages" in result.stderr and b"1 errors" in result.stderr
    records = [json.loads(line) for line in result.stdout.decode().splitlines()]
    assert len(records) == 2
    for record in records:
        expected = extract(gzip.decompress(Path(record["source"]).read_bytes()))
        assert record["main_content"] == expected.main_content
        assert record["headline"] == expected.headline
        assert record["has_main_content"] == expected.has_main_content
        assert record["parameters"] == expected.parameters
        assert record["regions"] == [r.to_dict() for r in expected.regions]
        assert record["metadata"] == expected.metadata.to_dict()
        assert record["metadata"]["published"]  # every article of the bundled site has one


def test_extract_with_jobs_gives_the_same_output(pages: Path) -> None:
    """Enough pages for a pool: its output is the one process's, in order."""
    article = gzip.decompress(sorted(ARTICLES.glob("*.html.gz"))[0].read_bytes())
    for n in range(12):  # over SMALL_BATCH_BYTES in all
        (pages / f"copy-{n:02}.html").write_bytes(article * 4)
    one = run("extract", str(pages), "--json")
    two = run("extract", str(pages), "--json", "--jobs", "2")
    assert one.stdout == two.stdout and one.stdout.count(b"\n") == 14
    plural = b"2 processes" if usable_cpus() >= 2 else b"1 process"
    assert b" s wall, " + plural + b"), " in two.stderr


def test_extract_plain_text_from_stdin_and_options() -> None:
    html = gzip.decompress(sorted(ARTICLES.glob("*.html.gz"))[0].read_bytes())
    result = run("extract", "-", "--algorithm", "danag", "--gap", "30", stdin=html)
    assert result.returncode == 0
    expected = extract(html, algorithm="danag", gap=30).main_content
    assert result.stdout.decode() == expected + "\n"


@pytest.mark.parametrize("output_format", ["markdown", "html"])
def test_extract_in_another_format(output_format: str) -> None:
    html = gzip.decompress(sorted(ARTICLES.glob("*.html.gz"))[0].read_bytes())
    result = run("extract", "-", "--format", output_format, "--images", stdin=html)
    assert result.returncode == 0, result.stderr
    expected = extract(html, output_format=output_format, include_images=True).main_content
    assert result.stdout.decode() == expected + "\n"
    assert expected != extract(html).main_content


def test_extract_a_url_from_a_loopback_server(tmp_path: Path) -> None:
    html = gzip.decompress(sorted(ARTICLES.glob("*.html.gz"))[0].read_bytes())
    with PageServer({"/a.html": Resource(html, "text/html; charset=utf-8")}) as server:
        result = run("extract", server.url("/a.html"), "--json", "-o", str(tmp_path / "o.jl"))
    assert result.returncode == 0, result.stderr
    record = json.loads((tmp_path / "o.jl").read_text())
    assert record["url"] == server.url("/a.html")
    assert record["main_content"] == extract(html).main_content


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_plot_png_and_svg_show_the_chosen_regions(tmp_path: Path) -> None:
    page = sorted(ARTICLES.glob("*.html.gz"))[0]
    expected = extract(gzip.decompress(page.read_bytes()))
    png, svg = tmp_path / "page.png", tmp_path / "page.svg"
    assert run("plot", str(page), "-o", str(png)).returncode == 0
    assert run("plot", str(page), "-o", str(svg)).returncode == 0
    width, height = _png_size(png.read_bytes())
    assert width > 500 and height > 200
    spans = re.findall(r'id="danag-region-(\d+)-(\d+)"', svg.read_text())
    assert [(int(a), int(b)) for a, b in spans] == [(r.start, r.end) for r in expected.regions]
    assert f'id="danag-headline-{expected.headline_line}"' in svg.read_text()


def test_plot_compare_stacks_one_panel_per_algorithm(tmp_path: Path) -> None:
    page = sorted(ARTICLES.glob("*.html.gz"))[0]
    svg = tmp_path / "both.svg"
    assert run("plot", str(page), "--compare", "danag,addanag", "-o", str(svg)).returncode == 0
    text = svg.read_text()
    assert "danag: gap 20, filter 0" in text and "addanag: gap 20, filter 3" in text


def test_plot_without_matplotlib_names_the_extra(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['matplotlib'] = None; "
        "from scrapy_danag.cli.main import main; "
        f"sys.exit(main(['plot', '-', '-o', {str(tmp_path / 'x.png')!r}]))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 2
    assert "pip install 'scrapy-danag[plot]'" in result.stderr


def test_help_lists_every_command() -> None:
    text = run("--help").stdout.decode()
    for command in ("extract", "plot", "evaluate"):
        assert command in text
        assert run(command, "--help").returncode == 0


def test_jobs_are_never_more_than_the_work_can_use(tmp_path: Path) -> None:
    """``--jobs N`` gets one process for a small batch of page files and no
    more than the CPUs for a large one; web addresses get what was asked."""
    article = sorted(ARTICLES.glob("*.html.gz"))[0].read_bytes()
    small = [tmp_path / f"small-{n}.html.gz" for n in range(10)]
    for path in small:
        path.write_bytes(article)
    sources = [Source(str(path)) for path in small]
    assert sum(source.size() for source in sources) < SMALL_BATCH_BYTES
    assert worker_count(sources, 4, cpus=2) == 1
    large = tmp_path / "large.html"
    large.write_bytes(gzip.decompress(article) * 200)
    assert worker_count([*sources, Source(str(large))], 4, cpus=2) == 2
    assert worker_count([*sources, Source(str(large))], 4, cpus=8) == 4
    assert worker_count([Source(str(large))], 4, cpus=8) == 1  # one page, one process
    addresses = [Source(f"http://127.0.0.1/{n}") for n in range(6)]
    assert worker_count(addresses, 4, cpus=2) == 4


def test_a_small_batch_says_it_ran_in_one_process(pages: Path) -> None:
    result = run("extract", str(pages), "--jobs", "4")
    assert b" s wall, 1 process), " in result.stderr
