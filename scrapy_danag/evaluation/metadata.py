"""Removing publisher metadata from a page, for honest headline measurements.

Many pages declare their headline in JSON-LD or ``og:``/``twitter:`` meta tags; an
extractor that reads those scores well without understanding the page. Headline
figures are therefore also measured on pages stripped of them.
"""

from __future__ import annotations

import re

_JSON_LD_RE = re.compile(
    rb"<script\b[^>]*type\s*=\s*[\"']?application/ld\+json[^>]*>.*?</script\s*>",
    re.IGNORECASE | re.DOTALL,
)
_SOCIAL_META_RE = re.compile(
    rb"<meta\b[^>]*(?:property|name)\s*=\s*[\"']?(?:og|twitter):[^>]*>", re.IGNORECASE
)


def strip_metadata(page: bytes) -> bytes:
    """The page without JSON-LD scripts and ``og:``/``twitter:`` meta tags."""
    return _SOCIAL_META_RE.sub(b"", _JSON_LD_RE.sub(b"", page))
