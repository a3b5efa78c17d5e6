"""Lines a reader cannot see: a block whose only text is a zero-width character.

Site builders write spacer paragraphs as ``<p>&zwj;</p>`` (WCXB holds 288 such
lines on 22 pages), and editors leave ``&#8203;`` or a direction mark alone in
a block. A browser shows an empty gap; the main content must not carry it as a
line of text, in any output format. The same characters inside a line (an emoji
sequence joined by U+200D, a word broken by a soft hyphen) are the line's own.
"""

from __future__ import annotations

import re
import unicodedata

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.tree.blocks import shows_text

from .conftest import page

PARAGRAPHS = [
    "Harbour dredging resumed on Monday after the council approved a smaller budget "
    "for the winter season, ending a dispute that had lasted since the spring.",
    "The contractor expects to remove forty thousand cubic metres of silt before "
    "March, working at night so that the ferries keep their daytime timetable.",
    "Fishermen welcomed the decision but asked for the work to pause during the "
    "herring run, when the boats need the deep channel on both tides.",
    "The team's coordinator, a developer 👩\u200d💻 by training, said the survey "
    "data would be published each week on the port's website for anyone to read.",
]
UNSEEN = ["<p>&zwj;</p>", "<p>&#8203;</p>", "<div>\u200e</div>", "<p> \u200d \ufeff </p>"]


def _article() -> str:
    body = ["<article>", "<h1>Dredging resumes in the harbour</h1>"]
    for paragraph, spacer in zip(PARAGRAPHS, UNSEEN, strict=True):
        body += [f"<p>{paragraph}</p>", spacer]
    body += ["</article>"]
    return page(*body, title="Dredging resumes in the harbour")


def _seen(line: str) -> bool:
    """True when the line, its tags taken out (the HTML output's), shows a character."""
    line = re.sub(r"<[^>]*>", "", line)
    return any(not ch.isspace() and unicodedata.category(ch) != "Cf" for ch in line)


@pytest.mark.parametrize("output_format", ["text", "markdown", "html"])
def test_no_line_of_zero_width_characters_alone(output_format: str) -> None:
    content = extract(_article(), "https://port.example/news/dredging", output_format=output_format)
    lines = content.main_content.split("\n")
    assert [line for line in lines if line and not _seen(line)] == []
    for paragraph in PARAGRAPHS[:3]:
        assert paragraph in content.main_content
    assert "👩\u200d💻" in content.main_content  # a joiner inside a line is the line's


def test_text_output_keeps_one_line_per_paragraph() -> None:
    content = extract(_article(), "https://port.example/news/dredging").main_content
    assert content.split("\n")[-4:] == PARAGRAPHS


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("", False),
        ("   ", False),
        ("\u200d", False),
        (" \u200b \u200c\u200e\ufeff\u00ad ", False),
        ("\xa0\u2060", False),
        ("a", True),
        ("é", True),
        ("\u200dx", True),
        ("ש\u200f", True),
    ],
)
def test_shows_text(text: str, shown: bool) -> None:
    assert shows_text(text) is shown
