"""A page whose every text is furniture: what ``addanag+`` settles for, on real HTML.

A shop or app that writes its page with a script leaves in the HTML only what
every page of the site carries: the footer's legal notice and links, the menus.
That is no page's content, and its main content is empty (so that
``DANAG_DROP_EMPTY`` drops it). A theme that wraps the whole article in an
``<aside>`` or a ``<header>`` still has an article.
"""

from __future__ import annotations

import pytest

from scrapy_danag import extract

from .conftest import page

PARA = "The expedition reached the glacier on the fourth day and began measuring its retreat. "
SPACER = ["<div><span>&nbsp;</span></div>"] * 25
LEGAL = (
    "Intellectual Property Protection - Privacy Policy - Sitemap - Terms of Use - "
    "Information for consumers - Legal Information and Imprint - Transaction Services "
    "Agreement - Terms and Conditions. All rights reserved by the shop since 2010."
)


def _footer_only_shop() -> str:
    columns = []
    for name in ("Help", "Browse by Category", "Shop group"):
        links = [f"<a href='/{name}/{n}'>{name} link {n}</a>," for n in range(8)]
        heading = f"<div class='col'><dl><dt><h5>{name}</h5></dt><dd>"
        columns += [heading, *links, "</dd></dl></div>"]
    return page(
        "<div style='display:none'><h1>The Shop</h1>",
        "<ul><li><a href='#search'>I'm shopping for...</a></li></ul></div>",
        "<div id='root'></div>",
        "<footer><div class='site-footer'>",
        *columns,
        "</div>",
        f"<div class='copyright'><div class='container'>{LEGAL}</div></div>",
        "</footer>",
    )


def test_a_page_whose_only_text_is_its_footer_has_no_main_content() -> None:
    html = _footer_only_shop()
    assert "Privacy Policy" in extract(html, algorithm="addanag").main_content  # the seed
    result = extract(html, url="https://shop.example/item/1005.html")
    assert result.main_content == ""


def test_a_page_whose_only_text_is_its_menu_has_no_main_content() -> None:
    teasers = [
        f"<li><a href='/p/{n}'><div><h3>Product line {n}</h3>"
        f"<p>Everything you need for the season, from boots to jackets, line {n}.</p>"
        "</div></a></li>"
        for n in range(6)
    ]
    html = page("<header><nav><ul>", *teasers, "</ul></nav></header>", *SPACER)
    assert extract(html, url="https://shop.example/").main_content == ""


@pytest.mark.parametrize(
    ("opening", "closing"),
    [
        ("<aside class='layout'><main><article>", "</article></main></aside>"),  # a theme's
        ("<div class='page' style='display:none'><div>", "</div></div>"),  # a script shows it
    ],
)
def test_an_article_wrapped_in_furniture_or_hidden_is_still_the_article(
    opening: str, closing: str
) -> None:
    html = page(
        f"{opening}<h1>Glacier retreat measured</h1>",
        f"<p>{PARA * 4}</p>",
        f"<p>{PARA * 3}</p>",
        closing,
        *SPACER,
        f"<footer><p>{LEGAL}</p></footer>",
    )
    text = extract(html, url="https://news.example/glacier").main_content
    assert "reached the glacier" in text
    assert "Privacy Policy" not in text
