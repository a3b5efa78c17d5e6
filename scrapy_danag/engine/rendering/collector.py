"""Python's cyclic garbage collector paused while one document is rendered.

A rendering builds many small containers -- each line's shape, its runs, the
document's blocks -- and every one stays alive until the document is written,
so the young-generation collections their allocation triggers find nothing to
free, and the survivors they promote trigger full collections, each a scan of
the whole process. The collections came to about two points of the 15 % that
Markdown may cost over text; with the pause, Markdown cost +14.5 % against
+15.3 % on the readability corpus (docs/research/rendering.md).
Reference counting still frees everything the rendering drops; only cycles
wait.

The collector is process-wide, so the pause is kept short and never stacked:
only a rendering that finds the collector on and no other rendering holding
it pauses it, and it turns it back on when it ends, however it ends. A
rendering that overlaps another runs with whatever state it finds; the
collector is never off for longer than one rendering, which the engine's
time budget bounds. A program that had switched the collector off keeps it
off.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class _Pause:
    """Who holds the pause, if anyone (one holder at a time, across threads)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.held = False


_PAUSE = _Pause()


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic collector off for the block when it was on and no other
    block holds it off; on again when the block ends."""
    with _PAUSE.lock:
        owner = not _PAUSE.held and gc.isenabled()
        if owner:
            _PAUSE.held = True
            gc.disable()
    try:
        yield
    finally:
        if owner:
            with _PAUSE.lock:
                gc.enable()
                _PAUSE.held = False
