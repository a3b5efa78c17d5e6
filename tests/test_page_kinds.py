"""Page kinds: what the engine calls a page, and what it takes from a listing.

Real pages shipped in ``tests/pages`` (articles) and pages written here the way
forum software, shops, documentation generators and news sections write them.
On the full WCXB development split (CI), page-type accuracy and article recall
are checked against the figures measured there.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lxml import etree

from scrapy_danag import PAGE_TYPES, Extraction, ExtractionOptions, extract
from scrapy_danag.engine.kinds import KindJudgement, content_of_kind
from scrapy_danag.engine.kinds.records import find_records
from scrapy_danag.engine.thesis.preprocess import remove_scripts_styles_comments
from scrapy_danag.engine.tree.article import text_sizes
from scrapy_danag.evaluation.corpus import iter_corpus
from scrapy_danag.evaluation.page_types import Confusion
from scrapy_danag.evaluation.runner import evaluate_corpus

from .conftest import SHIPPED, best_cpu_seconds, page

_WORDS = (
    "the committee said on Tuesday that its members would review every proposal "
    "before the end of the year and publish their findings in a report"
).split()


def _sentence(k: int, length: int = 24) -> str:
    return " ".join(_WORDS[(k + i) % len(_WORDS)] for i in range(length)).capitalize() + "."


def _forum_thread() -> tuple[str, str]:
    posts = "\n".join(
        f'<article class="message message--post" id="post-{k}">'
        f'<div class="message-user"><a href="/members/user{k}.{k}/" class="username">user{k}</a>'
        f'<span class="userTitle">Member</span></div>'
        f'<div class="message-main"><header class="message-attribution">'
        f'<time datetime="2025-03-0{k}T10:00:00">Mar {k}, 2025</time><a href="#post-{k}">#{k}</a>'
        f'</header><div class="message-body"><div class="bbWrapper">{_sentence(k)} '
        f"{_sentence(k + 3)}</div></div>"
        f'<footer class="message-footer"><a href="/posts/{k}/react">Like</a>'
        f'<a href="/threads/x/reply?quote={k}">Reply</a></footer></div></article>'
        for k in range(1, 9)
    )
    declared = {
        "@context": "https://schema.org",
        "@type": "DiscussionForumPosting",
        "headline": "Which projector should replace an old one?",
        "author": {"@type": "Person", "name": "user1"},
        "interactionStatistic": {"@type": "InteractionCounter", "userInteractionCount": 8},
    }
    html = page(
        '<nav><a href="/">Forums</a> <a href="/whats-new/">New posts</a></nav>',
        "<h1>Which projector should replace an old one?</h1>",
        f'<div class="block-body">{posts}</div>',
        '<form action="/threads/x/add-reply"><textarea name="message"></textarea>'
        "<button>Post reply</button></form>",
        title="Which projector should replace an old one? | Home Theater Forum",
        head=f'<script type="application/ld+json">{json.dumps(declared)}</script>',
    )
    return html, "https://forum.example.org/threads/which-projector-should-replace.3291860/"


def _product(reviews: str = "") -> tuple[str, str]:
    declared = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Trail Runner 3 Shoe",
        "brand": {"@type": "Brand", "name": "Acme"},
        "offers": {"@type": "Offer", "price": "129.99", "priceCurrency": "USD"},
    }
    specs = "".join(
        f"<tr><th>{name}</th><td>{value}</td></tr>"
        for name, value in [("Weight", "280 g"), ("Drop", "6 mm"), ("Upper", "Mesh")]
    )
    html = page(
        "<h1>Trail Runner 3 Shoe</h1>",
        '<div class="product-price"><span class="price">$129.99</span></div>',
        '<form class="cart"><select name="size"><option>9</option><option>10</option>'
        '</select><input type="number" name="quantity" value="1">'
        '<button class="add-to-cart">Add to cart</button></form>',
        f'<div class="product-description"><p>{_sentence(1, 40)}</p>'
        f"<p>{_sentence(5, 40)}</p></div>",
        f'<table class="specs">{specs}</table>',
        reviews,
        title="Trail Runner 3 Shoe | Acme Store",
        head='<meta property="og:type" content="product">'
        f'<script type="application/ld+json">{json.dumps(declared)}</script>',
    )
    return html, "https://shop.example.com/products/trail-runner-3-shoe"


def _news_section() -> tuple[str, str, list[str]]:
    titles = [f"Story number {k} on the science beat this week" for k in range(1, 41)]
    cards = "\n".join(
        f'<article class="card"><a href="/2025/03/story-{k}"><img src="/img/{k}.jpg" alt="">'
        f'</a><a class="kicker" href="/section/science/">Science</a>'
        f'<h3 class="card-title"><a href="/2025/03/story-{k}">'
        f'{title}</a></h3><p class="card-summary">{_sentence(k, 18)}</p>'
        f'<time datetime="2025-03-{k:02d}">March {k}, 2025</time></article>'
        for k, title in enumerate(titles, start=1)
    )
    sections = "world politics business science health sport arts books travel food".split()
    menu = "".join(f'<li><a href="/section/{s}/">{s.title()}</a></li>' for s in sections)
    html = page(
        f'<header><nav><ul class="menu">{menu}</ul></nav></header>',
        '<main><h1>Science</h1><div class="cards">',
        cards,
        '</div><a href="/section/science/page/2" rel="next">More stories</a></main>',
        '<footer><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a>'
        "</li></ul></footer>",
        title="Science - The Daily Example",
        # As WordPress's most used SEO plug-in declares category and tag archives.
        head='<meta property="og:type" content="website"><script type="application/ld+json">'
        '{"@context": "https://schema.org", "@graph": [{"@type": "CollectionPage", '
        '"name": "Science"}, {"@type": "BreadcrumbList"}]}</script>',
    )
    return html, "https://news.example.com/section/science/", titles


def _documentation() -> tuple[str, str]:
    steps = "\n".join(
        f"<h2>Step {k}</h2><p>{_sentence(k, 30)}</p>"
        f'<pre><code class="language-python">client = Client(timeout={k})\n'
        f"result = client.fetch('/items/{k}')\nprint(result.status)</code></pre>"
        for k in range(1, 6)
    )
    sidebar = "".join(f'<li><a href="/docs/api/{k}">Reference {k}</a></li>' for k in range(12))
    html = page(
        f'<nav class="sidebar"><ul>{sidebar}</ul></nav>',
        f'<div class="document"><h1>Fetching items with the client</h1>{steps}</div>',
        title="Fetching items - Example SDK documentation",
    )
    return html, "https://docs.example.dev/docs/guide/fetching-items.html"


def test_every_kind_is_one_of_the_seven() -> None:
    assert PAGE_TYPES == (
        "article",
        "forum",
        "product",
        "collection",
        "listing",
        "documentation",
        "service",
    )


def test_shipped_real_articles_are_called_articles() -> None:
    kinds = [extract(p.read_bytes(), p.url).page_type for p in iter_corpus(SHIPPED / "readability")]
    assert all(kind in PAGE_TYPES for kind in kinds)
    assert kinds.count("article") >= 0.9 * len(kinds), kinds


def test_a_forum_thread_is_a_forum() -> None:
    html, url = _forum_thread()
    result = extract(html, url)
    assert result.page_type == "forum"
    assert "user8" in result.main_content  # the last post, with its author line


def test_a_product_page_is_a_product() -> None:
    html, url = _product()
    assert extract(html, url).page_type == "product"


_REVIEWS = (
    '<section id="reviews" class="product-reviews"><h2>Customer reviews</h2>'
    + "".join(
        f'<div class="review-item"><p class="review-author">Runner {k}</p>'
        f"<p>Bought them for the spring races, {k} weeks in and the grip still holds "
        f"on wet rock; sizing runs a little small.</p></div>"
        for k in range(1, 4)
    )
    + "</section>"
)


def test_a_products_reviews_are_left_out_of_its_content() -> None:
    html, url = _product(_REVIEWS)
    result = extract(html, url)
    assert result.page_type == "product"
    assert _sentence(1, 40) in result.main_content and "280 g" in result.main_content
    assert "grip still holds" not in result.main_content
    assert "Customer reviews" not in result.main_content  # its heading goes with it


def test_a_products_reviews_denser_than_its_description_are_left_out() -> None:
    # Twelve long reviews below the fold: the line phases seed in them, and
    # their container is the article element of the first tree steps.
    review = (
        "Bought them for the spring races and wore them on every long run since; the "
        "grip holds on wet rock, the upper breathes, and the sizing runs a little small. "
    )
    reviews = (
        "<div><span>&nbsp;</span></div>" * 25
        + '<section class="product-reviews"><h2>Customer reviews</h2>'
        + "".join(f'<div class="review-item"><p>{review * 2}</p></div>' for _ in range(12))
        + "</section>"
    )
    html, url = _product(reviews)
    result = extract(html, url)
    assert result.page_type == "product"
    assert _sentence(1, 40) in result.main_content
    assert "grip holds" not in result.main_content


def test_an_article_keeps_blocks_named_review() -> None:
    # On an article "review" often names the text itself (a review site's verdict).
    verdict = f'<div class="review-verdict"><p>{_sentence(9, 30)}</p></div>'
    html = page(
        "<article><h1>The new trail shoe, reviewed</h1>",
        *[f"<p>{_sentence(k, 40)}</p>" for k in range(6)],
        verdict,
        "</article>",
        head='<meta property="og:type" content="article">',
    )
    result = extract(html, "https://news.example.com/2025/03/12/the-story")
    assert result.page_type == "article"
    assert _sentence(9, 30) in result.main_content


def test_a_news_section_is_a_listing() -> None:
    html, url, _ = _news_section()
    assert extract(html, url).page_type == "listing"


def test_the_records_of_a_listing_are_its_content() -> None:
    html, _, titles = _news_section()
    cleaned = remove_scripts_styles_comments(html)
    judged = KindJudgement("listing", {}, over_article=2.0)
    content = content_of_kind(judged, cleaned, "Science").text
    for title in titles:
        assert title in content
    assert _sentence(7, 18) in content  # the summaries too
    assert "Contact" not in content and "Politics" not in content  # footer, menu


def test_a_listing_judged_without_confidence_keeps_the_line_text() -> None:
    html = _news_section()[0].replace("main>", "div>")  # no declared main (test_declared_main)
    judged = KindJudgement("listing", {}, over_article=0.5)
    kept = content_of_kind(judged, remove_scripts_styles_comments(html), "Science")
    assert kept.text == "Science" and kept.records is None


def _shop_category() -> tuple[str, str, list[str]]:
    """A shop's category page: product tiles of a name and a price, too short for
    a dense line anywhere, so that the densest text stands in the page's footer."""
    names = [
        f"{brand} {model}"
        for brand in ("Roc Loc", "Trail", "City", "Scamp")
        for model in (
            "Front Light",
            "Rear Light",
            "Vent Light",
            "Commuter",
            "Night Light",
            "Beacon",
        )
    ]
    tiles = "\n".join(
        f'<li class="product-tile"><a href="/p/{k}"><img src="/i/{k}.jpg" alt=""></a>\n'
        f'<a class="name" href="/p/{k}">{name}</a>\n<span class="price">${20 + k}.95</span></li>'
        for k, name in enumerate(names)
    )
    legal = " ".join(_sentence(k, 30) for k in range(4))
    html = page(
        '<header><nav><ul><li><a href="/helmets">Helmets</a></li>'
        '<li><a href="/lights">Lights</a></li></ul></nav></header>',
        f'<main><h1>Lights</h1><p>24 results</p><ul class="product-grid">{tiles}</ul></main>',
        f"<footer><p>{legal}</p></footer>",
        title="Lights | Example Cycling",
    )
    return html, "https://www.example-cycling.com/collections/lights", names


def _tiles_read(html: str, url: str, names: list[str], left_out: str) -> Extraction:
    """The page's extraction, asserting every tile's name is in its main
    content and ``left_out`` is not."""
    result = extract(html, url)
    for name in names:
        assert name in result.main_content
    assert left_out not in result.main_content
    return result


def test_a_collection_whose_dense_text_is_all_furniture_gets_its_records() -> None:
    """Every seed of the line algorithm stands in the footer; its text is a last
    resort, and the records replace it though the kind is judged without
    confidence."""
    html, url, names = _shop_category()
    result = _tiles_read(html, url, names, left_out=_sentence(2, 30))  # the footer's notice
    assert result.page_type == "collection"


def test_the_labels_of_a_records_controls_stay_out() -> None:
    # A "Compare" checkbox on every product tile: a control's caption, not a
    # record's text.
    html, url, names = _shop_category()
    compare = '<label class="compare"><input type="checkbox"> Compare</label>'
    html = html.replace("</span></li>", f"</span>{compare}</li>")
    _tiles_read(html, url, names, left_out="Compare")


def test_the_pages_own_classes_do_not_make_its_records_furniture() -> None:
    # Publishing systems set the page's template and state on <body>; a
    # "footer-top-hidden" there names no footer, and the tiles are the content.
    html, url, names = _shop_category()
    html = html.replace("<body>", '<body class="archive footer-top-hidden has-sidebar">')
    _tiles_read(html, url, names, left_out=_sentence(2, 30))


def test_hidden_panels_are_no_records() -> None:
    # A menu's panels, each hidden until a script opens it, hold more text than
    # the tiles; a reader sees the tiles.
    html, url, names = _shop_category()
    panels = "".join(
        f'<div class="panel" style="display:none"><a href="/c/{k}">{_sentence(k, 6)}</a> '
        f"{_sentence(k + 1, 6)}</div>"
        for k in range(12)
    )
    html = html.replace("<footer>", f'<div class="panels">{panels}</div>\n<footer>')
    _tiles_read(html, url, names, left_out=_sentence(3, 6))


def test_a_last_resort_text_gives_way_to_records_without_confidence() -> None:
    html, _, titles = _news_section()
    judged = KindJudgement("listing", {}, over_article=0.5)
    cleaned = remove_scripts_styles_comments(html)
    content = content_of_kind(judged, cleaned, "About Contact", last_resort=True)
    assert content.records is not None
    assert all(title in content.text for title in titles)
    article = KindJudgement("article", {}, over_article=0.0)  # records only for their kinds
    assert content_of_kind(article, cleaned, "About", last_resort=True).text == "About"


def test_a_list_of_bare_links_is_no_run_of_records() -> None:
    links = "".join(f'<li><a href="/s/{k}">Section number {k}</a></li>' for k in range(40))
    root = etree.fromstring(page(f"<ul>{links}</ul>").encode(), etree.HTMLParser())
    assert find_records(root, text_sizes(root)) is None


def test_a_documentation_page_is_documentation() -> None:
    html, url = _documentation()
    result = extract(html, url)
    assert result.page_type == "documentation"
    assert "client = Client(timeout=3)" in result.main_content


def test_an_empty_page_has_no_kind() -> None:
    assert extract("").page_type is None


def test_the_kind_and_its_signals_are_in_the_json_result() -> None:
    html, url = _product()
    data = extract(html, url).to_dict()
    assert data["page_type"] == "product"
    assert data["kind_signals"]["declared:product"] == 1.0


def test_confusion_counts_accuracy_and_recall() -> None:
    confusion = Confusion.of(
        [("article", "article"), ("article", "listing"), ("forum", "forum"), ("listing", None)]
    )
    assert confusion.accuracy() == 0.5
    assert confusion.recall("article") == 0.5
    assert confusion.table()[0] == ["gold \\ predicted", "article", "forum", "listing", "none"]


def test_wcxb_page_types_as_measured(corpora: Path) -> None:
    """The shipped model on the split it was fitted on, floors 0.02 under the
    figures measured (in-sample: 0.844 accuracy, 0.986 article recall; on domains
    held out of the fit: 0.812 and 0.985), and word F1 as measured."""
    report = evaluate_corpus(corpora / "wcxb", ExtractionOptions.resolve("addanag+"))
    types = report.page_types()
    assert types is not None
    assert types.accuracy() >= 0.82
    assert types.recall("article") >= 0.97
    words = report.word()
    assert words is not None
    assert words["all"] >= 0.807
    assert words["article"] >= 0.92
    assert words["listing"] >= 0.554 and words["collection"] >= 0.564
    assert words["forum"] >= 0.712


@pytest.mark.parametrize("kind", ["forum", "product", "listing", "documentation"])
def test_written_pages_are_not_articles(kind: str) -> None:
    makers = {
        "forum": _forum_thread,
        "product": _product,
        "listing": lambda: _news_section()[:2],
        "documentation": _documentation,
    }
    html, url = makers[kind]()
    assert extract(html, url).page_type != "article"


@pytest.mark.parametrize(
    "card",
    [
        '<div class="card"><h3><a href="/p/{k}">Item {k}</a></h3><p>A summary {k} $5</p></div>',
        '<div class="c"><div class="c"><div class="c"><p>Nested {k}</p></div></div></div>',
        "<li><a href=/x>Bare link {k}</a></li>",
    ],
)
def test_reading_records_is_linear(card: str) -> None:
    """The records step parses the page and walks it a few times: doubling a page
    of records may at most double its time (2.5x, plus 100 ms for noise)."""
    judged = KindJudgement("collection", {}, over_article=5.0)

    def timed(count: int) -> float:
        html = page("\n".join(card.format(k=k) for k in range(count)))
        return best_cpu_seconds(lambda: content_of_kind(judged, html, "line text"))

    small, large = timed(4000), timed(8000)
    assert large <= 2.5 * small + 0.1, (small, large)
