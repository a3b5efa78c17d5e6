"""``addanag+``'s article element, on real HTML: the blocks inside it that are not
its text (link lists, comments, author boxes, credits, captions, trailing labels)
are left out, and those that are (sections named by their title, a table of
contents, a heading over a block left out) stay."""

from __future__ import annotations

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.thesis.preprocess import normalise_lines
from scrapy_danag.engine.tree.article import article_text, trim_labels
from scrapy_danag.engine.tree.covering import article_element
from scrapy_danag.engine.tree.locate import locate_lines
from scrapy_danag.engine.tree.tags import in_page_address

from .article_pages import PARA, article_page, read_article
from .conftest import page


def test_link_lists_inside_the_article_are_left_out() -> None:
    related = (
        '<div class="related"><ul>'
        + "".join(
            f'<li><a href="/story/{n}">Another story about glaciers number {n}</a></li>'
            for n in range(8)
        )
        + "</ul></div>"
    )
    text = read_article(related)
    assert "wrote up the results" in text
    assert "Another story about glaciers" not in text
    assert "Home" not in text and "Contact" not in text


def _titled(tag: str, ident: str, title: str, text: str) -> str:
    return f'<{tag} id="{ident}"><h2>{title}</h2><p>{text * 3}</p></{tag}>'


def test_a_section_named_by_its_own_title_is_not_furniture() -> None:
    # Documentation generators give every section its title's slug as id:
    # "sharing" and "social" there say what the section is about.
    sections = [
        '<h2 id="what-is-social-research">What is social research?</h2>',
        "<p>" + "Fieldwork begins with the questions a community asks of itself. " * 3 + "</p>",
        _titled(
            "div",
            "sharing-with-a-single-developer",
            "Sharing with a single developer",
            "Two computers share one history of draft changes. ",
        ),
        _titled(
            "div",
            "publishing-the-results",
            "Publishing the results",
            "The results are published once the review is done. ",
        ),
    ]
    sections += [  # WordPress's block editor puts "h-" before the slug
        '<h3 class="wp-block-heading" id="h-sponsorship-deals">Sponsorship deals</h3>',
        "<p>" + "A sponsor pays for the stage and the lights. " * 3 + "</p>",
    ]
    text = read_article(*sections)
    assert "What is social research?" in text and "Fieldwork begins" in text
    assert "Sharing with a single developer" in text and "Two computers share" in text
    assert "Sponsorship deals" in text


@pytest.mark.parametrize(
    ("block", "its_text"),
    [
        pytest.param(
            _titled("section", "comments", "Comments", "Great post, thanks for sharing it! "),
            "Great post",
            id="a lone comments block titled Comments is still furniture",
        ),
        pytest.param(
            '<div class="comments-area"><h3>12 comments</h3>'
            + "<p>I went there last summer and the ice was already much thinner than in "
            "photos. </p>" * 4 + "</div>",
            "went there last summer",
            id="a comment thread",
        ),
        pytest.param(
            '<div class="author-box"><p>Jane Roe writes about the polar regions and has '
            "covered three expeditions to Greenland.</p></div>",
            "Jane Roe",
            id="an author box",
        ),
        # A form control's content is what a reader types or a site stores, not the
        # article: here the original embed kept in a hidden <textarea>.
        pytest.param(
            '<textarea hidden><div class="embed"><p>'
            + "Original tweet kept by the site for its consent dialog. " * 3
            + "</p></div></textarea>",
            "Original tweet",
            id="a text box",
        ),
        pytest.param(
            "<address>Written by A. Reporter, reporter@example.org</address>",
            "reporter@example.org",
            id="the author's address block",
        ),
    ],
)
def test_a_block_inside_the_article_that_is_not_its_text_is_left_out(
    block: str, its_text: str
) -> None:
    text = read_article(block)
    assert "wrote up the results" in text
    assert its_text not in text


def test_a_furniture_name_on_a_wrapper_of_most_of_the_article_does_not_empty_it() -> None:
    html = page(
        "<article><h1>Glacier retreat measured</h1>",
        '<div class="content-with-sidebar">',
        "<p>" + PARA * 4 + "</p>",
        "<p>" + "After the storm the team returned to camp and wrote up the results. " * 3 + "</p>",
        "</div>",
        "<p>" + "The next expedition leaves in spring with a larger team. " * 6 + "</p>",
        "</article>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "reached the glacier" in text
    assert "wrote up the results" in text
    assert "next expedition" in text


def test_blocks_their_own_tag_hides_or_marks_as_landmarks_are_left_out() -> None:
    hidden = [
        '<p style="display: none;">Hidden by display none.</p>',
        "<p hidden>Hidden by the hidden attribute.</p>",
        '<div aria-hidden="true">Hidden from assistive readers.</div>',
        "<div style='COLOR: red; visibility:hidden'>Hidden by visibility.</div>",
        '<div class="notice d-none">Hidden by a utility class.</div>',
        '<div role="complementary">Hidden from the article: a landmark box.</div>',
    ]
    shown = '<p class="visually hidden-xs">Shown: a class is not a hidden attribute.</p>'
    wide = '<p class="hidden md:block">Shown from medium screens up.</p>'
    html = article_page(*hidden, shown, wide)
    text = extract(html, algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert "Shown: a class" in text and "Shown from medium" in text
    assert "Hidden" not in text
    # The same answer from a tree parsed with its attributes (no source lines).
    lines = normalise_lines(html)
    weights = {n: len(line) for n, line in enumerate(lines) if line.startswith("<p>")}
    tree = locate_lines(lines, weights)
    assert tree is not None and tree.source is None
    article = article_element(tree, weights)
    assert article is not None
    own = article_text(article)
    assert "Shown: a class" in own and "Shown from medium" in own and "Hidden" not in own


def test_copyright_notices_and_credits_are_not_article_text() -> None:
    long_with_sign = (
        "The glacier's photographs, © the expedition and free to reuse, show the ice "
        + "front retreating by a full kilometre between the first and the last survey. " * 2
    )
    text = read_article(
        "<p>Photo of the ice front © Reuters / Ann Lee</p>",
        f"<p>{long_with_sign}</p>",
        "<p>© 2024 Riverside Herald. All rights reserved.</p>",
    )
    assert "wrote up the results" in text
    assert long_with_sign.strip() in text  # a long paragraph is text, sign or not
    assert "Reuters" not in text and "All rights reserved" not in text


def test_captions_are_not_article_text() -> None:
    text = read_article(
        '<figure><img src="/i/2.jpg" alt=""><figcaption>The ice front in May</figcaption></figure>',
        '<div class="wp-caption-text">Camp at dawn, photographed by the team</div>',
        '<p class="intro">A caption element elsewhere is not a caption by its class.</p>',
    )
    assert "wrote up the results" in text
    assert "ice front in May" not in text and "Camp at dawn" not in text
    assert "not a caption by its class" in text


def test_short_labels_trailing_the_article_are_trimmed() -> None:
    text = read_article(
        "<p>The survey continues next spring, weather permitting.</p>",
        "<p>Share this article:</p>",
        "<h3>More on glaciers</h3>",
    )
    assert text.splitlines()[-1] == "The survey continues next spring, weather permitting."


@pytest.mark.parametrize(
    ("paragraphs", "kept"),
    [
        # a short last paragraph that ends a sentence, in any script, is text
        (["x" * 300, "Danke!"], 2),
        (["x" * 300, "おわり。"], 2),
        (["x" * 300, "\u0627\u0644\u0646\u0647\u0627\u064a\u0629\u061f"], 2),
        # at most three labels go, and never the last paragraph
        (["x" * 300, "a", "b", "c", "d"], 2),
        (["x" * 300 + " y"], 1),
        # an article under 300 characters keeps its short lines (a list, a listing)
        (["Alice", "Bob", "Carol"], 3),
    ],
)
def test_label_trimming_keeps_sentences_short_pages_and_the_body(
    paragraphs: list[str], kept: int
) -> None:
    assert trim_labels(paragraphs) == paragraphs[:kept]


def test_the_label_of_a_block_left_out_goes_with_it() -> None:
    related = "".join(f"<li><a href='/s/{n}'>Another glacier story {n}</a></li>" for n in range(5))
    text = read_article(
        "<h3>Related stories</h3>",
        f"<ul>{related}</ul>",
        "<p>The survey continues next spring; the team will publish its data.</p>",
        "<h3>Watch the ice front</h3>",
        "<iframe src='https://video.example/ice'></iframe>",
        "<p>Readers may send their own photographs.</p>",
        "<form><textarea></textarea></form>",
        "<p>Comments:</p>",
        "<form><textarea></textarea></form>",
        "<p>More measurements follow in the autumn, weather permitting.</p>",
    )
    assert "Related stories" not in text and "Another glacier story" not in text
    assert "Comments:" not in text
    assert "Watch the ice front" in text  # an embed is shown: its heading stays
    assert "Readers may send their own photographs." in text  # a sentence is no label


def test_a_tables_rows_and_a_lists_items_are_judged_with_their_table_and_list() -> None:
    # A fact box and a list in the article: most rows and items are a label and
    # a link. Judged one by one they were link lists; they are the article's data.
    rows = "".join(
        f"<tr><th>{label}</th><td><a href='/wiki/{value}'>{value}</a></td></tr>"
        for label, value in (("Capital", "Wellington"), ("Largest city", "Auckland"))
    )
    prose = "<tr><td>Area</td><td>268,021 square kilometres, most of it mountains</td></tr>"
    items = (
        "<li>The <a href='/n'>North Island</a></li><li><a href='/s'>South Island</a></li>"
        "<li>About six hundred smaller islands, most of them uninhabited and far offshore</li>"
    )
    text = extract(
        article_page(f"<table>{rows}{prose}</table>", f"<ul>{items}</ul>"), algorithm="addanag+"
    ).main_content
    assert "Capital\nWellington" in text and "Largest city\nAuckland" in text
    assert "The North Island\nSouth Island\nAbout six hundred" in text


@pytest.mark.parametrize(
    ("left_out", "its_text"),
    [
        # A note: left out for its links, with the section's text after it.
        (
            "<div class='hatnote'>See also: <a href='/names'>List of place names</a></div>",
            "List of place names",
        ),
        # A figure: its caption is the last child of the figure's wrappers, and the
        # section's text follows the wrapper, not the caption.
        (
            "<div class='thumb'><div class='thumbinner'><img src='/map.png' alt=''>"
            "<div class='thumbcaption'>A chart of the coast drawn in the winter</div></div></div>",
            "A chart of the coast",
        ),
    ],
)
def test_a_heading_stays_above_a_block_left_out_mid_section(left_out: str, its_text: str) -> None:
    text = read_article(
        "<h2>Etymology</h2>",
        left_out,
        "<p>" + "The name was first given by the crew of a passing ship in the winter. " * 3,
        "</p>",
    )
    assert its_text not in text
    assert "Etymology\nThe name was first given" in text


def _contents(*targets: str) -> str:
    items = "".join(
        f'<li><a href="{target}"><span>{number}</span> '
        f"<span>Part {number} of the story</span></a></li>"
        for number, target in enumerate(targets, start=1)
    )
    return f"<div id='toc'><h2>Contents</h2><ul>{items}</ul></div>"


def test_a_table_of_contents_is_the_articles_own() -> None:
    html = article_page(_contents("#camp", "#storm", "#results"), '<h2 id="camp">Camp</h2>')
    text = extract(html, algorithm="addanag+").main_content
    assert "Contents\n1 Part 1 of the story\n2 Part 2 of the story" in text
    # The same list leading to other pages is a link list, left out with its heading.
    html = article_page(_contents("/camp", "#storm", "/results"), '<h2 id="camp">Camp</h2>')
    text = extract(html, algorithm="addanag+").main_content
    assert "Part 1 of the story" not in text and "Contents" not in text


def test_only_a_fragment_naming_a_place_is_an_in_page_address() -> None:
    assert in_page_address("#history") and in_page_address(" #cite_note-3 ")
    for href in (None, "", "#", "#!/inbox", "#/route", "/page#part", "https://x.org/#a"):
        assert not in_page_address(href)
