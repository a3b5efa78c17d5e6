"""Phase 0: turn the bytes of a response into text the way a browser would.

The order is the WHATWG encoding sniffing algorithm's: a byte-order mark wins,
then the charset of the HTTP ``Content-Type`` header (or the caller's
``encoding``), then a ``<meta charset>`` / ``http-equiv`` declaration near the top
of the document -- where a declared UTF-16 is read as UTF-8, as the standard
says, since a ``<meta>`` the prescan could read is ASCII-compatible bytes -- and
only then a guess. w3lib (a Scrapy dependency) implements that order, including
the browser aliases (``latin-1`` decodes as windows-1252), so we reuse it. Our
guess is UTF-16 when the bytes are evidently UTF-16 without a mark (every other
byte NUL), strict UTF-8, and, failing that, windows-1252 -- the default of
browsers in Western locales, and a decoder that never fails. One deliberate
difference from browsers: bytes that are valid multi-byte UTF-8 are decoded as
UTF-8 even when a single-byte legacy charset is declared
(see ``_is_utf8_with_non_ascii``).

A NUL byte does not make a page binary when the page shows HTML markup: servers
pad and truncate pages with them, and browsers render such pages (the parser
reads it as U+FFFD, as browsers do). Control characters (other than tab, line
feed, form feed and carriage return) are never text a reader sees:
:func:`without_controls` takes them out of the results -- the results, not the
page, which is a hundred times longer.
"""

from __future__ import annotations

import codecs
import re

from w3lib.encoding import (
    html_body_declared_encoding,
    html_to_unicode,
    http_content_type_encoding,
    read_bom,
    resolve_encoding,
    to_unicode,
)

from ..errors import NotTextError
from ..scan.characters import holds_any

# File signatures of common non-text payloads that servers still mislabel as HTML.
_BINARY_SIGNATURES: tuple[bytes, ...] = (
    b"%PDF-",
    b"\x89PNG\r\n\x1a\n",
    b"GIF87a",
    b"GIF89a",
    b"\xff\xd8\xff",  # JPEG
    b"PK\x03\x04",  # zip, docx, xlsx, epub
    b"\x1f\x8b",  # gzip that nobody decompressed
    b"wOFF",
    b"wOF2",
    b"\x00\x00\x01\x00",  # ico
    b"OggS",
    b"ID3",
    b"\x7fELF",
)
_BOMS = (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
#: What an HTML document shows near its start (a NUL byte then does not make it binary).
_HTML_START_RE = re.compile(
    rb"<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<title[\s>]|<meta[\s/]|"
    rb"<(?:p|div|h1|br|table|a)[\s>/]",
    re.IGNORECASE,
)
#: C0 controls but tab, line feed, form feed and carriage return; DEL; C1 controls.
_CONTROL_RE = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f]+")
#: The same characters as code point ranges, for the compiled search that
#: finds whether a text holds any (:mod:`..scan.characters`).
CONTROLS = ((0x00, 0x08), (0x0B, 0x0B), (0x0E, 0x1F), (0x7F, 0x9F))
#: What a C1 control stands for: the HTML standard reads a numeric reference in
#: 128-159 (``&#146;``) as windows-1252's character (``’``), but lxml gives the
#: control (U+0092); the five codes windows-1252 leaves unassigned stand for nothing.
_C1_MEANINGS = {code: bytes([code]).decode("cp1252", "ignore") for code in range(0x80, 0xA0)}


def _controls_replaced(match: re.Match[str]) -> str:
    return "".join([_C1_MEANINGS.get(ord(char), "") for char in match.group()])


def is_binary(data: bytes) -> bool:
    """True when ``data`` is evidently not text: a known binary signature, or NUL
    bytes in a body that neither looks like UTF-16 nor shows HTML markup.

    UTF-16 and UTF-32 text contains NUL bytes too, so a byte-order mark exempts it.
    """
    head = data[:1024]
    if head.startswith(_BOMS):
        return False
    if any(head.startswith(sig) for sig in _BINARY_SIGNATURES):
        return True
    if b"\x00" not in head:
        return False
    return _utf16_without_bom(head) is None and _HTML_START_RE.search(head) is None


def _utf16_without_bom(head: bytes) -> str | None:
    """``utf-16-le`` or ``utf-16-be`` when the bytes are ASCII-range UTF-16 without a
    byte-order mark (nearly every other byte NUL, and a tag among the first
    characters); None otherwise."""
    pairs = len(head) // 2
    if pairs < 8:
        return None
    orders = (("utf-16-le", head[1::2], head[0::2]), ("utf-16-be", head[0::2], head[1::2]))
    for codec, zeros, letters in orders:
        if zeros.count(0) >= 0.9 * pairs and b"<" in letters[:64]:
            return codec
    return None


def _is_wide(codec: str | None) -> bool:
    """True for the UTF-16 and UTF-32 codecs (NUL bytes are their text)."""
    return codec is not None and codecs.lookup(codec).name.startswith(("utf-16", "utf-32"))


def without_controls(text: str) -> str:
    """``text`` without control characters: C0 controls (but whitespace) and DEL
    removed, C1 controls read as windows-1252 (``_C1_MEANINGS``)."""
    if not holds_any(text, CONTROLS):  # nearly every text: one pass in C
        return text
    return _CONTROL_RE.sub(_controls_replaced, text)


def _text_codec(encoding: str) -> str:
    """The codec ``encoding`` names, checked whatever the input (a ``str`` page
    ignores it, but a wrong name is the caller's mistake either way)."""
    codec = resolve_encoding(encoding)
    if codec is not None:
        try:
            b"<".decode(codec, "replace")  # base64, rot13, zlib: codecs, not of text
        except (LookupError, ValueError):  # (idna takes no error handler: no page's)
            codec = None
    if codec is None:
        raise ValueError(f"encoding names no text encoding: {encoding!r}")
    return codec


def _guess_encoding(data: bytes) -> str:
    """The fallback when nothing declares an encoding: UTF-8 if valid, else windows-1252."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "cp1252"
    return "utf-8"


def decode_html(
    data: bytes | str,
    *,
    content_type: str | None = None,
    encoding: str | None = None,
) -> tuple[str, str | None]:
    """Decode a page; returns ``(text, encoding_used)``.

    ``str`` input is returned as is (encoding ``None``). ``encoding`` forces a codec
    (a caller that knows better than the page, e.g. Scrapy's ``response.encoding``).
    Undecodable bytes become U+FFFD rather than an error: a browser shows the page
    anyway, and so do we. Binary payloads raise :class:`NotTextError`.
    """
    forced = None if encoding is None else _text_codec(encoding)
    if isinstance(data, str):
        return data, None
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"html must be str or bytes, got {type(data).__name__}")
    data = bytes(data)
    if not data:
        return "", None
    transport = forced or (http_content_type_encoding(content_type) if content_type else None)
    if not _is_wide(transport) and is_binary(data):
        raise NotTextError(
            "the input is binary data (a binary signature, or NUL bytes without HTML markup)"
        )
    bom = read_bom(data)[0]
    if _is_wide(transport) and bom is None:  # a label without the byte order: sniff it
        transport = _utf16_without_bom(data[:1024]) or transport
        content_type = f"text/html; charset={transport}"
    if forced is not None:
        codec = transport or forced
        return to_unicode(data, codec), codec
    if transport is None and bom is None:
        wide = _utf16_without_bom(data[:1024])
        if wide is not None:
            return to_unicode(data, wide), wide
        declared = html_body_declared_encoding(data)
        if _is_wide(declared):  # the standard reads a <meta> naming UTF-16 as UTF-8
            declared = "utf-8"
        if declared is not None:  # html_to_unicode need not look for it again
            content_type = f"text/html; charset={declared}"
    used, text = html_to_unicode(content_type, data, auto_detect_fun=_guess_encoding)
    if _is_single_byte(used) and _is_utf8_with_non_ascii(data):
        return data.decode("utf-8"), "utf-8"
    return text, used


_SINGLE_BYTE_PREFIXES = ("cp125", "iso8859", "latin", "windows-125", "ascii", "us-ascii")


def _is_single_byte(codec: str) -> bool:
    name = codecs.lookup(codec).name if codec else ""
    return name.startswith(_SINGLE_BYTE_PREFIXES)


def _is_utf8_with_non_ascii(data: bytes) -> bool:
    """Valid UTF-8 with multi-byte sequences: never what a legacy encoder writes.

    A page declared as latin-1 or windows-1252 whose bytes are such UTF-8 is UTF-8
    mislabelled (a server default or a copied ``<meta>``); decoding it as declared
    would turn every accented letter into two. Browsers follow the label; we
    follow the bytes, which is never wrong for real legacy text in practice.
    """
    if data.isascii():
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
