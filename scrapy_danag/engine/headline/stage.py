"""The headline stage: TitleFinder as published, and our measured improvement ``tf+``.

``find_headline`` runs after the main content is known, because ``tf+`` uses its
position. Candidates come from the page normalised into block lines -- the same
lines the main-content phases count when ``line_mode`` is ``block``, so fragment
and region line numbers can be compared.

``tf+`` keeps TitleFinder's TF cosine and changes these things, each measured on
the dev corpora (docs/research/headline.md):

* a candidate is a rendered block, not a DOM text node, so ``<h1>Bridge <em>to
  be</em> rebuilt</h1>`` is one candidate and the headline comes out whole;
* an ``<h1>`` whose score is at least half the best score wins over a closer
  match elsewhere: the site name in a logo or footer often matches a title
  segment exactly, while the headline's ``<h1>`` shares most of the title's words;
  among such ``<h1>``, the best score wins, then one above the main content, then
  the one nearest its start; failing an ``<h1>``, an ``<h2>`` above the same floor
  (blogs set their own name in the ``<h1>``);
* no ``<title>``, a title sharing nothing with the body, or a best match that
  stands twice or more in the body (a site name in the logo, menu and footer):
  the last ``<h1>`` above the main content, else the first ``<h1>`` of the page;
* candidates stop :data:`REACH` lines into the main content and are at most
  :data:`LONGEST` characters long;
* a kicker, date or topic line in its own element at the start of the chosen
  block is left out (:func:`.kicker.without_kicker`);
* a block that is nothing but a link to the site's home page is the site's name
  in its logo, never a candidate (:func:`names_the_site`);
* nothing found above or at the start of the main content: the whole body once
  more; a choice sharing at most :data:`WEAK_MATCH` of the title's words is no
  match, and the page's heading is taken instead;
* the page's address, when given, is a second opinion: a choice that shares
  almost none of the URL slug's words gives way to the block the slug spells
  (:func:`_named_by_address`, :mod:`.address`).
"""

from __future__ import annotations

import html as html_lib
import posixpath
import re
from collections.abc import Sequence
from urllib.parse import urlsplit

from ..source.references import unescape
from ..thesis.preprocess import normalise_lines
from ..thesis.regions import Region
from ..tree.tags import OPENING_TAG_RE, unseen_tag
from .address import folded_words, lines_naming, overlap, slug_words
from .kicker import without_kicker
from .titlefinder import (
    TITLE_METHODS,
    Fragment,
    block_fragments,
    body_start,
    composed,
    find_title,
    lines_mentioning,
    tf_scores,
    title_finder,
    tokenize,
    visible_text,
)

IMPROVED_METHOD = "tf+"
HEADLINE_METHODS: tuple[str, ...] = (IMPROVED_METHOD, *TITLE_METHODS)
#: An ``<h1>`` scoring at least this share of the best candidate is preferred;
#: failing one, an ``<h2>`` above the same floor (:func:`_preferred_headings`).
H1_SHARE = 0.5
#: How far into the main content a headline may stand, in lines. Every value from
#: 60 up scores the same on both dev corpora (40 loses one page); candidates past
#: it only cost time (docs/research/headline.md).
REACH = 80
#: The longest candidate, in characters. The longest gold headline of both dev
#: corpora has 175; every limit from 150 to 300 scores within three pages of the
#: others on trafilatura (120 loses ten), and skipping long paragraphs saves about
#: a fifth of the headline stage's time.
LONGEST = 200
_H1_LINE_RE = re.compile(r"\s*<h1[\s>]", re.IGNORECASE)
_H2_LINE_RE = re.compile(r"\s*<h2[\s>]", re.IGNORECASE)
_H1_ANYWHERE_RE = re.compile(r"<h1[\s>]", re.IGNORECASE)
#: A link and its text, up to its end tag. The end tag is optional in the pattern
#: so that an anchor never closed makes it read the line once, not once more for
#: every ``<a`` in it; :func:`names_the_site` reads only up to the line's last end
#: tag, where each anchor has one.
_ANCHOR_RE = re.compile(
    r"""<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))[^>]*>"""
    r"""([^<]*(?:<(?!/a\s*>)[^<]*)*)(?:</a\s*>)?""",
    re.IGNORECASE,
)
_ANCHOR_END_RE = re.compile(r"</a\s*>", re.IGNORECASE)
#: How much of the previous line may hold the opening of a link around a heading.
_REACH_BACK = 300
#: A choice sharing at most this share of the title's distinct words is a weak
#: match, and the page's heading (:func:`first_heading`) is taken instead. On the
#: trafilatura corpus every share from 0.25 to 0.34 scores the same (six pages
#: more than without the check, none lost); 0.2 gains two fewer, 0.4 loses pages
#: whose headline shares a few words with a title that says something else.
WEAK_MATCH = 0.3
#: The title's choice is checked against the page's address when it shares less
#: than this of the slug's words (Dice), and replaced by a block sharing at least
#: :data:`ADDRESS_NAMES`. Both on plateaus on the trafilatura corpus
#: (docs/research/headline.md): every disagreement from 0.1 to 0.5 and every match from
#: 0.85 to 1.0 scores within one page of the others; a match of 0.8 takes a
#: section's name for an article's.
ADDRESS_DISAGREES = 0.3
ADDRESS_NAMES = 0.9
#: How far above the main content the block the address names may stand, in lines.
ADDRESS_ABOVE = 40
#: Paths of a site's home page (not ".": a permalink to the page itself).
_HOME_PATHS = frozenset({"", "/index.html", "/index.htm", "/index.php"})


def _is_home(href: str) -> bool:
    """True for a link to a site's home page (``/``, ``https://example.org/``)."""
    href = href.strip()
    if not href or href.startswith("#"):
        return False  # the page itself
    try:
        parts = urlsplit(href)
    except ValueError:
        return False  # no address a browser follows (an unclosed IPv6 bracket)
    path = posixpath.normpath(parts.path) if parts.path else ""  # "/." is "/"
    return not parts.query and path.rstrip("/") in _HOME_PATHS


def names_the_site(source_line: str, text: str) -> bool:
    """True when ``text`` is, on its source line, the whole text of a link to the
    site's home page: the site's name in its logo (``<h1><a href="/">Blog</a></h1>``),
    never the headline of the page."""
    if "<a" not in source_line and "<A" not in source_line:
        return False
    ends = [end.end() for end in _ANCHOR_END_RE.finditer(source_line)]
    if not ends:
        return False
    for match in _ANCHOR_RE.finditer(source_line, 0, ends[-1]):
        if visible_text(match.group(4)) != text:
            continue  # most anchors on the line hold other text
        href = match.group(1) or match.group(2) or match.group(3) or ""
        if _is_home(unescape(href)):
            return True
    return False


def _is_h1(lines: Sequence[str], fragment: Fragment) -> bool:
    return _H1_LINE_RE.match(lines[fragment.line]) is not None


def first_heading(
    lines: Sequence[str],
    start: int,
    main_start: int | None,
    source: Sequence[str] | None = None,
) -> Fragment | None:
    """The last ``<h1>`` above the main content, else the first ``<h1>`` of the body;
    never one a reader does not see as the page's text (:class:`_Seen`; ``source``:
    the lines with their attributes, when ``lines`` lost them)."""
    # Every line of the body is asked: str's own search for the tag's start, in
    # either case, rules out nearly all of them three times faster than the
    # pattern, which reads the few left (inline: a call per line costs as much).
    numbers = [
        n
        for n in range(start, len(lines))
        if ("<h1" in (line := lines[n]) or "<H1" in line) and _H1_ANYWHERE_RE.search(line)
    ]
    fragments = block_fragments(lines, start, numbers)
    headings = [f for f in fragments if _is_h1(lines, f) and _seen(f, source or lines)]
    if not headings:
        return None
    if main_start is not None:
        above = [f for f in headings if f.line <= main_start]
        if above:
            return above[-1]
    return headings[0]


def improved_title_finder(
    title: str | None,
    lines: Sequence[str],
    start: int,
    main_start: int | None,
    main_end: int | None = None,
    source: Sequence[str] | None = None,
    slug: Sequence[str] = (),
) -> Fragment | None:
    """``tf+``: block candidates, the ``<h1>`` preference and the heading fallback,
    then the page's address as a second opinion (:func:`_named_by_address`;
    ``slug``: :func:`.address.slug_words` of the page's URL).

    With the main content known, candidates stop at its last line, and at most
    :data:`REACH` lines into it: a headline stands above its article or at its
    start, never in what follows it. A block longer than :data:`LONGEST`
    characters is a paragraph, not a headline, and is not scored.
    """
    end = None if main_end is None else main_end + 1
    if end is not None and main_start is not None:
        end = min(end, main_start + REACH + 1)
    chosen = _title_match(title, lines, start, end, main_start, source)
    if chosen is None and end is not None:
        # Nothing above or at the start of the main content: a region chosen too
        # high on the page (the headline stands below it). Once more, the whole body.
        chosen = _title_match(title, lines, start, None, main_start, source)
    if chosen is not None and title and _weak_match(title, chosen.text):
        chosen = first_heading(lines, start, main_start, source) or chosen
    if slug:
        near = start if main_start is None else max(start, main_start - ADDRESS_ABOVE)
        return _named_by_address(slug, chosen, lines, near, end, source) or chosen
    return chosen


def _title_match(
    title: str | None,
    lines: Sequence[str],
    start: int,
    end: int | None,
    main_start: int | None,
    source: Sequence[str] | None,
) -> Fragment | None:
    """The block the ``<title>`` points to, as :func:`improved_title_finder` says."""
    query = tokenize(title) if title else []
    numbers = lines_mentioning(query, lines, start, end) if query else []
    fragments = [f for f in block_fragments(lines, start, numbers) if len(f.text) <= LONGEST]
    scores = tf_scores(query, [f.text for f in fragments]) if query else []
    # Whether a reader sees a candidate is asked only of those that could win.
    seen = _Seen(fragments, source or lines)
    ranked = sorted(range(len(scores)), key=lambda k: -scores[k])  # stable: first of equals
    best = next((k for k in ranked if seen(k)), None)
    if best is None or scores[best] <= 0:
        return first_heading(lines, start, main_start, source)
    headings = _preferred_headings(lines, fragments, scores, best, seen)
    if headings:
        anchor = main_start if main_start is not None else 0
        line = {k: fragments[k].line for k in headings}
        best = max(headings, key=lambda k: (scores[k], line[k] <= anchor, -abs(anchor - line[k])))
    elif _is_repeated(fragments[best].text, lines, start):
        return first_heading(lines, start, main_start, source) or fragments[best]
    return without_kicker(query, lines, fragments[best], scores[best])


def _preferred_headings(
    lines: Sequence[str],
    fragments: Sequence[Fragment],
    scores: Sequence[float],
    best: int,
    seen: _Seen,
) -> list[int]:
    """The seen ``<h1>`` candidates scoring at least :data:`H1_SHARE` of the best;
    when there is none and the best is no ``<h2>`` (a breadcrumb, a teaser, a
    paragraph), the ``<h2>`` candidates above the same floor: blogs set their
    name in the ``<h1>`` and each post's headline in an ``<h2>``."""
    floor = H1_SHARE * scores[best]
    for opening in (_H1_LINE_RE, _H2_LINE_RE):
        if opening is _H2_LINE_RE and _H2_LINE_RE.match(lines[fragments[best].line]):
            break
        found = [
            k
            for k, f in enumerate(fragments)
            if scores[k] >= floor and opening.match(lines[f.line]) and seen(k)
        ]
        if found:
            return found
    return []


def _weak_match(title: str, text: str) -> bool:
    """True when ``text`` shares at most :data:`WEAK_MATCH` of the title's words: a
    menu or a teaser that happens to share a word or two ("für", a topic) is no
    evidence against the page's heading."""
    query = set(tokenize(title))
    return bool(query) and len(query & set(tokenize(text))) <= WEAK_MATCH * len(query)


def _named_by_address(
    slug: Sequence[str],
    chosen: Fragment | None,
    lines: Sequence[str],
    start: int,
    end: int | None,
    source: Sequence[str] | None,
) -> Fragment | None:
    """The block the page's address names, when the title's choice is something else.

    The ``<title>`` often leads to the site's or the section's name (a blog's
    ``<h1>``, "Opinion", "detail") while the address is named after the article.
    When the chosen block shares under :data:`ADDRESS_DISAGREES` of the slug's
    words, the seen block (within the candidates' lines) that shares at least
    :data:`ADDRESS_NAMES` of them, the most first, is the headline. A near match
    is not enough to replace a choice that agrees with the address: slugs often
    keep a kicker the page sets apart.
    """
    if chosen is not None and overlap(folded_words(chosen.text), slug) >= ADDRESS_DISAGREES:
        return None
    seen_source = source or lines
    numbers = lines_naming(slug, lines, start, len(lines) if end is None else end)
    best: tuple[float, Fragment] | None = None
    for fragment in block_fragments(lines, start, numbers):
        if len(fragment.text) > LONGEST or "://" in fragment.text:
            continue  # a paragraph, or an address written out
        score = overlap(folded_words(fragment.text), slug)
        better = score >= ADDRESS_NAMES and (best is None or score > best[0])
        if better and _seen(fragment, seen_source):
            best = (score, fragment)
    return None if best is None else best[1]


class _Seen:
    """Whether a reader sees a candidate as text of the page, asked once each:
    not when it names the site (:func:`names_the_site`), nor when its block is
    hidden or only for screen readers (:func:`.tags.unseen`: a visually hidden
    ``<h1>`` often repeats the whole ``<title>``, site name included)."""

    def __init__(self, fragments: Sequence[Fragment], source: Sequence[str]) -> None:
        self._fragments = fragments
        self._source = source
        self._answers: dict[int, bool] = {}

    def __call__(self, index: int) -> bool:
        answer = self._answers.get(index)
        if answer is None:
            answer = self._answers[index] = _seen(self._fragments[index], self._source)
        return answer


def _seen(fragment: Fragment, source: Sequence[str]) -> bool:
    line = source[fragment.line]
    if _unseen(line):
        return False
    # The link may open on the line before: <a href="/"> then <h2>Blog</h2></a>.
    before = source[max(fragment.line - 1, 0)][-_REACH_BACK:]
    return not names_the_site(before + line, fragment.text)


def _unseen(source_line: str) -> bool:
    """True when the block opening ``source_line`` is hidden or off screen."""
    opening = OPENING_TAG_RE.match(source_line.lstrip())
    return opening is not None and unseen_tag(opening.group(2))


def _is_repeated(text: str, lines: Sequence[str], start: int) -> bool:
    """True when ``text`` stands at least twice in the body: a logo, menu or footer."""
    body = "\n".join(lines[start:])
    return body.count(text) >= 2 or body.count(html_lib.escape(text, quote=False)) >= 2


def _paired(source: Sequence[str] | None, lines: Sequence[str]) -> Sequence[str] | None:
    """``source`` when it pairs with ``lines`` line for line (the filters keep every
    line break; this guards the lookup all the same)."""
    return source if source is not None and len(source) == len(lines) else None


def find_headline(
    cleaned_html: str,
    method: str,
    *,
    lines: Sequence[str] | None = None,
    source: Sequence[str] | None = None,
    regions: Sequence[Region] = (),
    url: str | None = None,
) -> Fragment | None:
    """The headline of a page whose scripts, styles and comments are already removed.

    ``lines`` are the page's block lines when the caller has them (and ``regions``
    the main content in those lines); ``source`` the same lines with their
    attributes, when ``lines`` lost them to the filters; ``url`` the page's
    address, which ``tf+`` reads as a second opinion (the published measures
    ignore it). Returns the headline's fragment (its text and its line in the
    block lines), or None when nothing fits.
    """
    block_lines = lines if lines is not None else normalise_lines(cleaned_html, "block")
    start = body_start(block_lines)
    title = find_title(cleaned_html)
    if method == IMPROVED_METHOD:
        known = bool(regions) and lines is not None
        main_start = regions[0].start if known else None
        main_end = regions[-1].end if known else None
        found = improved_title_finder(
            title,
            block_lines,
            start,
            main_start,
            main_end,
            _paired(source, block_lines),
            slug_words(url),
        )
        return None if found is None else Fragment(found.line, composed(found.text))
    if title is None:
        return None
    best = title_finder(title, block_lines, start, method)
    return None if best is None else best[0]
