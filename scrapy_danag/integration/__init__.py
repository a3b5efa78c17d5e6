"""The Scrapy side: thin adapters from Scrapy's component interfaces to the engine.

Its components are imported on first use (``scrapy_danag.Addon`` reaches them
through here): a worker process imports :mod:`.worker_process` from this
package and needs none of them, and importing them loads Scrapy, which took
more than half of a worker's start (0.36 s of 0.64 s measured).
"""

from importlib import import_module
from typing import Any

#: Each component and the private module that holds it.
_HOMES = {
    "Addon": ".addon",
    "DanagDownloaderMiddleware": ".downloadermw",
    "DanagPipeline": ".pipeline",
    "DanagSettingError": ".settings",
    "DanagSpiderMiddleware": ".spidermw",
    "PageOutcome": ".pages",
    "extract_in_callback": ".responses",
    "page_extracted": ".signals",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(home, __name__), name)


__all__ = sorted(_HOMES)
