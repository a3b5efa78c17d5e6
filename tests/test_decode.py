"""Decoding follows the browser's order: BOM, HTTP charset, <meta>, then a guess."""

from __future__ import annotations

import codecs

from scrapy_danag import extract
from scrapy_danag.engine.decode import decode_html

TEXT = "Grüße aus Köln, naïve café"


def _doc(meta: str = "") -> str:
    return f"<html><head>{meta}<title>t</title></head><body><p>{TEXT}</p></body></html>"


def test_str_is_taken_as_is() -> None:
    assert decode_html(_doc()) == (_doc(), None)


def test_bom_wins_over_header_and_meta() -> None:
    data = codecs.BOM_UTF8 + _doc('<meta charset="iso-8859-1">').encode("utf-8")
    text, used = decode_html(data, content_type="text/html; charset=iso-8859-1")
    assert TEXT in text
    assert used == "utf-8"


def test_utf16_with_bom() -> None:
    data = codecs.BOM_UTF16_LE + _doc().encode("utf-16-le")
    text, _ = decode_html(data)
    assert TEXT in text


def test_http_charset_wins_over_meta() -> None:
    data = _doc('<meta charset="utf-8">').encode("cp1252")
    text, _ = decode_html(data, content_type="text/html; charset=windows-1252")
    assert TEXT in text


def test_meta_charset_is_used_without_header() -> None:
    data = _doc('<meta charset="iso-8859-1">').encode("latin-1")
    assert TEXT in decode_html(data)[0]


def test_meta_http_equiv_is_used() -> None:
    meta = '<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">'
    data = _doc(meta).replace(TEXT, "Привет").encode("koi8-r")
    assert "Привет" in decode_html(data)[0]


def test_undeclared_utf8_is_detected() -> None:
    assert TEXT in decode_html(_doc().encode("utf-8"))[0]


def test_undeclared_non_utf8_falls_back_to_windows_1252() -> None:
    text, used = decode_html(_doc().replace(TEXT, TEXT + " – “quoted”").encode("cp1252"))
    assert TEXT + " – “quoted”" in text
    assert used == "cp1252"


def test_explicit_encoding_overrides_the_page() -> None:
    data = _doc('<meta charset="utf-8">').encode("cp1252")
    assert TEXT in decode_html(data, encoding="cp1252")[0]


def test_extract_reports_the_encoding_used() -> None:
    html = _doc('<meta charset="iso-8859-1">').replace(TEXT, (TEXT + ". ") * 8)
    result = extract(html.encode("latin-1"))
    assert result.encoding == "cp1252"  # browsers decode latin-1 as windows-1252
    assert TEXT in result.main_content


def test_utf8_mislabelled_as_latin1_is_decoded_as_utf8() -> None:
    data = _doc('<meta charset="utf-8">').encode("utf-8")
    text, used = decode_html(data, content_type="text/html; charset=iso-8859-1")
    assert TEXT in text
    assert used == "utf-8"


def test_real_latin1_declared_as_latin1_stays_latin1() -> None:
    text, used = decode_html(_doc().encode("latin-1"), content_type="text/html; charset=latin-1")
    assert TEXT in text
    assert used == "cp1252"
