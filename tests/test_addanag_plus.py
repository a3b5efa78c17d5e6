"""``addanag+``: each failure mode of the faithful AdDANAg it addresses, on real HTML --
where the article is: the seeds weighed, refused and recovered, its lead, its
blocks beyond a gap."""

from __future__ import annotations

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.thesis.lines import count_content_and_code
from scrapy_danag.engine.thesis.preprocess import normalise_lines
from scrapy_danag.engine.thesis.regions import Region
from scrapy_danag.engine.tree.attributes import normalise_attributes
from scrapy_danag.engine.tree.boundary import extended_boundary

from .article_pages import PARA, article_page, figure_markup
from .conftest import page


def test_paragraphs_beyond_the_gap_inside_the_article_are_recovered() -> None:
    html = article_page()
    assert "wrote up the results" not in extract(html, algorithm="addanag").main_content
    assert "wrote up the results" in extract(html, algorithm="addanag+").main_content


def test_markup_heavy_paragraphs_are_found() -> None:
    style = (
        ' class="story-body__paragraph typography--serif"'
        ' style="margin:0 0 1.5em 0;line-height:1.6"'
    )
    body = [f"<p{style}><span{style}>{PARA}</span></p>" for _ in range(6)]
    html = page('<div class="menu"><a href="/a">A</a></div>', *body)
    assert not extract(html, algorithm="addanag").has_main_content  # the markup outweighs the words
    assert "reached the glacier" in extract(html, algorithm="addanag+").main_content


def test_headline_is_kept() -> None:
    html = article_page().replace("<article>", "<article><h1>Glacier retreat measured</h1>")
    assert extract(html, algorithm="addanag+").headline == "Glacier retreat measured"


def test_a_footer_notice_is_not_taken_for_the_article() -> None:
    notice = (
        "<footer><p>"
        + "All market data is delayed and provided for information only, not for trading. " * 6
        + "</p></footer>"
    )
    html = page(
        '<nav><a href="/">Home</a></nav>',
        "<article><h1>Glacier retreat measured</h1>",
        "<p>" + PARA * 3 + "</p>",
        "</article>",
        *['<div class="promo"><a href="/x">Subscribe</a></div>'] * 25,
        notice,
    )
    assert (
        "market data" in extract(html, algorithm="addanag").main_content
    )  # the faithful seed: the notice
    text = extract(html, algorithm="addanag+").main_content
    assert "reached the glacier" in text
    assert "market data" not in text


def test_second_pass_gives_tiny_pages_their_text() -> None:
    html = "<html><head><title>t</title></head><body><div><p>Test</p></div></body></html>"
    assert not extract(html, algorithm="addanag").has_main_content
    assert extract(html, algorithm="addanag+").main_content == "Test"


def test_second_pass_leaves_menu_only_pages_empty() -> None:
    items = [
        f'<li class="nav-item"><a class="nav-link" href="/section/{n}">Section {n}</a></li>'
        for n in range(40)
    ]
    assert not extract(page("<ul>", *items, "</ul>"), algorithm="addanag+").has_main_content


def test_a_sidebar_longer_than_the_article_is_not_taken_for_it() -> None:
    sidebar = (
        '<div class="sidebar" id="secondary">'
        + "".join(
            f"<p>Minister for portfolio number {n} and keeper of the archive of the realm. </p>"
            for n in range(14)
        )
        + "</div>"
    )
    html = page(
        "<div class='entry-content'><h1>Glacier retreat measured</h1>",
        "<p>" + PARA * 3 + "</p>",
        "</div>",
        *["<div><span>&nbsp;</span></div>"] * 25,
        sidebar,
    )
    assert (
        "keeper of the archive" in extract(html, algorithm="addanag").main_content
    )  # the faithful seed
    text = extract(html, algorithm="addanag+").main_content
    assert "reached the glacier" in text
    assert "keeper of the archive" not in text


@pytest.mark.parametrize(
    "wrapper",
    [
        '<div class="modal" style="display:none">',
        '<div class="layer" role="dialog">',
        "<div id='policy' aria-modal='true' aria-labelledby='policy-title'>",  # no role
    ],
)
def test_a_hidden_or_dialog_box_longer_than_the_article_is_not_taken_for_it(wrapper: str) -> None:
    notice = "By continuing you accept the terms of use and the privacy policy in full. "
    html = page(
        wrapper,
        *[f"<p>{notice * 3}</p>" for _ in range(8)],
        "</div>",
        "<ul>",
        *[f'<li><a href="/topic/{n}">Topic {n}</a></li>' for n in range(30)],  # wider than the gap
        "</ul>",
        "<article>",
        *[f"<p>{PARA * 2}</p>" for _ in range(4)],
        "</article>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "reached the glacier" in text
    assert "privacy policy" not in text


def test_a_chosen_region_without_text_falls_back_to_the_second_pass() -> None:
    # MathML pages: the only region above the axis can be the markup around <body>.
    lines = normalise_lines(article_page())
    bare = normalise_attributes("\n".join(lines)).split("\n")
    t1, _ = count_content_and_code(bare)
    empty = next(n for n in range(len(lines) - 1) if t1[n] == t1[n + 1] == 0)
    found = extended_boundary(lines, bare, t1, [Region(empty, empty + 1, 0)], 20)
    chosen, text = found.regions, found.text
    assert chosen == [Region(empty, empty + 1, 0)]
    assert "reached the glacier" in text and "wrote up the results" in text
    assert "A page" not in text  # the <title> is never article text


def test_an_article_cut_short_by_figures_outweighs_a_denser_teaser_box() -> None:
    # Every paragraph of the article is its own region, each smaller than the one
    # dense paragraph of the teaser below it: the largest region is the teaser.
    sentences = [
        f"Day {n}: the team measured the glacier's edge again and logged {n * 3} metres of retreat."
        for n in range(1, 9)
    ]
    article = ["<article>"]
    for sentence in sentences:
        article += [f"<p>{sentence} {sentence}</p>", *figure_markup()]
    article.append("</article>")
    teaser = (
        "<div class='more'><p>"
        + "Also on this site: a long summary of last winter's avalanche season. " * 8
        + "</p></div>"
    )
    html = page(*article, *figure_markup(), teaser)
    assert (
        "avalanche season" in extract(html, algorithm="addanag").main_content
    )  # the faithful seed
    text = extract(html, algorithm="addanag+").main_content
    assert all(sentence in text for sentence in sentences)
    assert "avalanche season" not in text


#: A lead paragraph and the body it stands before, for the lead tests.
LEAD = (
    "Scientists warn that the glacier has lost a third of its mass in ten years,"
    " faster than any model predicted."
)


MEASUREMENTS = [f"<p>{PARA * 2} Measurement {n}.</p>" for n in range(12)]


def test_a_lead_in_its_own_block_before_the_body_is_kept() -> None:
    html = page(
        "<article>",
        "<div class='dateline'><p>12 March 2024, by Ann Lee</p></div>",
        f"<div class='standfirst'><p>{LEAD}</p></div>",
        "<div class='body'>",
        *MEASUREMENTS,
        "</div>",
        "</article>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert text.startswith(LEAD + "\n")
    assert "Measurement 11." in text
    assert "Ann Lee" not in text  # a short line before the body is not a lead


def test_a_lead_containers_above_the_body_is_kept_and_a_link_list_is_not() -> None:
    teasers = "".join(
        f"<p><a href='/s/{n}'>An older story about the glacier and its retreat, part {n}</a></p>"
        for n in range(3)
    )
    html = page(
        "<main><div class='row'>",
        f"<div class='col'><div class='intro'><h1>The glacier</h1><p>{LEAD}</p></div></div>",
        f"<div class='col'>{teasers}</div>",
        "</div><div class='row'><div class='col'><div class='text'>",
        *MEASUREMENTS,
        "</div></div></div></main>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert text.startswith(LEAD + "\n")
    assert "Measurement 11." in text
    assert "older story" not in text


@pytest.mark.parametrize("block", ["p", "div"])
def test_the_lead_inside_the_articles_header_is_kept_without_its_byline(block: str) -> None:
    html = page(
        "<article><header>",
        "<h2>The glacier is going</h2>",
        "<p class='byline'>By Ann Lee, 12 March 2024</p>",
        f"<{block}>{LEAD}</{block}>",
        "</header>",
        *MEASUREMENTS,
        "</article>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert text.startswith(LEAD + "\n")
    assert "Measurement 11." in text
    assert "Ann Lee" not in text
    assert "The glacier is going" not in text


def test_when_the_three_largest_regions_are_furniture_a_smaller_article_is_found() -> None:
    spacer = ["<div><span>&nbsp;</span></div>"] * 25
    legal = "Terms of use, privacy notice and the imprint of the publishing house apply. "
    liked = "Readers also liked the long list of other expeditions. "
    html = page(
        "<article>",
        f"<p>{PARA * 2}</p>",
        "</article>",
        *spacer,
        f"<aside><div><p>{liked * 7}</p></div></aside>",
        *spacer,
        f"<div role='dialog'><p>{'Sign in to keep reading and to save articles. ' * 8}</p></div>",
        *spacer,
        f"<footer><div class='legal'><p>{legal * 6}</p></div></footer>",
    )
    assert "Terms of use" in extract(html, algorithm="addanag").main_content  # the faithful seed
    text = extract(html, algorithm="addanag+").main_content
    assert "reached the glacier" in text
    assert "Terms of use" not in text and "Sign in" not in text


def test_when_every_seed_tried_stands_in_a_consent_dialog_the_page_is_read_whole() -> None:
    # A consent manager's banner and its closed preference centre: ten purposes,
    # each a dense region, are every seed tried (3, then 5 more); a forum's
    # posts, short lines between avatars and buttons, are never reached.
    purpose = (
        "Store and access information on a device, select advertising from limited data, "
        "build profiles for personalised advertising and measure its performance. "
    )
    controls = ["<div class='ot-row'><button class='ot-toggle'></button><span></span></div>"] * 25
    posts = []
    for number in range(12):
        posts += ["<tr><td class='msg'>", *controls, f"<span class='user'>member{number}</span>"]
        posts.append(
            f"<div class='msg_text'>Reply {number}: the stream starts at noon.</div></td></tr>"
        )
    purposes = []
    for number in range(10):
        purposes += [f"<section><h3>Purpose {number}</h3>", f"<p>{purpose * 2}</p>", *controls]
        purposes.append("</section>")
    html = page(
        "<div class='board'><h1>Showcase discussion thread</h1><table class='board'>",
        *posts,
        "</table></div>",
        *controls,
        *controls,
        "<div id='consent'><div role='region' aria-label='Cookie banner'>",
        "<div role='dialog' aria-modal='true'><div class='policy'><h2>Your privacy</h2>",
        f"<div class='policy-text'>{purpose * 3}</div></div></div></div>",
        "<div class='preferences hide' role='region'><div role='dialog' aria-modal='true'>",
        "<h2>About your privacy</h2>",
        *purposes,
        "</div></div></div>",
    )
    text = extract(html, url="https://boards.example/thread/1").main_content
    assert "Reply 0: the stream starts at noon." in text
    assert "Reply 11: the stream starts at noon." in text
    assert "Store and access" not in text


def test_an_article_set_in_its_own_header_is_not_taken_for_the_page_header() -> None:
    spacer = ["<div><span>&nbsp;</span></div>"] * 25
    html = page(
        "<header><div class='brand'><p>"
        + "The Glacier Gazette, news from the ice since 1921, read in forty countries. " * 4
        + "</p></div></header>",
        *spacer,
        "<article><header><h1>Glacier retreat measured</h1>",
        f"<p>{PARA * 6}</p>",
        "</header></article>",
        *spacer,
        "<div class='more'><p>"
        + "Also on this site: last winter's avalanche season. " * 6
        + "</p></div>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "reached the glacier" in text
    assert "avalanche season" not in text and "Glacier Gazette" not in text


def test_an_article_cut_into_sibling_blocks_is_taken_whole() -> None:
    # Page builders and forums set one text in several blocks of one container;
    # figures between them put each block beyond the gap of the others.
    def block(name: str, paragraphs: int) -> str:
        return (
            "<div class='text-block'>"
            + "".join(f"<p>{PARA * 2} {name} paragraph {n}.</p>" for n in range(paragraphs))
            + "</div>"
        )

    html = page(
        "<div class='column'>",
        block("First", 5),
        *figure_markup(),
        block("Second", 4),
        *figure_markup(),
        block("Third", 4),
        "</div>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "First paragraph 0." in text and "Third paragraph 3." in text
