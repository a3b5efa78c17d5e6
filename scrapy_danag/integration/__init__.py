"""The Scrapy side: thin adapters from Scrapy's component interfaces to the engine."""

from .addon import Addon
from .downloadermw import DanagDownloaderMiddleware
from .pipeline import DanagPipeline
from .settings import DanagSettingError
from .spidermw import DanagSpiderMiddleware

__all__ = [
    "Addon",
    "DanagDownloaderMiddleware",
    "DanagPipeline",
    "DanagSettingError",
    "DanagSpiderMiddleware",
]
