"""A list of links between two paragraphs is the writer's, not a box beside the article.

An article listing courses, tools or sources writes each item as a link; such
a list is all links and used to be left out like a related-stories box. Where
it stands says which it is: between paragraphs it is the article's own; after
the article's last paragraph it is still left out. Real HTML, end to end.
"""

from __future__ import annotations

from markdown_it import MarkdownIt

from scrapy_danag import extract

COURSES = [
    "Search Advertising Certification",
    "Display Advertising Certification",
    "Video Advertising Certification",
    "Shopping Advertising Certification",
]
RELATED = ["Ten tips for your first campaign", "How bidding works", "Our pricing explained"]


def _links(texts: list[str], path: str) -> str:
    items = "".join(
        f'<li><a href="https://example.org/{path}/{n}">{text}</a></li>\n'
        for n, text in enumerate(texts)
    )
    return f"<ul>\n{items}</ul>\n"


PAGE = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Advertising certifications</title></head>
<body>
<nav><a href="/">Home</a> <a href="/blog/">Blog</a> <a href="/contact/">Contact</a></nav>
<article>
<h1>Which advertising certifications are worth your time</h1>
<p>Certifications will not make a campaign profitable on their own, but they are a
quick way to learn how each network thinks about bids, audiences and measurement.
Every one of them is free, takes an afternoon, and ends in a short online exam.</p>
<p>The network offers one certification for each kind of campaign it sells:</p>
{_links(COURSES, "course")}
<p>Start with search: its ideas carry over to every other kind, and most of the exam
questions on display and video assume you already know how an auction is decided.
Leave shopping for last unless you sell physical products from a catalogue.</p>
<p>Each certificate expires after a year, so plan to take the exam again each spring,
when the networks usually refresh their material.</p>
<h2>Related reading</h2>
{_links(RELATED, "blog")}
</article>
<footer><p>Copyright Example Marketing</p></footer>
</body></html>""".encode()


def test_a_list_of_links_between_paragraphs_is_kept() -> None:
    text = extract(PAGE).main_content
    for course in COURSES:
        assert course in text
    assert "Start with search" in text
    for title in RELATED:  # the list after the article's last paragraph
        assert title not in text


def test_the_kept_list_is_a_markdown_list() -> None:
    markdown = extract(PAGE, output_format="markdown").main_content
    tokens = MarkdownIt().parse(markdown)
    items = [
        tokens[k + 2].content
        for k, token in enumerate(tokens)
        if token.type == "list_item_open" and tokens[k + 2].type == "inline"
    ]
    for course in COURSES:
        assert any(course in item for item in items), course


def test_a_most_popular_box_between_paragraphs_stays_out() -> None:
    # Its heading names furniture ("popular", like "related"): a box of the site's
    # own stories set inside the article, not the writer's list.
    box = "<h3>Most popular</h3>" + _links(RELATED, "popular")
    anchor = b"<p>Each certificate expires"
    page = PAGE.replace(anchor, box.encode() + anchor)
    text = extract(page).main_content
    assert "Each certificate expires" in text
    assert "Most popular" not in text
    for title in RELATED:
        assert title not in text
