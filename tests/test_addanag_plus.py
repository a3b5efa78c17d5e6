"""``addanag+``: each failure mode of the faithful AdDANAg it addresses, on real HTML."""

from __future__ import annotations

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.thesis.lines import count_content_and_code
from scrapy_danag.engine.thesis.preprocess import (
    escape_markup_in_values,
    normalise_lines,
    remove_scripts_styles_comments,
)
from scrapy_danag.engine.thesis.regions import Region
from scrapy_danag.engine.tree.article import article_text, trim_labels
from scrapy_danag.engine.tree.attributes import normalise_attributes
from scrapy_danag.engine.tree.boundary import extended_boundary
from scrapy_danag.engine.tree.covering import article_element
from scrapy_danag.engine.tree.dom import locate_lines, mark_lines
from scrapy_danag.engine.tree.tags import (
    attribute_value,
    hides,
    in_page_address,
    parse_attributes,
)

from .conftest import page

PARA = "The expedition reached the glacier on the fourth day and began measuring its retreat. "


def _figure() -> list[str]:
    return [
        '<figure class="media"><div class="frame"><div class="ratio">',
        '<img class="lazy" src="/i/1.jpg" alt=""></div></div>',
        "<figcaption>Photo</figcaption></figure>",
    ] * 9  # 27 lines of markup: wider than the gap of 20


def _article(*inside: str) -> str:
    return page(
        '<nav><ul><li><a href="/">Home</a></li><li><a href="/science">Science</a></li></ul></nav>',
        "<article>",
        "<p>" + PARA * 4 + "</p>",
        *_figure(),
        "<p>" + "After the storm the team returned to camp and wrote up the results. " * 3 + "</p>",
        *inside,
        "</article>",
        '<footer><a href="/about">About</a> <a href="/contact">Contact</a></footer>',
    )


def test_paragraphs_beyond_the_gap_inside_the_article_are_recovered() -> None:
    html = _article()
    assert "wrote up the results" not in extract(html, algorithm="addanag").main_content
    assert "wrote up the results" in extract(html, algorithm="addanag+").main_content


def test_link_lists_inside_the_article_are_left_out() -> None:
    related = (
        '<div class="related"><ul>'
        + "".join(
            f'<li><a href="/story/{n}">Another story about glaciers number {n}</a></li>'
            for n in range(8)
        )
        + "</ul></div>"
    )
    text = extract(_article(related), algorithm="addanag+").main_content
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
    text = extract(_article(*sections), algorithm="addanag+").main_content
    assert "What is social research?" in text and "Fieldwork begins" in text
    assert "Sharing with a single developer" in text and "Two computers share" in text
    assert "Sponsorship deals" in text


def test_a_lone_comments_block_titled_comments_is_still_furniture() -> None:
    comments = _titled("section", "comments", "Comments", "Great post, thanks for sharing it! ")
    text = extract(_article(comments), algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert "Great post" not in text


def test_markup_heavy_paragraphs_are_found() -> None:
    style = (
        ' class="story-body__paragraph typography--serif"'
        ' style="margin:0 0 1.5em 0;line-height:1.6"'
    )
    body = [f"<p{style}><span{style}>{PARA}</span></p>" for _ in range(6)]
    html = page('<div class="menu"><a href="/a">A</a></div>', *body)
    assert not extract(html, algorithm="addanag").has_main_content  # the markup outweighs the words
    assert "reached the glacier" in extract(html, algorithm="addanag+").main_content


def test_attributes_are_removed_except_on_anchors() -> None:
    html = '<p class="x" style="y">t <a href="/l">l</a><img src="/i.png"></p>'
    assert normalise_attributes(html) == '<p>t <a href="/l">l</a><img></p>'


def test_attribute_removal_skips_quoted_values_and_keeps_self_closing() -> None:
    html = """<p><img alt="a > b" title='c>d' src="/i.png">x<br class="y"/><div class=z/>"""
    assert normalise_attributes(html) == "<p><img>x<br/><div/>"
    unclosed = '<p class="x>never closed</p>'
    assert normalise_attributes(unclosed) == unclosed  # left to the parser as it is


def test_a_tree_parsed_without_attributes_reads_names_from_the_source() -> None:
    source = normalise_lines(
        '<html><body><div id="story" class="main wide"><p>Words of the story.</p>'
        "</div>Loose text</body></html>"
    )
    bare = normalise_attributes("\n".join(source)).split("\n")
    numbers = {n for n, line in enumerate(source) if line.startswith("<p")}
    tree = locate_lines(source, numbers, bare)
    assert tree is not None and tree.source is source
    paragraph = tree.owners[min(numbers)]
    story = paragraph.getparent()
    assert story.get("class") is None  # the parsed lines had no attributes
    assert sorted(tree.names(story).split()) == ["main", "story", "wide"]
    assert tree.names(paragraph) == ""
    with_attributes = locate_lines(source, numbers)
    assert with_attributes is not None and with_attributes.source is None
    story_again = with_attributes.owners[min(numbers)].getparent()
    assert sorted(with_attributes.names(story_again).split()) == ["main", "story", "wide"]


def test_marked_lines_are_found_in_the_tree() -> None:
    lines = normalise_lines(
        '<html><body><div id="story"><h2 class="t">Title</h2><p>First <b>bold</b> words'
        "<br>after the break</p></div></body></html>"
    )
    numbers = {n for n, line in enumerate(lines) if line.startswith(("<h2", "<p", "<br"))}
    assert len(numbers) == 3
    assert 'data-danag-line="' in mark_lines(lines, numbers)
    tree = locate_lines(lines, numbers)
    assert tree is not None
    owners = {tree.owners[n].tag for n in numbers}
    assert owners == {"h2", "p"}  # the <br> line's text belongs to its paragraph
    assert tree.owners[min(numbers)].get("class") == "t"  # attributes kept, mark removed
    assert all(tree.owners[n].get("data-danag-line") is None for n in numbers)


def test_article_element_is_the_container_of_most_chosen_text() -> None:
    lines = normalise_lines(_article())
    weights = {n: len(line) for n, line in enumerate(lines) if line.startswith("<p>")}
    tree = locate_lines(lines, weights)
    assert tree is not None
    article = article_element(tree, weights)
    assert article is not None and article.tag == "article"
    text = article_text(article)
    assert text.splitlines()[0].startswith("The expedition reached the glacier")
    assert "Photo" not in text  # a caption describes the picture, not the story
    assert "Home" not in text


def test_no_marked_line_means_no_article_element() -> None:
    lines = normalise_lines(_article())
    tree = locate_lines(lines, {})
    assert tree is not None and article_element(tree, {}) is None


def test_deep_nesting_does_not_exhaust_the_recursion_limit() -> None:
    html = "<html><body>" + "<div>" * 10_000 + "<p>" + PARA * 5 + "</p>" + "</div>" * 10_000
    assert "reached the glacier" in extract(html, algorithm="addanag+").main_content


def test_headline_is_kept() -> None:
    html = _article().replace("<article>", "<article><h1>Glacier retreat measured</h1>")
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


def test_comment_threads_inside_the_article_are_left_out() -> None:
    comments = (
        '<div class="comments-area"><h3>12 comments</h3>'
        + "<p>I went there last summer and the ice was already much thinner than in photos. </p>"
        * 4
        + "</div>"
    )
    text = extract(_article(comments), algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert "went there last summer" not in text


def test_inline_markup_adds_no_space_to_the_text() -> None:
    html = _article(
        "<p>The judge asked the <strong>Public Ministry</strong>, once more, for the "
        "<a href='/jet'>jet</a>'s return.</p>"
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "asked the Public Ministry, once more, for the jet's return." in text


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


def test_an_author_box_inside_the_article_is_left_out() -> None:
    box = (
        '<div class="author-box"><p>Jane Roe writes about the polar regions and has '
        "covered three expeditions to Greenland.</p></div>"
    )
    text = extract(_article(box), algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert "Jane Roe" not in text


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


def test_an_xml_declaration_does_not_cost_the_article_stage() -> None:
    # XHTML pages often open with an XML declaration, which lxml refuses in a str.
    html = _article()
    xhtml = '<?xml version="1.0" encoding="UTF-8"?>\n' + html
    text = extract(xhtml.encode("utf-8"), algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert text == extract(html, algorithm="addanag+").main_content


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
    html = _article(*hidden, shown, wide)
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


def test_attributes_are_parsed_from_tag_source() -> None:
    parsed = parse_attributes(""" class="a b" HIDDEN data-x='1' style=display:none""")
    assert parsed == {"class": "a b", "hidden": "", "data-x": "1", "style": "display:none"}
    assert hides(parsed)
    assert not hides({"class": "hidden-xs visually", "style": "display: block"})
    assert hides({"aria-hidden": "TRUE"}) and not hides({"aria-hidden": "false"})
    assert hides({"class": "box d-none"}) and not hides({"class": "d-none d-lg-block"})


@pytest.mark.parametrize(
    "source",
    [
        ''' href="/a" class="x"''',
        """ class=x HREF='/b' rel=nofollow""",
        ''' href=/c href="/d"''',  # written twice: the last, as the dictionary keeps
        ''' title="no href=/e here"''',
        """ data-href="/f" hidden""",
        "",
    ],
)
def test_one_attribute_is_read_as_the_whole_tag_reads_it(source: str) -> None:
    assert attribute_value(source, "href") == parse_attributes(source).get("href")


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
    lines = normalise_lines(_article())
    bare = normalise_attributes("\n".join(lines)).split("\n")
    t1, _ = count_content_and_code(bare)
    empty = next(n for n in range(len(lines) - 1) if t1[n] == t1[n + 1] == 0)
    found = extended_boundary(lines, bare, t1, [Region(empty, empty + 1, 0)], 20)
    chosen, text = found.regions, found.text
    assert chosen == [Region(empty, empty + 1, 0)]
    assert "reached the glacier" in text and "wrote up the results" in text
    assert "A page" not in text  # the <title> is never article text


def test_the_head_is_never_article_text() -> None:
    lines = normalise_lines(page("<p>" + PARA * 3 + "</p>", title="Site name | A headline"))
    tree = locate_lines(lines, {})
    assert tree is not None and tree.root.tag == "html"
    text = article_text(tree.root)
    assert "reached the glacier" in text and "Site name" not in text


def test_markup_inside_a_data_attribute_is_not_text() -> None:
    caption = '<figure><img src="/i.jpg" data-caption="<p>Lightbox caption</p>"></figure>'
    assert escape_markup_in_values(caption) == (
        '<figure><img src="/i.jpg" data-caption="&lt;p&gt;Lightbox caption&lt;/p&gt;"></figure>'
    )
    # The value is the handler's, whole: the "y=" inside it is no attribute.
    script_like = "<a onclick=\"go('x-data-y=<p>')\">x</a>"
    assert escape_markup_in_values(script_like) == "<a onclick=\"go('x-data-y=&lt;p&gt;')\">x</a>"
    text = extract(_article(caption), algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert "Lightbox caption" not in text and "data-caption" not in text


def test_a_text_box_is_not_article_text() -> None:
    # A form control's content is what a reader types or a site stores, not the
    # article: here the original embed kept in a hidden <textarea>.
    tweet = "Original tweet kept by the site for its consent dialog. " * 3
    box = f'<textarea hidden><div class="embed"><p>{tweet}</p></div></textarea>'
    text = extract(_article(box), algorithm="addanag+").main_content
    assert "wrote up the results" in text and "Original tweet" not in text


def test_line_marks_never_become_text() -> None:
    # <xmp> shows its content as text; a block line inside it is marked like any
    # other before the parse, and the mark must not reach the output.
    shown = "<xmp><p>" + "Markup shown to the reader as text on the page. " * 6 + "</p></xmp>"
    text = extract(_article(shown), algorithm="addanag+").main_content
    assert "Markup shown to the reader" in text
    assert "danag-line" not in text
    lines = normalise_lines(page(shown))
    numbers = [n for n, line in enumerate(lines) if line.startswith("<p")]
    tree = locate_lines(lines, numbers)
    assert tree is not None and "danag-line" not in article_text(tree.root)


def test_ruby_glosses_stay_out_of_the_sentence() -> None:
    ruby = "<p>" + PARA + "<ruby>法律<rp>(</rp><rt>ほうりつ</rt><rp>)</rp></ruby>ができる</p>"
    text = extract(_article(ruby), algorithm="addanag+").main_content
    assert "法律ができる" in text and "ほうりつ" not in text


def test_the_authors_address_block_is_not_article_text() -> None:
    address = "<address>Written by A. Reporter, reporter@example.org</address>"
    text = extract(_article(address), algorithm="addanag+").main_content
    assert "wrote up the results" in text and "reporter@example.org" not in text


def test_an_article_cut_short_by_figures_outweighs_a_denser_teaser_box() -> None:
    # Every paragraph of the article is its own region, each smaller than the one
    # dense paragraph of the teaser below it: the largest region is the teaser.
    sentences = [
        f"Day {n}: the team measured the glacier's edge again and logged {n * 3} metres of retreat."
        for n in range(1, 9)
    ]
    article = ["<article>"]
    for sentence in sentences:
        article += [f"<p>{sentence} {sentence}</p>", *_figure()]
    article.append("</article>")
    teaser = (
        "<div class='more'><p>"
        + "Also on this site: a long summary of last winter's avalanche season. " * 8
        + "</p></div>"
    )
    html = page(*article, *_figure(), teaser)
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


def test_copyright_notices_and_credits_are_not_article_text() -> None:
    long_with_sign = (
        "The glacier's photographs, © the expedition and free to reuse, show the ice "
        + "front retreating by a full kilometre between the first and the last survey. " * 2
    )
    html = _article(
        "<p>Photo of the ice front © Reuters / Ann Lee</p>",
        f"<p>{long_with_sign}</p>",
        "<p>© 2024 Riverside Herald. All rights reserved.</p>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert long_with_sign.strip() in text  # a long paragraph is text, sign or not
    assert "Reuters" not in text and "All rights reserved" not in text


def test_captions_are_not_article_text() -> None:
    html = _article(
        '<figure><img src="/i/2.jpg" alt=""><figcaption>The ice front in May</figcaption></figure>',
        '<div class="wp-caption-text">Camp at dawn, photographed by the team</div>',
        '<p class="intro">A caption element elsewhere is not a caption by its class.</p>',
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert "ice front in May" not in text and "Camp at dawn" not in text
    assert "not a caption by its class" in text


def test_short_labels_trailing_the_article_are_trimmed() -> None:
    html = _article(
        "<p>The survey continues next spring, weather permitting.</p>",
        "<p>Share this article:</p>",
        "<h3>More on glaciers</h3>",
    )
    text = extract(html, algorithm="addanag+").main_content
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
        *_figure(),
        block("Second", 4),
        *_figure(),
        block("Third", 4),
        "</div>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "First paragraph 0." in text and "Third paragraph 3." in text


def test_text_drawn_in_an_inline_svg_is_not_content() -> None:
    label = "Chart label " * 20
    html = _article(f'<div><svg viewBox="0 0 9 9"><text x="1" y="1">{label}</text></svg></div>')
    plus, faithful = extract(html, algorithm="addanag+"), extract(html, algorithm="addanag")
    # the faithful algorithm keeps the thesis's preprocessing: the drawing's text counts
    assert sum(faithful.t1) - sum(plus.t1) >= len(label.strip())
    assert "Chart label" not in plus.main_content


def test_an_unclosed_svg_icon_ends_where_a_browser_ends_it() -> None:
    # An icon written as if <svg> were void: a browser leaves the drawing at the
    # next HTML start tag that breaks out of foreign content (here the <ul>).
    html = page(
        '<header><a href="/"><svg width="18" height="18" class="icon"></a></header>',
        "<main><article>",
        "<p>" + PARA * 4 + "</p>",
        "</article></main>",
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "reached the glacier" in text


def test_svg_drawings_closed_or_self_closing_keep_their_neighbours() -> None:
    label = "Chart label " * 20
    icons = "<svg class='icon'/>" * 3  # self-closing in foreign content: nothing inside
    html = _article(
        f"<div>{icons}<p>{'The note after the icons stays in the text. ' * 3}</p></div>",
        f'<div><svg viewBox="0 0 9 9"><text>{label}</text></svg></div>',
    )
    text = extract(html, algorithm="addanag+").main_content
    assert "The note after the icons" in text
    assert "Chart label" not in text


def test_svg_removal_follows_the_html_standard() -> None:
    breakout = "<svg class='a'><path d='M0'></a><ul><li>Menu</li></ul><p>Text</p>"
    assert "Menu" in remove_scripts_styles_comments(breakout, ("svg",))
    closed = "<svg><path/><text>drawn</text></svg><p>after</p>"
    assert remove_scripts_styles_comments(closed, ("svg",)).split() == ["<p>after</p>"]
    # Unclosed, and another opens before any end tag: the first ends there.
    run = "<svg class='a'><use/><svg><text>b</text></svg><p>after</p>"
    assert remove_scripts_styles_comments(run, ("svg",)).split() == ["<p>after</p>"]


def test_the_label_of_a_block_left_out_goes_with_it() -> None:
    related = "".join(f"<li><a href='/s/{n}'>Another glacier story {n}</a></li>" for n in range(5))
    html = _article(
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
    text = extract(html, algorithm="addanag+").main_content
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
        _article(f"<table>{rows}{prose}</table>", f"<ul>{items}</ul>"), algorithm="addanag+"
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
    html = _article(
        "<h2>Etymology</h2>",
        left_out,
        "<p>" + "The name was first given by the crew of a passing ship in the winter. " * 3,
        "</p>",
    )
    text = extract(html, algorithm="addanag+").main_content
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
    html = _article(_contents("#camp", "#storm", "#results"), '<h2 id="camp">Camp</h2>')
    text = extract(html, algorithm="addanag+").main_content
    assert "Contents\n1 Part 1 of the story\n2 Part 2 of the story" in text
    # The same list leading to other pages is a link list, left out with its heading.
    html = _article(_contents("/camp", "#storm", "/results"), '<h2 id="camp">Camp</h2>')
    text = extract(html, algorithm="addanag+").main_content
    assert "Part 1 of the story" not in text and "Contents" not in text


def test_only_a_fragment_naming_a_place_is_an_in_page_address() -> None:
    assert in_page_address("#history") and in_page_address(" #cite_note-3 ")
    for href in (None, "", "#", "#!/inbox", "#/route", "/page#part", "https://x.org/#a"):
        assert not in_page_address(href)
