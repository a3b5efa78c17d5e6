"""How a test runs a real Scrapy crawl: the add-on's settings, one crawl in a
fresh process (:mod:`tests.crawl_helper`; a Twisted reactor cannot be
restarted), a crawl that must refuse to start, its start requests and its
items by the path they came from."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from .conftest import REPO
from .http_server import PageServer

ADDON = {"ADDONS": {"scrapy_danag.Addon": 500}}


def crawl(tmp_path: Path, config: dict[str, Any]) -> dict[str, Any]:
    """Run one crawl in a fresh process; return its items and stats."""
    config_file = tmp_path / f"crawl-{len(list(tmp_path.iterdir()))}.json"
    out = config_file.with_suffix(".out.json")
    config_file.write_text(json.dumps(config))
    result = subprocess.run(
        [sys.executable, "-m", "tests.crawl_helper", str(config_file), str(out)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    assert "Deprecat" not in result.stderr, result.stderr[-4000:]
    data = json.loads(out.read_text())
    data["log"] = result.stderr
    return data


def crawl_that_fails_to_start(tmp_path: Path, settings: dict[str, Any]) -> str:
    """Start a crawl with bad ``settings``; assert it never started; return its log."""
    config_file = tmp_path / "bad.json"
    config_file.write_text(json.dumps({"settings": settings, "targets": []}))
    result = subprocess.run(
        [sys.executable, "-m", "tests.crawl_helper", str(config_file), str(tmp_path / "o")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    crawled = json.loads((tmp_path / "o").read_text())
    assert crawled == {"items": [], "stats": {}}, "the crawl must not start"
    return result.stderr


def requests_for(
    server: PageServer, *paths: str, meta: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """The crawl's start requests: each path's address on ``server``, with ``meta``."""
    return [{"url": server.url(p), "meta": meta or {}} for p in paths]


def items_by_path(items: list[dict[str, Any]], server: PageServer) -> dict[str, dict[str, Any]]:
    """The crawl's items by the path of the page each came from."""
    return {item["url"].removeprefix(server.base_url): item for item in items}
