"""Deciding whether a response is an HTML page, from its headers and its first bytes.

Servers mislabel pages both ways: HTML served as ``text/plain`` or with no type,
PDFs and images served as ``text/html``. The ``Content-Type`` decides when it names
HTML or a clearly non-HTML type and the body agrees; otherwise the body is sniffed,
as browsers do.
"""

from __future__ import annotations

import re

from ..engine.source.decode import is_binary

_HTML_TYPES = ("text/html", "application/xhtml+xml")
_NOT_HTML_PREFIXES = ("image/", "audio/", "video/", "font/", "model/")
_NOT_HTML_TYPES = (
    "application/pdf",
    "application/json",
    "application/ld+json",
    "application/javascript",
    "text/javascript",
    "text/css",
    "text/csv",
    "application/xml",
    "text/xml",
    "application/rss+xml",
    "application/atom+xml",
    "application/zip",
    "application/gzip",
    "application/octet-stream+binary",
)
#: What an HTML document starts with, or contains near its start.
_HTML_SNIFF_RE = re.compile(
    rb"<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<title[\s>]|<(?:p|div|h1|br|table|a)[\s>/]",
    re.IGNORECASE,
)
_FEED_RE = re.compile(rb"^\s*(?:<\?xml[^>]*>\s*)?<(?:rss|feed|urlset|sitemapindex)[\s>]", re.I)


def media_type(content_type: bytes | str | None) -> str:
    """The bare media type of a ``Content-Type`` value, lower-cased."""
    if content_type is None:
        return ""
    if isinstance(content_type, bytes):
        content_type = content_type.decode("latin-1")
    return content_type.split(";", 1)[0].strip().lower()


def html_verdict(content_type: bytes | str | None, body: bytes) -> tuple[bool, str]:
    """``(is_html, reason)`` for a response; the reason is for logs and stats."""
    kind = media_type(content_type)
    if not body:
        return False, "empty body"
    if is_binary(body):
        return False, f"binary body ({kind or 'no type'})"
    if kind in _HTML_TYPES:
        return True, kind
    if kind.startswith(_NOT_HTML_PREFIXES) or kind in _NOT_HTML_TYPES or kind.endswith("+json"):
        return False, kind
    head = body[:2048]
    if _FEED_RE.search(head):
        return False, f"XML feed ({kind or 'no type'})"
    if _HTML_SNIFF_RE.search(head):
        return True, f"sniffed HTML ({kind or 'no type'})"
    return False, kind or "no type, not HTML"
