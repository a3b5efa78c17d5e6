"""Bytes that are no page: a valid one-pixel PNG and a minimal PDF, as a server
sends them. The engine must refuse them as not text and a crawl must count them
as skipped; both builders are shared by the engine's and the crawl's tests."""

from __future__ import annotations

import struct
import zlib

PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"


def png() -> bytes:
    """A real PNG (signature, header, one compressed row, end), each chunk with
    its CRC, so that a sniffer reading it as an image is right to."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00\x00"))
        + chunk(b"IEND", b"")
    )
