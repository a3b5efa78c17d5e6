"""A project pipeline that uses what scrapy-danag extracted."""

from __future__ import annotations

import re
from typing import Any

from itemadapter import ItemAdapter

_WORD_RE = re.compile(r"\w+")


class ArticleStatsPipeline:
    """Adds ``word_count`` from the main content scrapy-danag wrote."""

    def process_item(self, item: Any) -> Any:
        adapter = ItemAdapter(item)
        adapter["word_count"] = len(_WORD_RE.findall(adapter.get("main_content") or ""))
        return item
