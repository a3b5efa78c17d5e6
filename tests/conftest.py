"""Shared fixtures: where the dev corpora live, and small page builders."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CORPORA = Path(os.environ.get("DANAG_CORPORA", REPO.parent / "shared" / "corpora"))


@pytest.fixture(scope="session")
def corpora() -> Path:
    """The dev corpora folder; CI clones the repo with ``shared/`` beside it."""
    if not (CORPORA / "readability" / "pages.jsonl").is_file():
        pytest.fail(f"dev corpora not found at {CORPORA}; set DANAG_CORPORA to their folder")
    return CORPORA


def page(*body: str, title: str = "A page", head: str = "") -> str:
    """A complete HTML document around the given body lines."""
    head_html = f"<!DOCTYPE html>\n<html>\n<head>\n<title>{title}</title>\n{head}</head>\n"
    return head_html + "<body>\n" + "\n".join(body) + "\n</body>\n</html>\n"
