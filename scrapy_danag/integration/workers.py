"""Where extraction runs: never on the reactor thread, and never longer than its budget.

``DANAG_WORKERS = N`` (default 1) runs pages in N worker processes
(:mod:`.worker_process`). Only a process can be stopped from outside while it
works: a page past its budget (plus :data:`GRACE`) has its worker killed and
replaced, and the reactor never waits, because a process does not hold the crawl
process's GIL -- Python's regular expressions keep it for a whole pass over a
page, which stalled downloads, log stats and signal handling for as long.

``DANAG_WORKERS = 0`` runs pages in one thread of the crawl process: no process
to start and no copying, but the budget is only checked between the engine's
steps (:mod:`..engine.budget`), and each step holds the GIL.

Each page waits in a thread of its own (one per worker), which hands the page to
a free worker and polls for its answer, the crawl's stop and the deadline.
"""

from __future__ import annotations

import asyncio
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from multiprocessing.connection import Connection
from pathlib import Path

from scrapy.utils.asyncio import is_asyncio_available, run_in_thread

from ..engine import ExtractionTimeout
from ..engine.budget import ExtractionCancelled
from .pages import Page, PageOutcome, extract_outcome

#: How much longer than the page's budget a worker may take before it is killed:
#: the engine stops itself at its next step, which on the largest page allowed
#: is well under this.
GRACE = 2.0
#: How often a waiting thread looks at the worker, the deadline and the crawl.
POLL = 0.05
_CANCELLED = "extraction cancelled: the crawl was stopped at once"
#: A worker that has extracted a page larger than this is replaced after it: a
#: process keeps the memory of the largest page it has held (25-95 MB per MB of
#: page), and only a new one gives it back. Such pages are rare; a new worker
#: costs about half a second.
RECYCLE_BYTES = 4 * 1024 * 1024
#: What a worker runs. The package's parent folder is appended to its path, so a
#: worker finds this same scrapy_danag when the crawl found it through a path of
#: its own -- appended, not put in PYTHONPATH, which would put it before the
#: standard library.
_WORKER_PROGRAM = (
    f"import sys; sys.path.append({str(Path(__file__).resolve().parents[2])!r}); "
    "from scrapy_danag.integration.worker_process import main; main()"
)


class WorkerDied(RuntimeError):
    """A worker process ended while it held a page (killed, or out of memory)."""


class WorkerProcess:
    """One worker process and the two pipes to it."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", _WORKER_PROGRAM],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            start_new_session=True,  # Ctrl-C reaches the crawl, which decides
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.requests = Connection(os.dup(self.process.stdin.fileno()), readable=False)
        self.replies = Connection(os.dup(self.process.stdout.fileno()), writable=False)
        self.process.stdin.close()
        self.process.stdout.close()

    def ask(self, page: Page, give_up: Callable[[], None]) -> PageOutcome:
        """The page's outcome; ``give_up``, called while the worker works, raises
        :class:`ExtractionTimeout` to stop waiting (the worker is then to be stopped)."""
        try:
            self.requests.send(page)
            while not self.replies.poll(POLL):
                give_up()
            outcome: PageOutcome = self.replies.recv()
        except ExtractionTimeout:
            raise  # a TimeoutError, so an OSError: not the worker's death
        except (EOFError, OSError) as exc:
            code = self.process.poll()
            raise WorkerDied(f"the worker process ended (exit code {code})") from exc
        return outcome

    def stop(self) -> None:
        """End the process now (it may be stuck on a page) and reap it."""
        for connection in (self.requests, self.replies):
            connection.close()
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


class ExtractionWorkers:
    """Runs pages off the reactor, in worker processes or one thread, and awaits them
    from Scrapy coroutines under any reactor."""

    def __init__(self, processes: int = 1) -> None:
        self.processes = processes
        self._closed = False
        self._threads = ThreadPoolExecutor(
            max_workers=max(1, processes), thread_name_prefix="danag"
        )
        self._idle: queue.SimpleQueue[WorkerProcess] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._live: set[WorkerProcess] = set()

    async def run(self, page: Page) -> PageOutcome:
        future: Future[PageOutcome] = self._threads.submit(self._extract, page)
        if is_asyncio_available():
            return await asyncio.wrap_future(future)
        return await run_in_thread(future.result)

    def _extract(self, page: Page) -> PageOutcome:
        if self._gives_up():
            return PageOutcome.failure(_CANCELLED, cancelled=True)
        if self.processes == 0:
            return extract_outcome(page, stop=self._gives_up)
        worker = self._take()
        started = time.monotonic()
        limit = None if page.timeout is None else page.timeout + GRACE

        def give_up() -> None:
            if self._gives_up():
                raise ExtractionCancelled(_CANCELLED)
            if limit is not None and time.monotonic() - started > limit:
                raise ExtractionTimeout(f"extraction took longer than {page.timeout:g} s")

        try:
            outcome = worker.ask(page, give_up)
        except (ExtractionTimeout, WorkerDied) as exc:
            self._retire(worker)
            seconds = time.monotonic() - started
            if isinstance(exc, ExtractionCancelled) or self._closed:  # closed: killed by us
                return PageOutcome.failure(_CANCELLED, seconds=seconds, cancelled=True)
            timed_out = isinstance(exc, ExtractionTimeout)
            return PageOutcome.failure(str(exc), seconds=seconds, timed_out=timed_out)
        if page.size > RECYCLE_BYTES:
            self._retire(worker)
        else:
            self._idle.put(worker)
        return outcome

    def _gives_up(self) -> bool:
        """Only once the workers are closed (a forced stop, or the engine gone):
        a graceful stop waits for the pages downloaded, each within its budget."""
        return self._closed

    def pids(self) -> list[int]:
        """The process ids of the live workers (for diagnostics)."""
        with self._lock:
            return sorted(worker.process.pid for worker in self._live)

    def _take(self) -> WorkerProcess:
        while True:
            try:
                idle = self._idle.get_nowait()
            except queue.Empty:
                break
            if idle.process.poll() is None:
                return idle
            self._retire(idle)  # it died between two pages (killed, out of memory)
        worker = WorkerProcess()  # one thread a worker: there is never more than processes
        with self._lock:
            self._live.add(worker)
        if self._closed:
            self._retire(worker)
        return worker

    def _retire(self, worker: WorkerProcess) -> None:
        with self._lock:
            self._live.discard(worker)
        worker.stop()

    def close(self) -> None:
        """Stop every worker, busy or not; waiting threads give up at their next poll."""
        self._closed = True
        with self._lock:
            workers = list(self._live)
            self._live.clear()
        for worker in workers:
            worker.stop()
        self._threads.shutdown(wait=False, cancel_futures=True)
