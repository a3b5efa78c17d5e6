"""What the reader sees by the headline: the byline and the dateline.

Pages that declare nothing still print who wrote them and when, in the few
lines around the headline: "By Jane Doe", "Posted on 4 September 2025", an
element whose class or ``itemprop`` says ``author`` or ``date``, a link to the
site's author page. These readers work on the page's block lines (one rendered
block a line, each starting with its tag), the lines the extraction already
has, so nothing is parsed again.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from ..scan.collapsed import collapsed
from ..scan.stripped import without_bracketed
from ..source.references import unescape

#: Lines with text read before the headline (a dateline or byline above it) and
#: after it, within :data:`REACH` block lines of it.
BEFORE = 4
AFTER = 12
REACH = 150

_OPENING_RE = re.compile(r"<[A-Za-z][\w-]*([^<>]*)>")
#: Words of a line's opening tag (class, id, itemprop, rel) naming its role.
#: Matched against lower-cased text: a case-insensitive alternation makes the
#: engine try every word at every character, and these run on every line of
#: the window (a third of the metadata's time, measured).
_AUTHOR_NAMES_RE = re.compile(r"author|byline|writer|contributor")
_DATE_NAMES_RE = re.compile(r"date|time|publish|posted|byline|meta")
#: An author's page: ``rel="author"`` or an address under ``/author/``.
_AUTHOR_LINK_RE = re.compile(
    r"<a\b[^<>]*(?:\brel=[\"']?author\b|href=[\"'][^\"'<>]*/(?:author|authors|writers?|"
    r"people|profiles?|staff|contributors?|journalists?)/[^\"'<>]+)[^<>]*>([^<]{1,120})</a>",
    re.IGNORECASE,
)
_LABEL_ONLY_RE = re.compile(
    r"(?:(?:written|posted|published|words|story)\s+)?by\s*:?|(?:authors?|writers?)\s*:?",
    re.IGNORECASE,
)
_AUTHOR_HINT_RE = re.compile(r"author|writer|people|profile|staff|contributor|journalist")
_BY_WORD_RE = re.compile(r"\b(?:by|von|par|por|door|di|av|af)\b")  # on lower-cased text
_BY_RE = re.compile(
    r"(?:^|[|•·]|(?:published|posted|written|updated)\b.{0,40}?)\s*"
    r"(?:written by|posted by|published by|words by|reviewed by|"
    r"by|von|par|por|door|di|av|af)\s*:?\s+(.{2,200})$",
    re.IGNORECASE,
)
#: Dates printed by the headline that are not the page's: a member's joining
#: date on a forum post, a copyright year, a deadline.
_NOT_THE_PAGES_RE = re.compile(  # on lower-cased text
    r"joined|member since|founded|registered|last post|last visit|birthday|©|copyright|"
    r"deadline|expires"
)
_UPDATED_RE = re.compile(
    r"updated|modified|revised|reviewed|last edited|aktualisiert|geändert|mis à jour|"
    r"modifié|actualizado|atualizado|aggiornato|bijgewerkt",
    re.IGNORECASE,
)
_AUTHOR_LABEL_RE = re.compile(r"^(?:authors?|writers?|autor(?:in)?|auteur)\s*:\s*(.{2,200})$", re.I)


#: Characters of text past which a line is a paragraph, neither byline nor
#: dateline: neither reader looks at it.
PARAGRAPH = 200


class WindowLine(NamedTuple):
    """One block line near the headline: its text, and its opening tag's
    attribute source, lower-cased (where class, id, itemprop and rel say what
    it is); ``long`` for a paragraph, whose text is not read; ``lower`` its
    text lower-cased, for the patterns that look for words in any case."""

    text: str
    attributes: str
    source: str
    long: bool = False
    lower: str = ""


def line_text(line: str) -> str:
    """A block line's text: tags dropped, entities read, whitespace one space
    (each step compiled: a line of the window is read for every page)."""
    return collapsed(unescape(without_bracketed(line, " ")))


def headline_window(
    lines: Sequence[str], anchor: int | None, content: Sequence[int] | None = None
) -> list[WindowLine]:
    """The :data:`BEFORE` lines with text before ``anchor`` (the headline's
    line, or the main content's first) and the :data:`AFTER` from it on, in
    page order: empty lines (images, spacers) do not count. ``content``, the
    content characters of each line as the line phases counted them, tells
    which lines have text without reading them again."""
    if anchor is None or not lines:
        return []
    if content is None or len(content) != len(lines):
        content = [1] * len(lines)
    before = _with_text(lines, content, range(anchor - 1, max(anchor - REACH, 0) - 1, -1), BEFORE)
    after = _with_text(lines, content, range(anchor, min(anchor + REACH, len(lines))), AFTER + 1)
    return [*reversed(before), *after]


def _with_text(
    lines: Sequence[str], content: Sequence[int], numbers: range, count: int
) -> list[WindowLine]:
    found: list[WindowLine] = []
    for number in numbers:
        if not content[number]:
            continue
        line = lines[number]
        if content[number] > PARAGRAPH:
            # Phase 1 counted its text, tags dropped without a space and each
            # reference one character: its text as read here is no shorter.
            found.append(WindowLine("", "", line, long=True))
            if len(found) == count:
                break
            continue
        text = line_text(line)
        if text:
            opening = _OPENING_RE.match(line)
            attributes = "" if opening is None else opening.group(1).lower()
            found.append(WindowLine(text, attributes, line, lower=text.lower()))
            if len(found) == count:
                break
    return found


class Dateline(NamedTuple):
    """A line that may hold the page's date: its text, and the ``datetime`` of
    a ``<time>`` element in it (HTML's machine-readable form of what the
    element shows), when there is one."""

    text: str
    stamp: str | None = None


def datelines(window: Sequence[WindowLine]) -> list[Dateline]:
    """Lines that may hold the page's date, the likeliest first: lines whose
    element is named for a date or a byline, then the short lines (a dateline is
    never a paragraph)."""
    named = [w for w in window if not w.long and _DATE_NAMES_RE.search(w.attributes)]
    short = [w for w in window if not w.long and len(w.text) <= 160 and w not in named]
    return [_dateline(w) for w in named + short if _NOT_THE_PAGES_RE.search(w.lower) is None]


#: A ``<time>`` element's machine-readable date, in ISO form.
_TIME_STAMP_RE = re.compile(
    r"<time\b[^<>]*\bdatetime\s*=\s*[\"']?((?:19|20)\d\d-\d\d-\d\d[^\"'<>\s]*)", re.IGNORECASE
)


def _dateline(line: WindowLine) -> Dateline:
    if "datetime" not in line.source:
        return Dateline(line.text)
    stamp = _TIME_STAMP_RE.search(line.source)
    return Dateline(line.text, None if stamp is None else stamp.group(1))


#: A line that says it gives a date: "Published", "Posted on", "Date:".
_DATE_LABEL_RE = re.compile(
    r"^(?:originally\s+)?(?:published|posted|date[ds]?|written|created|last\s+updated|"
    r"updated|veröffentlicht|publié|publicado|pubblicato)\b",
    re.IGNORECASE,
)
#: An element named for a publication date (a class or id with "date",
#: "publish" or "posted" in it); "time" and "meta" alone name clocks and
#: footers too often to be read page-wide.
_PAGE_DATE_NAMES_RE = re.compile(r"date|publish|posted", re.IGNORECASE)
#: A line that is a written date and nothing else ("April 8, 2024", "8 Apr 2024",
#: "2024-04-08", "08/04/2024").
_ONLY_A_DATE_RE = re.compile(
    r"(?:[^\W\d_]{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?|\d{1,2}(?:st|nd|rd|th|\.)?\s+[^\W\d_]{3,10}\.?,?)"
    r"\s+(?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d|\d{1,2}[/.]\d{1,2}[/.](?:19|20)\d\d"
)
#: :data:`.dates.YEAR_RE` a century at a time: a pattern that starts with a
#: literal is searched several times faster than one that starts with a choice
#: (over the first lines of WCXB's pages: 0.53 s for the choice, 0.15 s for
#: both of these), and every page is scanned when it declares no date.
_CENTURIES = (re.compile(r"19\d\d"), re.compile(r"20\d\d"))
#: A dateline is short: a label, a date, perhaps a name.
DATELINE = 80
#: Lines read page-wide, at most: a date is never past the first few thousand.
PAGE_LINES = 5000


def labelled_dates(lines: Sequence[str], content: Sequence[int] | None = None) -> list[str]:
    """Short lines anywhere on the page that say they give a date (a label such
    as "Posted on", or an element named for the date), in page order.

    The last resort for pages whose headline has no dateline by it (the date
    in a sidebar, or under the article) and that declare none: read only then,
    and only the first :data:`PAGE_LINES` lines."""
    if content is None or len(content) != len(lines):
        content = [1] * len(lines)
    found: list[str] = []
    for number in _lines_with_a_year(lines[:PAGE_LINES]):
        if not content[number]:
            continue
        if len(found) >= 3:
            break
        line = lines[number]
        opening = _OPENING_RE.match(line)
        named = opening is not None and _PAGE_DATE_NAMES_RE.search(opening.group(1))
        text = line_text(line) if named or len(line) < 4 * DATELINE else ""
        if not text or len(text) > DATELINE or _NOT_THE_PAGES_RE.search(text.lower()):
            continue
        if named or _DATE_LABEL_RE.match(text) or _ONLY_A_DATE_RE.fullmatch(text):
            found.append(text)
    return found


def _lines_with_a_year(lines: Sequence[str]) -> Iterator[int]:
    """The numbers of the lines that spell a four-digit year (every date
    parse_date reads does: :data:`.dates.YEAR_RE`), found in scans of the
    lines joined rather than one search a line: most of a page's lines have
    none. One scan for each century (:data:`_CENTURIES`), merged in order."""
    joined = "\n".join(lines)
    last = -1
    for number in heapq.merge(*(_lines_matching(century, joined) for century in _CENTURIES)):
        if number != last:  # a line with a year of each century
            yield number
            last = number


def _lines_matching(pattern: re.Pattern[str], joined: str) -> Iterator[int]:
    number = 0
    counted = 0
    position = 0
    while (match := pattern.search(joined, position)) is not None:
        number += joined.count("\n", counted, match.start())
        yield number
        end = joined.find("\n", match.end())
        if end < 0:
            return
        number += 1  # the match's own line ends there
        counted = position = end + 1


def says_updated(text: str) -> bool:
    """Whether a dateline gives the date of a revision ("Updated", "Last
    modified"...), not of publication."""
    return _UPDATED_RE.search(text) is not None


def byline_names(window: Sequence[WindowLine]) -> list[str]:
    """Author names as the byline prints them (still to be cleaned), the
    likeliest first: links to an author's page, "By …" lines, lines whose
    element is named for its author."""
    linked: list[str] = []
    written: list[str] = []
    named: list[str] = []
    label = False
    for line in window:
        if line.long or len(line.text) > PARAGRAPH:  # a paragraph, not a byline
            label = False
            continue
        if "<a" in line.source and _AUTHOR_HINT_RE.search(line.source.lower()):
            for link in _AUTHOR_LINK_RE.finditer(line.source):
                linked.append(line_text(link.group(1)))
        match = _BY_RE.search(line.text) if _BY_WORD_RE.search(line.lower) else None
        match = match or _AUTHOR_LABEL_RE.search(line.text)
        if match is not None:
            written.append(match.group(1))
        elif label:  # "Written by" on its own line: the name is on the next
            written.append(line.text)
        elif _AUTHOR_NAMES_RE.search(line.attributes):
            named.append(line.text)
        label = _LABEL_ONLY_RE.fullmatch(line.text) is not None
    return [*linked, *written, *named]
