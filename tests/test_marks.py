"""Line numbers written into the opening tags (:mod:`scrapy_danag.engine.scan.marks`),
against the rule written here as a regular expression: on hand-made lines and
on the block lines of every shipped page and hostile shape, every line marked."""

from __future__ import annotations

import importlib.machinery
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest

from scrapy_danag.engine.scan import marks
from scrapy_danag.engine.scan.marks import marked_document
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments

from .conftest import shipped_and_hostile_pages

#: A tag's name opening a line, ``\w`` as Python's patterns read it.
_TAG_NAME_RE = re.compile(r"<[A-Za-z][\w:-]*")


def _rule(
    lines: Sequence[str], numbers: Iterable[int], attribute: str, prefix: str
) -> tuple[str, int]:
    marked = list(lines)
    inserted = 0
    for number in numbers:
        match = _TAG_NAME_RE.match(marked[number])
        if match is not None:
            line, cut = marked[number], match.end()
            marked[number] = line[:cut] + f' {attribute}="{prefix}{number}"' + line[cut:]
            inserted += 1
    return "\n".join(marked), inserted


def test_the_installed_package_runs_the_compiled_marks() -> None:
    where = Path(marks.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


def test_hand_made_lines() -> None:
    lines = ["<p>One", "text after </p>", "<my:tag-name_2 x>", "<ünï>", "<b\u00e9ta>", "<", ""]
    document, inserted = marked_document(lines, range(len(lines)), "data-n", "s")
    assert inserted == 3
    assert document.split("\n") == [
        '<p data-n="s0">One',
        "text after </p>",
        '<my:tag-name_2 data-n="s2" x>',
        "<ünï>",  # a name starts with an ASCII letter
        '<b\u00e9ta data-n="s4">',  # and goes on in any script
        "<",
        "",
    ]


def test_numbers_given_twice_or_from_the_end() -> None:
    lines = ["<div>", "<p>", "<td>"]
    assert marked_document(lines, [1, 1, -1], "m", "") == (
        '<div>\n<p m="1" m="1">\n<td m="-1">',
        3,
    )
    with pytest.raises(IndexError):
        marked_document(lines, [3], "m", "")


def test_every_shipped_page_and_hostile_shape_marked_as_the_rule_says() -> None:
    for html in shipped_and_hostile_pages():
        lines = normalise_lines(remove_scripts_styles_comments(html), "block")
        numbers = [*range(len(lines)), *([0, -2] if len(lines) > 1 else [])]
        assert marked_document(lines, numbers, "data-danag-line", "") == _rule(
            lines, numbers, "data-danag-line", ""
        )
