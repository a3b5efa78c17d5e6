"""Markdown and HTML output: the structure survives, read back by a real
CommonMark parser (what the HTML lets through: test_html_output.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from lxml import etree, html
from markdown_it import MarkdownIt

from scrapy_danag import extract
from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.metrics import word_f1
from scrapy_danag.evaluation.structure import markdown_text, read_blocks

from .conftest import SHIPPED, page

PARA = (
    "The survey team walked the whole length of the river in the spring and counted "
    "every kind of fish they could find in the shallow pools along the banks. "
)

ARTICLE = page(
    '<nav><a href="/">Home</a> <a href="/news">News</a></nav>',
    '<div class="story">',
    f"<p>{PARA * 3}</p>",
    "<h2>How the fish were <em>counted</em></h2>",
    f'<p>{PARA}The method is described in <a href="methods/counting.html">the '
    "<strong>counting</strong> guide</a>, with <code>count_fish()</code> in the appendix.</p>",
    "<ul><li>Trout in the upper pools</li><li>Perch near the weir<ul>"
    "<li>young perch</li><li>old perch</li></ul></li><li>Pike, rarely</li></ul>",
    '<ol start="3"><li>Net the pool</li><li>Count and release</li></ol>',
    "<h3>The code</h3>",
    f"<p>{PARA}</p>",
    '<pre><code class="language-python">def count(pool):\n'
    "    return len(pool.fish)\n\n\nprint(count(upper))</code></pre>",
    "<blockquote><p>The river is alive again, said the warden.</p></blockquote>",
    "<table><thead><tr><th>Species</th><th>Count</th></tr></thead><tbody>"
    "<tr><td>Trout | brown</td><td>41</td></tr><tr><td>Perch</td><td>17</td></tr>"
    "</tbody></table>",
    f'<p>{PARA}<img src="/img/weir.jpg" alt="The weir at dawn"> {PARA}</p>',
    "</div>",
    head='<base href="https://example.org/reports/2024/">',
)


def _parse(markdown: str) -> list[Any]:
    return MarkdownIt("commonmark").enable("table").parse(markdown)


def _inline_text(token: Any) -> str:
    """The text an inline token shows (links and emphasis keep their text)."""
    return "".join(
        child.content for child in token.children or [] if child.type in ("text", "code_inline")
    )


def test_markdown_parses_back_to_the_pages_structure() -> None:
    markdown = extract(ARTICLE, include_images=True, output_format="markdown").main_content
    tokens = _parse(markdown)
    headings = [
        (tokens[n].tag, _inline_text(tokens[n + 1]))
        for n, token in enumerate(tokens)
        if token.type == "heading_open"
    ]
    # Levels shift so that the content's shallowest heading is level 2; order kept.
    assert headings == [("h2", "How the fish were counted"), ("h3", "The code")]
    items = [
        (tokens[n].level, _inline_text(tokens[n + 2]))
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
    assert _inline_text(tokens[quote + 2]) == "The river is alive again, said the warden."
    cells = [
        _inline_text(tokens[n + 1])
        for n, t in enumerate(tokens)
        if t.type in ("th_open", "td_open")
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


def _blocks_of_html(root: etree._Element) -> dict[str, list[str]]:
    def text(element: etree._Element) -> str:
        return " ".join("".join(element.itertext()).split())

    return {
        # A list item's heading is its title, written in Markdown as strong text.
        "headings": [
            text(e)
            for e in root.iter("h1", "h2", "h3", "h4", "h5", "h6")
            if not any(a.tag == "li" for a in e.iterancestors())
        ],
        "items": [text(e) for e in root.iter("li") if e.find(".//li") is None],
        "cells": [text(e) for e in root.iter("td", "th")],
        "code": ["".join(e.itertext()).strip() for e in root.iter("pre")],
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


def test_a_code_block_keeps_its_lines_breaks_and_entities() -> None:
    code = "if (a &lt; b) {<br>  call(&quot;x&quot;);\n\n    deeper();\n}"
    source = page(
        "<article>", f"<p>{PARA * 2}</p>", f"<pre>\n{code}</pre>", f"<p>{PARA}</p>", "</article>"
    )
    markdown = extract(source, output_format="markdown").main_content
    fence = next(t for t in _parse(markdown) if t.type == "fence")
    assert fence.content == 'if (a < b) {\n  call("x");\n\n    deeper();\n}\n'
    assert fence.info == ""


def test_a_fence_is_longer_than_the_backticks_inside() -> None:
    source = page(
        "<article>",
        f"<p>{PARA * 2}</p>",
        "<pre>```\nnot the end\n````</pre>",
        f"<p>{PARA}</p>",
        "</article>",
    )
    markdown = extract(source, output_format="markdown").main_content
    fence = next(t for t in _parse(markdown) if t.type == "fence")
    assert fence.content == "```\nnot the end\n````\n"


def test_a_layout_table_is_read_as_paragraphs() -> None:
    """A table whose cell holds the article (a page laid out in a table) is no data
    table: its paragraphs come out as paragraphs, not as one giant cell."""
    cell = "".join(f"<p>{PARA} Part {k}.</p>" for k in range(6))
    source = page(f"<table><tr><td>{cell}</td><td><p>Side</p></td></tr></table>")
    markdown = extract(source, output_format="markdown").main_content
    assert "|" not in markdown
    assert markdown.count("\n\n") >= 5


def test_output_format_and_images_are_checked() -> None:
    with pytest.raises(ValueError, match="output_format must be one of text, markdown, html"):
        extract(ARTICLE, output_format="pdf")
    with pytest.raises(TypeError, match="include_images must be True or False"):
        extract(ARTICLE, include_images="yes")  # type: ignore[arg-type]
    result = extract(ARTICLE, output_format="html")
    assert result.parameters["output_format"] == "html"
    assert result.has_main_content and result.main_content.startswith("<p>")


def test_a_list_in_a_data_cell_is_one_value_and_citations_keep_their_brackets_outside() -> None:
    groups = "".join(f"<li>{share}% group {n}</li>" for n, share in enumerate((70, 16, 15, 8, 2)))
    source = page(
        "<article>",
        f"<p>{PARA * 3}</p>",
        "<table><tr><th>Capital</th><td>Wellington</td></tr>"
        f"<tr><th>Ethnic groups</th><td><ul>{groups}</ul></td></tr></table>",
        f'<p>{PARA}<a href="#cite-15">[15]</a></p>',
        "</article>",
    )
    markdown = extract(source, url="https://example.org/nz", output_format="markdown").main_content
    assert any(token.type == "table_open" for token in _parse(markdown))
    values = "70% group 0 16% group 1 15% group 2 8% group 3 2% group 4"
    assert f"| Ethnic groups | {values} |" in markdown
    # a reader of "[t](u)" that balances no brackets still finds the link's text
    assert "\\[[15](https://example.org/nz#cite-15)\\]" in markdown
    assert "[15]" in markdown_text(markdown)


def test_a_heading_inside_a_list_item_is_the_items_title_in_strong_text() -> None:
    """A list of cards (title, byline, summary) under a section heading: in
    Markdown the cards' titles are strong text in their items, not headings a
    chunker would split the list at; the HTML output keeps the elements."""
    cards = "".join(
        f'<li><h3><a href="/winners/{n}">The {name} pool</a></h3>'
        f"<p>By the river team, {n} May.</p><p>{PARA}</p></li>"
        for n, name in enumerate(("upper", "middle", "lower"), start=1)
    )
    source = page(
        "<article>",
        f"<p>{PARA * 3}</p>",
        "<h2>The winning pools</h2>",
        f"<ul>{cards}</ul>",
        f"<p>{PARA * 2}</p>",
        "</article>",
    )
    url = "https://example.org/awards/"
    markdown = extract(source, url=url, output_format="markdown").main_content
    tokens = _parse(markdown)
    headings = [
        _inline_text(tokens[n + 1]) for n, t in enumerate(tokens) if t.type == "heading_open"
    ]
    assert headings == ["The winning pools"]
    assert "## The winning pools" in markdown  # shifted from its own level, as before
    for n, name in enumerate(("upper", "middle", "lower"), start=1):
        assert f"- **[The {name} pool](https://example.org/winners/{n})**" in markdown
    items = [n for n, t in enumerate(tokens) if t.type == "list_item_open"]
    assert len(items) == 3
    strong_in_items = [
        _inline_text(tokens[n + 2])
        for n in items
        if "strong_open" in {child.type for child in tokens[n + 2].children or []}
    ]
    assert strong_in_items == ["The upper pool", "The middle pool", "The lower pool"]
    fragment = extract(source, url=url, output_format="html").main_content
    root = html.fragment_fromstring(fragment, create_parent="div")
    assert [" ".join(h.text_content().split()) for h in root.iter("h3")] == [
        "The upper pool",
        "The middle pool",
        "The lower pool",
    ]
    assert all(h.getparent().tag == "li" for h in root.iter("h3"))


def test_a_table_headed_by_header_cells_is_data_whatever_its_cells_hold() -> None:
    """A reference table of arguments whose cells hold several short paragraphs
    (a default for each case) is still data when its first row is ``<th>``
    cells; the same table without them reads as layout, line by line."""

    def table(header: str) -> str:
        rows = "".join(
            f"<tr><td><code>{name}</code></td><td><p>{name.title()} of the connection.</p></td>"
            f"<td><p><code>ssh</code></p><p><code>winrm</code></p><p>none</p>"
            f"<p>when unset</p></td></tr>"
            for name in ("type", "user", "password", "host")
        )
        return page(
            "<article>",
            f"<p>{PARA * 3}</p>",
            f"<table>{header}{rows}</table>",
            f"<p>{PARA * 2}</p>",
            "</article>",
        )

    headed = table("<tr><th>Argument</th><th>Description</th><th>Default</th></tr>")
    markdown = extract(headed, output_format="markdown").main_content
    assert "| Argument | Description | Default |" in markdown
    assert "| `user` | User of the connection. | `ssh` `winrm` none when unset |" in markdown
    cornered = headed.replace("<th>Argument</th>", "<td></td>")
    cornered_markdown = extract(cornered, output_format="markdown").main_content
    assert "|  | Description | Default |" in cornered_markdown
    plain = table("<tr><td>Argument</td><td>Description</td><td>Default</td></tr>")
    assert "|" not in extract(plain, output_format="markdown").main_content


def test_a_list_item_opening_with_a_code_block_quote_or_table_starts_it_below_its_marker() -> None:
    """Install steps whose first block is a code block (``<li><ol><li><pre>``),
    a quote or a table: CommonMark reads ``- 1. ```` as well as the marker on a
    line of its own, but a reader that finds blocks by how a line starts (a
    chunker, the structure metric) took the fence closing the block for one
    opening the next, and every heading after it for code."""
    steps = (
        "<ul><li><ol><li><pre><code>composer require twilio/sdk\ncomposer install"
        "</code></pre></li></ol></li>"
        f"<li><p>Set up the pool counter.</p><ul><li><pre>count --all</pre></li></ul></li>"
        f"<li><blockquote>{PARA}</blockquote></li>"
        "<li><table><tr><th>Species</th><th>Count</th></tr>"
        "<tr><td>Trout</td><td>41</td></tr></table></li></ul>"
    )
    source = page(
        "<article>",
        "<h2>Install</h2>",
        f"<p>{PARA * 2}</p>",
        steps,
        "<h2>Count</h2>",
        f"<p>{PARA * 2}</p>",
        "</article>",
    )
    markdown = extract(source, output_format="markdown").main_content
    lines = markdown.split("\n")
    for line in lines:  # no block opens on a list marker's line
        assert not re.match(r"\s*(?:-|\d+\.)\s+(?:```|>|\|)", line), line
    assert "-\n  1.\n     ```\n     composer require twilio/sdk\n" in markdown
    assert "- Set up the pool counter.\n\n  -\n    ```\n    count --all\n    ```" in markdown
    blocks = read_blocks(markdown)
    assert blocks["h"] == ["install", "count"]
    assert blocks["pre"] == ["composer require twilio sdk composer install", "count all"]
    assert blocks["cell"] == ["species", "count", "trout", "41"]
    assert len(blocks["quote"]) == 1 and blocks["quote"][0].startswith("the survey team")
    types = [t.type for t in _parse(markdown)]
    assert types.count("fence") == 2 and "blockquote_open" in types and "table_open" in types
    assert types.index("ordered_list_open") < types.index("fence")
    opened = [t.type for t in _parse(markdown) if t.type.endswith("_open")]
    assert opened[: opened.index("heading_open", 1)].count("list_item_open") == 6


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
