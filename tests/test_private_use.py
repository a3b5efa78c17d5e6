"""Icon fonts' glyphs (Unicode's private-use characters) are no text.

A documentation page's headings end in a permalink drawn by an icon font
(Sphinx themes write U+F0C1 inside ``<a class="headerlink">``); a byline opens
with a person icon, a rating is five star glyphs. Out of the page's own font
they are boxes: no headline, heading, line or author keeps them, and a link
showing nothing else is no link, in any output format.
"""

from __future__ import annotations

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.source.private_use import shows_nothing, without_private_use

PARAGRAPH = (
    "The build reads its settings from a file named .build.yaml at the top of the "
    "repository, which sets the version of the tools, the formats to build and the "
    "packages to install before the documentation is built, part {n}."
)
PERMALINK = '<a class="headerlink" href="#{anchor}" title="Link to this heading">\uf0c1</a>'
DOCS_PAGE = (
    "<!DOCTYPE html><html><head><title>Configuration file reference</title></head><body>"
    '<nav class="sidebar"><a href="/">Home</a> <a href="/guide/">Guide</a></nav>'
    '<div role="main" class="document"><section id="configuration-file-reference">'
    "<h1>Configuration file reference"
    + PERMALINK.format(anchor="configuration-file-reference")
    + "</h1>"
    + "".join(f"<p>{PARAGRAPH.format(n=n)}</p>" for n in range(4))
    + '<section id="version"><h2>Version'
    + PERMALINK.format(anchor="version")
    + "</h2>"
    + '<p class="byline"><i class="icon">\uf007</i> Written by Ana Lima</p>'
    + "".join(f"<p>{PARAGRAPH.format(n=n)}</p>" for n in range(4, 7))
    + "</section></section></div></body></html>"
)


def test_glyphs_are_left_out_of_lines_and_their_edges() -> None:
    assert without_private_use("Configuration file reference\uf0c1") == (
        "Configuration file reference"
    )
    assert without_private_use("\uf007 Ana Lima") == "Ana Lima"
    assert without_private_use("Rated \uf005\uf005\uf005 by readers") == "Rated by readers"
    assert without_private_use("[\ue87d Save the recipe](/save)") == "[Save the recipe](/save)"
    assert without_private_use("<h2>Version \uf0c1</h2>") == "<h2>Version</h2>"
    assert without_private_use("  - nested item \uf0c1") == "  - nested item"  # indentation stays
    assert without_private_use("one\n\uf0c1\ntwo") == "one\ntwo"  # a line of glyphs alone
    assert without_private_use("\U000f0001plane 15") == "plane 15"
    assert shows_nothing(" \uf0c1 ") and not shows_nothing("\uf0c1 Version")


@pytest.mark.parametrize("output_format", ["text", "markdown", "html"])
def test_no_glyph_in_a_documentation_pages_headline_or_content(output_format: str) -> None:
    result = extract(
        DOCS_PAGE, "https://docs.example/config-file.html", output_format=output_format
    )
    assert result.headline == "Configuration file reference"
    assert "\uf0c1" not in result.main_content and "\uf007" not in result.main_content
    assert "Written by Ana Lima" in result.main_content
    assert "part 6." in result.main_content


def test_a_permalink_showing_a_glyph_alone_is_no_link() -> None:
    markdown = extract(DOCS_PAGE, "https://docs.example/c.html", output_format="markdown")
    lines = markdown.main_content.split("\n")
    assert "# Configuration file reference" in lines
    assert "## Version" in lines
    assert "](" not in markdown.main_content  # no empty link: the permalinks were all
    html = extract(DOCS_PAGE, "https://docs.example/c.html", output_format="html").main_content
    assert "#version" not in html and "<a " not in html
