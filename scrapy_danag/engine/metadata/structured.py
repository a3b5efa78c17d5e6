"""The page's structured data, read once for every metadata field.

Publishers declare what they know about a page in four machine-readable places:
JSON-LD scripts (schema.org objects), ``<meta>`` tags (OpenGraph, Twitter, Dublin
Core, ``citation_*``, plain ``author``/``date``), microdata ``itemprop``
attributes, and a few standard elements (``<html lang>``, ``<link rel>``,
``<time datetime>``). :func:`read_structured_data` collects all of them from the
decoded page, scripts included, in one linear scan each, so that the field
readers (:mod:`.dates`, :mod:`.authors`, :mod:`.fields`) only choose among them.
Nothing is trusted here: values are kept as written, and bounded in number and
size so that a hostile page cannot make the reading grow beyond its own length.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..scan.stripped import without_bracketed
from ..source.references import unescape
from ..source.scripts import json_ld_scripts
from ..tree.tags import parse_attributes, unquoted

#: At most this many objects are kept from the page's JSON-LD, and nested this
#: deep: real pages declare a few dozen, a hostile one could declare millions.
MAX_OBJECTS = 500
MAX_DEPTH = 12
#: At most this many values of one ``<meta>`` name, ``itemprop`` or ``<time>``.
MAX_VALUES = 50
#: Characters of text read after an ``itemprop`` element's opening tag.
ITEM_TEXT = 300

#: Characters an opening tag may span; a longer one is not read.
MAX_TAG = 4000
#: The microdata properties the fields read.
ITEM_PROPS = frozenset(
    "author creator name datePublished dateCreated dateModified inLanguage".split()
)
_ITEMPROP_VALUE_RE = re.compile(r"\s*=\s*[\"']?([^\"'<>]{1,200})")
_TAG_NAME_RE = re.compile(r"[A-Za-z][\w-]{0,20}")
_HTML_RE = re.compile(r"<html\b([^<>]{0,4000})>", re.IGNORECASE)
#: A ``<meta>``'s name (``name``, ``property``, ``itemprop`` or ``http-equiv``)
#: and its content: two patterns on the tag beat reading all its attributes.
_META_OPEN_RE = re.compile(r"<meta\s", re.IGNORECASE)
#: Where an opening ``<meta`` tag's attributes end: its ``>``, or a ``<`` of a
#: tag that was never closed.
_TAG_BOUNDARY_RE = re.compile(r"[<>]")
#: Matched against the tag lower-cased: one plain pattern on a short string
#: instead of a case-blind one trying every attribute of every tag.
_META_NAME_RE = re.compile(
    r"""\s(?:name|property|itemprop|http-equiv)\s*=\s*("[^"<>]*"|'[^'<>]*'|[^\s"'<>]+)"""
)
_META_CONTENT_RE = re.compile(r"""\scontent\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+)""", re.IGNORECASE)


@dataclass(slots=True)
class StructuredData:
    """Everything the page declares about itself, as written.

    ``objects``: JSON-LD objects that carry an ``@type``, in page order, nested
    ones after their parent (``@graph`` and arrays flattened); ``by_id`` the
    objects with an ``@id``, for references such as Yoast's
    ``"author": {"@id": ...}``. ``meta``: ``<meta>`` contents by lower-cased
    ``name``/``property``/``itemprop``/``http-equiv``. ``links``: ``<link>``
    addresses by lower-cased ``rel`` word. ``items``: microdata ``(itemprop,
    value, scoped)`` in page order, the value from ``content``, ``datetime`` or
    ``href``, else the element's text; ``scoped`` when the element opens an
    ``itemscope`` (its value is in the properties that follow); read on
    first use, from ``page``: microdata is the last source of every field, and
    most pages never need it. ``<time>`` elements are read on demand too, by
    :func:`read_times`.
    """

    objects: list[dict[str, Any]] = field(default_factory=list)
    by_id: dict[str, dict[str, Any]] = field(default_factory=dict)
    meta: dict[str, list[str]] = field(default_factory=dict)
    links: dict[str, list[str]] = field(default_factory=dict)
    lang: str | None = None
    page: str = ""
    _items: list[tuple[str, str, bool]] | None = None
    #: The objects describing the page's content, sorted out by
    #: :func:`.declared.content_objects` on first use.
    content: list[dict[str, Any]] | None = None

    def first_meta(self, *names: str) -> str | None:
        """The first non-empty ``<meta>`` content under any of ``names``, in their order."""
        for name in names:
            for value in self.meta.get(name, ()):
                if value:
                    return value
        return None

    @property
    def items(self) -> list[tuple[str, str, bool]]:
        if self._items is None:
            self._items = _read_items(self.page)
        return self._items

    def item_values(self, *props: str) -> Iterator[str]:
        """Microdata values of these properties, in page order."""
        for prop, value, _ in self.items:
            if prop in props and value:
                yield value


def read_structured_data(
    html: str,
    keep_meta: Callable[[str], bool] = lambda name: True,
    scripts: Sequence[str] | None = None,
) -> StructuredData:
    """The structured data of a decoded page (scripts still in it);
    ``keep_meta`` says which ``<meta>`` names (lower-cased) to keep -- a page
    has dozens its reader never asks for (viewport, image sizes...);
    ``scripts``: its JSON-LD scripts, when the caller found them."""
    data = StructuredData(page=html)
    for source in json_ld_scripts(html) if scripts is None else scripts:
        _collect_objects(_parse_json(source), data)
        if len(data.objects) >= MAX_OBJECTS:
            break
    head_end = body_start(html)
    _read_meta(html, data, head_end, keep_meta)
    _read_links(html, data, head_end)
    opening = _HTML_RE.search(html)
    if opening is not None:
        attributes = parse_attributes(opening.group(1))
        data.lang = (attributes.get("lang") or attributes.get("xml:lang") or "").strip() or None
    return data


def body_start(html: str) -> int:
    """Where the body opens (the page's end when it does not): ``<meta>`` and
    ``<link>`` belong to the head, and the body is most of a page's bytes."""
    body = html.find("<body")
    if body < 0:
        body = html.find("<BODY")
    return body if body >= 0 else len(html)


def _parse_json(source: str) -> Any:
    """One JSON-LD script's value, or None when it is not JSON even once the
    wrappers pages put around it (HTML comments, CDATA) are taken off."""
    text = source.strip()
    for wrapper in ("<!--", "-->", "//<![CDATA[", "//]]>", "<![CDATA[", "]]>"):
        if wrapper in text:
            text = text.replace(wrapper, "")
    try:
        return json.loads(text, strict=False)  # raw newlines in strings are common
    except (ValueError, RecursionError):
        return None


def _collect_objects(value: Any, data: StructuredData) -> None:
    """Every typed object of one JSON-LD value, walked with an explicit stack
    (no recursion, whatever the nesting) and bounded by :data:`MAX_OBJECTS`."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    found: list[dict[str, Any]] = []
    while stack and len(data.objects) + len(found) < MAX_OBJECTS:
        current, depth = stack.pop()
        if depth > MAX_DEPTH:
            continue
        if isinstance(current, list):
            stack.extend((item, depth + 1) for item in reversed(current))
        elif isinstance(current, dict):
            if "@type" in current:
                found.append(current)
            identifier = current.get("@id")
            if isinstance(identifier, str) and len(current) > 1:
                data.by_id.setdefault(identifier, current)
            nested = [v for v in current.values() if isinstance(v, (dict, list))]
            stack.extend((v, depth + 1) for v in reversed(nested))
    data.objects.extend(found)


def _add(store: dict[str, list[str]], key: str, value: str) -> None:
    values = store.setdefault(key, [])
    if len(values) < MAX_VALUES:
        values.append(value)


def _read_meta(html: str, data: StructuredData, stop: int, keep: Callable[[str], bool]) -> None:
    """``<meta>`` tags of the head: those a body holds are microdata, which
    :func:`_read_items` reads. Names are read from the whole head in one scan
    (a head holds dozens of tags, most of them never asked for), and a tag's
    content only when it names a field."""
    for opening in _META_OPEN_RE.finditer(html, 0, stop):
        start = opening.end() - 1  # the whitespace after the tag's name
        boundary = _TAG_BOUNDARY_RE.search(html, start, start + MAX_TAG)
        attributes = html[start : start + MAX_TAG if boundary is None else boundary.start()]
        # Every naming attribute counts: ``<meta name="og-url" property="og:url">``.
        names = [
            name
            for written in _META_NAME_RE.findall(attributes.lower())
            for name in written_names(written)
            if keep(name)
        ]
        if not names:
            continue
        tag_end = html.find(">", start, start + 2 * MAX_TAG)  # a long description
        if tag_end < 0:
            continue
        content = _META_CONTENT_RE.search(html, opening.start(), tag_end)
        if content is not None:
            value = _clean(unquoted(content.group(1)))
            for name in names:
                _add(data.meta, name, value)


@lru_cache(maxsize=4096)  # pages share most of their names (viewport, og:image...)
def written_names(written: str) -> tuple[str, ...]:
    """The names a ``<meta>``'s name attribute gives, as written (quotes and
    all): RDFa lets one attribute name several ("dc:creator og:author")."""
    return tuple(meta_name(name) for name in unquoted(written).split())


def meta_name(name: str) -> str:
    """A ``<meta>`` name lower-cased, Dublin Core's prefix spelt one way
    (``DC.creator``, ``dc:creator`` and ``dcterms:creator`` are one name to readers)."""
    name = name.lower()
    if name.startswith(("dc:", "dcterms:")):
        name = name.replace(":", ".", 1)
    return name


def _read_links(html: str, data: StructuredData, stop: int) -> None:
    """``<link>`` addresses of the head by ``rel``, of the links that name one
    worth reading (canonical): found from that word, then the tag around it."""
    position = 0
    while (mark := html.find("canonical", position, stop)) >= 0:
        position = mark + 9
        start = html.rfind("<", max(mark - MAX_TAG, 0), mark)
        end = html.find(">", mark, mark + MAX_TAG)
        if start < 0 or end < 0 or html[start + 1 : start + 5].lower() != "link":
            continue
        attributes = parse_attributes(html[start + 5 : end])
        href = attributes.get("href", "").strip()
        if href:
            for rel in attributes.get("rel", "").lower().split():
                _add(data.links, rel, unescape(href))


def _read_items(html: str) -> list[tuple[str, str, bool]]:
    """Microdata properties the fields use, found from the word ``itemprop``
    and read from the tag around it; other properties are passed by unread."""
    items: list[tuple[str, str, bool]] = []
    position = 0
    while (mark := html.find("itemprop", position)) >= 0 and len(items) < MAX_OBJECTS:
        position = mark + 8
        named = _ITEMPROP_VALUE_RE.match(html, position)
        if named is None or not ITEM_PROPS.intersection(named.group(1).split()):
            continue
        start = html.rfind("<", max(mark - MAX_TAG, 0), mark)
        end = html.find(">", mark, mark + MAX_TAG)
        tag = _TAG_NAME_RE.match(html, start + 1) if start >= 0 else None
        if tag is None or end < 0:
            continue
        attributes = parse_attributes(html[tag.end() : end])
        scoped = "itemscope" in attributes
        value = ""
        for source in ("content", "datetime", "href", "src"):
            if source in attributes:
                value = attributes[source]
                break
        else:
            if not scoped:
                value = _element_text(html, end + 1, tag.group(0))
        for prop in attributes.get("itemprop", "").split():
            if prop in ITEM_PROPS:
                items.append((prop, _clean(value), scoped))
    return items


def _element_text(html: str, start: int, tag: str) -> str:
    """The text of the element opened just before ``start``: up to its closing
    tag, at most :data:`ITEM_TEXT` characters, inner tags dropped."""
    window = html[start : start + ITEM_TEXT]
    end = window.lower().find(f"</{tag.lower()}")
    return without_bracketed(window if end < 0 else window[:end], " ")


def read_times(html: str) -> list[tuple[str, dict[str, str], str]]:
    """``(datetime, attributes, text)`` of the page's ``<time>`` elements, at
    most :data:`MAX_VALUES`. Read apart from the rest, and only when no other
    source gave a date: the search runs through the whole body."""
    times: list[tuple[str, dict[str, str], str]] = []
    position = 0  # lower case only: <time> came with HTML5, long after upper-case tags
    while (start := html.find("<time", position)) >= 0 and len(times) < MAX_VALUES:
        end = html.find(">", start, start + MAX_TAG)
        position = start + 5
        if end < 0 or not html[start + 5 : start + 6].isspace():
            continue
        attributes = parse_attributes(html[start + 5 : end])
        closing = html.find("<", end, end + 200)
        text = html[end + 1 : closing if closing >= 0 else end + 200]
        times.append((attributes.get("datetime", "").strip(), attributes, _clean(text)))
    return times


def _clean(text: str) -> str:
    """Entities read, whitespace runs one space, ends trimmed."""
    return " ".join((unescape(text) if "&" in text else text).split())
