"""Weighing the sources of each field against each other.

Dates: what a page declares is its publishing system's record, and that record
is sometimes wrong for the reader (a migration re-dates every article; a zone
turns an evening's date into the next day's). The date printed by the headline
is what the reader is told. So the declared publication date stands when the
page prints no date, a date labelled as a revision ("Updated …"), or the same
moment (the same day, or the declared instant's day in another zone); any
other printed date is the page's own word and wins -- also a revision date
printed without a label, which the page presents as its date. A date in the
address is the publisher's own day, and wins over a declared instant that
falls on it in some zone. With nothing declared: the printed date, the first
``<time>`` element, a date labelled as one anywhere on the page, a date in the
address, and last the declared revision date.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from . import fields
from .dates import date_in_url, month_first_in, parse_date, today
from .declared import (
    MODIFIED_META,
    PUBLISHED_META,
    declared_authors,
    declared_dates,
    wanted_meta,
)
from .language import declared_language, page_language
from .model import Metadata
from .names import clean_names, is_site_name, merged
from .structured import StructuredData, read_structured_data, read_times
from .visible import (
    Dateline,
    byline_names,
    datelines,
    headline_window,
    labelled_dates,
    says_updated,
)


def read_metadata(
    html: str,
    url: str | None = None,
    *,
    lines: Sequence[str] = (),
    anchor: int | None = None,
    content: Sequence[int] | None = None,
    text: str = "",
    now: date | None = None,
    scripts: Sequence[str] | None = None,
    data: StructuredData | None = None,
) -> Metadata:
    """The metadata of a decoded page; ``lines`` are its block lines,
    ``anchor`` the headline's line among them (or the main content's first),
    ``content`` their content characters (which have text), ``text`` the main
    content (for its language), ``scripts`` its JSON-LD scripts when the caller
    found them, ``data`` its structured data when the caller read it (from
    ``html`` and ``scripts``, keeping the ``<meta>`` that :func:`.declared.wanted_meta`
    wants)."""
    now = now or today()
    if data is None:
        data = read_structured_data(html, wanted_meta, scripts)
    window = headline_window(lines, anchor, content)
    in_address = date_in_url(url, now=now)
    declaring = _Order(now, month_first_in(declared_language(data)))
    published = _first_date(declared_dates(data, "datePublished", PUBLISHED_META), declaring)
    modified = _first_date(declared_dates(data, "dateModified", MODIFIED_META), declaring)
    known = frozenset(day[:10] for day in (in_address, published, modified) if day)
    order = _Order(now, declaring.month_first, known)
    printed = _PrintedDates(datelines(window), order)
    return Metadata(
        published=_published(published, modified, printed, html, in_address, order)
        or _labelled(lines, content, order)
        or in_address
        or modified,
        modified=modified or printed.revision(),
        authors=_authors(data, byline_names(window), url),
        language=page_language(data, text),
        site_name=fields.site_name(data),
        canonical_url=fields.canonical_url(data, url),
        description=fields.description(data),
        image=fields.image(data, url),
        tags=fields.tags(data),
    )


def _published(
    declared: str | None,
    modified: str | None,
    printed: _PrintedDates,
    html: str,
    in_address: str | None,
    order: _Order,
) -> str | None:
    shown, revision = printed.first()
    if declared is not None:
        # The address is written in the publisher's own zone: a declared
        # instant that falls on its day there is that day.
        if in_address not in (None, declared[:10]) and _same_moment(str(in_address), declared):
            return in_address
        if shown is None or revision or _same_moment(shown, declared):
            return declared
        return shown
    if shown is not None:
        return shown
    return _first_stamp(html, order)


def _first_stamp(html: str, order: _Order) -> str | None:
    """The first ``<time>`` element's date that can be read."""
    stamps = (order.parse(stamp) or order.parse(text) for stamp, _, text in read_times(html))
    return next((s for s in stamps if s), None)


@dataclass(frozen=True, slots=True)
class _Order:
    """How this page's dates are read: today's date (no later date is possible)
    and whether its numeric dates put the month first (its declared language)."""

    now: date
    month_first: bool
    #: Days the page states elsewhere (its address's, its declared ones): a
    #: printed numeric date that reads as one of them in the other order is
    #: read that way.
    known: frozenset[str] = frozenset()

    def parse(self, text: str) -> str | None:
        found = parse_date(text, now=self.now, month_first=self.month_first)
        if found is None or not self.known or found[:10] in self.known:
            return found
        other = parse_date(text, now=self.now, month_first=not self.month_first)
        return other if other is not None and other[:10] in self.known else found


class _PrintedDates:
    """The dates printed by the headline, parsed only as far as they are asked
    for: the first, and the first labelled as a revision."""

    def __init__(self, lines: list[Dateline], order: _Order) -> None:
        self._lines = lines
        self._order = order
        self._found: list[tuple[str, bool]] = []
        self._read = 0

    def _next(self) -> tuple[str, bool] | None:
        while self._read < len(self._lines):
            text, stamp = self._lines[self._read]
            self._read += 1
            found = self._order.parse(text)
            # A <time>'s machine-readable date, unless the printed day is that
            # instant in the reader's zone.
            stamped = None if stamp is None else self._order.parse(stamp)
            if stamped is not None and (found is None or not _same_moment(found[:10], stamped)):
                found = stamped
            if found is not None:
                self._found.append((found, says_updated(text)))
                return self._found[-1]
        return None

    def first(self) -> tuple[str | None, bool]:
        if self._found or self._next() is not None:
            return self._found[0]
        return None, False

    def revision(self) -> str | None:
        found: tuple[str, bool] | None
        for found in (*self._found, *iter(self._next, None)):
            if found[1]:
                return found[0]
        return None


def _labelled(lines: Sequence[str], content: Sequence[int] | None, order: _Order) -> str | None:
    """A date labelled as one anywhere on the page; then the address's date, and
    last the declared revision date: a page that declares only that was
    published no later, and of all it says that date is the nearest."""
    texts = labelled_dates(lines, content)
    return next((found for text in texts if (found := order.parse(text))), None)


def _same_moment(day: str, declared: str) -> bool:
    """Whether ``day`` (``YYYY-MM-DD``) can be the declared date: the same day,
    or, when the declaration is an instant with its zone, that instant's day in
    some zone of the world (UTC-12 to UTC+14) -- pages print dates in their
    reader's zone and declare them in their server's. A declaration without a
    zone gives no instant to convert, and only its own day is its day."""
    if day == declared[:10]:
        return True
    try:
        instant = datetime.fromisoformat(declared)
    except ValueError:
        return False
    if instant.utcoffset() is None:
        return False
    utc = instant.astimezone(UTC)
    earliest, latest = (utc - timedelta(hours=12)).date(), (utc + timedelta(hours=14)).date()
    return earliest.isoformat() <= day <= latest.isoformat()


def _first_date(texts: Iterable[str], order: _Order) -> str | None:
    for text in texts:
        found = order.parse(text)
        if found is not None:
            return found
    return None


def _authors(data: StructuredData, byline: list[str], url: str | None) -> tuple[str, ...]:
    """The most trusted source's names, all of them; but a person named in the
    byline over an organisation declared as the author (publishing systems fill
    in the site's own name where the page prints its writer's)."""
    printed = next((names for value in byline if (names := clean_names(value))), [])
    for group in declared_authors(data):
        names = [name for author in group for name in clean_names(author.value)]
        if not names:
            continue
        site = all(a.organisation or is_site_name(a.value, data, url) for a in group)
        if site and printed and not any(is_site_name(n, data, url) for n in printed):
            return merged(printed)
        return merged(names)
    return merged(printed)
