"""The worker processes on their own: replaced when they die, recycled after big
pages, each page answered with its own outcome while the next waits in the pipe."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time

from scrapy_danag import ExtractionOptions
from scrapy_danag.evaluation.hostile import hostile_shapes
from scrapy_danag.integration.pages import Page, PageOutcome
from scrapy_danag.integration.workers import RECYCLE_BYTES, ExtractionWorkers, WorkerProcess

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


def test_the_page_waiting_behind_one_that_killed_its_worker_is_extracted() -> None:
    """A worker holds the page it extracts and the next one: when it dies on
    the first, that one fails and the next goes to a new worker, extracted."""
    slow, _ = hostile_shapes()["many table cells"](3_000_000)
    workers = ExtractionWorkers(1)

    async def both() -> list[PageOutcome]:
        first = asyncio.ensure_future(workers.run(_page(slow)))
        second = asyncio.ensure_future(workers.run(_page(ARTICLE)))
        deadline = time.monotonic() + 30
        while not workers.pids():
            assert time.monotonic() < deadline
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.5)  # the worker is on the slow page, the article in its pipe
        (pid,) = workers.pids()
        os.kill(pid, signal.SIGKILL)
        return list(await asyncio.gather(first, second))

    try:
        died, extracted = asyncio.run(both())
    finally:
        workers.close()
    assert died.status == "failed"
    assert died.error is not None and "worker process ended" in died.error
    assert extracted.status == "extracted"
    assert "harbour bridge" in extracted.main_content


def test_pages_sent_together_are_answered_each_with_its_own_outcome() -> None:
    """Pages queued behind one another in one worker come back to the right page."""
    bodies = [
        page("<p>" + f"Report number {n} on the harbour works. " * 10 + "</p>") for n in range(6)
    ]
    workers = ExtractionWorkers(1)

    async def all_of_them() -> list[PageOutcome]:
        return list(await asyncio.gather(*(workers.run(_page(body)) for body in bodies)))

    try:
        outcomes = asyncio.run(all_of_them())
    finally:
        workers.close()
    for number, outcome in enumerate(outcomes):
        assert f"Report number {number} on" in outcome.main_content


def test_a_worker_stopped_from_two_threads_at_once_is_stopped_once() -> None:
    """The crawl's close and the worker's dispatching thread may stop one
    worker at the same moment; its pipes are closed once, without an error."""
    for _ in range(5):
        worker = WorkerProcess()
        start = threading.Barrier(2)
        errors: list[BaseException] = []

        def stop(
            worker: WorkerProcess = worker,
            start: threading.Barrier = start,
            errors: list[BaseException] = errors,
        ) -> None:
            start.wait()
            try:
                worker.stop()
            except BaseException as exc:  # any error fails the test, below
                errors.append(exc)

        threads = [threading.Thread(target=stop) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        assert errors == []
        assert worker.process.returncode is not None and worker.replies.closed


def _wait_for_pids(workers: ExtractionWorkers, count: int) -> list[int]:
    deadline = time.monotonic() + 30
    while len(pids := workers.pids()) < count:
        assert time.monotonic() < deadline, f"{pids} after 30 s"
        time.sleep(0.02)
    return pids


def test_workers_started_before_the_first_page_take_it_without_a_new_process() -> None:
    """``start()`` starts every worker process at once, without a page; the
    first page then goes to a process already running, not a new one."""
    workers = ExtractionWorkers(2)
    try:
        workers.start()
        started = _wait_for_pids(workers, 2)
        assert len(started) == 2
        outcome = asyncio.run(workers.run(_page(ARTICLE)))
        assert "harbour bridge" in outcome.main_content
        assert workers.pids() == started
        workers.start()  # again: nothing more to start
        assert workers.pids() == started
    finally:
        workers.close()
    assert workers.pids() == []


def test_a_worker_process_does_not_import_scrapy() -> None:
    """A worker imports the engine and its own loop, not the Scrapy components:
    importing Scrapy took more than half of a worker's start."""
    program = (
        "import sys; import scrapy_danag.integration.worker_process; "
        "print(sorted(m for m in ('scrapy', 'twisted') if m in sys.modules))"
    )
    found = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=True
    )
    assert found.stdout.strip() == "[]"
