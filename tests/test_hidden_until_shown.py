"""Main content a script shows: hidden in the markup, the page's content all the same."""

from __future__ import annotations

from scrapy_danag import extract

from .conftest import page

SENTENCE = "Each roast is tasted by the team before a single bag leaves the roastery. "


def _description(paragraphs: int = 4) -> str:
    return "".join(
        f"<p>{SENTENCE * 3}Paragraph {k} of the description.</p>" for k in range(paragraphs)
    )


def _menu(tag: str, words: str) -> str:
    """Many short lines of links: page furniture the line algorithm leaves aside."""
    links = "\n".join(
        f"<li><a href='/{w}/{k}'>{w.title()} {k}</a></li>" for w in words.split() for k in range(8)
    )
    return f"<{tag}><ul>\n{links}\n</ul></{tag}>"


def _shop(wrapper: str, closing: str = "</div>") -> str:
    """A storefront: a visible promotion line, a menu, the product inside
    ``wrapper`` within ``<main>``, and a footer."""
    return page(
        "<div class='announcement'><p>Free shipping on orders over fifty dollars!</p></div>",
        "<header>",
        _menu("nav", "coffee tea mugs gifts brewing"),
        "</header>",
        "<main>",
        wrapper,
        "<div class='product'><h1>Dark roast coffee</h1>",
        "<p class='price'>$19.99</p>",
        f"<div class='product__description'>{_description()}</div>",
        "</div>",
        closing,
        "</main>",
        "<footer>",
        _menu("div", "help returns shipping contact careers"),
        "<p>Copyright the roastery, all rights reserved, every day of the year.</p>",
        "</footer>",
    )


def test_a_page_hidden_by_an_inline_style_until_a_script_runs_keeps_its_content() -> None:
    # A storefront's lock-down app hides the whole page until its script has run.
    html = _shop("<div class='lockdown-content' style='display:none;'>")
    text = extract(html, url="https://shop.example/products/dark-roast").main_content
    assert "Paragraph 0 of the description." in text
    assert "Paragraph 3 of the description." in text
    assert "Copyright" not in text


def test_a_streamed_segment_hidden_until_moved_into_place_keeps_its_content() -> None:
    # React's streamed rendering sends a late segment in <div hidden id="S:1">.
    html = _shop("<div hidden id='S:1'>")
    text = extract(html, url="https://shop.example/products/dark-roast").main_content
    assert "Paragraph 2 of the description." in text
    assert "Free shipping" not in text


def test_content_hidden_by_a_class_stays_hidden() -> None:
    # A site's own hiding class is its design: a data block it never shows.
    html = _shop("<div class='product-data hide'>")
    text = extract(html, url="https://shop.example/products/dark-roast").main_content
    assert "Paragraph 0 of the description." not in text


def test_a_hidden_dialog_holding_a_small_part_of_the_page_stays_out() -> None:
    # The dialog, after the footer, is the densest block; the page holds more.
    policy = (
        "<p>" + "Returns are free within thirty days of delivery for every order. " * 30 + "</p>"
    )
    dialog = f"<div class='modal' hidden>{policy}</div>"
    sections = [
        f"<section><h2>Step {k}</h2><p>{SENTENCE * 8}Step {k} ends.</p></section>"
        + _menu("div", "related")
        for k in range(5)
    ]
    html = page(
        _menu("nav", "coffee tea mugs"),
        "<main><h1>How we roast</h1>",
        *sections,
        "</main>",
        "<footer><p>Copyright the roastery.</p></footer>",
        _menu("div", "help returns shipping"),
        dialog,
    )
    text = extract(html, url="https://shop.example/blog/how-we-roast").main_content
    assert "Step 4 ends." in text
    assert "Returns are free" not in text
