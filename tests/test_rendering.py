"""Markdown and HTML output: the structure survives, read back by a real
CommonMark parser (what the HTML lets through: test_html_output.py; blocks
inside lists and tables, code blocks: test_markdown_blocks.py)."""

from __future__ import annotations

import re

import pytest
from lxml import etree, html
from markdown_it import MarkdownIt

from scrapy_danag import extract
from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.metrics import word_f1
from scrapy_danag.evaluation.structure import markdown_text

from .conftest import SHIPPED, page
from .structured_pages import ARTICLE, PARA, inline_text, parse_markdown


def test_markdown_parses_back_to_the_pages_structure() -> None:
    markdown = extract(ARTICLE, include_images=True, output_format="markdown").main_content
    tokens = parse_markdown(markdown)
    headings = [
        (tokens[n].tag, inline_text(tokens[n + 1]))
        for n, token in enumerate(tokens)
        if token.type == "heading_open"
    ]
    # Levels shift so that the content's shallowest heading is level 2; order kept.
    assert headings == [("h2", "How the fish were counted"), ("h3", "The code")]
    items = [
        (tokens[n].level, inline_text(tokens[n + 2]))
        for n, token in enumerate(tokens)
        if token.type == "list_item_open"
    ]
    texts = [text for _, text in items]
    assert texts == [
        "Trout in the upper pools",
        "Perch near the weir",
        "young perch",
        "old perch",
        "Pike, rarely",
        "Net the pool",
        "Count and release",
    ]
    levels = dict((text, level) for level, text in items)
    assert levels["young perch"] > levels["Perch near the weir"]  # nested
    ordered = next(t for t in tokens if t.type == "ordered_list_open")
    assert ordered.attrs.get("start") == 3
    fence = next(t for t in tokens if t.type == "fence")
    assert fence.info == "python"
    assert fence.content == "def count(pool):\n    return len(pool.fish)\n\n\nprint(count(upper))\n"
    quote = tokens.index(next(t for t in tokens if t.type == "blockquote_open"))
    assert inline_text(tokens[quote + 2]) == "The river is alive again, said the warden."
    cells = [
        inline_text(tokens[n + 1]) for n, t in enumerate(tokens) if t.type in ("th_open", "td_open")
    ]
    assert cells == ["Species", "Count", "Trout | brown", "41", "Perch", "17"]
    links = [
        child.attrs["href"]
        for token in tokens
        if token.type == "inline"
        for child in token.children or []
        if child.type == "link_open"
    ]
    assert links == ["https://example.org/reports/2024/methods/counting.html"]
    images = [
        (child.attrs["src"], child.content)
        for token in tokens
        if token.type == "inline"
        for child in token.children or []
        if child.type == "image"
    ]
    assert images == [("https://example.org/img/weir.jpg", "The weir at dawn")]
    assert "**counting**" in markdown and "*counted*" in markdown
    assert "`count_fish()`" in markdown
    assert "Home" not in markdown  # the same content as the text output: no menu


def test_images_only_when_asked() -> None:
    markdown = extract(ARTICLE, output_format="markdown").main_content
    assert "weir.jpg" not in markdown and "The weir at dawn" not in markdown


def test_markdown_and_text_hold_the_same_words() -> None:
    text = extract(ARTICLE).main_content
    markdown = extract(ARTICLE, output_format="markdown").main_content
    assert sorted(re.findall(r"\w+", markdown_text(markdown))) == sorted(re.findall(r"\w+", text))


LOOKALIKES = [
    "*not emphasis* and **not strong** either",
    "# not a heading",
    "1. not a list item",
    "2) nor this one",
    "- nor this",
    "+ nor this",
    "> not a quote",
    "--- not a rule",
    "[not a link](http://example.com) and ![not an image](x.png)",
    "a | b | c",
    "`not code` and ``double``",
    "_not emphasis_ but snake_case_name stays",
    "<b>not a tag</b> and &amp; and &copy; spelled out",
    "back\\slash and ~~not struck~~",
]


def test_escaping_round_trips_text_that_looks_like_markdown() -> None:
    body = [f"<p>{html_escape(line)} {PARA}</p>" for line in LOOKALIKES]
    source = page("<article>", *body, "</article>")
    markdown = extract(source, output_format="markdown").main_content
    rendered = MarkdownIt("commonmark").enable("table").render(markdown)
    root = html.fragment_fromstring(rendered, create_parent="div")
    paragraphs = [" ".join(p.text_content().split()) for p in root.iter("p")]
    assert [p.removesuffix(" " + PARA.strip()) for p in paragraphs] == LOOKALIKES
    assert not any(root.iter("em", "strong", "h1", "li", "blockquote", "hr", "a", "img", "code"))


def html_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _text_content(element: etree._Element) -> str:
    """All the text inside ``element`` (lxml.html's ``text_content``, for any element)."""
    return etree.tostring(element, method="text", encoding="unicode", with_tail=False)


def _blocks_of_html(root: etree._Element) -> dict[str, list[str]]:
    def text(element: etree._Element) -> str:
        return " ".join(_text_content(element).split())

    return {
        # A list item's heading is its title, written in Markdown as strong text.
        "headings": [
            text(e)
            for e in root.iter("h1", "h2", "h3", "h4", "h5", "h6")
            if not any(a.tag == "li" for a in e.iterancestors())
        ],
        "items": [text(e) for e in root.iter("li") if e.find(".//li") is None],
        "cells": [text(e) for e in root.iter("td", "th")],
        "code": [_text_content(e).strip() for e in root.iter("pre")],
        "quotes": [text(e) for e in root.iter("blockquote")],
    }


def test_markdown_read_by_commonmark_gives_the_html_outputs_blocks_on_real_pages() -> None:
    """Both formats are written from one document: a CommonMark parser reading the
    Markdown must find the headings, list items, cells, code blocks and quotes the
    HTML output holds, on every shipped real page."""
    checked = 0
    for real in read_corpus(SHIPPED / "readability"):
        data = real.read_bytes()
        markdown = extract(data, real.url, output_format="markdown").main_content
        fragment = extract(data, real.url, output_format="html").main_content
        if not fragment:
            continue
        rendered = MarkdownIt("commonmark").enable("table").render(markdown)
        from_markdown = _blocks_of_html(html.fragment_fromstring(rendered, create_parent="div"))
        from_html = _blocks_of_html(html.fragment_fromstring(fragment, create_parent="div"))
        assert from_markdown == from_html, real.id
        checked += 1
    assert checked >= 30


def test_markdowns_words_score_as_the_texts_on_real_pages() -> None:
    pages = [p for p in read_corpus(SHIPPED / "readability") if p.body]
    text_f1 = markdown_f1 = 0.0
    for real in pages:
        data = real.read_bytes()
        text_f1 += word_f1(extract(data, real.url).main_content, real.body or "").f1
        markdown = extract(data, real.url, output_format="markdown").main_content
        markdown_f1 += word_f1(markdown_text(markdown), real.body or "").f1
    assert abs(text_f1 - markdown_f1) / len(pages) <= 0.005


def test_output_format_and_images_are_checked() -> None:
    with pytest.raises(ValueError, match="output_format must be one of text, markdown, html"):
        extract(ARTICLE, output_format="pdf")
    with pytest.raises(TypeError, match="include_images must be True or False"):
        extract(ARTICLE, include_images="yes")  # type: ignore[arg-type]
    result = extract(ARTICLE, output_format="html")
    assert result.parameters["output_format"] == "html"
    assert result.has_main_content and result.main_content.startswith("<p>")


def test_a_word_set_in_two_elements_of_one_kind_is_one_piece() -> None:
    """``<em>b</em><em>y Your Name</em>``: written apart, the Markdown markers
    meet (``*b**y Your Name*``) and a CommonMark reader shows the asterisks
    inside the word; two code spans side by side meet as one run of backticks."""
    source = page(
        "<article>",
        f"<p>{PARA * 3}</p>",
        '<h2>7) <a href="/films/7"><em>Call Me</em> <em>b</em><em>y Your Name</em></a></h2>',
        f"<p>{PARA}Run <code>count</code><code>_fish()</code>, then the "
        "<strong>up</strong><strong>per</strong> pools and <em>the</em> <em>weir</em>.</p>",
        "</article>",
    )
    markdown = extract(source, url="https://example.org/", output_format="markdown").main_content
    assert "## 7) [*Call Me* *by Your Name*](https://example.org/films/7)" in markdown
    assert "`count_fish()`" in markdown and "**upper**" in markdown
    assert "*the* *weir*" in markdown  # a space between: two pieces, as they were
    rendered = MarkdownIt("commonmark").render(markdown)
    assert "<em>by Your Name</em>" in rendered and "*" not in rendered
    assert "<code>count_fish()</code>" in rendered and "<strong>upper</strong>" in rendered
    fragment = extract(source, url="https://example.org/", output_format="html").main_content
    assert "<em>by Your Name</em>" in fragment and "<code>count_fish()</code>" in fragment


@pytest.mark.parametrize(
    ("marked", "shown", "kept"),
    [
        # A quote's attribution: the name in bold, the title after it in italics
        # from its comma on (a news page). The closing "**" and the opening "*"
        # are one run of three, which follows a letter and comes before a comma:
        # CommonMark closes the bold with it and shows the rest as asterisks.
        (
            "<strong>Rodolfo Delgado</strong><em>, Fiscal general.</em>",
            "Rodolfo Delgado, Fiscal general.",
            ["strong"],
        ),
        (
            "<em><strong>what to do about it</strong></em><strong>.</strong>",
            "what to do about it.",
            ["strong"],
        ),
        ("<em>astringent</em><em>. Now</em> stir", "astringent. Now stir", ["em"]),
        # Emphasis closing its element's text, the next letter outside it.
        (
            '<strong>Called </strong><strong><em>"the guru"</em></strong>by one',
            'Called "the guru"by one',
            ["strong"],
        ),
        # The same mark twice in a row: a run of four neither closes nor opens.
        (
            "<em><strong>Chirac called him</strong></em><strong></strong>"
            "<em><strong>the tall one</strong></em> then",
            "Chirac called himthe tall one then",
            ["strong"],
        ),
        # A zero-width space is no whitespace: the bold ends before it unread.
        ("<strong>Why not?</strong>\u200b Wind", "Why not?\u200b Wind", []),
        # Nothing to see in bold: no markers around a zero-width joiner.
        ("Tools<strong>\u200d</strong> like these", "Tools\u200d like these", []),
        # Between letters, or between two marks of punctuation, the run both
        # closes and opens: both marks stay.
        ("<strong>alpha</strong><em>beta</em> gamma", "alphabeta gamma", ["strong", "em"]),
        ("<strong>alpha.</strong><em>(beta)</em> gamma", "alpha.(beta) gamma", ["strong", "em"]),
    ],
)
def test_marks_side_by_side_read_back_as_the_html_shows_them(
    marked: str, shown: str, kept: list[str]
) -> None:
    source = page("<article>", f"<p>{PARA * 2}</p>", f"<p>{marked}</p>", f"<p>{PARA}</p>")
    markdown = extract(source, output_format="markdown").main_content
    line = next(line for line in markdown.splitlines() if shown[:5] in line)
    rendered = html.fragment_fromstring(
        MarkdownIt("commonmark").renderInline(line), create_parent="span"
    )
    assert " ".join(rendered.text_content().split()) == shown  # no asterisk left as text
    assert [element.tag for element in rendered.iter("strong", "em")] == kept
    fragment = extract(source, output_format="html").main_content
    paragraphs = html.fragment_fromstring(fragment, create_parent="div").iter("p")
    assert shown in [" ".join(p.text_content().split()) for p in paragraphs]


@pytest.mark.parametrize("images", [False, True])
def test_an_exclamation_mark_before_a_link_stays_text_and_the_link_a_link(images: bool) -> None:
    # "!" then "[" opens an image in Markdown: written as it came, the link was
    # shown as an image of the linked page and the "!" was lost (a dev page).
    source = page(
        "<article>",
        f"<p>{PARA * 2}</p>",
        '<p>It worked!<a href="/report">the report</a> and again!'
        '<a href="/shot"><img src="/shot.png" alt="the screen"></a></p>',
        f"<p>{PARA}</p>",
        "</article>",
    )
    markdown = extract(
        source, "https://news.example/", output_format="markdown", include_images=images
    ).main_content
    rendered = html.fragment_fromstring(
        MarkdownIt("commonmark").render(markdown), create_parent="div"
    )
    paragraph = next(p for p in rendered.iter("p") if "It worked" in p.text_content())
    assert paragraph.text_content().startswith("It worked!the report and again!")
    links = [a.get("href") for a in paragraph.iter("a")]
    images_shown = [i.get("src") for i in paragraph.iter("img")]
    assert links[0] == "https://news.example/report"
    assert images_shown == (["https://news.example/shot.png"] if images else [])
