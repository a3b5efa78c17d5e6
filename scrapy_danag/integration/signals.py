"""The signal scrapy-danag sends: each page's outcome, for extensions and spiders.

Connect a receiver as for any Scrapy signal (``crawler.signals.connect(receiver,
signal=scrapy_danag.page_extracted)``); it is called once a page, after its
extraction or its failure, with ``url`` and ``outcome`` (a
:class:`~scrapy_danag.PageOutcome`: its ``status``, ``error``, ``seconds``,
content and metadata).
"""

from __future__ import annotations

#: Sent once a page, with ``url`` (str) and ``outcome`` (PageOutcome).
page_extracted = object()
