"""A section the page writes twice (a phone and a wide-screen copy) comes out once.

Real HTML extracted end to end, in every output format; and the run finder fed
lines directly, for the cases a page cannot isolate.
"""

from __future__ import annotations

from markdown_it import MarkdownIt

from scrapy_danag import extract
from scrapy_danag.engine.tree.repeats import REPEAT_CHARS, repeated_runs

PARAGRAPHS = [
    "The harbour was rebuilt over three winters, each one colder than forecast, and the "
    "crews learned to pour concrete in the few hours when the tide and the weather both "
    "allowed it, sometimes at four in the morning under floodlights.",
    "Fishermen who had moored at the old quay for forty years moved their boats twice, "
    "first to a temporary pontoon and then to the new basin, and most of them say the new "
    "berths are deeper, calmer and easier to reach in a northerly gale.",
    "The town council paid for the work with a loan it will repay from berth fees over "
    "twenty-five years, a plan the opposition called reckless and the harbour master calls "
    "the only way a small port can keep its boats.",
    "Visitors notice the new promenade first: a wide walk of local granite along the sea "
    "wall, with benches facing west, where the sunsets that drew painters here a century "
    "ago can be watched again without climbing over nets and crates.",
    "Next year the old fish market will reopen as a hall for the Saturday market and the "
    "winter concerts, and the council hopes that the rent from the stalls will cover the "
    "heating and the lights by the second winter.",
]


def _section(css: str) -> str:
    body = "".join(f"<p>{text}</p>\n" for text in PARAGRAPHS)
    return f'<div class="{css}"><h2>How the harbour was rebuilt</h2>\n{body}</div>\n'


def _page(copies: str) -> bytes:
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>A harbour reborn - Coast News</title></head>
<body>
<nav><a href="/">Home</a> <a href="/news/">News</a> <a href="/sport/">Sport</a></nav>
<article>
<h1>A harbour reborn</h1>
<p class="byline">By Maria Keane, 3 March 2025</p>
{copies}
<p>The harbour opens to the public with a festival on the first weekend of May.</p>
</article>
<footer><p>Coast News, 12 Quay Street</p></footer>
</body></html>""".encode()


TWICE = _page(_section("layout-narrow") + _section("layout-wide"))
ONCE = _page(_section("layout-wide"))


def test_the_text_holds_a_section_written_twice_once() -> None:
    text = extract(TWICE).main_content
    for paragraph in PARAGRAPHS:
        assert text.count(paragraph) == 1
    assert text.count("How the harbour was rebuilt") == 1
    assert "festival on the first weekend of May" in text
    assert text == extract(ONCE).main_content


def test_markdown_and_html_drop_the_same_copy() -> None:
    markdown = extract(TWICE, output_format="markdown").main_content
    tokens = MarkdownIt().parse(markdown)
    headings = [
        tokens[n + 1].content for n, token in enumerate(tokens) if token.type == "heading_open"
    ]
    assert headings.count("How the harbour was rebuilt") == 1
    paragraphs = [
        tokens[n + 1].content for n, token in enumerate(tokens) if token.type == "paragraph_open"
    ]
    assert sum(p == PARAGRAPHS[0] for p in paragraphs) == 1
    html = extract(TWICE, output_format="html").main_content
    assert html.count("<h2>How the harbour was rebuilt</h2>") == 1
    assert html.count(PARAGRAPHS[4]) == 1
    assert markdown == extract(ONCE, output_format="markdown").main_content


def test_short_lines_repeated_in_every_card_stay() -> None:
    tiers = "".join(
        f'<div class="tier"><h3>{name}</h3><p>{price}</p><ul>'
        "<li>Unlimited users on every project</li><li>Daily backups kept for a year</li>"
        "<li>Support by phone and by email</li></ul></div>\n"
        for name, price in (("Starter", "9 EUR"), ("Team", "29 EUR"), ("Company", "99 EUR"))
    )
    page = _page(f'<div class="tiers">{tiers}</div>' + _section("layout-wide"))
    text = extract(page).main_content
    assert text.count("Unlimited users on every project") == 3
    assert text.count("Daily backups kept for a year") == 3


def test_runs_need_two_lines_and_enough_characters() -> None:
    line = "x" * (REPEAT_CHARS // 2 + 10)
    other = "y" * (REPEAT_CHARS // 2 + 10)
    # Two long lines repeated together, with a short label between them: one run.
    page = [line, "Label", other, "middle line of the page", line, "Label", other]
    assert repeated_runs(page) == [range(4, 7)]
    # A single repeated line is no run, however long.
    assert repeated_runs([line + other, "between the copies", line + other]) == []
    # Two repeated lines too short together: kept.
    short = ["a paragraph of thirty characters", "another paragraph of thirty ch"]
    assert repeated_runs([*short, "between", *short]) == []
