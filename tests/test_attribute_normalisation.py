"""Attributes stripped from every tag but links (``addanag+``'s attribute
normalisation): what goes and what stays, and time linear in the line however
its quotes pair up."""

from __future__ import annotations

import pytest

from scrapy_danag.engine.tree.attributes import normalise_attributes

from .conftest import best_cpu_seconds


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ('<p class="lead" style="x">Words</p>', "<p>Words</p>"),
        ('<a href="/x" class="more">more</a>', '<a href="/x" class="more">more</a>'),
        ('<img src="x" alt="a > b"/>', "<img/>"),  # a quoted '>' ends nothing
        ("<br/><hr />", "<br/><hr/>"),
        # A quote left open: the parser reads the rest of the line as its value.
        (
            '<p title="open>words <b class="x">bold</b>',
            '<p title="open>words <b class="x">bold</b>',
        ),
        # No '>' on the line with every quote closed: the tag goes on on the next.
        (
            '<div class="a" id="b"\n<span class="c">x</span>',
            '<div class="a" id="b"\n<span>x</span>',
        ),
    ],
)
def test_attributes_go_from_every_tag_but_a_link(line: str, expected: str) -> None:
    assert normalise_attributes(line) == expected


def test_a_line_whose_quotes_hide_every_later_end_is_read_in_linear_time() -> None:
    # A page damaged by pasting '<time datetime="' thousands of times: from each
    # tag's start its quotes pair up to the line's end, every '>' inside a value.
    # Each start read the line to its end and failed: 136 KB took 7.5 s.
    def line(count: int) -> str:
        head = "<p>Words " + '<t d="&lt;t d="' * count + '<t d="&lt;e="r" c="0;u=[">'
        return head + '<m e="r" c="0;u=[">' * count + '"'

    assert normalise_attributes(line(3)) == line(3)  # one tag, unclosed to the end
    small = best_cpu_seconds(lambda: normalise_attributes(line(4_000)))
    large = best_cpu_seconds(lambda: normalise_attributes(line(8_000)))
    assert large <= 2.5 * small + 0.05, f"{small:.4f} s -> {large:.4f} s"
