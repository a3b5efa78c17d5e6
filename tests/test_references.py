"""Character references decoded (:mod:`scrapy_danag.engine.scan.references`, used
as :func:`scrapy_danag.engine.source.references.unescape`), against
:func:`html.unescape`: on hand-made references, every shipped page and hostile
shape; and a numeric reference longer than Python converts, which fails
:func:`html.unescape` and no extraction."""

from __future__ import annotations

import html
import importlib.machinery
from pathlib import Path

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.scan import references
from scrapy_danag.engine.source.references import unescape

from .conftest import shipped_and_hostile_pages


def test_the_installed_package_runs_the_compiled_pass() -> None:
    where = Path(references.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Fish &amp; chips", "Fish & chips"),
        ("&lt;p&gt; &quot;q&quot; &#39;s&#39;", "<p> \"q\" 's'"),
        # Legacy names need no ";", and the longest name that starts a run is read.
        ("caf&eacute &copy2025 &notit; &notin;", "café ©2025 ¬it; ∉"),
        ("&ampx &amp", "&x &"),
        # Decimal and hexadecimal numbers, with or without ";", leading zeros.
        ("&#65;&#x42&#X43; &#0000000068;", "ABC D"),
        ("&#x1F600; &#128512;", "\U0001f600 \U0001f600"),
        # Numbers the standard reads otherwise: C1 controls, NUL, surrogates, past the last.
        ("&#128; &#x80; &#0; &#xD800; &#1114112; &#x110000;", "€ € \ufffd \ufffd \ufffd \ufffd"),
        ("&#13;|&#1;|&#xFFFE;|&#x1FFFF;|&#9;", "\r||||\t"),
        # What is no reference stays as written.
        ("a & b &#; &#x; &# &; &foo=bar&", "a & b &#; &#x; &# &; &foo=bar&"),
        ("&" + "a" * 40 + ";", "&" + "a" * 40 + ";"),
        ("é&lt;😀&amp;", "é<😀&"),
        ("", ""),
    ],
)
def test_hand_made_references(text: str, read: str) -> None:
    assert unescape(text) == read
    assert html.unescape(text) == read


def test_text_without_a_reference_is_given_back() -> None:
    text = "no references here"
    assert unescape(text) is text


def test_a_number_of_any_length_is_read_as_a_browser_reads_it() -> None:
    giant = "&#" + "1" * 5000 + ";"
    with pytest.raises(ValueError, match="4300"):
        html.unescape(giant)  # Python's limit on turning digits into an integer
    assert unescape(f"a{giant}b") == "a\ufffdb"
    assert unescape("&#x" + "F" * 5000) == "\ufffd"
    page = (
        f"<html><head><title>Rates {giant}</title></head><body>"
        f"<h1>Rates {giant}</h1><p>{'The figures of the quarter, as published. ' * 12}{giant}</p>"
        "</body></html>"
    )
    result = extract(page)
    assert result.headline == "Rates \ufffd"
    assert result.main_content.endswith("published. \ufffd")


def test_every_shipped_page_and_hostile_shape_read_as_html_unescape_reads_it() -> None:
    # Not the giant numeric reference: html.unescape raises there.
    for text in shipped_and_hostile_pages(leave_out="giant numeric reference"):
        assert unescape(text) == html.unescape(text)
