"""A box of the site's latest stories beside a short story is not the story.

The page is the shape of a health news site of 2012: the story's column holds
its headline and one short paragraph; the right column, a box of the latest
stories, each a linked title and a summary shown when the reader points at
it. The summaries are sentences and only the titles are links, so the box is
denser than the story and its lines the largest region. Its shape tells it:
every item opens with a link to another page of the site, its summary in a
block of its own.

A writer's list of the same shape that links out to other sites (books and
where to buy them), and an accordion of questions whose links go nowhere,
stay the article's.
"""

from __future__ import annotations

import pytest
from lxml import etree

import scrapy_danag
from scrapy_danag.engine.tree.article import text_sizes
from scrapy_danag.engine.tree.tags import OWN_TAGS, host_of
from scrapy_danag.engine.tree.teasers import teaser_list

from .conftest import page

STORY = (
    "The company bought 1,374 of its own shares during the session of 3 January, at "
    "2.00 euros a share, for a total of 2,748 euros, it told the stock exchange on Wednesday."
)

TEASERS = [
    (
        "Hospital doctors extend their strike into next week",
        "After the pharmacists of the capital, the doctors of the insurance fund's clinics "
        "decided to go on with their strikes, which have closed most surgeries since Monday.",
    ),
    (
        "Food agency recalls a brand of jam found mouldy",
        "The food agency's regional offices, looking into a complaint, found a brand of jam "
        "on sale with mould across its surface and ordered every jar taken off the shelves.",
    ),
    (
        "New terms of care for the farmers' insurance fund",
        "Members of the farmers' fund are now treated by the doctors under contract with the "
        "national health provider, who will write their prescriptions from the first of the month.",
    ),
    (
        "Talks at the private hospital go on without a result",
        "Staff of the private hospital met its management again on Tuesday, but no way was "
        "found to pay the wages owed to them since the summer or to renew their contracts.",
    ),
    (
        "Flu cases rise for a third week in the north",
        "The number of people seen by doctors with the flu rose for a third week in the "
        "northern regions, the disease control centre said, most of them children under ten.",
    ),
]


def _items(href: str, summary_tag: str = "div") -> str:
    return "".join(
        f'<li><a href="{href}{number}">{title}</a>'
        f'<{summary_tag} class="tooltip">{summary}</{summary_tag}></li>'
        for number, (title, summary) in enumerate(TEASERS)
    )


SECTIONS = "".join(f"<li><a href='/section/{n}/'>Section {n}</a></li>\n" for n in range(1, 31))
DIRECTORY = "".join(
    f"<div><a href='/directory/{n}/'>Clinics and doctors, list {n}</a></div>\n"
    for n in range(1, 26)
)


def _news_page(href: str = "newsarticle.asp?art_id=") -> str:
    return page(
        f"<div class='menu'><ul>\n{SECTIONS}</ul></div>",
        "<table width='100%'><tr><td class='main'>"
        "<div class='crumbs'><a href='/'>Home</a> <a href='/news/'>News</a></div>"
        "<h1>Company buys 1,374 of its own shares</h1>"
        "<div class='date'>Published: 4 January 2012</div>"
        "<div class='tools'><a href='email.asp'>Send</a> <a href='#print'>Print</a></div>"
        f"<p>{STORY}</p><p class='grey'>Source: the exchange's bulletin</p>"
        "</td><td class='side'>",
        f"<div class='directory'>\n{DIRECTORY}</div>",
        f"<h3>Latest news</h3><ul>{_items(href)}</ul></td></tr></table>",
        title="Company buys 1,374 of its own shares",
    )


def test_a_box_of_the_sites_latest_stories_is_left_out_of_a_short_story() -> None:
    result = scrapy_danag.extract(_news_page())
    assert STORY in result.main_content
    for title, summary in TEASERS:
        assert title not in result.main_content
        assert summary not in result.main_content
    assert "Latest news" not in result.main_content  # the box's heading goes with it


SITE_LINK = "https://health.example.org/newsarticle.asp?art_id="


def test_a_box_linking_to_the_sites_host_is_left_out_given_the_pages_address() -> None:
    result = scrapy_danag.extract(
        _news_page(SITE_LINK), "https://www.health.example.org/news/16958.html"
    )
    assert STORY in result.main_content
    assert not any(title in result.main_content for title, _ in TEASERS)


def test_the_address_a_page_declares_stands_for_its_own_given_none() -> None:
    declared = '<link rel="canonical" href="https://health.example.org/news/16958.html">'
    html = _news_page(SITE_LINK).replace("</head>", declared + "</head>", 1)
    result = scrapy_danag.extract(html)
    assert STORY in result.main_content
    assert not any(title in result.main_content for title, _ in TEASERS)


def test_absolute_links_of_a_page_of_unknown_address_may_lead_anywhere() -> None:
    result = scrapy_danag.extract(_news_page(SITE_LINK))
    assert all(title in result.main_content for title, _ in TEASERS)


@pytest.mark.parametrize(
    "html",
    [
        # a writer's list of books, each linked to where to buy it, on another site
        page(
            "<h1>Five books on the economy of health care</h1>"
            f"<p>{STORY} {STORY}</p>"
            f"<ol>{_items('https://books.example.net/title/', 'p')}</ol>"
        ),
        # an accordion of questions: each link goes nowhere, its answer below it
        page(
            f"<h1>Questions on the new terms of care</h1><p>{STORY}</p><p>{STORY}</p>"
            f"<h2>Questions</h2><ul class='accordion'>{_items('#')}</ul>"
        ),
    ],
    ids=["writers-list", "accordion"],
)
def test_lists_of_the_articles_own_stay(html: str) -> None:
    result = scrapy_danag.extract(html)
    for title, summary in TEASERS:
        assert title in result.main_content
        assert summary in result.main_content


def _list(items: str) -> etree._Element:
    """The ``<ul>`` of ``items``, parsed as a browser parses it."""
    found = etree.fromstring(f"<div><ul>{items}</ul></div>", etree.HTMLParser()).find(".//ul")
    assert found is not None
    return found


def _is_teasers(element: etree._Element) -> bool:
    total, links = text_sizes(element)
    return teaser_list(element, OWN_TAGS, total, links)


def test_every_item_a_linked_title_and_a_summary_is_a_list_of_teasers() -> None:
    assert _is_teasers(_list(_items("/news/")))


def _each(template: str, count: int = len(TEASERS)) -> str:
    """``template`` filled with each teaser's number ``n``, title ``t`` and summary ``s``."""
    return "".join(
        template.format(n=n, t=title, s=summary)
        for n, (title, summary) in enumerate(TEASERS[:count])
    )


@pytest.mark.parametrize(
    "items",
    [
        _each('<li><a href="/n/{n}">{t}</a><div>{s}</div></li>', count=2),  # two only
        _each('<li>Read: <a href="/n/{n}">{t}</a><div>{s}</div></li>'),  # own text first
        _each('<li><a href="/n/{n}">{t}</a> {s}</li>'),  # the summary runs on inline
        _each('<li><a href="/n/{n}">{t}</a><p>{s} <a href="/x">more</a></p></li>'),
        _each('<li><a href="javascript:open({n})">{t}</a><div>{s}</div></li>'),
        _each('<li><a href="https://books.example.net/{n}">{t}</a><div>{s}</div></li>'),
        _each('<li><a href="/n/{n}">More</a><div>{s}</div></li>'),  # no title
    ],
    ids=[
        "two",
        "own-text-first",
        "inline-summary",
        "linked-summary",
        "script",
        "another-site",
        "short-link",
    ],
)
def test_other_lists_are_not_teasers(items: str) -> None:
    assert not _is_teasers(_list(items))


@pytest.mark.parametrize(
    ("address", "host"),
    [
        ("https://www.Example.org:8080/a/b?c#d", "example.org"),
        ("//cdn.example.net/x", "cdn.example.net"),
        ("/relative/path", None),
        ("http://[::1", None),  # no address a browser reads
    ],
)
def test_the_host_an_address_names(address: str, host: str | None) -> None:
    assert host_of(address) == host


def test_the_title_may_sit_inside_the_link_in_a_tag_of_its_own() -> None:
    items = _each(
        '<li><a href="/n/{n}"><img src="/i/{n}.jpg"><strong>{t}</strong></a><p>{s}</p></li>'
    )
    assert _is_teasers(_list(items))
