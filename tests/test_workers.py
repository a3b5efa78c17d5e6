"""The worker processes on their own: replaced when they die, recycled after big pages."""

from __future__ import annotations

import asyncio
import os
import signal
import time

from scrapy_danag import ExtractionOptions
from scrapy_danag.integration.pages import Page
from scrapy_danag.integration.workers import RECYCLE_BYTES, ExtractionWorkers

from .conftest import page

ARTICLE = page("<p>" + "The harbour bridge will be rebuilt by the council. " * 8 + "</p>")


def _page(body: str) -> Page:
    return Page("http://127.0.0.1/p", body.encode(), "text/html", ExtractionOptions(), 20.0)


def test_a_worker_that_died_between_pages_is_replaced() -> None:
    workers = ExtractionWorkers(1)
    try:
        assert "harbour bridge" in asyncio.run(workers.run(_page(ARTICLE))).main_content
        (first,) = workers.pids()
        os.kill(first, signal.SIGKILL)
        time.sleep(0.2)
        outcome = asyncio.run(workers.run(_page(ARTICLE)))
        assert outcome.error is None
        assert "harbour bridge" in outcome.main_content
        assert workers.pids() != [first]
    finally:
        workers.close()


def test_a_worker_is_replaced_after_a_large_page() -> None:
    workers = ExtractionWorkers(1)
    try:
        asyncio.run(workers.run(_page(ARTICLE)))
        (first,) = workers.pids()
        large = ARTICLE.replace("</body>", "<p>more words here</p>" * (RECYCLE_BYTES // 20))
        assert len(large) > RECYCLE_BYTES
        outcome = asyncio.run(workers.run(_page(large)))
        assert "harbour bridge" in outcome.main_content
        assert workers.pids() == []  # its memory went back with the process
        asyncio.run(workers.run(_page(ARTICLE)))
        assert workers.pids() not in ([], [first])
    finally:
        workers.close()
    assert workers.pids() == []
