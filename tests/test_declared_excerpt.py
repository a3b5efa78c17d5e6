"""A page whose body holds none of its text (a script writes it in the browser)
opens its main content with the excerpt its head declares -- a description cut
short; a description written whole, or a page whose text holds the excerpt,
is left as it is."""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt

from scrapy_danag import extract
from scrapy_danag.engine.metadata.declared import wanted_meta
from scrapy_danag.engine.metadata.excerpt import declared_excerpt
from scrapy_danag.engine.metadata.structured import read_structured_data

from .script_shells import OPENING, shell


def test_a_shell_gives_the_longest_excerpt_of_its_head() -> None:
    page = shell(
        f'<meta name="description" content="{OPENING[:120]}&amp;hellip;">'
        f'<meta property="og:description" content="{OPENING} ...">'
    )
    result = extract(page)
    assert result.has_main_content
    assert result.main_content == OPENING + "…"
    assert any("excerpt" in note for note in result.notes)


@pytest.mark.parametrize("ending", ["…", "...", "[…]", "[&hellip;]", "&amp;#8230;"])
def test_every_way_of_cutting_a_description_short_is_read(ending: str) -> None:
    page = shell(f'<meta name="description" content="{OPENING} {ending}">')
    assert declared_excerpt(page) == OPENING + "…"


def test_a_description_written_whole_is_not_content() -> None:
    page = shell(
        '<meta name="description" content="Shop our washable rugs, made to order and '
        'machine washable. Free shipping!">'
    )
    assert declared_excerpt(page) is None
    result = extract(page)
    assert not result.has_main_content
    assert result.main_content == ""


def test_a_cut_description_too_short_to_say_anything_is_not_content() -> None:
    assert declared_excerpt(shell('<meta name="description" content="Read more...">')) is None


def test_a_page_whose_text_holds_the_excerpt_is_left_as_it_is() -> None:
    rest = "<p>The page's own paragraph about telescopes, long enough to be its text.</p>" * 6
    page = (
        f'<html><head><meta name="description" content="{OPENING}..."></head>'
        f"<body><article><p>{OPENING} is better for planets?</p>{rest}</article></body></html>"
    )
    result = extract(page)
    assert result.main_content.count("new to astronomy") == 1
    assert "own paragraph about telescopes" in result.main_content
    assert result.notes == ()


def test_a_shell_with_a_line_of_header_gets_the_excerpt_before_it() -> None:
    page = shell(f'<meta name="description" content="{OPENING}...">').replace(
        '<section id="main">', '<section id="main"><p class="banner">Forum rules and FAQ</p>'
    )
    result = extract(page)
    assert result.main_content.split("\n")[0] == OPENING + "…"
    assert any("excerpt" in note for note in result.notes)


def test_the_excerpt_is_rendered_in_every_format() -> None:
    page = shell(f'<meta name="description" content="Use *stars* &amp; {OPENING}...">')
    markdown = extract(page, output_format="markdown").main_content
    tokens = MarkdownIt("commonmark").parseInline(markdown)[0].children or []
    assert "".join(t.content for t in tokens if t.type == "text") == f"Use *stars* & {OPENING}…"
    html = extract(page, output_format="html").main_content
    assert html.startswith("<p>Use *stars* &amp; I") and html.endswith("which…</p>")


def test_the_faithful_algorithms_leave_a_shell_empty() -> None:
    page = shell(f'<meta name="description" content="{OPENING}...">')
    assert extract(page, algorithm="addanag").main_content == ""


def test_the_metadata_s_reading_of_the_head_gives_the_same_excerpt() -> None:
    # The extraction reads the head once for the metadata and the excerpt: the
    # metadata's reading keeps every description the excerpt reads.
    page = shell(
        f'<meta name="description" content="{OPENING[:120]}&amp;hellip;">'
        f'<meta property="og:description" content="{OPENING} ...">'
        '<meta name="viewport" content="width=device-width">'
    )
    data = read_structured_data(page, wanted_meta, scripts=())
    assert declared_excerpt(page, data) == declared_excerpt(page) == OPENING + "…"
    assert declared_excerpt(shell("<p>No excerpt.</p>"), data) is None  # no mark in its head
