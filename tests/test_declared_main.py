"""A page of sections or items: its declared ``main`` is its main content.

A service page's sections (and a listing's groups of items) are separated by
card grids, links and short headings, where the line model stops: it found one
section. The page's ``<main>`` (or ``role="main"``) says where all of them
stand. Real HTML, extracted end to end; the records' text step that reads the
main is fed a tree directly.
"""

from __future__ import annotations

import gzip
from typing import cast

from lxml import etree

from scrapy_danag import extract
from scrapy_danag.engine.kinds import CLEAR, KindJudgement, content_of_kind
from scrapy_danag.engine.kinds.landmark import declared_main
from scrapy_danag.engine.kinds.records import NamedAsides, records_text
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED

SERVICE_PAGE = b"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Bookkeeping for small businesses | Ledgerly</title></head>
<body>
<header class="site-header"><a href="/">Ledgerly</a>
<nav><a href="/services/">Services</a> <a href="/pricing/">Pricing</a>
<a href="/about/">About</a> <a href="/contact/">Contact</a> <a href="/login/">Log in</a></nav>
</header>
<MAIN_OPEN>
<div class="hero"><h1>Bookkeeping for small businesses</h1>
<p>Monthly books, payroll and tax filings, done by people who know your trade.</p>
<a class="btn" href="/contact/">Talk to us</a> <button type="button">Get a quote</button></div>
<div class="cards">
<a class="card" href="/services/bookkeeping/"><h3>Bookkeeping</h3><p>Reconciled every month</p></a>
<a class="card" href="/services/payroll/"><h3>Payroll</h3><p>Paid on time, filed on time</p></a>
<a class="card" href="/services/tax/"><h3>Tax filings</h3><p>Quarterly and yearly returns</p></a>
<a class="card" href="/services/advice/"><h3>Advice</h3><p>A named accountant for you</p></a>
</div>
<div class="why"><h2>Why owners choose us</h2>
<p>Most owners start a business to cook, build or sell, not to reconcile bank statements
at midnight. We take the receipts, the invoices and the bank feeds off your hands, check
every line against your accounts each month, and send you a short report in plain words
that says how the month went and what the next quarter's taxes will be.</p>
<p>Every client has one named accountant who answers the phone, knows the business and
stays with it from year to year, so questions are settled in one call instead of a ticket
queue, and advice about hiring, equipment or a second location comes from someone who has
read your books.</p>
</div>
<div class="language-menu"><span>English</span> <span>Espanol</span> <span>Francais</span></div>
<div class="steps"><h2>How we start</h2>
<ol><li><a href="/contact/">Book a call</a></li>
<li><a href="/upload/">Send last year's books</a></li>
<li><a href="/plans/">Pick a plan</a></li></ol></div>
<div class="quotes"><h2>What clients say</h2>
<blockquote><a href="/stories/bakery/">Our bakery's books were a mess; now they are done
every month.</a></blockquote>
<blockquote><a href="/stories/studio/">One call and the payroll question was settled.</a>
</blockquote></div>
<div class="faq"><h2>Questions</h2>
<h3><a href="/faq/#software">Which software do you use?</a></h3>
<h3><a href="/faq/#switch">Can I switch from my current accountant?</a></h3></div>
<MAIN_CLOSE>
<footer><p>Ledgerly Ltd, 4 Market Row</p>
<p><a href="/privacy/">Privacy</a> <a href="/terms/">Terms</a></p></footer>
</body></html>
"""
SERVICE_URL = "https://ledgerly.example/services/bookkeeping-for-small-business"
#: One line of each section the line model passed over.
SECTIONS = (
    "Payroll",
    "Paid on time, filed on time",
    "How we start",
    "Send last year's books",
    "What clients say",
    "One call and the payroll question was settled.",
    "Can I switch from my current accountant?",
)
#: The page's furniture, in and out of its main.
FURNITURE = ("Log in", "Privacy", "Ledgerly Ltd", "Espanol", "Get a quote")


#: What a business's site declares of itself: with it the page is judged a
#: service with confidence.
BUSINESS = (
    b'</title><script type="application/ld+json">{"@context": "https://schema.org", '
    b'"@type": "ProfessionalService", "name": "Ledgerly"}</script>'
    b'<meta property="og:type" content="website"></head>'
)


def _service_page(
    opening: bytes = b"<main>", closing: bytes = b"</main>", declared: bool = False
) -> bytes:
    """The service page, its main opened and closed so; ``declared``: with
    what a business's site declares of itself (:data:`BUSINESS`)."""
    page = SERVICE_PAGE.replace(b"<MAIN_OPEN>", opening).replace(b"<MAIN_CLOSE>", closing)
    return page.replace(b"</title></head>", BUSINESS) if declared else page


def test_a_service_page_keeps_every_section_of_its_main() -> None:
    result = extract(_service_page(declared=True), SERVICE_URL)
    assert result.page_type == "service"
    lines = result.main_content.split("\n")
    for line in SECTIONS:
        assert line in lines
    assert "Why owners choose us" in lines
    for word in FURNITURE:
        assert word not in result.main_content


def test_the_main_landmark_role_declares_it_too() -> None:
    page = _service_page(b'<div class="page" role="main">', b"</div>", declared=True)
    result = extract(page, SERVICE_URL)
    for line in SECTIONS:
        assert line in result.main_content.split("\n")


#: Case studies after the questions: with them, the sections the line model
#: passed over hold more than twice the text it found.
CASES = "".join(
    f'<div class="case"><h2><a href="/cases/{k}">Case {k}: a shop that grew</a></h2>'
    f'<p><a href="/cases/{k}">How the books of shop {k} were put in order in a month</a></p></div>'
    for k in range(8)
).encode()


def test_a_page_declaring_no_main_is_read_whole_without_its_furniture() -> None:
    page = _service_page(b'<div class="page">', CASES + b"</div>", declared=True)
    result = extract(page, SERVICE_URL)
    lines = result.main_content.split("\n")
    for line in (*SECTIONS, "Case 7: a shop that grew"):
        assert line in lines
    for word in FURNITURE:
        assert word not in result.main_content


def test_the_whole_page_is_read_only_when_its_kind_is_judged_with_confidence() -> None:
    # Nothing declares a business and the address names no service: the kind
    # is unsure, and the page is read as an article is.
    url = SERVICE_URL.replace("/services/", "/")
    result = extract(_service_page(b'<div class="page">', CASES + b"</div>"), url)
    assert result.kind_scores[result.page_type or ""] - result.kind_scores["article"] < CLEAR
    assert "Why owners choose us" in result.main_content.split("\n")
    assert "Case 7: a shop that grew" not in result.main_content


def test_the_sections_render_with_their_structure() -> None:
    page = _service_page(declared=True)
    markdown = extract(page, SERVICE_URL, output_format="markdown").main_content
    lines = markdown.split("\n")
    assert "## What clients say" in lines
    faq = "### [Can I switch from my current accountant?](https://ledgerly.example/faq/#switch)"
    assert faq in lines
    assert any(line.startswith("1. ") and "Book a call" in line for line in lines)
    assert any(line.startswith("> ") and "payroll question" in line for line in lines)
    assert "Espanol" not in markdown


ARTICLE_PAGE = b"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>The harbour's new ferry | Bay Herald</title>
<meta property="og:type" content="article">
<meta property="article:published_time" content="2026-03-02T08:00:00Z"></head>
<body><main>
<article><h1>The harbour's new ferry starts on Monday</h1>
<p class="byline">By Ana Ruiz, March 2, 2026</p>
<p>The electric ferry that the council ordered three years ago will carry its first
passengers across the bay on Monday morning, cutting the crossing from forty minutes to
twenty-five and the fuel bill of the service by more than half, officials said.</p>
<p>The boat, built at the yard on the north shore, seats two hundred people and charges at
each end of the crossing while passengers board, which the harbour master said would let it
keep the timetable of the old diesel ferries without a long stop at midday.</p>
<p>Season tickets bought for the old ferries remain valid until the end of the year, and the
council said fares would not change before the spring budget is debated.</p>
</article>
<div class="more-stories"><h2>More from the Herald</h2>
<ul>MORE_STORIES</ul></div>
</main></body></html>
"""
#: Links to other stories: read as text, more than the article itself.
MORE_STORIES = "".join(
    f'<li><a href="/story/{n}">Story number {n} of the week in the bay area</a></li>'
    for n in range(30)
)


def test_an_article_keeps_the_line_models_text_within_its_main() -> None:
    page = ARTICLE_PAGE.replace(b"MORE_STORIES", MORE_STORIES.encode())
    result = extract(page, "https://bayherald.example/2026/03/02/harbour-ferry-monday")
    assert result.page_type == "article"
    assert "Season tickets bought for the old ferries" in result.main_content
    assert "Story number" not in result.main_content


def _tree(body: str) -> etree._Element:
    container = etree.fromstring(f"<div>{body}</div>", etree.HTMLParser()).find(".//div")
    assert container is not None
    return container


def test_a_small_block_named_as_a_menu_is_left_out_of_the_records_text() -> None:
    container = _tree(
        "<p>An item with a summary long enough to be most of the container.</p>"
        "<div class='language-menu'><span>English</span></div>"
    )
    assert records_text(container).split("\n") == [
        "An item with a summary long enough to be most of the container."
    ]


def test_a_wrapper_named_for_the_design_holding_most_of_the_text_is_kept() -> None:
    container = _tree(
        "<div class='secondary-sticky-nav'>"
        "<p>The first section of the page, with most of its words in it.</p>"
        "<p>The second section of the page, with the rest of its words.</p>"
        "<div class='share-menu'>Share</div></div><p>Short</p>"
    )
    asides = NamedAsides(container)
    wrapper, menu = container[0], container[0][2]
    assert not asides(wrapper)
    assert asides(menu)
    assert records_text(container).split("\n") == [
        "The first section of the page, with most of its words in it.",
        "The second section of the page, with the rest of its words.",
        "Short",
    ]


def _science_desk() -> str:
    cards = "".join(
        f'<div class="card"><h3><a href="/story/{k}">Story {k} of the science desk</a></h3>'
        f"<p>What the desk found this week, in one line.</p></div>"
        for k in range(6)
    )
    return (
        '<html><body><nav><a href="/">Home</a></nav>'
        f"<main><h1>Science</h1>{cards}</main><footer>Contact</footer></body></html>"
    )


def test_a_listing_judged_clearly_takes_its_declared_main() -> None:
    judged = KindJudgement("listing", {}, over_article=CLEAR, scores={})
    content = content_of_kind(judged, _science_desk(), "Science")
    assert content.records is not None and content.records.tag == "main"
    lines = content.text.split("\n")
    assert lines[0] == "Science"
    assert [line for line in lines if line.startswith("Story ")] == [
        f"Story {k} of the science desk" for k in range(6)
    ]
    assert "Home" not in lines and "Contact" not in lines


def test_a_listing_judged_without_confidence_keeps_the_article_reading() -> None:
    # An unsure kind costs nothing: the page may be an article, read as one.
    judged = KindJudgement("listing", {}, over_article=CLEAR - 0.1, scores={})
    content = content_of_kind(judged, _science_desk(), "Science")
    assert content == ("Science", None)


def test_a_body_of_links_alone_is_an_index_not_content() -> None:
    links = "".join(f'<li><a href="/tag/{k}">Tag number {k}</a></li>\n' for k in range(30))
    html = f"<html><body><h1>Tags</h1><ul>{links}</ul></body></html>"
    content = content_of_kind(KindJudgement("listing", {}, over_article=2.0, scores={}), html, "")
    assert content.text == "" and content.records is None


#: What the compiled walk (:mod:`scrapy_danag.engine.nodes.landmark`) must
#: find: the first of either, in document order.
_MAIN_XPATH = etree.XPath("(//main | //*[@role = 'main'])[1]")


def _by_xpath(root: etree._Element) -> etree._Element | None:
    found = cast(list[etree._Element], _MAIN_XPATH(root))
    return found[0] if found else None


def test_the_first_main_in_document_order_as_the_xpath_finds_it() -> None:
    cases = {
        "<div role='main' id='a'><main id='b'></main></div>": "a",
        "<main id='a'><div role='main' id='b'></div></main>": "a",
        "<div role='Main' id='a'></div><div role='main ' id='b'></div><p role='main' id='c'/>": "c",
        "<section id='a'><div><main id='b'/></div></section><main id='c'/>": "b",
        "<div role='navigation'><p>no main</p></div>": None,
    }
    for body, wanted in cases.items():
        root = etree.fromstring(f"<html><body>{body}</body></html>", etree.HTMLParser())
        found = declared_main(root)
        assert (None if found is None else found.get("id")) == wanted, body
        assert found is _by_xpath(root)
    # After a second <html>, libxml2 may leave elements beside the root: in the document.
    root = etree.fromstring(
        "<html><body><p>x</p></body></html><html><div role='main'>m</div></html>",
        etree.HTMLParser(),
    )
    assert declared_main(root) is not None
    assert declared_main(root) is _by_xpath(root)


def test_every_shipped_page_and_hostile_shape_as_the_xpath_finds_it() -> None:
    pages = [
        gzip.decompress(path.read_bytes()) for path in sorted(SHIPPED.glob("*/html/*.html.gz"))
    ]
    pages += [build(20_000)[0].encode() for build in hostile_shapes().values()]
    found = 0
    for page in pages:
        root = etree.fromstring(page, etree.HTMLParser(encoding="utf-8"))
        if root is None:
            continue
        main = declared_main(root)
        assert main is _by_xpath(root)
        found += main is not None
    assert found > 0
