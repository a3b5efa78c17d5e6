"""Decoding follows the browser's order: BOM, HTTP charset, <meta>, then a guess."""

from __future__ import annotations

import codecs

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.source.decode import decode_html

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


ARTICLE = _doc().replace(TEXT, (TEXT + ". ") * 8)


def test_a_nul_byte_in_an_html_page_is_not_binary() -> None:
    data = ARTICLE.encode("utf-8")
    data = data[:40] + b"\x00" + data[40:]
    result = extract(data)
    assert TEXT in result.main_content
    assert "\x00" not in result.main_content


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize(
    "how",
    [{}, {"content_type": "text/html; charset=utf-16"}, {"encoding": "utf-16"}],
)
def test_utf16_without_a_bom(codec: str, how: dict[str, str]) -> None:
    result = extract(ARTICLE.encode(codec), **how)
    assert TEXT in result.main_content
    assert result.encoding == codec


def test_a_meta_naming_utf16_on_utf8_bytes_is_read_as_utf8() -> None:
    data = ARTICLE.replace("<head>", '<head><meta charset="utf-16">').encode("utf-8")
    result = extract(data)
    assert TEXT in result.main_content
    assert result.encoding == "utf-8"


def test_no_control_characters_in_the_results() -> None:
    html = ARTICLE.replace("<title>t", "<title>t\x07itle").replace("Köln", "K\x01\x1b\x7föln")
    html = html.replace("naïve", "na&#146;ïve&#150;")  # references 128-159: windows-1252
    result = extract(html)
    assert "Köln" in result.main_content
    assert "na’ïve–" in result.main_content
    assert not any((ord(c) < 32 and c != "\n") or 127 <= ord(c) < 160 for c in result.main_content)


@pytest.mark.parametrize("element", ["noembed", "noframes"])
def test_noembed_and_noframes_are_never_content(element: str) -> None:
    fallback = f"<{element}><p>" + "Your browser cannot show this, sorry. " * 9 + "</p>"
    closed = extract(ARTICLE.replace("<body>", f"<body>{fallback}</{element}>"))
    unclosed = extract(ARTICLE.replace("</body>", f"{fallback}</body>"))
    assert TEXT in closed.main_content
    assert "browser cannot" not in closed.main_content
    assert "browser cannot" not in unclosed.main_content
    assert f"<{element}" not in unclosed.main_content + closed.main_content


QUOTED_PAGE = (
    "<html><head><title>Notes</title></head><body><article><h1>Why we don’t cache</h1>"
    + "<p>The café’s owner said “no” to every cache we offered — twice. 😀</p>" * 6
    + "</article></body></html>"
)


#: MySQL's "latin1": windows-1252, the five bytes it leaves unassigned read as controls.
_AS_WINDOWS_1252 = {
    code: bytes([code]).decode("cp1252", "replace").replace("\ufffd", chr(code))
    for code in range(0x80, 0xA0)
}


def _written_twice(html: str, codec: str) -> bytes:
    """The bytes of a page whose UTF-8 was read as ``codec`` and written out again."""
    read = html.encode("utf-8").decode("latin-1")
    if codec == "cp1252":
        read = read.translate(_AS_WINDOWS_1252)
    return read.encode("utf-8")


@pytest.mark.parametrize("codec", ["latin-1", "cp1252"])
def test_text_encoded_twice_is_turned_back(codec: str) -> None:
    data = _written_twice(QUOTED_PAGE, codec)
    assert "café’s" not in data.decode("utf-8")  # the page itself shows the garbage
    result = extract(data)
    assert result.headline == "Why we don’t cache"
    assert "The café’s owner said “no” to every cache we offered — twice. 😀" in (
        result.main_content
    )


def test_latin_letters_that_happen_to_form_utf8_stay_without_a_proof() -> None:
    # É then ® are the bytes C9 AE, well-formed UTF-8 for 'ɮ'; nothing on the page
    # shows a second encoding, so both stay.
    html = QUOTED_PAGE.replace("The café’s owner", "NESCAFÉ® and KÃ¶ln, the owner")
    assert "NESCAFÉ® and KÃ¶ln, the owner" in extract(html.encode("utf-8")).main_content


def test_the_metadata_is_read_as_the_text_is() -> None:
    # The author's name alone proves nothing (Ã© could be two letters), but the
    # page's text proves the conversion: every text of the page is turned back.
    # A control character left in a field would make an XML feed unreadable.
    head = (
        '<meta name="author" content="José García">'
        '<meta property="og:site_name" content="Le Café\x01 du Coin">'
    )
    page = QUOTED_PAGE.replace("<title>Notes</title>", f"<title>Notes</title>{head}")
    result = extract(_written_twice(page, "latin-1"))
    assert result.metadata.authors == ("José García",)
    assert result.metadata.site_name == "Le Café du Coin"
