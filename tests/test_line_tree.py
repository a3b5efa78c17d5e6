"""``addanag+``'s tree, on real HTML: tags read without their attributes, the
chosen lines found again in the parsed page, and what a browser never shows as
text (the head, attribute values, line marks, glosses, drawings) kept out of it."""

from __future__ import annotations

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.scan.attribute_value import attribute_value
from scrapy_danag.engine.thesis.preprocess import (
    escape_markup_in_values,
    normalise_lines,
    remove_scripts_styles_comments,
)
from scrapy_danag.engine.tree.article import article_text
from scrapy_danag.engine.tree.attributes import normalise_attributes
from scrapy_danag.engine.tree.covering import article_element
from scrapy_danag.engine.tree.locate import locate_lines, mark_lines
from scrapy_danag.engine.tree.tags import hides, parse_attributes

from .article_pages import PARA, article_page, read_article
from .conftest import page


def test_attributes_are_removed_except_on_anchors() -> None:
    html = '<p class="x" style="y">t <a href="/l">l</a><img src="/i.png"></p>'
    assert normalise_attributes(html) == '<p>t <a href="/l">l</a><img></p>'


def test_attribute_removal_skips_quoted_values_and_keeps_self_closing() -> None:
    html = """<p><img alt="a > b" title='c>d' src="/i.png">x<br class="y"/><div class=z/>"""
    assert normalise_attributes(html) == "<p><img>x<br/><div/>"
    unclosed = '<p class="x>never closed</p>'
    assert normalise_attributes(unclosed) == unclosed  # left to the parser as it is


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
    assert story is not None and story.get("class") is None  # the parsed lines had no attributes
    assert sorted(tree.names(story).split()) == ["main", "story", "wide"]
    assert tree.names(paragraph) == ""
    with_attributes = locate_lines(source, numbers)
    assert with_attributes is not None and with_attributes.source is None
    story_again = with_attributes.owners[min(numbers)].getparent()
    assert story_again is not None
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
    lines = normalise_lines(article_page())
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
    lines = normalise_lines(article_page())
    tree = locate_lines(lines, {})
    assert tree is not None and article_element(tree, {}) is None


def test_deep_nesting_does_not_exhaust_the_recursion_limit() -> None:
    html = "<html><body>" + "<div>" * 10_000 + "<p>" + PARA * 5 + "</p>" + "</div>" * 10_000
    assert "reached the glacier" in extract(html, algorithm="addanag+").main_content


def test_an_xml_declaration_does_not_cost_the_article_stage() -> None:
    # XHTML pages often open with an XML declaration, which lxml refuses in a str.
    html = article_page()
    xhtml = '<?xml version="1.0" encoding="UTF-8"?>\n' + html
    text = extract(xhtml.encode("utf-8"), algorithm="addanag+").main_content
    assert "wrote up the results" in text
    assert text == extract(html, algorithm="addanag+").main_content


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
    text = read_article(caption)
    assert "wrote up the results" in text
    assert "Lightbox caption" not in text and "data-caption" not in text


def test_line_marks_never_become_text() -> None:
    # <xmp> shows its content as text; a block line inside it is marked like any
    # other before the parse, and the mark must not reach the output.
    shown = "<xmp><p>" + "Markup shown to the reader as text on the page. " * 6 + "</p></xmp>"
    text = read_article(shown)
    assert "Markup shown to the reader" in text
    assert "danag-line" not in text
    lines = normalise_lines(page(shown))
    numbers = [n for n, line in enumerate(lines) if line.startswith("<p")]
    tree = locate_lines(lines, numbers)
    assert tree is not None and "danag-line" not in article_text(tree.root)


def test_inline_markup_adds_no_space_to_the_text() -> None:
    text = read_article(
        "<p>The judge asked the <strong>Public Ministry</strong>, once more, for the "
        "<a href='/jet'>jet</a>'s return.</p>"
    )
    assert "asked the Public Ministry, once more, for the jet's return." in text


def test_ruby_glosses_stay_out_of_the_sentence() -> None:
    ruby = "<p>" + PARA + "<ruby>法律<rp>(</rp><rt>ほうりつ</rt><rp>)</rp></ruby>ができる</p>"
    text = read_article(ruby)
    assert "法律ができる" in text and "ほうりつ" not in text


def test_text_drawn_in_an_inline_svg_is_not_content() -> None:
    label = "Chart label " * 20
    html = article_page(f'<div><svg viewBox="0 0 9 9"><text x="1" y="1">{label}</text></svg></div>')
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
    text = read_article(
        f"<div>{icons}<p>{'The note after the icons stays in the text. ' * 3}</p></div>",
        f'<div><svg viewBox="0 0 9 9"><text>{label}</text></svg></div>',
    )
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
