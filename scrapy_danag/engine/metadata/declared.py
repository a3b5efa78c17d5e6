"""What the page declares for each field, source by source, most trusted first.

Each reader returns the candidates of one field from the structured data
(:mod:`.structured`), in order of trust: the schema.org object describing the
page's own content (an ``Article``, a forum post, a product) before the
``WebPage`` wrapping it and the ``Organization`` beside it; OpenGraph and the
named ``<meta>`` conventions next; microdata after. The choice among them, and
the check against what the page shows, is :mod:`.choose`'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, NamedTuple

from .structured import StructuredData

#: schema.org types of a page's own content: their dates and authors are the page's.
CONTENT_TYPES = frozenset(
    "Article NewsArticle BlogPosting Report ReportageNewsArticle AnalysisNewsArticle "
    "OpinionNewsArticle BackgroundNewsArticle ReviewNewsArticle LiveBlogPosting "
    "ScholarlyArticle TechArticle MedicalWebPage SocialMediaPosting DiscussionForumPosting "
    "Question Answer Review Recipe HowTo VideoObject Podcast Episode Book Product "
    "Course Event Dataset CreativeWork".split()
)
#: The page itself: its dates usually repeat the content's.
PAGE_TYPES = frozenset(
    "WebPage ItemPage AboutPage CollectionPage QAPage FAQPage ProfilePage".split()
)

#: Author types that are not a person.
ORGANISATIONS = frozenset(
    "Organization Corporation NewsMediaOrganization LocalBusiness EducationalOrganization "
    "GovernmentOrganization WebSite Brand".split()
)

PUBLISHED_META = (
    "article:published_time",
    "og:published_time",
    "datepublished",
    "article.published",
    "publish-date",
    "publish_date",
    "publishdate",
    "pubdate",
    "published_time",
    "publication_date",
    "date_published",
    "sailthru.date",
    "parsely-pub-date",
    "dc.date.issued",
    "dcterms.issued",
    "dc.date.created",
    "dcterms.created",
    "dc.date",
    "dcterms.date",
    "citation_publication_date",
    "citation_date",
    "citation_online_date",
    "date",
)
MODIFIED_META = (
    "article:modified_time",
    "og:updated_time",
    "datemodified",
    "dcterms.modified",
    "dc.date.modified",
    "last-modified",
    "lastmod",
)
#: A ``<meta>`` name of a publication date, in a publishing system's own words.
_PUBLICATION_NAME_RE = re.compile(r"publish|(?:^|[^a-z])(?:pub)?date$|created$")
_OTHER_DATE_RE = re.compile(r"publisher|modif|updat|revis|expir|valid|review|event|start|end")
AUTHOR_META = (
    "dc.creator",
    "dcterms.creator",
    "author",
    "article:author",
    "citation_author",
    "sailthru.author",
    "parsely-author",
    "byl",
    "twitter:creator",
)


def types_of(obj: dict[str, Any]) -> set[str]:
    """An object's schema.org types, without their vocabulary prefix."""
    value = obj.get("@type")
    names = value if isinstance(value, list) else [value]
    return {n.rsplit("/", 1)[-1].rsplit(":", 1)[-1] for n in names if isinstance(n, str)}


def content_objects(data: StructuredData) -> list[dict[str, Any]]:
    """The JSON-LD objects of the page's content, then of the page itself
    (sorted out once per page: every field asks)."""
    if data.content is None:
        typed = [(o, types_of(o)) for o in data.objects]
        data.content = [o for o, t in typed if t & CONTENT_TYPES]
        data.content += [o for o, t in typed if t & PAGE_TYPES and not t & CONTENT_TYPES]
    return data.content


def declared_dates(data: StructuredData, key: str, meta_names: tuple[str, ...]) -> Iterator[str]:
    """Date strings for ``key`` (``datePublished``/``dateModified``): JSON-LD,
    then the named ``<meta>``, then microdata, then -- for publication -- any
    other ``<meta>`` whose name says it holds a publication date (publishing
    systems name their own: ``w-published-date``, ``search:date``)."""
    keys = (key, "dateCreated") if key == "datePublished" else (key,)
    for name in keys:
        for obj in content_objects(data):
            value = obj.get(name)
            if isinstance(value, str):
                yield value
    for name in meta_names:
        yield from data.meta.get(name, ())
    # In page order: on a forum, the first post's date is the thread's.
    yield from data.item_values(*keys)
    if key == "datePublished":
        for name, values in data.meta.items():
            if is_publication_name(name):
                yield from values


class Author(NamedTuple):
    """One declared author value, and whether it was declared as an organisation."""

    value: str
    organisation: bool = False


def declared_authors(data: StructuredData) -> Iterator[list[Author]]:
    """Author values as declared (still to be cleaned), one list per source in
    order of trust: the content object's ``author`` (or ``creator``), each
    author ``<meta>`` name, the first microdata author."""
    for obj in content_objects(data):
        for key in ("author", "creator"):
            found = list(_names(obj.get(key), data, 0))
            if found:
                yield found
    for name in AUTHOR_META:
        values = data.meta.get(name)
        if values:
            yield [Author(value) for value in values]
    # Microdata marks every post and comment of a page with its author: the
    # first is the page's (a thread's starter, an article's writer).
    first = next(microdata_authors(data), None)
    if first is not None:
        yield [Author(first)]


def _names(value: Any, data: StructuredData, depth: int) -> Iterator[Author]:
    """Names in a JSON-LD author value: a string, a Person or Organization, a
    reference to one by ``@id``, or a list of them."""
    if depth > 3:
        return
    if isinstance(value, str):
        yield Author(value)
    elif isinstance(value, list):
        for item in value[:20]:
            yield from _names(item, data, depth + 1)
    elif isinstance(value, dict):
        name = value.get("name")
        if name is None and isinstance(value.get("@id"), str):
            target = data.by_id.get(value["@id"])
            if target is not None and target is not value:
                yield from _names(target, data, depth + 1)
            return
        organisation = bool(types_of(value) & ORGANISATIONS)
        if isinstance(name, list):
            name = next((n for n in name if isinstance(n, str)), None)
        if isinstance(name, str):
            yield Author(name, organisation)
        elif name is None and isinstance(value.get("givenName"), str):
            yield Author(f"{value['givenName']} {value.get('familyName') or ''}".strip())


def microdata_authors(data: StructuredData) -> Iterator[str]:
    """``itemprop="author"`` values: the element's own text, or, for an author
    opening its own item scope, the ``name`` property that follows it."""
    waiting = False
    for prop, value, scoped in data.items:
        if prop in ("author", "creator"):
            if scoped:
                waiting = True
            elif value:
                yield value
        elif waiting and prop == "name":
            waiting = False
            if value:
                yield value


def first_text(data: StructuredData, keys: tuple[str, ...], metas: tuple[str, ...]) -> str | None:
    """A text field: the content object's value for the first of ``keys``, else
    the first ``<meta>`` of ``metas``."""
    for obj in content_objects(data):
        for key in keys:
            value = obj.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip()
    return data.first_meta(*metas)


def publisher_name(data: StructuredData) -> str | None:
    """The name of the organisation publishing the page, as its JSON-LD says."""
    for obj in content_objects(data):
        publisher = obj.get("publisher")
        if isinstance(publisher, dict) and isinstance(publisher.get("@id"), str):
            publisher = data.by_id.get(publisher["@id"], publisher)
        if isinstance(publisher, dict) and isinstance(publisher.get("name"), str):
            return publisher["name"]
    for obj in data.objects:
        if types_of(obj) & ORGANISATIONS and isinstance(obj.get("name"), str):
            return obj["name"]
    return None


#: Every ``<meta>`` name a field reads, beside the dates named in a
#: publishing system's own words (:func:`wanted_meta`).
FIELD_META = frozenset(
    (
        *PUBLISHED_META,
        *MODIFIED_META,
        *AUTHOR_META,
        "og:site_name",
        "application-name",
        "og:url",
        "description",
        "og:description",
        "twitter:description",
        "og:image",
        "og:image:url",
        "og:image:secure_url",
        "twitter:image",
        "twitter:image:src",
        "article:tag",
        "keywords",
        "news_keywords",
        "content-language",
        "language",
        "dc.language",
        "og:locale",
    )
)


@lru_cache(maxsize=4096)  # pages share most of their names (viewport, og:image...)
def wanted_meta(name: str) -> bool:
    """Whether a field reads the ``<meta>`` of this (lower-cased) name."""
    return name in FIELD_META or is_publication_name(name)


def is_publication_name(name: str) -> bool:
    """Whether a ``<meta>`` name says it holds a publication date."""
    return _PUBLICATION_NAME_RE.search(name) is not None and not _OTHER_DATE_RE.search(name)
