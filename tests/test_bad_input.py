"""Input that is not a normal page: an Extraction without content, or NotTextError."""

from __future__ import annotations

import gzip
import json

import pytest

from scrapy_danag import NotTextError, extract

from .binary_inputs import PDF, png
from .conftest import page

ARTICLE = "<p>" + "Real words of a real article, long enough to be content. " * 5 + "</p>"


@pytest.mark.parametrize("data", [b"", "", "   \n ", b"\n\n"])
def test_empty_input_has_no_main_content(data: bytes | str) -> None:
    result = extract(data)
    assert not result.has_main_content
    assert result.main_content == ""


@pytest.mark.parametrize(
    "data", [PDF, png(), gzip.compress(page(ARTICLE).encode()), b"GIF89a\x01\x00"]
)
def test_binary_input_raises_not_text_error(data: bytes) -> None:
    with pytest.raises(NotTextError):
        extract(data)


def test_not_text_error_is_a_value_error() -> None:
    assert issubclass(NotTextError, ValueError)


def test_json_is_not_html() -> None:
    body = json.dumps({"title": "x", "text": "A long text field " * 40}).encode()
    result = extract(body)
    assert not result.has_main_content
    assert "JSON" in result.notes[0]


def test_plain_text_without_markup_is_not_html() -> None:
    assert not extract("just some words " * 100).has_main_content


def test_undecodable_bytes_are_replaced_not_fatal() -> None:
    html = page(ARTICLE).encode("utf-8").replace(b"Real words", b"Real \xff\xfe words")
    result = extract(html, encoding="utf-8")
    assert result.has_main_content
    assert "\ufffd" in result.main_content


def test_page_without_body_still_extracts() -> None:
    result = extract("<html><head><title>t</title></head>" + ARTICLE + "</html>")
    assert "Real words of a real article" in result.main_content


def test_unclosed_script_swallows_the_rest() -> None:
    html = "<html><body>" + ARTICLE + "<script>var x = '" + "code " * 500
    result = extract(html)
    assert "Real words" in result.main_content
    assert "code" not in result.main_content


def test_script_end_tag_with_junk_ends_the_script() -> None:
    # "</script" then a comment: as in a browser, the end tag runs to the next ">",
    # so the article after it is not swallowed.
    html = "<html><body><script>var a = 1;</script\n  <!-- plugin -->\n" + ARTICLE + "</body>"
    for algorithm in ("addanag", "addanag+"):
        result = extract(html, algorithm=algorithm)
        assert "Real words" in result.main_content
        assert "var a" not in result.main_content


def test_many_unclosed_scripts_are_linear() -> None:
    # Each unclosed <script> would cost a full scan with a naive regex.
    html = "<html><body>" + ARTICLE + "<script>x" * 20_000
    assert "Real words" in extract(html).main_content


def test_ten_thousand_deep_nesting() -> None:
    html = "<html><body>" + "<div>" * 10_000 + ARTICLE + "</div>" * 10_000 + "</body></html>"
    assert "Real words" in extract(html).main_content


def test_fifty_megabyte_page() -> None:
    block = '<div class="teaser"><a href="/a/very/long/link">A teaser</a></div>\n' + ARTICLE + "\n"
    html = ("<html><body>" + block * (50_000_000 // len(block) + 1) + "</body></html>").encode()
    assert len(html) >= 50_000_000
    result = extract(html)
    assert result.has_main_content


def test_unclosed_anchor_does_not_swallow_the_page() -> None:
    html = page('<p>Start <a href="/x">never closed', ARTICLE, ARTICLE)
    assert "Real words of a real article" in extract(html).main_content


@pytest.mark.parametrize(
    "control", ["\x01", "\x08", "\x0b", "\x0c", "\x0e", "\x1b", "\ufffe", "\uffff"]
)
@pytest.mark.parametrize("output_format", ["text", "markdown", "html"])
@pytest.mark.parametrize("line_mode", ["block", "source"])  # (source keeps form feeds)
def test_a_control_character_where_the_parser_reads_text_is_no_crash(
    control: str, output_format: str, line_mode: str
) -> None:
    # The lines inside a <textarea> are text to the parser, so their marks become
    # text and are scrubbed: lxml refused to take back a text holding a control
    # character (ValueError), found by mutating the dev corpora's pages.
    draft = f"{ARTICLE}<textarea>\n<div>draft{control}</div>\n<p>a note</p>\n</textarea>"
    html = page(ARTICLE, draft, ARTICLE, ARTICLE)
    result = extract(html, output_format=output_format, line_mode=line_mode)
    assert result.main_content.count("Real words") == 4 * ARTICLE.count("Real words")
    assert control not in result.main_content


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"algorithm": "nope"}, "unknown algorithm"),
        ({"gap": -1}, "gap"),
        ({"link_filter": 7}, "link_filter"),
        ({"smoothing": "4.3"}, "smoothing"),
        ({"line_mode": "paragraph"}, "line_mode"),
    ],
)
def test_invalid_parameters_name_the_parameter(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        extract(page(ARTICLE), **kwargs)  # type: ignore[arg-type]


def test_wrong_input_type_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        extract(12345)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("arguments", "error", "named"),
    [
        ({"url": 123}, TypeError, "url"),
        ({"encoding": b"utf-8"}, TypeError, "encoding"),
        ({"content_type": 5}, TypeError, "content_type"),
        ({"options": {}}, TypeError, "options"),
        ({"algorithm": 3}, TypeError, "algorithm"),
        ({"gap": -1}, ValueError, "gap"),
        ({"timeout": 0}, ValueError, "timeout"),
        ({"timeout": "5"}, TypeError, "timeout"),
        ({"timeout": float("nan")}, ValueError, "timeout"),
        ({"url": "http://[::1/story"}, ValueError, "url"),  # urllib cannot read it
        ({"encoding": "no-such-codec"}, ValueError, "encoding"),
        ({"encoding": "rot13"}, ValueError, "encoding"),  # a codec, not of text
    ],
)
def test_a_bad_parameter_is_named_at_the_boundary(
    arguments: dict[str, object], error: type[Exception], named: str
) -> None:
    with pytest.raises(error, match=named):
        extract(page(ARTICLE), **arguments)  # type: ignore[arg-type]


def test_html_of_the_wrong_type_is_named() -> None:
    with pytest.raises(TypeError, match="html must be str or bytes, got int"):
        extract(42)  # type: ignore[arg-type]


def test_content_type_may_be_bytes_as_scrapy_keeps_headers() -> None:
    data = page(ARTICLE.replace("Real", "Réal")).encode("cp1252")
    result = extract(data, content_type=b"text/html; charset=windows-1252")
    assert "Réal words" in result.main_content
    assert result.encoding == "cp1252"


#: An address urllib refuses (``ValueError``: an IPv6 host's bracket left open).
UNREADABLE = "http://[2001:db8::1/harbour"


@pytest.mark.parametrize(
    "head",
    [
        f'<base href="{UNREADABLE}/">',
        f'<link rel="canonical" href="{UNREADABLE}">',
        f'<meta property="og:url" content="{UNREADABLE}">',
        f'<meta property="og:image" content="{UNREADABLE}.png">',
        '<script type="application/ld+json">{"@type": "NewsArticle", '
        f'"url": "{UNREADABLE}", "image": "{UNREADABLE}.png"}}</script>',
    ],
)
@pytest.mark.parametrize("output_format", ["text", "markdown", "html"])
def test_an_address_the_page_wrote_wrong_is_no_address(head: str, output_format: str) -> None:
    # Each of these raised from urllib and lost the whole page, found by
    # mutating the dev corpora's pages. A browser follows none of them.
    body = (
        f'<header><h1><a href="{UNREADABLE}">Harbour News</a></h1></header>'
        f'<article>{ARTICLE * 3}<p>The plan: <a href="{UNREADABLE}/plan">read it here</a>. '
        f'<img src="{UNREADABLE}.jpg" alt="The bridge">{ARTICLE[3:]}</article>'
    )
    html = f"<html><head><title>Harbour</title>{head}</head><body>{body}</body></html>"
    result = extract(
        html, "https://news.example/harbour", output_format=output_format, include_images=True
    )
    assert result.main_content.count("Real words") == 4 * ARTICLE.count("Real words")
    assert "read it here" in result.main_content
    assert "[2001" not in result.main_content
    assert result.metadata.canonical_url in (None, "https://news.example/harbour")
    assert result.metadata.image is None
