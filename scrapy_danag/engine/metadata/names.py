"""Author names as pages write them, cleaned into names.

A byline carries more than names: "By", "Written by", a job title after a dash,
the date after a bar, an e-mail, "and 2 others". :func:`clean_names` keeps the
names only, split into one name each where the line lists several, and refuses
what cannot be a name (an address, a date, a sentence). Letters after a comma
that are credentials (``Dylan Bailey, MS, RD``) stay with their name, as the
person signs.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from ..source.references import unescape
from .declared import publisher_name
from .structured import StructuredData

#: Longest name kept, in characters and in words.
LONGEST = 80
MOST_WORDS = 7

_SPACES_RE = re.compile(r"\s+")
_LEADING_RE = re.compile(
    r"^(?:(?:written|posted|published|reviewed|edited|updated|reported|words|story|"
    r"text|photos?)\s+)?(?:by|von|par|por|door|di|av|af)\b\s*:?\s*|"
    r"^(?:(?:topic|thread|post)\s+)?(?:authors?|writers?|autor(?:in)?|auteur|posted|"
    r"contributors?)\s*:?\s+",
    re.IGNORECASE,
)
#: Where a byline's names end: a bar or bullet, a dash before a title, an
#: "Updated"/"Published" or "on <date>" tail, a parenthesis, a line break.
_MONTH_NAMES = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|"
    r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b"
)
_TAIL_RE = re.compile(
    r"\s*(?:[|•·»\n\r\t]|\s[-–—]\s|\((?!\w+\))|\b(?:updated|published|posted|last\s+updated|"
    r"on\s+(?:\w+\s+)?\d|on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|"
    r"at\s+\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|(?:19|20)\d\d|\d+\s+(?:min|minutes?|hours?|days?|"
    r"comments?|replies|posts?)\b|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|"
    + _MONTH_NAMES
    + r"))",
    re.IGNORECASE,
)
_LIST_RE = re.compile(r"\s*[,;]\s*")
_CONJUNCTION_RE = re.compile(r"\s*(?:&|\band\b|\bund\b|\bet\b|\by\b)\s*", re.IGNORECASE)
_CREDENTIAL_RE = re.compile(
    r"^(?:[A-Z]{2,6}|[A-Z]{1,4}-[A-Z]{2,5}(?:\s\d{2,3})?|Ph\.?\s?D\.?|[A-Z]\.(?:[A-Z]\.)+|"
    r"(?:Jr|Sr|II|III|IV)\.?)$"
)
#: A lower-case function word: a job title or a sentence ("Director of
#: Operations", "Editor at Large"), never a name (particles such as "van" or
#: "de" are not among them).
_PHRASE_RE = re.compile(r"\b(?:of|at|for|in|on|with|the|from|to|is|our)\b")
#: Words of a job title ("Senior Editor", "Staff Writer", "Rédacteur en chef"):
#: after a name in a byline they describe it; alone they are the signature of
#: a team ("Podium Staff", "Our Editors"), which is kept.
_TITLE_RE = re.compile(
    r"\b(?:editor|editorial|reporter|writer|correspondent|columnist|contributor|journalist|"
    r"director|manager|founder|co-founder|ceo|cto|president|staff|senior|chief|producer|"
    r"analyst|photographer|intern|professor|lecturer|researcher|specialist|consultant|"
    r"redakteur(?:in)?|rédact(?:eur|rice)|redactor(?:a)?|periodista|giornalista)s?\b",
    re.IGNORECASE,
)
_NOT_NAME_RE = re.compile(r"https?:|www\.|@|/|\.(?:com|org|net)\b|\d{3}", re.IGNORECASE)
_OTHERS_RE = re.compile(r"\b(?:\d+|two|three|several)\s+others?\b.*$", re.IGNORECASE)


def clean_names(text: str) -> list[str]:
    """The names in one author value or byline, each cleaned; [] when none."""
    text = _SPACES_RE.sub(" ", unescape(text)).strip()
    text = _LEADING_RE.sub("", text)
    cut = _TAIL_RE.search(text)
    if cut is not None:
        text = text[: cut.start()]
    text = _OTHERS_RE.sub("", text).strip(" ,;:-–—")
    if not text or len(text) > 3 * LONGEST:
        return []
    names: list[str] = []
    for part in _parts(text):
        part = part.strip(" .,;:-–—'\"")
        if not part:
            continue
        if names and _CREDENTIAL_RE.match(part):
            names[-1] = f"{names[-1]}, {part}"  # "Dylan Bailey, MS, RD"
        elif names and _TITLE_RE.search(part):
            continue  # "Jane Doe, Senior Editor"; a team alone ("Our Editors") signs as one
        elif is_name(part):
            names.append(part)
    return names


def _parts(text: str) -> list[str]:
    """The parts of a byline that may each be a name: split at commas and
    semicolons, and at a conjunction ("&", "and", "und", "et", "y") only
    when every side of it holds a first name and a last name. A name a page
    shows as one stays whole: a magazine ("Mac & i"), a firm ("Simon &
    Schuster"), a duo signing as one ("Ben and Jerry")."""
    parts: list[str] = []
    for listed in _LIST_RE.split(text):
        sides = _CONJUNCTION_RE.split(listed)
        if len(sides) > 1 and any(len(side.split()) < 2 for side in sides if side.strip()):
            parts.append(listed)
        else:
            parts.extend(sides)
    return parts


def is_name(text: str) -> bool:
    """Whether ``text`` can be a person's or an organisation's name."""
    if not text or len(text) > LONGEST or len(text.split()) > MOST_WORDS:
        return False
    if _NOT_NAME_RE.search(text) is not None or _PHRASE_RE.search(text) is not None:
        return False
    return any(c.isalpha() for c in text)


def merged(*groups: list[str]) -> tuple[str, ...]:
    """Names of several lists in order, each once (case and spacing ignored)."""
    seen: set[str] = set()
    out: list[str] = []
    for group in groups:
        for name in group:
            key = " ".join(name.casefold().split())
            if key not in seen:
                seen.add(key)
                out.append(name)
    return tuple(out)


def _squashed(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def is_site_name(name: str, data: StructuredData, url: str | None) -> bool:
    """Whether ``name`` is the site's own: its declared site or publisher name,
    or the name its address spells (``GlossGenius`` on ``glossgenius.com``)."""
    key = _squashed(name)
    if not key:
        return False
    for site in (data.first_meta("og:site_name", "application-name"), publisher_name(data)):
        if site and (key == _squashed(site) or key in _squashed(site)):
            return True
    host = urlsplit(url).hostname if url else None
    return bool(host) and len(key) >= 4 and key in _squashed(host or "")
