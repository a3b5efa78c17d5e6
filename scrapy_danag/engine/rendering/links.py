"""Link and image addresses as the rendered content gives them: absolute, and safe.

A link in the page is relative to the page's address, or to its ``<base href>``
when it sets one (itself relative to the page). Only addresses a reader can
follow without running anything come out: ``http``, ``https``, ``mailto``,
``ftp`` and ``tel``; ``javascript:``, ``data:``, ``vbscript:`` and unknown
schemes are dropped (the link's text stays). Without a page address, relative
links stay relative.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin, urlsplit

SAFE_SCHEMES = frozenset({"http", "https", "mailto", "ftp", "tel"})
#: The first ``<base href>`` of the page (browsers use the first one).
_BASE_RE = re.compile(
    r"""<base(?=[\s/])[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))""", re.IGNORECASE
)
#: What a browser strips from an address before reading it: C0 controls and
#: spaces at either end, and tabs and line breaks anywhere ("java\nscript:" is
#: script).
_STRIPPED_RE = re.compile(r"[\t\n\r]")
_ENDS = "".join(map(chr, range(0x21)))
#: A scheme as urllib reads one at an address's start (a letter, then letters,
#: digits, ``+``, ``-`` or ``.``), and anything else before a colon that a
#: browser may still take for one.
_SCHEME_RE = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*):")
_SCHEME_LIKE_RE = re.compile(r"[^/?#]*:")


def base_address(cleaned: str, url: str | None) -> str | None:
    """The address relative links resolve against: ``<base href>`` resolved
    against ``url``, else ``url``."""
    match = _BASE_RE.search(cleaned)
    if match is None:
        return url
    href = _clean(next(group for group in match.groups() if group is not None))
    if not href:
        return url
    return urljoin(url, href) if url else href


def resolve(href: str | None, base: str | None) -> str | None:
    """``href`` made absolute against ``base``; None when it is empty or its
    scheme is not a safe one."""
    if href is None:
        return None
    href = _clean(href)
    if not href:
        return None
    try:  # both refuse an address urllib cannot read (a bad IPv6 host)
        if base:
            absolute = urljoin(base, href)
        else:
            if not href.isascii() or "[" in href or "]" in href:
                urlsplit(href)  # (an ASCII one without brackets it always reads)
            absolute = href
    except ValueError:
        return None
    scheme = _SCHEME_RE.match(absolute)
    if scheme is not None:
        return absolute if scheme.group(1).lower() in SAFE_SCHEMES else None
    if _SCHEME_LIKE_RE.match(absolute):
        return None  # "javascript :x": a scheme urllib refused to name
    return absolute


def _clean(href: str) -> str:
    if "\t" in href or "\n" in href or "\r" in href:
        href = _STRIPPED_RE.sub("", href)
    return href.strip(_ENDS)
