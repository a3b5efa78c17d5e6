"""Dates as pages write them, read into ISO 8601 and checked for possibility.

Declared dates are mostly ISO 8601 already (``2025-09-04T10:00:00+02:00``), some
RFC 2822 (``Thu, 04 Sep 2025 10:00:00 GMT``) or compact (``20250904``); visible
ones are written out (``September 4, 2025``, ``4 Sept. 2025``, ``04.09.2025``).
:func:`parse_date` reads all of them and keeps the precision given: a date stays
a date, a date-time keeps its time and zone. A date before the web or after
today is impossible for a page, and refused.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from email.utils import parsedate_to_datetime

#: No page was published before the web; 1990 leaves room for archives' own dates.
EARLIEST = date(1990, 1, 1)
#: Servers in zones ahead of the reader's publish "tomorrow": one day of grace.
GRACE = timedelta(days=1)

MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "january jan janv janvier januar enero ene gennaio gen janeiro januari",
        "february feb febr fév fevrier février februar febrero febbraio fevereiro februari",
        "march mar mars märz marz marzo março maart",
        "april apr avr avril abril aprile",
        "may mai mayo maggio mag maio mei",
        "june jun juin juni junio giugno giu junho",
        "july jul juil juillet juli julio luglio lug julho",
        "august aug aout août agosto ago augustus",
        "september sep sept septembre septiembre settembre set setembro",
        "october oct octobre oktober okt octubre ottobre ott outubro",
        "november nov novembre noviembre novembro",
        "december dec déc decembre décembre dezember dez diciembre dic dicembre dezembro",
    ),
    start=1,
):
    for _name in _names.split():
        MONTHS.setdefault(_name, _number)

#: Four digits of a year of the web's time: every form read here spells one.
YEAR_RE = re.compile(r"(?:19|20)\d\d")
_MONTH = r"([^\W\d_]{3,10})\.?"
_ISO_RE = re.compile(
    r"(\d{4})-(\d{1,2})-(\d{1,2})"
    r"(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?"
)
_SLASHED_YMD_RE = re.compile(r"\b(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b")
_COMPACT_RE = re.compile(r"^(\d{4})(\d{2})(\d{2})(?:\d{4,6})?$")
_MONTH_DAY_YEAR_RE = re.compile(_MONTH + r"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b", re.I)
_DAY_MONTH_YEAR_RE = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th|er|º|\.)?\s+(?:de\s+)?" + _MONTH + r",?\s+(?:de\s+)?(\d{4})\b", re.I
)
_YEAR_MONTH_DAY_RE = re.compile(r"\b(\d{4})[\s-]+" + _MONTH + r"[\s-]+(\d{1,2})\b", re.I)
_DASHED_RE = re.compile(r"\b(\d{1,2})-" + _MONTH + r"-(\d{4})\b", re.I)
_RFC_2822_RE = re.compile(r"[A-Za-z]{3}, \d{1,2} [A-Za-z]{3} \d{4} \d\d:\d\d")
_NUMERIC_RE = re.compile(r"\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b")


def today() -> date:
    """The date in UTC now (pages' zones vary; :data:`GRACE` covers the rest)."""
    return datetime.now(UTC).date()


def possible(day: date, now: date | None = None) -> bool:
    """Whether a page can carry this date: after the web began, not after today."""
    return EARLIEST <= day <= (now or today()) + GRACE


def _day(year: str, month: str | int, day: str) -> date | None:
    try:
        return date(int(year), int(month), int(day))
    except ValueError:
        return None


#: Where numbers written ``04/09/2025`` mean April 9: English as the United
#: States and the Philippines write it, and English declared without a country
#: (most such pages are American). Everywhere else the day comes first.
_MONTH_FIRST_REGIONS = frozenset({"", "us", "ph"})


def month_first_in(language: str | None) -> bool:
    """Whether a page declaring ``language`` (a BCP 47 tag) writes the month
    before the day in numeric dates; True when it declares none."""
    if not language:
        return True
    primary, _, rest = language.lower().replace("_", "-").partition("-")
    return primary == "en" and rest.split("-")[-1] in _MONTH_FIRST_REGIONS


def parse_date(text: str, *, now: date | None = None, month_first: bool = True) -> str | None:
    """``text``'s date as ISO 8601 (``YYYY-MM-DD``, with ``THH:MM[:SS]`` and the
    zone when given), or None when it holds no possible date.

    ``month_first`` settles numeric dates whose day and month could be either
    (``04/09/2025``): the American order when True.
    """
    text = text.strip()
    if not text or len(text) > 200 or YEAR_RE.search(text) is None:
        return None  # every form read here spells a year in four digits
    found = _iso(text)
    if found is None and _RFC_2822_RE.match(text):
        found = _rfc_2822(text)
    if found is None:
        found = _written(text, month_first)
    if found is None:
        return None
    day, iso = found
    return iso if possible(day, now) else None


def _iso(text: str) -> tuple[date, str] | None:
    match = _ISO_RE.search(text)
    if match is not None:
        year, month, day_, hour, minute, second, zone = match.groups()
        day = _day(year, month, day_)
        if day is None:
            return None
        iso = day.isoformat()
        if hour is not None and int(hour) < 24 and int(minute) < 60:
            iso += f"T{int(hour):02d}:{minute}" + (f":{second}" if second else ":00")
            if zone:
                iso += "+00:00" if zone == "Z" else _zone(zone)
        return day, iso
    compact = _COMPACT_RE.match(text)
    if compact is not None:
        day = _day(*compact.groups())
        return None if day is None else (day, day.isoformat())
    return None


def _rfc_2822(text: str) -> tuple[date, str] | None:
    """``Thu, 04 Sep 2025 10:00:00 GMT``, as feeds and some ``<meta>`` write it."""
    try:
        stamp = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    return stamp.date(), stamp.isoformat()


def _zone(zone: str) -> str:
    digits = zone[1:].replace(":", "")
    return f"{zone[0]}{digits[:2]}:{digits[2:4] or '00'}"


def _written(text: str, month_first: bool) -> tuple[date, str] | None:
    """A date written with a month name, slashes or dots (no time is read)."""
    day: date | None = None
    for match in _MONTH_DAY_YEAR_RE.finditer(text):
        month = MONTHS.get(match.group(1).lower())
        if month is not None and (day := _day(match.group(3), month, match.group(2))):
            break
    if day is None:
        for match in _DAY_MONTH_YEAR_RE.finditer(text):
            month = MONTHS.get(match.group(2).lower())
            if month is not None and (day := _day(match.group(3), month, match.group(1))):
                break
    for pattern, order in ((_DASHED_RE, (3, 2, 1)), (_YEAR_MONTH_DAY_RE, (1, 2, 3))):
        if day is not None:
            break
        for match in pattern.finditer(text):
            year, name, number = (match.group(i) for i in order)
            month = MONTHS.get(name.lower())
            if month is not None and (day := _day(year, month, number)):
                break
    if day is None and (slashed := _SLASHED_YMD_RE.search(text)) is not None:
        day = _day(*slashed.groups())
    if day is None and (numeric := _NUMERIC_RE.search(text)) is not None:
        first, second, year = (int(g) for g in numeric.groups())
        if first > 12 or (not month_first and second <= 12):
            first, second = second, first
        day = _day(str(year), first, str(second))
    return None if day is None else (day, day.isoformat())


_URL_DATE_RE = re.compile(
    r"/((?:19|20)\d\d)[/-]([01]?\d)[/-]([0-3]?\d)(?=[/_.-]|$)|/((?:19|20)\d\d)([01]\d)([0-3]\d)/"
    r"|/((?:19|20)\d\d)[/-]([a-z]{3,9})[/-]([0-3]?\d)(?=[/_.-]|$)",  # /2023/october/03/
    re.IGNORECASE,
)


def date_in_url(url: str | None, *, now: date | None = None) -> str | None:
    """The date spelled in an address's path (``/2025/09/04/``, ``/2025-09-04-``,
    ``/2025/september/04/``)."""
    if not url:
        return None
    match = _URL_DATE_RE.search(url)
    if match is None:
        return None
    year, month, number = (g for g in match.groups() if g is not None)
    day = _day(year, MONTHS.get(month.lower(), 0) if month.isalpha() else month, number)
    return day.isoformat() if day is not None and possible(day, now) else None
