"""The results as a reader sees them: every text of an extraction made readable.

The parser turns references like ``&#146;`` into C1 controls, and a page whose
text was encoded twice serves ``donâ€™t`` for ``don’t``. Both are read as a
browser's reader would (:func:`.source.decode.without_controls`, :mod:`.source.mojibake`)
in every text the extraction gives -- main content, headline, each metadata field --
and only there: they are a hundredth of the page. A control character left in an
author's name would make an XML feed unreadable (XML 1.0 forbids it). Icon
fonts' glyphs, at private-use code points, are left out of them too
(:mod:`.source.private_use`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from .metadata.model import METADATA_FIELDS, Metadata
from .result import Extraction
from .source.decode import without_controls
from .source.mojibake import holds_proof, turned_back
from .source.private_use import without_private_use


def readable_result(result: Extraction) -> Extraction:
    """``result`` with its texts readable: encoded twice turned back (when one of
    them proves it), controls read as browsers read them, icon fonts' glyphs
    left out."""
    fields = dict(_text_fields(result.metadata))
    texts = [result.main_content, result.headline or ""]
    for value in fields.values():
        texts.extend((value,) if isinstance(value, str) else value)
    twice = any(holds_proof(text) for text in texts)

    def readable(text: str) -> str:
        return without_private_use(without_controls(turned_back(text) if twice else text))

    changed = {
        name: readable(value) if isinstance(value, str) else tuple(map(readable, value))
        for name, value in fields.items()
    }
    return dataclasses.replace(
        result,
        main_content=readable(result.main_content),
        headline=None if result.headline is None else readable(result.headline),
        metadata=dataclasses.replace(result.metadata, **changed),  # type: ignore[arg-type]
    )


def _text_fields(metadata: Metadata) -> Iterator[tuple[str, str | tuple[str, ...]]]:
    """Each metadata field that holds text (one or many), with its value."""
    for name in METADATA_FIELDS:
        value = getattr(metadata, name)
        if isinstance(value, str | tuple):
            yield name, value
