"""What the metadata of a page is: the fields :class:`Metadata` carries."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class Metadata:
    """When, by whom, in what language: the page's metadata, each field None (or
    empty) when the page does not say.

    ``published`` and ``modified`` are ISO 8601, a date or a date-time as precise
    as the page gives it; ``authors`` are names only (no "By", job titles or
    dates); ``language`` a BCP 47 tag; ``canonical_url`` and ``image`` absolute
    addresses where the page URL was known.
    """

    published: str | None = None
    modified: str | None = None
    authors: tuple[str, ...] = ()
    language: str | None = None
    site_name: str | None = None
    canonical_url: str | None = None
    description: str | None = None
    image: str | None = None
    tags: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: lists for the many-valued fields."""
        return {
            name: list(value) if isinstance(value, tuple) else value
            for name in METADATA_FIELDS
            for value in (getattr(self, name),)
        }


#: The names of the metadata fields, in the order :class:`Metadata` holds them.
METADATA_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Metadata))
