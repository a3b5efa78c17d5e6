"""What the page's own reading tells its kind: its headline, its byline, its site's words."""

from __future__ import annotations

import math
from typing import Any

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.kinds.signals import site_signals
from scrapy_danag.engine.words import spaced_lengths

from .conftest import page

PARAGRAPH = (
    "The council voted on Tuesday to close the old bridge for repairs, and the work "
    "will take most of the summer, the city engineer told reporters after the meeting. "
)


def _article() -> str:
    return page(
        "<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>",
        "<article><h1>Council votes to close the old bridge for a summer of repairs</h1>",
        "<p class='byline'>By <a rel='author' href='/staff/ana'>Ana Lima</a></p>",
        "<time datetime='2025-05-04'>May 4, 2025</time>",
        *[f"<p>{PARAGRAPH * 2}</p>" for _ in range(5)],
        "</article>",
        head=(
            "<meta property='article:published_time' content='2025-05-04T08:00:00Z'>"
            "<meta property='article:tag' content='Transport'>"
        ),
    )


def _signals(html: str, **options: Any) -> dict[str, float]:
    return extract(html, "https://news.example/2025/05/04/bridge", **options).kind_signals


def test_an_articles_headline_is_a_signal_of_its_kind() -> None:
    signals = _signals(_article())
    assert signals["headline:words"] == math.log1p(12)  # the headline is a sentence
    assert not any(name.startswith("metadata:") for name in signals)  # never read for the kind


def test_a_page_without_a_headline_found_gives_no_headline_signal() -> None:
    # No headline found says more of the finder than of the page: the model
    # reads the signal as typical, not as a headline of no words.
    html = page(*[f"<p>{PARAGRAPH * 2}</p>" for _ in range(5)])
    assert _signals(html).get("headline:words") is None
    html = page("<main><h1>Bridge repairs</h1>", *[f"<p>{PARAGRAPH * 2}</p>" for _ in range(5)])
    assert _signals(html)["headline:words"] == math.log1p(2)


def test_a_page_declaring_no_type_gives_no_declared_signal() -> None:
    # News of 2008 declares neither schema.org types nor og:type: silence is
    # no evidence against an article.
    plain = _signals(page("<h1>Bridge repairs</h1>", *[f"<p>{PARAGRAPH}</p>" for _ in range(5)]))
    assert not any(name.startswith(("declared:", "og:")) for name in plain)
    declared = _signals(
        page(
            "<h1>Bridge repairs</h1>",
            f"<p>{PARAGRAPH}</p>",
            head="<meta property='og:type' content='article'>",
        )
    )
    assert declared["og:article"] == 1.0
    assert declared["og:website"] == 0.0
    assert not any(name.startswith("declared:") for name in declared)


CHINESE_PARAGRAPH = (
    "市政府周二表示，老桥将于下月起封闭维修，工程预计持续整个夏季，市民出行需绕道新桥。"
)


def test_a_line_of_han_or_kana_is_measured_as_the_same_text_spaced() -> None:
    # A word is about two characters of Chinese or Japanese, six of English.
    lines = ["Bridge repairs", "老桥维修", "Wi-Fiプロテクション"]
    assert spaced_lengths(lines) == [14, 4 * 3, 5 + 7 * 3]
    assert spaced_lengths(["No Han here", ""]) == [11, 0]


def _news(headline: str, paragraph: str, channel: str, paragraphs: int, links: int) -> str:
    menu = " ".join(f"<a href='/c{n}'>{channel}{n}</a>" for n in range(links))
    return page(
        f"<nav>{menu}</nav>",
        f"<div><h1>{headline}</h1>",
        *[f"<p>{paragraph}</p>" for _ in range(paragraphs)],
        "</div>",
        title=headline,
    )


@pytest.mark.parametrize(("paragraphs", "links"), [(2, 20), (3, 40)])
def test_a_short_chinese_news_item_is_an_article_as_its_english_twin_is(
    paragraphs: int, links: int
) -> None:
    # A few paragraphs under a headline, a menu of channels. Read as one word,
    # the Chinese headline made the first page a listing; its paragraphs, read
    # as a third of their English length, made the second one.
    address = "https://news.example/a/20250504/bridge.html"
    headline = "老桥封闭维修整个夏季市民出行需绕道新桥"
    chinese = extract(_news(headline, CHINESE_PARAGRAPH, "频道", paragraphs, links), address)
    assert chinese.kind_signals["headline:words"] == math.log1p(10)
    assert chinese.page_type == "article"
    twin = "Old bridge to close all summer for repairs"
    english = extract(_news(twin, PARAGRAPH, "Channel ", paragraphs, links), address)
    assert english.page_type == "article"


def test_the_kind_and_content_are_the_same_with_metadata_read_or_not() -> None:
    # metadata=False skips reading it, and changes nothing else.
    read = extract(_article(), "https://news.example/bridge")
    unread = extract(_article(), "https://news.example/bridge", metadata=False)
    assert read.metadata.authors and not unread.metadata.authors
    assert (unread.page_type, unread.kind_scores) == (read.page_type, read.kind_scores)
    assert (unread.main_content, unread.headline) == (read.main_content, read.headline)


def test_the_site_words_are_counted_in_the_markup() -> None:
    html = page(
        "<header><a class='header__cart' href='/cart'>Cart</a></header>",
        "<form class='newsletter'><input name='email'><button>Subscribe</button></form>",
    )
    signals = site_signals(html)
    assert signals["site:shop"] == math.log1p(2)  # the class and the route, not "Cart"
    assert signals["site:sign-up"] == math.log1p(1)
    assert site_signals(page("<p>Nothing to sell here.</p>")) == {
        "site:shop": 0.0,
        "site:sign-up": 0.0,
    }


def test_a_word_in_a_script_is_not_the_sites() -> None:
    html = _article().replace("</body>", "<script>var cart = [], newsletter = 1;</script></body>")
    signals = _signals(html)
    assert signals["site:shop"] == 0.0
    assert signals["site:sign-up"] == 0.0


def test_the_reading_of_a_page_is_the_same_whatever_its_kind_made_of_it() -> None:
    # The headline read before the kind, and the metadata, are those the result carries.
    result = extract(_article(), "https://news.example/2025/05/04/bridge")
    assert result.headline == "Council votes to close the old bridge for a summer of repairs"
    assert result.metadata.authors == ("Ana Lima",)
    assert result.metadata.published is not None
    assert result.metadata.published.startswith("2025-05-04")
