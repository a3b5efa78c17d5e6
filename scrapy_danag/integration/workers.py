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

Each worker process is driven by a thread of its own (:class:`_Dispatcher`),
which keeps :data:`DEPTH` pages in its pipe: the next page waits there while
the worker extracts one, so the worker starts it the moment it answers. A
worker given one page at a time sat idle between pages for as long as the
crawl process took to hand it the next -- the thread's turn at the GIL, next
to the reactor's -- a quarter of a fast crawl's time.
"""

from __future__ import annotations

import asyncio
import os
import queue
import subprocess
import sys
import threading
import time
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path

from scrapy.utils.asyncio import is_asyncio_available, run_in_thread

from .pages import Page, PageOutcome, extract_outcome

#: How much longer than the page's budget a worker may take before it is killed:
#: the engine stops itself at its next step, which on the largest page allowed
#: is well under this.
GRACE = 2.0
#: How often a dispatching thread looks at the worker, the deadline and the crawl.
POLL = 0.05
#: Pages sent to a worker at once: the one it extracts and the one waiting in
#: its pipe. More would only hold pages back from a worker free sooner.
DEPTH = 2
_CANCELLED = "extraction cancelled: the crawl was stopped at once"
#: A worker that has extracted a page larger than this is replaced after it: a
#: process keeps the memory of the largest page it has held (25-95 MB per MB of
#: page), and only a new one gives it back. Such pages are rare; a new worker
#: costs about half a second. No page is sent behind such a page.
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
    """One worker process, the two pipes to it, and the thread writing pages
    into the first: a write blocks while the worker is busy and its pipe full,
    and the dispatching thread must go on watching the page's deadline."""

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
        self._outbox: queue.SimpleQueue[Page | None] = queue.SimpleQueue()
        self._stopping = threading.Lock()
        self._stopped = False
        self._writer = threading.Thread(target=self._write, name="danag-send", daemon=True)
        self._writer.start()

    def send(self, page: Page) -> None:
        """Queue the page for the worker; it reads pages in the order sent."""
        self._outbox.put(page)

    def _write(self) -> None:
        """The writing thread: it alone closes the pipe, once the worker ended
        (the write fails) or was stopped (:meth:`stop` sends None)."""
        try:
            while (page := self._outbox.get()) is not None:
                self.requests.send(page)
        except OSError:  # the worker ended
            pass
        finally:
            self.requests.close()

    def answer(self) -> PageOutcome | None:
        """The outcome of the oldest page sent, when it is there within
        :data:`POLL` seconds; raises :class:`WorkerDied` when the worker ended."""
        try:
            if not self.replies.poll(POLL):
                return None
            outcome: PageOutcome = self.replies.recv()
        except (EOFError, OSError) as exc:
            code = self.process.poll()
            raise WorkerDied(f"the worker process ended (exit code {code})") from exc
        return outcome

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        """End the process now (it may be stuck on a page) and reap it. Once:
        the crawl's close and the worker's dispatching thread may both stop it
        at the same moment, and a pipe closed twice at once closes whatever
        file took its number in between (or fails, as a test once saw)."""
        with self._stopping:
            if self._stopped:
                return
            self._stopped = True
            self._outbox.put(None)
            if self.process.poll() is None:
                self.process.kill()
            self.process.wait()
            self.replies.close()


@dataclass(slots=True)
class _Job:
    page: Page
    future: Future[PageOutcome] = field(default_factory=Future)
    started: float = 0.0  # when its worker began it, as far as the crawl knows

    @property
    def large(self) -> bool:
        return self.page.size > RECYCLE_BYTES


class ExtractionWorkers:
    """Runs pages off the reactor, in worker processes or one thread, and awaits them
    from Scrapy coroutines under any reactor."""

    def __init__(self, processes: int = 1) -> None:
        self.processes = processes
        self._closed = False
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._live: set[WorkerProcess] = set()
        self._dispatchers: list[threading.Thread] = []
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="danag")

    async def run(self, page: Page) -> PageOutcome:
        future = self._submit(page)
        if is_asyncio_available():
            return await asyncio.wrap_future(future)
        return await run_in_thread(future.result)

    def start(self) -> None:
        """Start every worker process now, before the first page: a worker's
        imports (about 0.3 s) then overlap the crawl's own start and its first
        downloads instead of holding back the first page."""
        self._dispatch(start_worker=True)

    def _submit(self, page: Page) -> Future[PageOutcome]:
        if self.processes == 0:
            return self._thread.submit(self._in_thread, page)
        job = _Job(page)
        if self._closed:
            job.future.set_result(PageOutcome.failure(_CANCELLED, cancelled=True))
            return job.future
        self._dispatch(start_worker=False)
        self._jobs.put(job)
        return job.future

    def _dispatch(self, *, start_worker: bool) -> None:
        """Start the dispatching threads not running yet, one per process;
        ``start_worker``: each starts its worker process at once."""
        with self._lock:
            while len(self._dispatchers) < self.processes and not self._closed:
                dispatcher = _Dispatcher(self, start_worker=start_worker)
                thread = threading.Thread(target=dispatcher.run, name="danag-worker", daemon=True)
                self._dispatchers.append(thread)
                thread.start()

    def _in_thread(self, page: Page) -> PageOutcome:
        if self._closed:
            return PageOutcome.failure(_CANCELLED, cancelled=True)
        return extract_outcome(page, stop=self._gives_up)

    def _gives_up(self) -> bool:
        """Only once the workers are closed (a forced stop, or the engine gone):
        a graceful stop waits for the pages downloaded, each within its budget."""
        return self._closed

    def pids(self) -> list[int]:
        """The process ids of the live workers (for diagnostics)."""
        with self._lock:
            return sorted(worker.process.pid for worker in self._live)

    def _start(self) -> WorkerProcess:
        worker = WorkerProcess()
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
        """Stop every worker, busy or not; every page not yet answered is
        answered as cancelled by its dispatching thread at its next poll."""
        self._closed = True
        with self._lock:
            workers = list(self._live)
            self._live.clear()
        for worker in workers:
            worker.stop()
        self._thread.shutdown(wait=False, cancel_futures=True)


class _Dispatcher:
    """One worker's thread: takes pages from the shared queue, keeps up to
    :data:`DEPTH` of them in the worker's pipe, answers each page's future, and
    replaces the worker when it dies, overruns a page's budget or has held a
    large page. The worker answers pages in the order sent, so the oldest
    unanswered one is the one it extracts: the one a death or a deadline fails.
    Pages sent behind it are sent again to the next worker."""

    def __init__(self, owner: ExtractionWorkers, *, start_worker: bool = False) -> None:
        self.owner = owner
        self.worker: WorkerProcess | None = None
        self.jobs: deque[_Job] = deque()  # taken, oldest first
        self.sent = 0  # how many of them (the first ones) the worker holds
        self.start_worker = start_worker

    def run(self) -> None:
        if self.start_worker:
            self.worker = self.owner._start()
        while not self.owner._closed:
            self._take()
            self._send()
            if self.sent:
                self._watch()
        self._cancel_all()

    def _take(self) -> None:
        while len(self.jobs) < DEPTH:
            try:
                if self.jobs:
                    job = self.owner._jobs.get_nowait()
                else:
                    job = self.owner._jobs.get(timeout=POLL)
            except queue.Empty:
                return
            if job.future.set_running_or_notify_cancel():  # else its await was cancelled
                self.jobs.append(job)

    def _send(self) -> None:
        while self.sent < len(self.jobs):
            job = self.jobs[self.sent]
            if self.sent and (job.large or self.jobs[self.sent - 1].large):
                return  # a large page goes alone: its worker is replaced after it
            if self.worker is not None and not self.sent and not self.worker.alive():
                self._replace()  # it died between two pages (killed, out of memory)
            if self.worker is None:
                self.worker = self.owner._start()
            if not self.sent:
                job.started = time.monotonic()
            self.worker.send(job.page)
            self.sent += 1

    def _watch(self) -> None:
        assert self.worker is not None
        job = self.jobs[0]
        try:
            outcome = self.worker.answer()
        except WorkerDied as exc:
            self._fail_first(str(exc))
            return
        if outcome is not None:
            self._finish_first(outcome)
            return
        limit = job.page.timeout
        if limit is not None and time.monotonic() - job.started > limit + GRACE:
            self._fail_first(f"extraction took longer than {limit:g} s", timed_out=True)

    def _finish_first(self, outcome: PageOutcome) -> None:
        job = self.jobs.popleft()
        self.sent -= 1
        if job.large:
            self._replace()  # before the answer: its memory goes back with the process
        elif self.sent:
            self.jobs[0].started = time.monotonic()
        job.future.set_result(outcome)

    def _fail_first(self, error: str, *, timed_out: bool = False) -> None:
        job = self.jobs.popleft()
        seconds = time.monotonic() - job.started
        if self.owner._closed:  # killed by the crawl's forced stop
            outcome = PageOutcome.failure(_CANCELLED, seconds=seconds, cancelled=True)
        else:
            outcome = PageOutcome.failure(error, seconds=seconds, timed_out=timed_out)
        self._replace()
        job.future.set_result(outcome)

    def _replace(self) -> None:
        """Stop the worker; the pages it held but had not begun go to the next."""
        if self.worker is not None:
            self.owner._retire(self.worker)
            self.worker = None
        self.sent = 0

    def _cancel_all(self) -> None:
        if self.worker is not None:
            self.owner._retire(self.worker)
        while self.jobs:
            self.jobs.popleft().future.set_result(PageOutcome.failure(_CANCELLED, cancelled=True))
        while True:  # pages no dispatcher took
            try:
                job = self.owner._jobs.get_nowait()
            except queue.Empty:
                return
            if job.future.set_running_or_notify_cancel():
                job.future.set_result(PageOutcome.failure(_CANCELLED, cancelled=True))
