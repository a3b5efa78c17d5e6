"""Repository-wide checks: ruff-clean code and docs that build without warnings."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .conftest import REPO

BIN = Path(sys.executable).parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=REPO, capture_output=True, text=True, timeout=300)


def test_ruff_check() -> None:
    result = _run(str(BIN / "ruff"), "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format() -> None:
    result = _run(str(BIN / "ruff"), "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy() -> None:
    result = _run(str(BIN / "mypy"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_docs_build_without_warnings(tmp_path: Path) -> None:
    result = _run(str(BIN / "sphinx-build"), "-W", "-q", "-b", "html", "docs", str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr


def test_engine_imports_nothing_from_scrapy() -> None:
    code = (
        "import sys, scrapy_danag.engine, scrapy_danag.evaluation; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('scrapy', 'twisted')))"
    )
    result = _run(sys.executable, "-c", code)
    assert result.stdout.strip() == "[]", result.stdout + result.stderr
