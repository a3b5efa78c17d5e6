"""Page kinds: which kind of page this is, and its main content as that kind defines it.

In flow the decoded page (with its scripts, which hold the declared types), the
page without scripts, its address and the main content the line algorithm
found; out come the page's kind, one of :data:`PAGE_TYPES` (:mod:`.signals`
reads what the page says about itself and what its headline and metadata
say, :mod:`.classifier` weighs it), and, for
the kinds whose content is a run of records rather than dense lines (listings
and collections), the text of those records (:mod:`.records`), when they hold
the text the line algorithm found or far more than it; for the kinds whose
content is the whole of a page's sections or items (services, listings,
collections), the text of the page's declared main, or of its body without
furniture (:mod:`.landmark`), when the line algorithm found only a part of it;
for a product, the words that name its furniture (:mod:`.product`), with which
the tree steps run again, and the description it declares when the content
lacks it (:mod:`.description`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import NamedTuple

from lxml import etree

from ..tree.article import text_sizes
from ..tree.locate import html_parser, parse_page
from .classifier import PAGE_TYPES, classify_page, kind_scores
from .landmark import SECTION_KINDS, main_or_body
from .product import product_furniture
from .records import find_records, links_only, records_container, records_text
from .signals import page_signals, reading_signals

__all__ = [
    "CLEAR",
    "PAGE_TYPES",
    "RECORD_KINDS",
    "SECTION_KINDS",
    "KindContent",
    "KindJudgement",
    "classify_page",
    "clearly_none_of",
    "content_of_kind",
    "kind_margin",
    "kind_scores",
    "page_kind",
    "product_furniture",
]

#: Kinds whose main content is their records: the items, titles and summaries of
#: a listing or a collection (a forum's posts and a product's description are
#: found as well by the line algorithm: measured, records lowered both).
RECORD_KINDS = frozenset({"listing", "collection"})
#: A page's kind is clear against another kind when its score leads that
#: kind's by this much (log-odds: about 4.5 times as likely; the address's
#: share of a score is bounded, :mod:`.classifier`). ``DANAG_PAGE_TYPES``
#: drops a page only when its kind is clear against every kind the crawl
#: keeps, and a kind's own reading (records, sections, a thread, a product's
#: reviews left out) replaces the article reading only when the kind is clear
#: against an article: an unsure kind costs nothing. Misjudged articles lose
#: text when their comments or teasers are taken for records; the share of
#: listings' gain kept falls slowly from 0.5 to 1.0 (measured), the articles'
#: loss faster; at 1.0 a blog's menu became its records.
CLEAR = 1.5
#: The records replace the line algorithm's text when they hold this share of its
#: lines (they are a wider view of it; the plateau measured from 0.8 to 0.95)...
HOLDS = 0.8
#: ...or when its text is shorter than this share of theirs (it found a box, not
#: the list; the plateau measured from 0.1 to 0.5).
FAR_SHORTER = 0.25


class KindContent(NamedTuple):
    """The main content of a page so judged, and the records' container when
    the content is their text (None when it is the line algorithm's)."""

    text: str
    records: etree._Element | None = None


class KindJudgement(NamedTuple):
    """A page's kind, the signals it was judged by, how far its kind's score
    stands above an article's (0 for an article), and every kind's score."""

    kind: str
    signals: dict[str, float]
    over_article: float
    scores: dict[str, float]


def kind_margin(scores: Mapping[str, float]) -> float:
    """How far the likeliest kind's score stands above the runner-up's."""
    first, second = sorted(scores.values(), reverse=True)[:2]
    return first - second


def clearly_none_of(scores: Mapping[str, float], kinds: Collection[str]) -> bool:
    """Whether a page so scored is clearly of none of ``kinds``: its likeliest
    kind's score leads each of theirs by :data:`CLEAR`."""
    best = max(scores.values())
    return all(best - scores[kind] >= CLEAR for kind in kinds if kind in scores)


def page_kind(
    html: str,
    cleaned: str,
    url: str | None,
    main_content: str,
    text_chars: int | None = None,
    bare: str | None = None,
    scripts: Sequence[str] | None = None,
    *,
    headline: str | None = None,
    declared: str | None = None,
) -> KindJudgement:
    """The kind of page, from ``html`` as decoded, ``cleaned`` (without scripts,
    styles and comments), its address, the main content found by lines and the
    page's characters of text (phase 1's count) and the page without attributes,
    when there are, its headline as read and the address it declares, when the
    caller found it (:func:`.signals.page_signals`)."""
    signals = page_signals(html, cleaned, url, main_content, text_chars, bare, scripts, declared)
    signals.update(reading_signals(headline))
    scores = kind_scores(signals)
    kind = max(scores, key=scores.__getitem__)
    return KindJudgement(kind, signals, scores[kind] - scores["article"], scores)


def content_of_kind(
    judgement: KindJudgement, cleaned: str, main_content: str, last_resort: bool = False
) -> KindContent:
    """The main content of a page so judged: for a listing or a collection
    clearly judged so (:data:`CLEAR` against an article), its records' text,
    when they hold ``main_content`` or far more than it; then, for a page of
    :data:`.landmark.SECTION_KINDS` clearly judged so, its declared main's text
    when that holds :data:`.landmark.MAIN_WIDER` times as much (on a page
    declaring none, its body's without furniture, at
    :data:`.landmark.BODY_WIDER` times); else ``main_content``, the article
    reading: a page whose kind is unsure keeps it.

    ``last_resort``: the line algorithm refused every seed as furniture and
    ``main_content`` is what it settled for (a footer, a menu, a hidden panel).
    Then the confidence and the share held are not asked: on a page judged a
    listing or a collection at all, its records are the better guess.
    """
    kept = KindContent(main_content)
    clear = judgement.over_article >= CLEAR
    records_asked = judgement.kind in RECORD_KINDS and (clear or last_resort)
    sections_asked = judgement.kind in SECTION_KINDS and clear
    if not (records_asked or sections_asked) or not cleaned.strip():
        return kept
    root = parse_page(cleaned, html_parser())
    if root is None:
        return kept
    content = _records_content(root, main_content, last_resort) if records_asked else None
    content = content or kept
    if sections_asked:
        main, wider = main_or_body(root, body_too=True)
        if main is not None:
            text = records_text(main)
            # A body of links alone is an index, as records are; a declared main
            # is not asked: a news listing wraps each card, summary and all, in
            # its link (asked, two listings fell from 0.89 and 0.66 to 0.06, 0.01).
            index = main.tag == "body" and links_only(main)
            if len(text) >= wider * len(content.text) and not index:
                return KindContent(text, main)
    return content


def _records_content(
    root: etree._Element, main_content: str, last_resort: bool
) -> KindContent | None:
    """The records' text and container, when they replace ``main_content``."""
    sizes = text_sizes(root)
    found = find_records(root, sizes)
    if found is None:
        return None
    container = records_container(found[0], sizes)
    records = records_text(container)
    if not records:
        return None
    lines = [line for line in main_content.split("\n") if line]
    theirs = set(records.split("\n"))
    held = sum(1 for line in lines if line in theirs)
    if (
        last_resort
        or (lines and held >= HOLDS * len(lines))
        or len(main_content) < FAR_SHORTER * len(records)
    ):
        return KindContent(records, container)
    return None
