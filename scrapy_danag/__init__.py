"""scrapy-danag: main content and headline for every crawled HTML page.

``scrapy_danag.extract(html)`` runs the engine on one page; the Scrapy components
are re-exported here as they land, so settings can name them as
``scrapy_danag.<Name>``.
"""

from importlib.metadata import PackageNotFoundError, version

from .engine import ALGORITHMS, Extraction, ExtractionOptions, NotTextError, Region, extract

try:
    __version__ = version("scrapy-danag")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = [
    "ALGORITHMS",
    "Extraction",
    "ExtractionOptions",
    "NotTextError",
    "Region",
    "__version__",
    "extract",
]
