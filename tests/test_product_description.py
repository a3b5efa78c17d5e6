"""A product page whose body a script fills gives the description it declares for
its product; a page that shows its description keeps it once, and a declared
description that does not read as prose is never taken."""

from __future__ import annotations

import json

from scrapy_danag import extract
from scrapy_danag.engine.kinds.description import missing_description

DESCRIPTION = (
    "These socks are engineered for comfort and designed to stand out. Higher than "
    "an ankle sock, lower than a calf sock, just right for a million different "
    "shoes, styles and lazy Sundays."
)
SECOND = "Stay-up technology keeps them exactly where you want them, all day long."


def product_page(description: str, body: str = "") -> str:
    """A shop's product page as a script application sends it: declared data, a
    frame, and ``body`` where the description would be."""
    declared = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Quarter Socks",
        "sku": "QS-1",
        "description": description,
        "offers": {"@type": "Offer", "price": "14.00", "priceCurrency": "USD"},
        "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8"},
    }
    return (
        "<!DOCTYPE html><html><head><title>Quarter Socks | Shop</title>"
        '<meta property="og:type" content="product">'
        f'<script type="application/ld+json">{json.dumps(declared)}</script>'
        '</head><body><header><a href="/cart">Cart (0)</a><nav><a href="/men">Men</a>'
        '<a href="/women">Women</a></nav></header><main id="product">'
        '<h1>Quarter Socks</h1><p class="price">$14.00</p>'
        '<form action="/cart/add"><select name="size"><option>M</option></select>'
        '<button type="submit">Add to cart</button></form>'
        f"{body}<p>International shipping and free returns on every order.</p></main>"
        '<footer><a href="/privacy">Privacy policy</a> <a href="/terms">Terms</a></footer>'
        "<script>window.__DATA__ = {}</script></body></html>"
    )


def test_a_product_page_without_its_description_gives_the_declared_one() -> None:
    result = extract(product_page(f"<p>{DESCRIPTION}</p><p>{SECOND}</p>"))
    assert result.page_type == "product"
    lines = result.main_content.split("\n")
    assert lines[:2] == [DESCRIPTION, SECOND]


def test_the_declared_description_opens_the_markdown_and_the_html() -> None:
    page = product_page(f"{DESCRIPTION}\n{SECOND}")
    markdown = extract(page, output_format="markdown").main_content
    assert markdown.startswith(f"{DESCRIPTION}\n\n{SECOND}\n\n")
    html = extract(page, output_format="html").main_content
    assert html.startswith(f"<p>{DESCRIPTION}</p>\n<p>{SECOND}</p>")


def test_a_description_the_body_shows_is_not_added_again() -> None:
    shown = f'<div class="description"><p>{DESCRIPTION}</p><p>{SECOND}</p></div>'
    result = extract(product_page(DESCRIPTION, body=shown))
    assert result.main_content.count("engineered for comfort") == 1


def test_a_description_that_is_not_prose_is_not_taken() -> None:
    encoded = DESCRIPTION.replace(" ", "%20")
    assert missing_description("Free returns.", [json.dumps(_product(encoded))]) is None
    assert missing_description("Free returns.", [json.dumps(_product("Soft. Warm."))]) is None


def test_only_a_product_declares_the_description_taken() -> None:
    article = {"@type": "NewsArticle", "headline": "Socks", "description": DESCRIPTION}
    assert missing_description("Free returns.", [json.dumps(article)]) is None
    assert missing_description("Free returns.", [json.dumps(_product(DESCRIPTION))]) == (
        DESCRIPTION
    )


def _product(description: str) -> dict[str, str]:
    return {"@type": "Product", "name": "Socks", "description": description}
