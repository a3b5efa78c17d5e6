"""The program a worker process runs: read pages from stdin, write outcomes to stdout.

Started by :mod:`.workers` as a ``python -c`` program that imports :func:`main`
from here, never through ``multiprocessing``: its spawn and forkserver
methods import the crawl's ``__main__`` again in every worker, which runs a
script without an ``if __name__ == "__main__":`` guard -- crawl included -- once
per worker. Here the worker imports only the engine.

Messages are pickled :class:`~.pages.Page` and :class:`~.pages.PageOutcome`
objects in :mod:`multiprocessing.connection` frames. The worker ignores SIGINT
(the crawl decides when it ends, and Ctrl-C reaches the whole process group)
and exits when its input closes: when the crawl closes it, or dies.
"""

from __future__ import annotations

import os
import signal
import sys
from multiprocessing.connection import Connection

from .pages import extract_outcome


def serve(requests: Connection, replies: Connection) -> None:
    """Answer pages until the other end closes."""
    while True:
        try:
            page = requests.recv()
        except (EOFError, OSError):
            return
        replies.send(extract_outcome(page))


def main() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The protocol owns the original stdin and stdout; anything the process prints
    # goes to stderr instead of into a frame.
    requests = Connection(os.dup(0), writable=False)
    replies = Connection(os.dup(1), readable=False)
    os.dup2(2, 1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    sys.stdout = sys.stderr
    serve(requests, replies)


if __name__ == "__main__":
    main()
