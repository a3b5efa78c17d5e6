"""scrapy-danag: main content and headline for every crawled HTML page.

``scrapy_danag.extract(html)`` runs the engine on one page (text, bytes or a
Scrapy response). The Scrapy components are re-exported here, so settings can
name them as ``scrapy_danag.<Name>``; they are imported on first use, so the
engine alone never loads Scrapy.
"""

from importlib import import_module
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from .engine import (
    ALGORITHMS,
    METADATA_FIELDS,
    PAGE_TYPES,
    Extraction,
    ExtractionOptions,
    ExtractionTimeout,
    Metadata,
    NotTextError,
    Region,
)
from .extraction import extract

try:
    __version__ = version("scrapy-danag")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"

_SCRAPY_COMPONENTS = {
    "Addon",
    "DanagDownloaderMiddleware",
    "DanagPipeline",
    "DanagSettingError",
    "DanagSpiderMiddleware",
    "PageOutcome",
    "extract_in_callback",
    "page_extracted",
}


def __getattr__(name: str) -> Any:
    if name in _SCRAPY_COMPONENTS:
        return getattr(import_module(".integration", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ALGORITHMS",
    "METADATA_FIELDS",
    "PAGE_TYPES",
    "Addon",
    "DanagDownloaderMiddleware",
    "DanagPipeline",
    "DanagSettingError",
    "DanagSpiderMiddleware",
    "Extraction",
    "ExtractionOptions",
    "ExtractionTimeout",
    "Metadata",
    "NotTextError",
    "PageOutcome",
    "Region",
    "__version__",
    "extract",
    "extract_in_callback",
    "page_extracted",
]
