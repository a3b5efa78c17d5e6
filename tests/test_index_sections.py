"""Index sections: an index page's link lists under headings are its content."""

from __future__ import annotations

import lxml.html

from scrapy_danag import extract
from scrapy_danag.engine.tree.article import text_sizes
from scrapy_danag.engine.tree.furniture import named_furniture
from scrapy_danag.engine.tree.indexes import IndexSections
from scrapy_danag.engine.tree.tags import OWN_TAGS

from .conftest import page

INTRO = (
    "This is an index of notable programming languages, in current or historical use. "
    "Dialects and markup languages are not included; a language must be executable. "
)
LANGUAGES = {
    "A": ["ABAP", "Ada", "ALGOL 60", "APL", "AWK"],
    "B": ["BASIC", "BCPL", "Bash", "BETA", "Boo"],
    "C": ["C", "C++", "COBOL", "Clojure", "Curl"],
    "D": ["D", "Dart", "Dylan", "DYNAMO", "Delphi"],
}


def _letter(letter: str, names: list[str]) -> str:
    items = "".join(f'<li><a href="/wiki/{name}">{name}</a></li>' for name in names)
    return (
        f'<div class="heading"><h2 id="{letter}">{letter}</h2>'
        '<span class="edit">[<a href="/edit">edit</a>]</span></div>'
        "<style>.columns{column-width:22em}</style>"
        f'<div class="columns"><ul>{items}</ul></div>'
    )


def test_an_index_page_keeps_its_lists_of_links() -> None:
    html = page(
        '<nav><ul><li><a href="/">Home</a></li><li><a href="/random">Random</a></li></ul></nav>',
        '<main><div class="content">',
        f"<p>{INTRO}</p>",
        *(_letter(letter, names) for letter, names in LANGUAGES.items()),
        "</div></main>",
        '<footer><a href="/about">About</a></footer>',
    )
    text = extract(html, algorithm="addanag+").main_content
    lines = text.splitlines()
    assert "index of notable programming languages" in text
    for names in LANGUAGES.values():
        assert all(name in lines for name in names)
    assert "Random" not in text and "About" not in text


def _sections(*titles: str, names: str = "") -> lxml.html.HtmlElement:
    """An article element holding a paragraph, then a block (named ``names``)
    of one heading and one list of links for each title."""
    sections = "".join(
        f"<h3>{title}</h3><ul>"
        + "".join(f'<li><a href="/{title}/{n}">{title} story {n}</a></li>' for n in range(4))
        + "</ul>"
        for title in titles
    )
    return lxml.html.fromstring(
        f"<div><p>Words of the article.</p><div{names}>{sections}</div></div>"
    )


def _held_lists(article: lxml.html.HtmlElement) -> list[bool]:
    index = IndexSections(article, OWN_TAGS, named_furniture, text_sizes(article), 0.5)
    return [index.holds(block) for block in article.iter("ul")]


def test_three_sections_of_one_parent_are_an_index() -> None:
    held = _held_lists(_sections("Europe", "Asia", "Africa"))
    assert held == [True, True, True]


def test_two_sections_are_related_links_not_an_index() -> None:
    assert _held_lists(_sections("Related stories", "Most read")) == [False, False]


def test_sections_in_a_sidebar_are_its_widgets() -> None:
    sidebar = _sections("Latest", "Links", "Archive", names=' id="sidebar"')
    assert _held_lists(sidebar) == [False, False, False]


def test_a_list_after_a_paragraph_is_not_a_section() -> None:
    article = lxml.html.fromstring(
        "<div>"
        + "".join(
            f'<h3>Part {n}</h3><p>Some words.</p><ul><li><a href="/{n}">x</a></li></ul>'
            for n in range(4)
        )
        + "</div>"
    )
    assert _held_lists(article) == [False] * 4


def test_a_list_inside_an_index_list_is_the_index_too() -> None:
    article = lxml.html.fromstring(
        "<div>"
        + "".join(
            f'<h3>Part {n}</h3><ul><li><a href="/{n}">x</a><ul><li><a href="/{n}/a">y</a>'
            "</li></ul></li></ul>"
            for n in range(3)
        )
        + "</div>"
    )
    assert _held_lists(article) == [True] * 6
