"""The page's address as the headline's second opinion (``tf+``)."""

from __future__ import annotations

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.headline.address import folded_words, overlap, slug_words

from .conftest import page
from .headline_pages import BLOG, POST, POST_URL, STORY, blog_post


@pytest.mark.parametrize("algorithm", ["addanag", "addanag+"])
def test_the_address_names_the_post_when_the_title_names_the_blog(algorithm: str) -> None:
    html = blog_post()
    assert extract(html, algorithm=algorithm).headline == BLOG  # the title alone
    assert extract(html, POST_URL, algorithm=algorithm).headline == POST


def test_the_address_is_read_without_accents_and_umlauts() -> None:
    heading = "Große Brücke über den Fluss wird 2029 neu gebaut"
    url = "https://notizen.example.de/2024/grosse-bruecke-ueber-den-fluss-wird-2029-neu-gebaut"
    assert extract(blog_post(heading), url).headline == heading
    french = "La retraite est un archaïsme, écrit le conseil"
    url = "https://notes.example.fr/opinion/la-retraite-est-un-archaisme-ecrit-le-conseil.html"
    assert extract(blog_post(french), url).headline == french


def test_an_archived_copy_is_read_at_the_address_it_archives() -> None:
    url = "https://web.archive.example/web/20240501000000/" + POST_URL
    assert extract(blog_post(), url).headline == POST


def test_a_choice_the_address_agrees_with_stays() -> None:
    """The slug keeps the kicker the page sets apart; the title's choice, which
    shares most of the slug's words, is not replaced by a block spelling it whole."""
    html = page(
        "<h1><span>Harbour</span>: Bridge to be rebuilt by 2029</h1>",
        *STORY,
        '<ul class="related"><li>Harbour bridge to be rebuilt by 2029</li></ul>',
        title="Bridge to be rebuilt by 2029 | Riverside Herald",
    )
    assert extract(html, POST_URL).headline == "Bridge to be rebuilt by 2029"


@pytest.mark.parametrize(
    "url",
    [
        "https://notes.example.org/town/about-us/",  # a section, two words
        "https://notes.example.org/news/article-8772683.html",  # an id
        "https://notes.example.org/?p=harbour-bridge-to-be-rebuilt-by-2029",  # a query
        "harbour bridge",  # not an address
    ],
)
def test_an_address_that_names_no_article_changes_nothing(url: str) -> None:
    assert extract(blog_post(), url).headline == BLOG


def test_slug_words_take_the_segment_with_the_most_words() -> None:
    assert slug_words(POST_URL) == tuple("harbour bridge to be rebuilt by 2029".split())
    assert slug_words(
        "https://www.example.de/news/szene_news/strava-update-poi-bei-routen_471123.html"
    ) == ("strava", "update", "poi", "bei", "routen")
    assert slug_words("https://example.org/%C3%BCber-die-br%C3%BCcke-gehen/") == (
        "uber",
        "die",
        "brucke",
        "gehen",
    )
    assert slug_words("https://example.org/c90d406b-2b41-4e98/12345") == ()
    assert slug_words(None) == ()


def test_folded_words_meet_an_addresss_spelling() -> None:
    assert folded_words("Große Aufgaben für die Fußgängerzone") == folded_words(
        "grosse aufgaben fuer die fussgaengerzone"
    )
    assert folded_words("Fernández, Montréal") == ["fernandez", "montreal"]
    assert overlap(["a", "b"], ["a", "b"]) == 1.0
    assert overlap(["a", "b", "c"], ["a"]) == pytest.approx(0.5)
    assert overlap(["a"], ["b"]) == 0.0


def test_an_address_is_read_as_far_as_a_browser_takes_one() -> None:
    # Scrapy drops longer addresses by default (URLLENGTH_LIMIT); one handed
    # to extract() is read no further, however long its slug runs.
    slug = "river-floods-reach-the-town"
    assert slug_words(f"https://example.de/{'a/' * 1000}{slug}") == tuple(slug.split("-"))
    assert slug_words(f"https://example.de/{'a/' * 1100}{slug}") == ()
    words = slug_words("https://example.de/" + "-".join(["river"] * 5000))
    assert 300 < len(words) < 2083 // 6
