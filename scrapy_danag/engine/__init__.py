"""The extraction engine: plain Python and the standard library, nothing from Scrapy.

Each module holds one phase of the thesis (decode, preprocess, links, lines,
smoothing, regions, text) or one assembly of them (algorithms, density, api).
"""

from .api import extract
from .budget import ExtractionTimeout
from .errors import NotTextError
from .options import ALGORITHMS, ExtractionOptions
from .regions import Region
from .result import Extraction

__all__ = [
    "ALGORITHMS",
    "Extraction",
    "ExtractionOptions",
    "ExtractionTimeout",
    "NotTextError",
    "Region",
    "extract",
]
