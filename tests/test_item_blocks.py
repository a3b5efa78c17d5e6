"""A list item's or a data cell's own block is kept, though it is all links.

Real HTML, extracted end to end: a reference table whose second column names
functions as links wrapped in paragraphs (as Sphinx writes every table), a
list of sources each wrapped in a paragraph, and -- left out as before -- a
column of links in a page laid out with nested tables.
"""

from __future__ import annotations

from itertools import pairwise

from markdown_it import MarkdownIt

from scrapy_danag import extract

from .conftest import page

INTRO = (
    "<h1>Logging how-to</h1>"
    "<p>Logging is a means of tracking events that happen when some software runs. "
    "The developer adds logging calls to the code to say that certain events have "
    "occurred, each described by a message and an importance the developer gives it.</p>"
    "<p>Which tool fits which task is set out below, one task a row, so that a reader "
    "can find the call to make without reading the whole reference first.</p>"
)
ROWS = {
    "Display console output for ordinary usage of a command line script": "print()",
    "Report events that occur during normal operation of a program": "logging.info()",
    "Issue a warning regarding a particular runtime event": "warnings.warn()",
}


def _reference_table() -> str:
    rows = "".join(
        f'<tr><td><p>{task}</p></td><td><p><a class="reference" href="/library/{call[:-2]}">'
        f"<code>{call}</code></a></p></td></tr>"
        for task, call in ROWS.items()
    )
    return (
        "<table><thead><tr><th><p>Task you want to perform</p></th>"
        f"<th><p>The best tool for the task</p></th></tr></thead><tbody>{rows}</tbody></table>"
    )


def test_a_cell_holding_only_a_linked_paragraph_keeps_its_text() -> None:
    html = page("<main>", INTRO, _reference_table(), "</main>")
    text = extract(html, "https://docs.example.org/howto/logging.html").main_content
    for task, call in ROWS.items():
        assert task in text
        assert call in text
    markdown = extract(
        html, "https://docs.example.org/howto/logging.html", output_format="markdown"
    ).main_content
    tokens = MarkdownIt().enable("table").parse(markdown)
    cells = [inline.content for opening, inline in pairwise(tokens) if opening.type == "td_open"]
    for call in ROWS.values():
        assert f"[`{call}`](https://docs.example.org/library/{call[:-2]})" in cells


def test_a_list_item_holding_only_a_linked_paragraph_keeps_its_text() -> None:
    sources = ["The logging module's reference", "The logging cookbook", "The handlers module"]
    items = "".join(
        f'<li><p><a href="/library/{n}">{name}</a></p></li>' for n, name in enumerate(sources)
    )
    html = page(
        "<main>",
        INTRO,
        "<h2>Other resources</h2>",
        f"<ul>{items}</ul>",
        "<p>Each of them goes further than this how-to, with examples of every handler "
        "the standard library ships and of the filters a program may add.</p>",
        "</main>",
    )
    text = extract(html, "https://docs.example.org/howto/logging.html").main_content
    for name in sources:
        assert name in text


def test_a_column_of_links_in_a_page_laid_out_by_tables_stays_out() -> None:
    # The article's cell holds, below its text, a table of its own: a "most
    # discussed" box, each story's link in a paragraph beside its age.
    menu = "".join(
        f'<tr><td><p><a href="/news/{n}">Most discussed story number {n}</a></p></td>'
        f"<td>posted {n + 2} hours ago in the news section, no comments yet</td></tr>"
        for n in range(6)
    )
    body = (
        f"{INTRO}<p>The rest of the article goes on for a while, long enough to be the "
        "text of the page and nothing else, as an article's body does.</p>"
    )
    html = page(f"<table><tr><td>{body}<table>{menu}</table></td></tr></table>")
    text = extract(html).main_content
    assert "Logging is a means of tracking events" in text
    assert "Most discussed story" not in text
