"""What ``scrapy-danag extract`` can read: files, directories, standard input, URLs."""

from __future__ import annotations

import gzip
import sys
import urllib.request
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .. import __version__

PAGE_SUFFIXES = (".html", ".htm", ".xhtml", ".html.gz", ".htm.gz")
USER_AGENT = f"scrapy-danag/{__version__} (+https://pypi.org/project/scrapy-danag/)"


class SourceError(Exception):
    """A source that cannot be read: reported, skipped, and counted as a failure."""


#: How much larger a gzipped page is unpacked, about (HTML: four to six times).
GZIP_RATIO = 4


@dataclass(frozen=True, slots=True)
class Source:
    """One page to extract: a file path, a URL, or ``-`` for standard input."""

    name: str

    @property
    def is_url(self) -> bool:
        return self.name.startswith(("http://", "https://"))

    def size(self) -> int:
        """About how many bytes of page the source holds, without reading it:
        a file's size, four times a gzipped file's (HTML compresses about so
        much); 0 for what cannot be told (a URL, standard input, no file)."""
        if self.is_url or self.name == "-":
            return 0
        try:
            size = Path(self.name).stat().st_size
        except OSError:
            return 0
        return size * GZIP_RATIO if self.name.endswith(".gz") else size

    def load(self, timeout: float = 30.0) -> tuple[bytes, str | None, str | None]:
        """``(body, content_type, url)``; raises SourceError."""
        if self.name == "-":
            return sys.stdin.buffer.read(), None, None
        if self.is_url:
            request = urllib.request.Request(self.name, headers={"User-Agent": USER_AGENT})
            try:
                with urllib.request.urlopen(request, timeout=timeout) as response:
                    body = response.read()
                    if response.headers.get("Content-Encoding") == "gzip":
                        body = gzip.decompress(body)
                    return body, response.headers.get("Content-Type"), response.url
            except (OSError, ValueError, EOFError, zlib.error) as exc:
                raise SourceError(f"cannot fetch {self.name}: {exc}") from exc
        try:
            data = Path(self.name).read_bytes()
            if self.name.endswith(".gz"):
                data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as exc:
            raise SourceError(f"cannot read {self.name}: {exc}") from exc
        return data, None, None


def expand(arguments: list[str]) -> Iterator[Source]:
    """Sources in order; a directory gives its page files, sorted, recursively."""
    for argument in arguments:
        path = Path(argument)
        if argument != "-" and not argument.startswith(("http://", "https://")) and path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and child.name.lower().endswith(PAGE_SUFFIXES):
                    yield Source(str(child))
        else:
            yield Source(argument)
