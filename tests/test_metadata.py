"""Metadata: dates, authors, language and the declared fields, read from real
page shapes -- JSON-LD graphs, OpenGraph, Dublin Core, microdata, bylines and
datelines -- and weighed against each other."""

from __future__ import annotations

import json
from datetime import date

import pytest

from scrapy_danag import Metadata, extract
from scrapy_danag.engine.metadata.dates import date_in_url, parse_date
from scrapy_danag.engine.metadata.language import confirmed, plain_language
from scrapy_danag.engine.metadata.names import clean_names
from scrapy_danag.evaluation import read_corpus

from .conftest import SHIPPED
from .metadata_pages import PARAGRAPH, article, json_ld

FRENCH = (
    "Le gouvernement a présenté mercredi un projet de loi qui prévoit de nouvelles règles "
    "pour les collectivités locales, afin de mieux protéger les rivières et les forêts. "
)
GERMAN = (
    "Die Bundesregierung hat am Mittwoch beschlossen, dass die neuen Regeln für alle "
    "Bürger gelten sollen, die in den kommenden Jahren eine Wohnung kaufen wollen. "
)


def metadata(html: str, url: str | None = "https://daily.example/news/river-report") -> Metadata:
    return extract(html, url).metadata


def test_a_json_ld_graph_with_an_author_by_reference() -> None:
    graph = {
        "@context": "https://schema.org",
        "@graph": [
            {"@type": "WebPage", "@id": "https://daily.example/news/river-report"},
            {
                "@type": "NewsArticle",
                "headline": "River quality improves",
                "datePublished": "2025-09-04T10:00:00+02:00",
                "dateModified": "2025-09-05T08:30:00+02:00",
                "author": [{"@id": "#jane"}, {"@type": "Person", "name": "Omar Haddad"}],
                "publisher": {"@id": "#org"},
                "keywords": ["rivers", "environment"],
                "image": {"@type": "ImageObject", "url": "/img/river.jpg"},
            },
            {"@type": "Person", "@id": "#jane", "name": "Jane Doe"},
            {"@type": "NewsMediaOrganization", "@id": "#org", "name": "The Daily"},
        ],
    }
    head = json_ld(graph) + '<link rel="canonical" href="/news/river-report">'
    found = metadata(article(head))
    assert found.published == "2025-09-04T10:00:00+02:00"
    assert found.modified == "2025-09-05T08:30:00+02:00"
    assert found.authors == ("Jane Doe", "Omar Haddad")
    assert found.site_name == "The Daily"  # the publisher, where no og:site_name is given
    assert found.canonical_url == "https://daily.example/news/river-report"
    assert found.image == "https://daily.example/img/river.jpg"
    assert found.tags == ("rivers", "environment")


def test_open_graph_and_named_meta() -> None:
    head = (
        '<meta property="og:site_name" content="The Daily">'
        '<meta property="article:published_time" content="2024-03-01T07:15:00Z">'
        '<meta property="article:tag" content="Rivers"><meta property="article:tag" content="Rain">'
        '<meta name="author" content="By Jane Doe | Staff writer">'
        '<meta name="description" content="What the report says.">'
        '<meta property="og:image" content="https://cdn.example/r.jpg">'
    )
    found = metadata(article(head))
    assert found.published == "2024-03-01T07:15:00+00:00"
    assert found.authors == ("Jane Doe",)
    assert found.site_name == "The Daily"
    assert found.description == "What the report says."
    assert found.image == "https://cdn.example/r.jpg"
    assert found.tags == ("Rivers", "Rain")


def test_every_naming_attribute_of_a_meta_tag_counts_wherever_it_stands() -> None:
    long_description = "A very long description of the report. " * 120  # over 4,000 characters
    head = (
        '<meta name="og-site-name" property="og:site_name" content="The Daily">'
        '<meta property="og:updated_time" itemprop="dateUpdated" content="2024-03-02T09:00:00Z">'
        '<meta content="https://cdn.example/r.jpg" property="og:image">'
        f'<meta name="description" content="{long_description}">'
        '<meta content="2024-03-01" property="article:published_time">'
    )
    found = metadata(article(head))
    assert found.site_name == "The Daily"
    assert found.modified == "2024-03-02T09:00:00+00:00"
    assert found.image == "https://cdn.example/r.jpg"
    assert found.description == long_description.strip()
    assert found.published == "2024-03-01"
    # a content longer than a tag is read no further than a tag: the tags after
    # it keep their own names and values
    unclosed = f'<meta content="{long_description * 3}" property="og:image">'
    later = '<meta property="og:site_name" content="The Daily">'
    assert metadata(article(unclosed + later)).site_name == "The Daily"


def test_rdfa_properties_naming_several_fields_and_dublin_core_first() -> None:
    """Readability's test page: one property attribute lists two names; the
    Dublin Core creator is preferred to a plain author meta."""
    page = next(p for p in read_corpus(SHIPPED / "readability") if p.id.startswith("004"))
    assert extract(page.read_bytes(), page.url).metadata.authors == ("Creator Name",)


def test_microdata_author_scope_and_date() -> None:
    byline = (
        '<div itemprop="author" itemscope itemtype="https://schema.org/Person">'
        '<span itemprop="name">Ann Lee</span></div>'
        '<meta itemprop="datePublished" content="2021-03-04">'
    )
    found = metadata(article(byline=byline))
    assert found.authors == ("Ann Lee",)
    assert found.published == "2021-03-04"


def test_the_printed_byline_and_dateline_when_nothing_is_declared() -> None:
    byline = '<p class="byline">By Jane Doe and John Roe</p>'
    dateline = '<p class="meta">Published on 4 Sept. 2025</p>'
    found = metadata(article(byline=byline + dateline))
    assert found.authors == ("Jane Doe", "John Roe")
    assert found.published == "2025-09-04"


def test_a_labelled_date_far_from_the_headline_is_the_last_resort() -> None:
    html = article().replace(
        "<footer>", '<aside><div class="post-date">Posted on April 13, 2023</div></aside><footer>'
    )
    assert metadata(html, "https://daily.example/river").published == "2023-04-13"


@pytest.mark.parametrize(
    ("first", "second", "iso"),
    [
        ("April 13, 2023", "May 2, 1999", "2023-04-13"),
        ("May 2, 1999", "April 13, 2023", "1999-05-02"),
    ],
)
def test_the_first_labelled_date_in_the_page_is_taken_whatever_its_century(
    first: str, second: str, iso: str
) -> None:
    # The page is searched for years a century at a time; the lines found must
    # come back in the page's order.
    notes = "".join(f"<li>Reader note {n}</li>" for n in range(20))  # past the dateline's reach
    dates = f'<div class="post-date">Posted on {first}</div><p>Filed in 2019-1999 notes</p>'
    dates += f'<div class="post-date">Posted on {second}</div>'
    html = article().replace("<footer>", f"<aside><ul>{notes}</ul>{dates}</aside><footer>")
    assert metadata(html, "https://daily.example/river").published == iso


def test_a_site_declared_as_author_gives_way_to_the_printed_writer() -> None:
    head = (
        json_ld({"@type": "Article", "author": {"@type": "Organization", "name": "The Daily"}})
        + '<meta property="og:site_name" content="The Daily">'
    )
    found = metadata(article(head, '<p class="byline">By Maria Santos</p>'))
    assert found.authors == ("Maria Santos",)


def test_impossible_dates_are_refused() -> None:
    future = json_ld({"@type": "Article", "datePublished": "2999-01-01"})
    before_the_web = '<meta property="article:published_time" content="1969-07-20">'
    assert metadata(article(future + before_the_web), "https://daily.example/x").published is None
    assert parse_date("2999-01-01") is None
    assert parse_date("1969-07-20") is None
    # One day of grace: a server ahead of the reader's zone publishes "tomorrow".
    assert parse_date("2025-09-05", now=date(2025, 9, 4)) == "2025-09-05"


@pytest.mark.parametrize(
    ("written", "month_first", "iso"),
    [
        ("2025-09-04T10:00:00Z", True, "2025-09-04T10:00:00+00:00"),
        ("2025-09-04T10:00:00.123+0530", True, "2025-09-04T10:00:00+05:30"),
        ("20250904", True, "2025-09-04"),
        ("Thu, 04 Sep 2025 10:00:00 GMT", True, "2025-09-04T10:00:00+00:00"),
        ("Updated September 4th, 2025 at 10am", True, "2025-09-04"),
        ("4 septembre 2025", True, "2025-09-04"),
        ("09/04/2025", True, "2025-09-04"),  # the American order, asked for
        ("04.09.2025", False, "2025-09-04"),  # the European order, asked for
        ("15/12/2025", True, "2025-12-15"),  # 15 cannot be a month, whatever was asked
        ("2025/09/04", True, "2025-09-04"),
    ],
)
def test_dates_as_pages_write_them(written: str, month_first: bool, iso: str) -> None:
    assert parse_date(written, month_first=month_first) == iso


def test_a_printed_day_in_another_zone_is_the_declared_instant() -> None:
    """A forum declares its post at 21:50 in New York and prints the reader's
    (UTC) day: the same moment. Without a declared zone, the printed day wins."""
    zoned = json_ld({"@type": "Article", "datePublished": "2024-01-14T21:50:50-05:00"})
    printed = '<p class="date">Jan 15, 2024</p>'
    assert metadata(article(zoned, printed)).published == "2024-01-14T21:50:50-05:00"
    naive = json_ld({"@type": "Article", "datePublished": "2024-01-14T21:50:50"})
    assert metadata(article(naive, printed)).published == "2024-01-15"


def test_the_address_date_is_the_publishers_own_day() -> None:
    head = '<meta property="article:published_time" content="2025-12-19T02:41:41+00:00">'
    url = "https://blog.example/2025/12/18/comfort-watches/"
    assert metadata(article(head), url).published == "2025-12-18"
    assert date_in_url(url) == "2025-12-18"
    assert date_in_url("https://blog.example/2025/13/45/x") is None


def test_numeric_dates_in_the_pages_own_order() -> None:
    """ "04/09/2025" is April 9 on an American page (or one declaring plain
    English), September 4 on a British or French one; a reading that gives the
    day the address spells wins on any page."""
    printed = '<p class="date">04/09/2025</p>'
    assert metadata(article(byline=printed)).published == "2025-04-09"
    assert metadata(article(byline=printed, lang='lang="en-GB"')).published == "2025-09-04"
    assert metadata(article(byline=printed, lang='lang="fr"', text=FRENCH)).published == (
        "2025-09-04"
    )
    url = "https://wine.example/blog/2025/september/04/styles/"
    assert date_in_url(url) == "2025-09-04"
    assert metadata(article(byline=printed), url).published == "2025-09-04"


def test_a_time_elements_datetime_is_its_date_unless_it_is_the_same_moment() -> None:
    # HTML's machine-readable form of what the element shows wins over a
    # template's printed text ...
    stamped = '<div class="meta"><time datetime="2024-12-20">August 28, 2024</time></div>'
    assert metadata(article(byline=stamped)).published == "2024-12-20"
    # ... but a printed day that is the stamp's instant in the reader's zone
    # is the publisher's day.
    utc = '<div class="meta"><time datetime="2026-02-24T04:13:00Z">Feb 23, 2026</time></div>'
    assert metadata(article(byline=utc)).published == "2026-02-23"


def test_a_date_alone_on_a_line_away_from_the_headline_is_a_last_resort() -> None:
    notes = "".join(f"<li>Reader note {n}</li>" for n in range(20))  # past the dateline's reach
    aside = f"<aside><ul>{notes}</ul><h5><span>2024-11-06</span></h5></aside>"
    html = article().replace("<footer>", aside + "<footer>")
    assert metadata(html, "https://daily.example/river").published == "2024-11-06"


def test_a_revision_printed_as_such_leaves_the_publication_date() -> None:
    head = '<meta property="article:published_time" content="2016-02-25T23:48:16+00:00">'
    printed = '<div class="article-date">Last Updated: April 1, 2025</div>'
    found = metadata(article(head, printed))
    assert found.published == "2016-02-25T23:48:16+00:00"


@pytest.mark.parametrize(
    ("written", "names"),
    [
        ("By Jane Doe, Senior Editor", ["Jane Doe"]),
        ("Written by: Jane Doe & John Roe", ["Jane Doe", "John Roe"]),
        ("Jane Doe - Director of Operations", ["Jane Doe"]),
        ("Dylan Bailey, MS, RD", ["Dylan Bailey, MS, RD"]),
        ("By Jane Doe | September 4, 2025", ["Jane Doe"]),
        ("Jane Doe and 2 others", ["Jane Doe"]),
        ("https://daily.example/authors/jane", []),
        ("jane@daily.example", []),
    ],
)
def test_bylines_are_cleaned_into_names(written: str, names: list[str]) -> None:
    assert clean_names(written) == names


def test_the_declared_language_stands_unless_the_text_says_otherwise() -> None:
    assert metadata(article(lang='lang="en-us"')).language == "en-US"
    # A template's default contradicted by the text: the text wins.
    french = article(lang='lang="en"', text=FRENCH, headline="Les rivières vont mieux")
    assert metadata(french).language == "fr"
    # Nothing declared: the text decides.
    german = article(lang="", text=GERMAN, headline="Neue Regeln für den Wohnungskauf")
    assert metadata(german).language == "de"
    # Too little text to overrule a declaration.
    short = '<html lang="pl"><body><h1>Tytuł</h1><p>Hello world, this is short.</p></body></html>'
    assert metadata(short).language == "pl"


def test_a_language_plainly_written_needs_no_model() -> None:
    """The commonest words of a language confirm its declaration, or name it
    when none is declared; text in another language confirms nothing."""
    assert confirmed("en", PARAGRAPH * 2) and confirmed("de-DE", GERMAN * 2)
    assert not confirmed("en", GERMAN * 2) and not confirmed("fr", PARAGRAPH * 2)
    assert not confirmed("fi", PARAGRAPH * 2)  # no word list: the model reads it
    assert plain_language(PARAGRAPH * 2) == "en" and plain_language(FRENCH * 2) == "fr"
    assert plain_language("Lorem ipsum dolor sit amet, consectetur adipisicing elit.") is None
    english = article(lang="", text=PARAGRAPH)
    assert metadata(english).language == "en"


def test_metadata_can_be_skipped_and_is_json_ready() -> None:
    head = '<meta property="article:published_time" content="2024-03-01">'
    assert extract(article(head), metadata=False).metadata == Metadata()
    record = extract(article(head)).to_dict()["metadata"]
    assert record["published"] == "2024-03-01"
    assert record["authors"] == [] and record["tags"] == []
    json.dumps(record)


def test_real_pages_as_their_publishers_marked_them() -> None:
    """Values read by eye in the shipped pages' source: a microdata byline
    (Ars), a <meta name="byl"> in capitals (NYT), a French page (Le Monde)."""
    pages = {p.id: p for p in read_corpus(SHIPPED / "readability")}
    ars = extract(pages["ars-1"].read_bytes(), pages["ars-1"].url).metadata
    assert ars.authors == ("Dan Goodin",)
    assert ars.language == "en-US" and ars.site_name == "Ars Technica"
    nyt = extract(pages["nytimes-1"].read_bytes(), pages["nytimes-1"].url).metadata
    assert nyt.published == "2017-01-13T00:00:04-05:00"
    assert nyt.authors == ("Jeffrey Gettleman",)
    monde = extract(pages["lemonde-1"].read_bytes(), pages["lemonde-1"].url).metadata
    assert monde.language == "fr" and monde.published is not None
    assert monde.published.startswith("2015-05-04")
    assert monde.authors == ("Martin Untersinger",)


def test_a_name_the_page_shows_as_one_stays_whole() -> None:
    # A conjunction splits a byline only between full names: a magazine, a
    # firm or a duo signing as one is one name.
    assert clean_names("Mac & i") == ["Mac & i"]
    assert clean_names("Simon & Schuster") == ["Simon & Schuster"]
    assert clean_names("John Smith & Jane Doe") == ["John Smith", "Jane Doe"]
    assert clean_names("By Ana Lima and Bo Ek, Staff Writers") == ["Ana Lima", "Bo Ek"]
    assert clean_names("Ana Lima, Bo Ek") == ["Ana Lima", "Bo Ek"]  # a list splits as before
    paragraph = "The city council voted to repair the old bridge over the summer months. " * 4
    html = (
        '<html><head><meta name="DC.creator" content="Mac &amp; i">'
        "<title>A test of the new laptops</title></head><body><article>"
        "<h1>A test of the new laptops</h1>"
        + "".join(f"<p>{paragraph}</p>" for _ in range(4))
        + "</article></body></html>"
    )
    assert extract(html).metadata.authors == ("Mac & i",)
