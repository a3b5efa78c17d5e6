"""The results as a reader sees them: every text of an extraction made readable.

The parser turns references like ``&#146;`` into C1 controls, and a page whose
text was encoded twice serves ``donâ€™t`` for ``don’t``. Both are read as a
browser's reader would (:func:`.source.decode.without_controls`, :mod:`.source.mojibake`)
in every text the extraction gives -- main content, headline, each metadata field --
and only there: they are a hundredth of the page. A control character left in an
author's name would make an XML feed unreadable (XML 1.0 forbids it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

from .metadata.model import METADATA_FIELDS, Metadata
from .result import Extraction
from .source.decode import without_controls
from .source.mojibake import holds_proof, turned_back


def readable_result(result: Extraction) -> Extraction:
    """``result`` with its texts readable: encoded twice turned back (when one of
    them proves it), controls read as browsers read them."""
    texts = [result.main_content, result.headline or "", *_metadata_texts(result.metadata)]
    twice = any(holds_proof(text) for text in texts)

    def readable(text: str) -> str:
        return without_controls(turned_back(text) if twice else text)

    return dataclasses.replace(
        result,
        main_content=readable(result.main_content),
        headline=None if result.headline is None else readable(result.headline),
        metadata=_readable_metadata(result.metadata, readable),
    )


def _metadata_texts(metadata: Metadata) -> Iterator[str]:
    for name in METADATA_FIELDS:
        value = getattr(metadata, name)
        if isinstance(value, str):
            yield value
        elif isinstance(value, tuple):
            yield from value


def _readable_metadata(metadata: Metadata, readable: Callable[[str], str]) -> Metadata:
    changed: dict[str, str | tuple[str, ...]] = {}
    for name in METADATA_FIELDS:
        value = getattr(metadata, name)
        if isinstance(value, str):
            new: str | tuple[str, ...] = readable(value)
        elif isinstance(value, tuple):
            new = tuple(readable(item) for item in value)
        else:
            continue
        if new != value:
            changed[name] = new
    return dataclasses.replace(metadata, **changed) if changed else metadata  # type: ignore[arg-type]
