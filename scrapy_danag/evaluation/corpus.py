"""Reading a dev corpus: ``pages.jsonl`` plus gzipped page bytes under ``html/``.

The format is described in ``shared/corpora/README.md``; the same reader serves
``scrapy-danag evaluate``, the accuracy tests and the benchmarks.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path


class CorpusError(ValueError):
    """The corpus folder or one of its records is not in the expected format."""


@dataclass(frozen=True, slots=True)
class Page:
    """One corpus page with its gold; ``gold_*`` fields are None where not annotated."""

    id: str
    url: str | None
    path: Path
    body: str | None
    with_snippets: tuple[str, ...] | None
    without_snippets: tuple[str, ...] | None
    headline: str | None
    page_type: str | None = None
    #: ``(kind, text)`` pairs: headings, list items, quotes, code blocks, cells.
    structure: tuple[tuple[str, str], ...] | None = None
    #: The gold author line as annotated, and publication date (``YYYY-MM-DD``).
    author: str | None = None
    published: str | None = None
    #: The page's language as an ISO 639-1 code, where the corpus gives it.
    language: str | None = None

    def read_bytes(self) -> bytes:
        """The page as it was served (decompressed when the file is gzipped)."""
        data = self.path.read_bytes()
        return gzip.decompress(data) if self.path.suffix == ".gz" else data


def _snippets(value: object, where: str) -> tuple[str, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
        raise CorpusError(f"{where}: expected a list of strings")
    return tuple(value)


def _structure(value: object, where: str) -> tuple[tuple[str, str], ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(
        isinstance(pair, list) and len(pair) == 2 and all(isinstance(s, str) for s in pair)
        for pair in value
    ):
        raise CorpusError(f"{where}: 'structure' must be a list of [kind, text] pairs")
    return tuple((kind, text) for kind, text in value)


def _text(value: object, name: str, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return value or None
    raise CorpusError(f"{where}: {name!r} must be a string or null")


def iter_corpus(folder: str | Path) -> Iterator[Page]:
    """Yield the pages of a corpus folder in file order."""
    root = Path(folder)
    index = root / "pages.jsonl"
    if not index.is_file():
        raise CorpusError(f"{root} is not a corpus: it has no pages.jsonl")
    with index.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            where = f"{index}:{number}"
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CorpusError(f"{where}: not JSON ({exc})") from exc
            if not isinstance(record, dict) or "id" not in record or "file" not in record:
                raise CorpusError(f"{where}: a record needs 'id' and 'file'")
            yield Page(
                id=str(record["id"]),
                url=record.get("url"),
                path=root / record["file"],
                body=record.get("body"),
                with_snippets=_snippets(record.get("with"), where),
                without_snippets=_snippets(record.get("without"), where),
                headline=record.get("headline"),
                page_type=record.get("page_type"),
                structure=_structure(record.get("structure"), where),
                author=_text(record.get("author"), "author", where),
                published=_text(record.get("published"), "published", where),
                language=_text(record.get("language"), "language", where),
            )


def read_corpus(folder: str | Path) -> list[Page]:
    """All pages of a corpus folder."""
    return list(iter_corpus(folder))
