"""Text encoded twice: UTF-8 bytes read as latin-1 or windows-1252, then written
out as UTF-8 again.

A page whose text went through one wrong conversion (a database column in
latin-1, a template engine reading UTF-8 as windows-1252) serves every
non-ASCII character as two to four characters: ``’`` as ``â`` and the controls
U+0080 U+0099, or as ``â€™``; ``é`` as ``Ã©``. Browsers show the garbage;
readers and indexes want the words. The proof that a page went through it: a
run of such characters that is well-formed UTF-8 when read back as bytes and
holds a C1 control (never text: HTML reads even ``&#146;`` as ``’``) or, in a
three- or four-byte form, one of windows-1252's own characters (``€``, ``™``,
``œ``...: real text never sets them two after an accented letter). On a page
holding a proof, every well-formed run is turned back, in each of its texts; a
page without one is left as it is (``NESCAFÉ®`` is two real letters and, as
bytes, well-formed UTF-8 too).

In flow the texts read from a page (a proof in one is a proof for all: a
converted page converted every text); out come those texts turned back.
"""

from __future__ import annotations

import re

from ..scan.characters import holds_any

#: windows-1252's characters for the bytes 0x80-0x9F (five bytes it leaves
#: unassigned stay controls, which latin-1 covers).
_WINDOWS_1252 = {
    char: code for code in range(0x80, 0xA0) for char in bytes([code]).decode("cp1252", "ignore")
}
_LATIN_1 = {ord(char): code for char, code in _WINDOWS_1252.items()}
#: A byte 0x80-0x9F read either way, and any continuation byte 0x80-0xBF.
_HIGH = "\u0080-\u009f" + "".join(_WINDOWS_1252)
_NEXT = "\u0080-\u00bf" + "".join(_WINDOWS_1252)
_PROOF = re.compile(
    f"[\u00c2-\u00df][\u0080-\u009f]|[\u00e0-\u00ef](?:[{_NEXT}][{_HIGH}]|[{_HIGH}][{_NEXT}])|"
    f"[\u00f0-\u00f4][{_NEXT}]{{0,2}}[{_HIGH}]"
)
#: One UTF-8 sequence of two, three or four bytes, read as single-byte characters.
_SEQUENCE = re.compile(
    f"[\u00c2-\u00df][{_NEXT}]|[\u00e0-\u00ef][{_NEXT}]{{2}}|[\u00f0-\u00f4][{_NEXT}]{{3}}"
)
#: The C1 controls, a range of code points (:mod:`..scan.characters`).
C1_CONTROLS = ((0x80, 0x9F),)


def _may_hold_proof(text: str) -> bool:
    """Where a proof is looked for, found before the slower search: a C1
    control, or windows-1252's reading of the first two bytes of a general
    punctuation mark (quotes, dashes, the ellipsis) or of an emoji (``â€``,
    ``ðŸ``) as plain substrings. A text converted through windows-1252 that
    holds neither (CJK without such punctuation) is left as it is."""
    return "â€" in text or "ðŸ" in text or holds_any(text, C1_CONTROLS)


def _turned_back(match: re.Match[str]) -> str:
    run = match.group()
    try:
        return run.translate(_LATIN_1).encode("latin-1").decode("utf-8")
    except UnicodeDecodeError:  # an overlong or surrogate form: not a conversion
        return run


def holds_proof(text: str) -> bool:
    """True when ``text`` shows that it went through the conversion."""
    return _may_hold_proof(text) and _PROOF.search(text) is not None


def turned_back(text: str) -> str:
    """``text`` with every well-formed run turned back: for the texts of a page
    that one of them proved converted (:func:`holds_proof`)."""
    return _SEQUENCE.sub(_turned_back, text)
