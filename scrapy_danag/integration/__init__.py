"""The Scrapy side: thin adapters from Scrapy's component interfaces to the engine."""

from .addon import Addon
from .downloadermw import DanagDownloaderMiddleware
from .pages import PageOutcome
from .pipeline import DanagPipeline
from .responses import extract_in_callback
from .settings import DanagSettingError
from .signals import page_extracted
from .spidermw import DanagSpiderMiddleware

__all__ = [
    "Addon",
    "DanagDownloaderMiddleware",
    "DanagPipeline",
    "DanagSettingError",
    "DanagSpiderMiddleware",
    "PageOutcome",
    "extract_in_callback",
    "page_extracted",
]
