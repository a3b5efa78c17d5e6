"""Phase 0: turn the bytes of a response into text the way a browser would.

The order follows the WHATWG encoding sniffing algorithm that browsers use:
a byte-order mark wins, then the charset of the HTTP ``Content-Type`` header,
then a ``<meta charset>`` / ``http-equiv`` declaration near the top of the
document, and only then a guess. w3lib (a Scrapy dependency) implements exactly
that order, including the browser aliases (``latin-1`` decodes as windows-1252),
so we reuse it rather than keep a second copy. Our guess is strict UTF-8 and,
failing that, windows-1252 -- the default of browsers in Western locales, and a
decoder that never fails. One deliberate difference from browsers: bytes that
are valid multi-byte UTF-8 are decoded as UTF-8 even when a single-byte legacy
charset is declared (see ``_is_utf8_with_non_ascii``).
"""

from __future__ import annotations

import codecs

from w3lib.encoding import html_to_unicode, resolve_encoding, to_unicode

from .errors import NotTextError

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


def is_binary(data: bytes) -> bool:
    """True when ``data`` is evidently not text: a known binary signature or NUL bytes.

    UTF-16 and UTF-32 text contains NUL bytes too, so a byte-order mark exempts it.
    """
    head = data[:1024]
    if head.startswith(_BOMS):
        return False
    if b"\x00" in head:
        return True
    return any(head.startswith(sig) for sig in _BINARY_SIGNATURES)


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
    if isinstance(data, str):
        return data, None
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"expected str or bytes, got {type(data).__name__}")
    data = bytes(data)
    if not data:
        return "", None
    if is_binary(data):
        raise NotTextError("the input is binary data (it has a binary signature or NUL bytes)")
    if encoding is not None:
        codec = resolve_encoding(encoding)
        if codec is None:
            raise ValueError(f"unknown encoding: {encoding!r}")
        return to_unicode(data, codec), codec
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
