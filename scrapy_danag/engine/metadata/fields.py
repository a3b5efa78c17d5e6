"""The fields a page declares and nothing checks: site name, canonical address,
description, image and tags, each from its most trusted declaration.

Addresses are resolved against the page's URL and kept only when they are
``http(s)``; tags are split where a page lists them in one string, each kept
once, at most :data:`MAX_TAGS`.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urljoin, urlsplit

from .declared import content_objects, first_text, publisher_name, types_of
from .structured import StructuredData

MAX_TAGS = 50
#: Longer than this, a "tag" is a sentence or a stuffed keyword list.
LONGEST_TAG = 100


def site_name(data: StructuredData) -> str | None:
    named = data.first_meta("og:site_name")
    if named:
        return named
    for obj in data.objects:
        if "WebSite" in types_of(obj) and isinstance(obj.get("name"), str):
            return str(obj["name"]).strip() or None
    return publisher_name(data) or data.first_meta("application-name")


def absolute(address: str | None, url: str | None) -> str | None:
    """``address`` resolved against ``url``; None unless it is http(s) (and
    for an address no browser could follow: the page wrote it, the page may
    have written it wrong)."""
    if not address:
        return None
    address = address.strip()
    if address.startswith(("https://", "http://")) and address.split("//", 1)[1][:1].isalnum():
        return address  # with its host: what urljoin gives back, without parsing two addresses
    try:
        resolved = urljoin(url, address) if url else address
        scheme = urlsplit(resolved).scheme
    except ValueError:  # an address urllib cannot read (an unclosed IPv6 bracket)
        return None
    return resolved if scheme in ("http", "https") else None


def canonical_url(data: StructuredData, url: str | None) -> str | None:
    candidates = [*data.links.get("canonical", ()), data.first_meta("og:url")]
    return next((a for c in candidates if (a := absolute(c, url))), None)


def description(data: StructuredData) -> str | None:
    return data.first_meta("description", "og:description", "twitter:description") or first_text(
        data, ("description",), ()
    )


def image(data: StructuredData, url: str | None) -> str | None:
    candidates: list[Any] = [
        data.first_meta("og:image", "og:image:url", "og:image:secure_url"),
        data.first_meta("twitter:image", "twitter:image:src"),
    ]
    candidates.extend(obj.get("image") for obj in content_objects(data))
    for candidate in candidates:
        if isinstance(candidate, list):
            candidate = candidate[0] if candidate else None
        if isinstance(candidate, dict):
            candidate = candidate.get("url") or candidate.get("contentUrl")
        if isinstance(candidate, str) and (address := absolute(candidate, url)):
            return address
    return None


def tags(data: StructuredData) -> tuple[str, ...]:
    """Tags: ``article:tag``, then the content's JSON-LD ``keywords``, then the
    ``keywords`` and ``news_keywords`` meta."""
    values: list[str] = list(data.meta.get("article:tag", ()))
    if not values:
        for obj in content_objects(data):
            keywords = obj.get("keywords")
            if isinstance(keywords, list):
                values = [k for k in keywords if isinstance(k, str)]
            elif isinstance(keywords, str):
                values = [keywords]
            if values:
                break
    if not values:
        values = [*data.meta.get("keywords", ()), *data.meta.get("news_keywords", ())]
    seen: dict[str, str] = {}
    for value in values:
        for tag in value.split(","):
            tag = " ".join(tag.split())
            if tag and len(tag) <= LONGEST_TAG and tag.casefold() not in seen:
                seen[tag.casefold()] = tag
    return tuple(list(seen.values())[:MAX_TAGS])
