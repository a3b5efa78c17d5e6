"""Where extraction runs: off the reactor thread, so downloads go on meanwhile.

``DANAG_WORKERS = 0`` (the default) runs extraction in one background thread:
no start-up cost and no copying, and the reactor keeps its share of the GIL.
``DANAG_WORKERS = N`` runs it in N worker processes, for crawls where extraction
is the bottleneck and more cores are free.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, TypeVar

from scrapy.utils.asyncio import is_asyncio_available, run_in_thread

T = TypeVar("T")


class ExtractionWorkers:
    """A thread or process pool awaited from Scrapy coroutines under any reactor."""

    def __init__(self, processes: int = 0) -> None:
        self.processes = processes
        self._pool: Executor
        if processes > 0:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=processes, mp_context=context)
        else:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="danag")

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        future: Future[T] = self._pool.submit(function, *args)
        if is_asyncio_available():
            return await asyncio.wrap_future(future)
        return await run_in_thread(future.result)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
