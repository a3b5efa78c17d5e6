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

from collections.abc import Sequence
from typing import NamedTuple

from lxml import etree

from ..metadata.model import Metadata
from ..tree.article import text_sizes
from ..tree.dom import html_parser, parse_page
from .classifier import PAGE_TYPES, classify_page, kind_scores
from .landmark import SECTION_KINDS, main_or_body
from .product import product_furniture
from .records import find_records, links_only, records_container, records_text
from .signals import page_signals, reading_signals

__all__ = [
    "PAGE_TYPES",
    "RECORD_KINDS",
    "SECTION_KINDS",
    "KindContent",
    "KindJudgement",
    "classify_page",
    "content_of_kind",
    "kind_scores",
    "page_kind",
    "product_furniture",
]

#: Kinds whose main content is their records: the items, titles and summaries of
#: a listing or a collection (a forum's posts and a product's description are
#: found as well by the line algorithm: measured, records lowered both).
RECORD_KINDS = frozenset({"listing", "collection"})
#: Records replace the line algorithm's text only on pages whose kind scores this
#: much above an article (log-odds: about 4.5 times as likely). Misjudged
#: articles lose text when their comments or teasers are taken for records; the
#: share of listings' gain kept falls slowly from 0.5 to 1.0 (measured), the
#: articles' loss faster. 1.5 since the model reads the headline, byline and site
#: words: its margins are wider, and at 1.0 a blog's menu became its records.
CONFIDENT = 1.5
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
    """A page's kind, the signals it was judged by, and how far its kind's score
    stands above an article's (0 for an article)."""

    kind: str
    signals: dict[str, float]
    over_article: float


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
    metadata: Metadata | None = None,
) -> KindJudgement:
    """The kind of page, from ``html`` as decoded, ``cleaned`` (without scripts,
    styles and comments), its address, the main content found by lines and the
    page's characters of text (phase 1's count) and the page without attributes,
    when there are, and its headline and metadata as read (``metadata`` None when
    it was not read) (:func:`.signals.page_signals`)."""
    signals = page_signals(html, cleaned, url, main_content, text_chars, bare, scripts)
    signals.update(reading_signals(headline, metadata))
    scores = kind_scores(signals)
    kind = max(scores, key=scores.__getitem__)
    return KindJudgement(kind, signals, scores[kind] - scores["article"])


def content_of_kind(
    judgement: KindJudgement, cleaned: str, main_content: str, last_resort: bool = False
) -> KindContent:
    """The main content of a page so judged: for a listing or a collection judged
    :data:`CONFIDENT`, its records' text, when they hold ``main_content`` or far
    more than it; then, for a page of :data:`.landmark.SECTION_KINDS`, its
    declared main's text when that holds :data:`.landmark.MAIN_WIDER` times as
    much (on a page declaring none and judged :data:`CONFIDENT`, its body's
    without furniture, at :data:`.landmark.BODY_WIDER` times); else
    ``main_content``.

    ``last_resort``: the line algorithm refused every seed as furniture and
    ``main_content`` is what it settled for (a footer, a menu, a hidden panel).
    Then the confidence and the share held are not asked: on a page judged a
    listing or a collection at all, its records are the better guess.
    """
    kept = KindContent(main_content)
    records_asked = judgement.kind in RECORD_KINDS and (
        judgement.over_article >= CONFIDENT or last_resort
    )
    if not (records_asked or judgement.kind in SECTION_KINDS) or not cleaned.strip():
        return kept
    root = parse_page(cleaned, html_parser())
    if root is None:
        return kept
    content = _records_content(root, main_content, last_resort) if records_asked else None
    content = content or kept
    if judgement.kind in SECTION_KINDS:
        main, wider = main_or_body(root, body_too=judgement.over_article >= CONFIDENT)
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
