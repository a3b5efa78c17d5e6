"""Markdown blocks that hold or stand in other blocks: code blocks and their
fences, tables read as data or as layout, a list inside a cell, a heading or a
code block inside a list item -- each read back by a CommonMark parser and by
the structure metric's own reader."""

from __future__ import annotations

import re

from lxml import html

from scrapy_danag import extract
from scrapy_danag.evaluation.structure import markdown_text, read_blocks

from .conftest import page
from .structured_pages import PARA, inline_text, parse_markdown


def test_a_code_block_keeps_its_lines_breaks_and_entities() -> None:
    code = "if (a &lt; b) {<br>  call(&quot;x&quot;);\n\n    deeper();\n}"
    source = page(
        "<article>", f"<p>{PARA * 2}</p>", f"<pre>\n{code}</pre>", f"<p>{PARA}</p>", "</article>"
    )
    markdown = extract(source, output_format="markdown").main_content
    fence = next(t for t in parse_markdown(markdown) if t.type == "fence")
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
    fence = next(t for t in parse_markdown(markdown) if t.type == "fence")
    assert fence.content == "```\nnot the end\n````\n"


def test_a_layout_table_is_read_as_paragraphs() -> None:
    """A table whose cell holds the article (a page laid out in a table) is no data
    table: its paragraphs come out as paragraphs, not as one giant cell."""
    cell = "".join(f"<p>{PARA} Part {k}.</p>" for k in range(6))
    source = page(f"<table><tr><td>{cell}</td><td><p>Side</p></td></tr></table>")
    markdown = extract(source, output_format="markdown").main_content
    assert "|" not in markdown
    assert markdown.count("\n\n") >= 5


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
    assert any(token.type == "table_open" for token in parse_markdown(markdown))
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
    tokens = parse_markdown(markdown)
    headings = [
        inline_text(tokens[n + 1]) for n, t in enumerate(tokens) if t.type == "heading_open"
    ]
    assert headings == ["The winning pools"]
    assert "## The winning pools" in markdown  # shifted from its own level, as before
    for n, name in enumerate(("upper", "middle", "lower"), start=1):
        assert f"- **[The {name} pool](https://example.org/winners/{n})**" in markdown
    items = [n for n, t in enumerate(tokens) if t.type == "list_item_open"]
    assert len(items) == 3
    strong_in_items = [
        inline_text(tokens[n + 2])
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
    types = [t.type for t in parse_markdown(markdown)]
    assert types.count("fence") == 2 and "blockquote_open" in types and "table_open" in types
    assert types.index("ordered_list_open") < types.index("fence")
    opened = [t.type for t in parse_markdown(markdown) if t.type.endswith("_open")]
    assert opened[: opened.index("heading_open", 1)].count("list_item_open") == 6


def test_items_written_straight_inside_a_table_are_a_list() -> None:
    # Sloppy markup with no <ul>: the parser keeps the items inside the table,
    # which is no data table (no cell holds them). Rendering took the table for
    # one, and raised KeyError, found by mutating the dev corpora's pages.
    items = ["First item written straight inside the table", "Second item beside it"]
    listed = "".join(f"<li>{item}</li>\n" for item in items)
    source = page(
        "<article>",
        f"<p>{PARA * 2}</p>",
        f"<table>\n{listed}</table>",
        f"<p>{PARA}</p>",
        "</article>",
    )
    tokens = parse_markdown(extract(source, output_format="markdown").main_content)
    found = [inline_text(tokens[n + 2]) for n, t in enumerate(tokens) if t.type == "list_item_open"]
    assert found == items
    fragment = html.fragment_fromstring(
        extract(source, output_format="html").main_content, create_parent="div"
    )
    assert [li.text_content() for li in fragment.iter("li")] == items
