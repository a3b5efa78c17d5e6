"""Markup inside a start tag's quoted attribute values is part of the value, as
in a browser: it neither splits the page's lines nor ends its blocks."""

from __future__ import annotations

from scrapy_danag import extract
from scrapy_danag.engine.thesis.preprocess import escape_markup_in_values

from .conftest import page

FIRST = "The expedition reached the glacier on the fourth day and began measuring its retreat. "
SECOND = "Another voice speaks of the moths in the garden at night, and of the seeds kept. "


def _post_rows(ad_slot: str) -> str:
    """A post cut into rows, an ad rail beside each; the second rail's slot as given."""
    return page(
        "<main><div class='post-content'>",
        "<div class='post-row'><aside class='post-aside'></aside><div class='post-main'>",
        f"<p>{FIRST * 4}</p></div></div>",
        f"<div class='post-row'><aside class='post-aside'>{ad_slot}</aside>",
        "<div class='post-main'><h4>Kelly Norris, horticulturist:</h4>",
        f"<p>{SECOND * 4}</p></div></div>",
        "</div></main>",
    )


def test_an_end_tag_inside_an_attribute_value_does_not_end_the_article() -> None:
    # The slot's id lost its closing quote: a browser reads the value up to the
    # next quote, "</div><div data-ad=", and the rail ends with its </aside>.
    broken = _post_rows('<div id="rail_3</div><div data-ad="INLINE" data-x="y"></div>')
    text = extract(broken, url="https://garden.example/posts/a-year").main_content
    assert "reached the glacier" in text
    assert "Kelly Norris, horticulturist:" in text
    assert "Another voice speaks of the moths" in text
    assert 'data-ad="' not in text


def test_a_tooltip_written_in_markup_leaves_no_markup_in_the_text() -> None:
    # A badge's tooltip in its title, markup and all: a block tag inside the
    # value once split the tag over two lines and its end came out as text.
    tooltip = (
        '<span class="tip" title="<center><b>All eyes on you!</b></center>'
        '<small>Obtained: Aug, 2025</small>"></span>'
    )
    html = page(
        "<article>",
        f"<p>{FIRST * 4}</p>",
        f"<div class='badge'><img src='/b.png' alt=''>{tooltip}</div>",
        f"<p>{SECOND * 4}</p>",
        "</article>",
    )
    text = extract(html).main_content
    assert "reached the glacier" in text and "Another voice" in text
    assert "Obtained" not in text and '">' not in text


def test_a_quoted_name_in_a_code_sample_is_text_not_an_attribute() -> None:
    sample = '<pre>Defaults passprompt="<span class="hl">^G[sudo] password: </span>"</pre>'
    assert escape_markup_in_values(sample) == sample


def test_the_end_of_an_inline_image_is_no_attribute_name() -> None:
    # The "=" padding a base64 image is followed by its closing quote: read as
    # an attribute's "=", it would open a value running to the next quote.
    image = '<img src="data:image/svg+xml;base64,PHN2Zz4=" />Book <b>now</b><p>"Go"</p>'
    assert escape_markup_in_values(image) == image
