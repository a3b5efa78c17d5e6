"""Writing a page's outcome into an item: the one place both components fill fields.

The spider middleware fills the items of each HTML response as the callback
yields them, so that whatever a later middleware or pipeline does with an item
-- copy it, replace it with a dict of its fields -- the fields are already in it.
(Earlier versions kept the outcome aside, keyed by the item object's identity,
for the pipeline to fill; an item replaced on the way arrived without fields.)
The pipeline fills the items it extracts from a source field.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from itemadapter import ItemAdapter
from scrapy import Item

from .pages import PageOutcome
from .settings import DanagSettings

logger = logging.getLogger("scrapy_danag")


class FieldWriter:
    """Fills the main-content and headline fields (and the page-type field when
    ``DANAG_PAGE_TYPE_FIELD`` names one, the metadata fields ``DANAG_METADATA``
    asks for, the outcome field ``DANAG_OUTCOME_FIELD`` names); counts each item
    once by its page's outcome; reports each item class that cannot hold a field,
    once, with the advice that fits its kind."""

    def __init__(self, settings: DanagSettings, stats: Any) -> None:
        self.settings = settings
        self.stats = stats
        self._reported: set[tuple[type, str]] = set()

    def fill(self, item: Any, outcome: PageOutcome) -> None:
        adapter = ItemAdapter(item)
        missing = False
        for field, value, setting in self._values(outcome):
            if not self.settings.overwrite and adapter.get(field):
                continue
            try:
                adapter[field] = value
            except KeyError:
                missing = True
                self._report_missing_field(adapter, field, setting)
        status = outcome.status
        kind = {"extracted": "filled", "empty": "empty", "skipped": "skipped"}.get(status, "failed")
        self.stats.inc_value(f"danag/items/{kind}")
        if missing:  # once an item, however many fields it lacks
            self.stats.inc_value("danag/items/incomplete")
            self.stats.inc_value("danag/errors")

    def _values(self, outcome: PageOutcome) -> list[tuple[str, Any, str]]:
        settings = self.settings
        values: list[tuple[str, Any, str]] = [
            (settings.main_content_field, outcome.main_content, "DANAG_MAIN_CONTENT_FIELD"),
            (settings.headline_field, outcome.headline, "DANAG_HEADLINE_FIELD"),
        ]
        if settings.page_type_field is not None:
            values.append((settings.page_type_field, outcome.page_type, "DANAG_PAGE_TYPE_FIELD"))
        for name, field in settings.metadata_fields:
            values.append((field, _metadata_value(outcome, name), "DANAG_METADATA_FIELDS"))
        if settings.outcome_field is not None:
            values.append((settings.outcome_field, outcome.summary(), "DANAG_OUTCOME_FIELD"))
        return values

    def _report_missing_field(self, adapter: ItemAdapter, field: str, setting: str) -> None:
        """A declared item class without the field: say how to fix it, keep the item."""
        key = (type(adapter.item), field)
        if key in self._reported:
            return
        self._reported.add(key)
        name = type(adapter.item).__name__
        logger.error(
            "%s has no field %r, so scrapy-danag cannot fill it (the item goes on without "
            "it). %s, or set %s to a field it has.",
            name,
            field,
            _advice(adapter.item, field),
            setting,
        )


def _advice(item: Any, field: str) -> str:
    """How to give this kind of item the field."""
    name = type(item).__name__
    if dataclasses.is_dataclass(item):
        return f"Add `{field}: Any = None` to the dataclass {name}"
    if hasattr(type(item), "__attrs_attrs__"):
        return f"Add `{field}: Any = attrs.field(default=None)` to the attrs class {name}"
    if isinstance(item, Item):
        return f"Declare `{field} = scrapy.Field()` on {name}"
    return f"Give {name} a field {field!r}"


def _metadata_value(outcome: PageOutcome, name: str) -> Any:
    """One metadata field as items hold it: lists for the many-valued fields
    (what feed exporters and JSON write as arrays), None or [] when the page
    does not say or its extraction failed."""
    if outcome.metadata is None:
        return [] if name in ("authors", "tags") else None
    value = getattr(outcome.metadata, name)
    return list(value) if isinstance(value, tuple) else value
