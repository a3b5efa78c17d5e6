"""Link and image addresses as the rendered content gives them: absolute, and safe.

A link in the page is relative to the page's address, or to its ``<base href>``
when it sets one (itself relative to the page). Only addresses a reader can
follow without running anything come out: ``http``, ``https``, ``mailto``,
``ftp`` and ``tel``; ``javascript:``, ``data:``, ``vbscript:`` and unknown
schemes are dropped (the link's text stays). Without a page address, relative
links stay relative.

The three shapes most links take -- an ``http(s)`` address of plain host and
path, a ``#place`` in the page, a ``/path`` on the site -- are joined here
without :func:`urllib.parse.urljoin` when its answer is known from their shape
(for a ``/path``: no ``.`` segment to remove); urljoin takes a third of the
Markdown's own time on a page of links. Anything else goes to urljoin.
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
#: An address urljoin gives back as it stands: lower-case ``http(s)``, a plain
#: host (no user, no IPv6 brackets), a path without ``;`` parameters, and a
#: query and a fragment that are not empty when marked (urljoin drops an empty
#: ``?`` or ``#``, and ``;`` starts parameters it may drop).
_PLAIN_ABSOLUTE_RE = re.compile(r"(https?://[A-Za-z0-9.-]+(?::[0-9]+)?)(/[^?#;]*)?(\?[^#]+)?(#.+)?")
#: A path with a ``.`` or ``..`` segment, which urljoin removes.
_DOT_SEGMENT_RE = re.compile(r"/\.\.?(?:/|$)")
#: The schemes whose addresses a browser reads with every ``\`` before the query
#: as a ``/`` (the URL Standard's special schemes); urllib keeps them as they are.
_SLASHED_SCHEMES = frozenset({"http", "https", "ftp", "ws", "wss", "file"})
_QUERY_OR_FRAGMENT_RE = re.compile(r"[?#]")


def base_address(cleaned: str, url: str | None) -> str | None:
    """The address relative links resolve against: ``<base href>`` resolved
    against ``url``, else ``url`` (also when urllib cannot read the base, as
    HTML falls back to the document's address when a base fails to parse)."""
    match = _BASE_RE.search(cleaned)
    if match is None:
        return url
    href = _clean(next(group for group in match.groups() if group is not None))
    if not href:
        return url
    if "\\" in href:
        href = _backslashes_read(href, url)
    if not url:
        return href
    try:
        return urljoin(url, href)
    except ValueError:  # a base a browser cannot read falls back to the page's address
        return url


def resolve(href: str | None, base: str | None) -> str | None:
    """``href`` made absolute against ``base``; None when it is empty or its
    scheme is not a safe one."""
    if href is None:
        return None
    href = _clean(href)
    if not href:
        return None
    if "\\" in href:
        href = _backslashes_read(href, base)
    if base and (joined := _joined_by_shape(href, base)) is not None:
        return joined
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


def _joined_by_shape(href: str, base: str) -> str | None:
    """What ``urljoin(base, href)`` gives, for the shapes it leaves as they
    stand; None for any other."""
    if _PLAIN_ABSOLUTE_RE.fullmatch(href):
        return href  # (with its own host, urljoin parses it and writes it back)
    first = href[:1]
    if first not in "#/" or href[:2] == "//":
        return None
    plain_base = _PLAIN_ABSOLUTE_RE.fullmatch(base)
    if plain_base is None:
        return None
    if first == "#":  # the base with this fragment instead of its own
        return base.partition("#")[0] + href if len(href) > 1 else None
    origin = plain_base.group(1)
    path = _PLAIN_ABSOLUTE_RE.fullmatch(origin + href)
    if path is None or _DOT_SEGMENT_RE.search(path.group(2) or ""):
        return None
    return origin + href


def _clean(href: str) -> str:
    if "\t" in href or "\n" in href or "\r" in href:
        href = _STRIPPED_RE.sub("", href)
    return href.strip(_ENDS)


def _backslashes_read(href: str, base: str | None) -> str:
    """``href`` with each ``\\`` before its query or fragment a ``/``, as a browser
    reads an address of a special scheme (``\\blog\\post`` on a web page is
    ``/blog/post``); a relative address has its base's scheme, and one without a
    base is taken for a web page's. Other schemes keep their backslashes."""
    scheme = _SCHEME_RE.match(href) or (_SCHEME_RE.match(base) if base else None)
    if scheme is not None and scheme.group(1).lower() not in _SLASHED_SCHEMES:
        return href
    query = _QUERY_OR_FRAGMENT_RE.search(href)
    end = query.start() if query else len(href)
    return href[:end].replace("\\", "/") + href[end:]
