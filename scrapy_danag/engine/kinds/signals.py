"""What a page says about its own kind: declared types, its address, its markup.

Each signal is a number read from the decoded page in one pass of a compiled
pattern (linear in the page: every pattern stops at the next ``<``, ``>`` or
quote), so classifying costs a small share of an extraction. None is a site's
own vocabulary: schema.org and Open Graph types are a standard, the address
words are the generic ones publishing systems use in any site (``forum``,
``product``, ``docs``, ``tag``…), and the markup counts are HTML's own elements.
(Generic class words -- ``post``, ``price``, ``card`` -- were tried: 0.005 of
accuracy for a quarter of the signals' time; left out. Two groups of words that
say what the site does -- a shop's cart, a sign-up's newsletter -- are counted
with ``str.count``.) A model
(:mod:`.classifier`) weighs them; no single one decides.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from ..scan.tags import opening_tags
from ..source.scripts import json_ld_scripts
from ..words import spaced_lengths, word_count
from .address import address_signals, declared_address

#: schema.org types (JSON-LD ``@type`` or microdata ``itemtype``), grouped by what
#: they declare about the page. ``Organization``, ``WebPage`` and the like stand
#: on pages of every kind and are left out.
DECLARED_GROUPS: dict[str, frozenset[str]] = {
    "product": frozenset(
        "Product ProductGroup IndividualProduct ProductModel Offer AggregateOffer Brand "
        "MerchantReturnPolicy OfferShippingDetails MonetaryAmount".split()
    ),
    "discussion": frozenset(
        "DiscussionForumPosting QAPage SocialMediaPosting InteractionCounter".split()
    ),
    "article": frozenset(
        "Article NewsArticle BlogPosting Report ReportageNewsArticle AnalysisNewsArticle "
        "OpinionNewsArticle BackgroundNewsArticle LiveBlogPosting ScholarlyArticle "
        "SpeakableSpecification CommentAction".split()
    ),
    "technical": frozenset("TechArticle APIReference SoftwareSourceCode".split()),
    "collection": frozenset("ItemList CollectionPage SearchResultsPage OfferCatalog Blog".split()),
    "business": frozenset(
        "Service LocalBusiness ProfessionalService FAQPage ContactPage AboutPage "
        "Event PostalAddress GeoCoordinates OpeningHoursSpecification".split()
    ),
    "rating": frozenset("AggregateRating Review Rating".split()),
    "howto": frozenset("HowTo Recipe HowToStep".split()),
    "person": frozenset("Person ProfilePage".split()),
}

#: Open Graph ``og:type`` values worth a signal of their own.
OPEN_GRAPH_TYPES = ("article", "product", "website", "profile", "video")

#: Words of a page's markup (class names, ids, routes) that say what its site
#: does, in whatever language its text is: a shop keeps a cart on every page, a
#: publication asks its readers to sign up. Counted in the page without scripts.
#: (The groups cart/basket/checkout and newsletter/subscribe, and counting in
#: the scripts too, measured the same accuracy at two and a half times the cost.)
SITE_WORDS: dict[str, tuple[str, ...]] = {"shop": ("cart",), "sign-up": ("newsletter",)}

#: Every pattern below is case-sensitive or starts with a literal, and each is a
#: pass over the page: with ``re.IGNORECASE`` or a leading class the engine tries
#: a pattern at every character, and the first signals took twice as long as the
#: extraction (measured). A date or author mark, pagination links and phone
#: links were measured too (0.008 of accuracy together, 9 % of the extraction's
#: time) and left out.

#: Elements counted on the page.
COUNTED_TAGS: tuple[str, ...] = tuple(
    (
        "a p li article section pre code table td form input button select img h1 h2 h3 h4 "
        "time blockquote nav dl kbd"
    ).split()
)

_LD_TYPE_RE = re.compile(r'"@type"\s*:\s*(?:"([^"]{1,80})"|\[([^\]]{1,400})\])')
_ITEMTYPE_RE = re.compile(r"itemtype=[\"']?https?://schema\.org/(\w{1,60})")
_CONTENT_RE = re.compile(r"content\s*=\s*[\"']?([^\"'>]{1,40})")
_CURRENCY_SIGNS = "$€£"  # str.count: three passes in C beat one pattern's scan
_TAG_RE = re.compile(r"<[^>]*>")


def declared_types(
    html: str, markup: str | None = None, scripts: Sequence[str] | None = None
) -> tuple[set[str], bool]:
    """The schema.org types a page declares, in JSON-LD (``scripts``, found in
    ``html`` unless the caller has them) or microdata (in ``markup``, the page
    without scripts when the caller has it: a smaller text to search), and
    whether its JSON-LD declares a publication date."""
    found: set[str] = set()
    dated = False
    for script in json_ld_scripts(html) if scripts is None else scripts:
        for single, listed in _LD_TYPE_RE.findall(script):
            found.update([single] if single else re.findall(r'"([^"]{1,80})"', listed))
        dated = dated or "datePublished" in script
    markup = html if markup is None else markup
    if "itemtype" in markup:  # str's own search, far faster than the pattern's scan
        found.update(_ITEMTYPE_RE.findall(markup))
    return {name.rsplit("/", 1)[-1].rsplit(":", 1)[-1] for name in found}, dated


def open_graph_type(html: str) -> str:
    """The ``og:type`` a page declares, lower-cased, or ""."""
    mark = html.find("og:type")
    if mark < 0:
        return ""
    start, end = html.rfind("<", 0, mark), html.find(">", mark)
    if start < 0 or end < 0:
        return ""
    match = _CONTENT_RE.search(html, start, end)
    return "" if match is None else match.group(1).strip().lower()


def markup_signals(html: str, text_chars: int | None = None) -> dict[str, float]:
    """Counts of HTML elements, linked headings and currency signs, and the size
    of the page's text (``text_chars``: measured here unless the caller has it).

    The share of text in links, and of the main content's lines that are link
    texts, were measured too: no accuracy for a tenth of the signals' time.
    """
    signals: dict[str, float] = {}
    counts, linked = opening_tags(html, COUNTED_TAGS)  # one compiled pass
    tags = dict(zip(COUNTED_TAGS, counts, strict=True))
    for name in COUNTED_TAGS:
        signals[f"tag:{name}"] = math.log1p(tags[name])
    paragraphs = tags["p"] + 1
    signals["ratio:li/p"] = math.log((tags["li"] + 1) / paragraphs)
    signals["ratio:a/p"] = math.log((tags["a"] + 1) / paragraphs)
    signals["ratio:article/p"] = math.log((tags["article"] + 1) / paragraphs)
    signals["currency signs"] = math.log1p(sum(map(html.count, _CURRENCY_SIGNS)))
    signals["linked headings"] = math.log1p(linked)
    if text_chars is None:
        text_chars = len("".join(_TAG_RE.sub(" ", html).split()))  # characters but whitespace
    signals["text:chars"] = math.log1p(text_chars)
    return signals


def site_signals(html: str) -> dict[str, float]:
    """How often the page names each group of :data:`SITE_WORDS` (a log count)."""
    return {
        f"site:{group}": math.log1p(sum(map(html.count, words)))
        for group, words in SITE_WORDS.items()
    }


def declared_signals(
    html: str, markup: str | None = None, scripts: Sequence[str] | None = None
) -> dict[str, float]:
    """Which groups of schema.org types, and which ``og:type``, the page declares,
    and whether its JSON-LD declares a publication date (``markup``: as for
    :func:`declared_types`; ``og:type`` is a ``<meta>``, in it too).

    A page that declares no type at all gives no ``declared:`` signal, and one
    without an ``og:type`` no ``og:`` signal: the model reads them as typical.
    Silence is no evidence: pages written before these vocabularies (news of
    2008) declare nothing, and read as "declares no article" they were judged
    listings."""
    markup = html if markup is None else markup
    types, dated = declared_types(html, markup, scripts)
    signals: dict[str, float] = {}
    if types or dated:
        signals.update(
            (f"declared:{group}", float(bool(types & members)))
            for group, members in DECLARED_GROUPS.items()
        )
        signals["declared:published"] = float(dated)
    og = open_graph_type(markup)
    if og:
        for name in OPEN_GRAPH_TYPES:
            signals[f"og:{name}"] = float(og == name or og.startswith(name + "."))
    return signals


def content_signals(main_content: str, page_chars: float) -> dict[str, float]:
    """What the extracted main content looks like: its size, share, and line lengths.

    An article is a few long paragraphs; a listing, many short lines; a forum
    thread, many mid-length ones.
    """
    lines = [line for line in main_content.split("\n") if line.strip()]
    chars = sum(map(len, lines))
    lengths = spaced_lengths(lines)  # sizes in any script; the share is one already
    written = sum(lengths)
    long_lines = sum(1 for length in lengths if length >= 200)
    return {
        "content:chars": math.log1p(written),
        "content:share": chars / page_chars if page_chars else 0.0,
        "content:lines": math.log1p(len(lines)),
        "content:mean line": math.log1p(written / len(lines)) if lines else 0.0,
        "content:long share": long_lines / len(lines) if lines else 0.0,
    }


def reading_signals(headline: str | None) -> dict[str, float]:
    """What the page's own reading says: how many words its headline has (an
    article's is a sentence, a service's or a shop's a name); nothing when no
    headline was found, which says more of the finder than of the page.

    The page's metadata (a byline, a date, tags) is not read here: a caller
    may not ask for it, and the kind -- and with it the main content -- must
    be the same whether it does or not (``metadata=False`` changed the kind
    of 19 of 500 WCXB pages when it was read)."""
    return {"headline:words": math.log1p(word_count(headline))} if headline else {}


def page_signals(
    html: str,
    cleaned: str,
    url: str | None,
    main_content: str,
    text_chars: int | None = None,
    bare: str | None = None,
    scripts: Sequence[str] | None = None,
    declared: str | None = None,
) -> dict[str, float]:
    """Every signal of a page: ``html`` as decoded (its scripts hold the JSON-LD;
    ``scripts``, their texts, when the caller found them),
    ``cleaned`` without scripts, styles and comments, its address (without one,
    the words of the address the page declares: :mod:`.address`), the main content found, the
    page's characters of text when the caller counted them (phase 1 does), and
    ``bare``, the page with its tags' attributes dropped, when the caller has it:
    the elements are counted there, in half the characters. ``declared``: the
    address the page declares (:func:`.address.declared_address`, "" for none),
    when the caller found it; read only without ``url``."""
    signals = declared_signals(html, cleaned, scripts)
    if url:
        signals.update(address_signals(url))
    else:
        own = declared_address(cleaned) if declared is None else declared
        signals.update(address_signals(own, declared=True))
    signals.update(site_signals(cleaned))
    signals.update(markup_signals(cleaned if bare is None else bare, text_chars))
    signals.update(content_signals(main_content, math.expm1(signals["text:chars"])))
    return signals
