"""Phase 1: how many content and how many code characters each line holds.

Two definitions, one per family:

* DANAg and AdDANAg (thesis §4.5.1, formula 4.5): content (``T1``) is the text a
  parser extracts from the line, code (``T2``) is everything else,
  ``T2 = Length - T1``. We count the text as a reader sees it -- whitespace runs
  collapsed to one space, a character reference as one character -- and we leave
  whitespace out of ``Length``, so indentation is neither content nor code.
* R2L and DANA (§4.3.2): content is every character of a right-to-left script
  (set S1), code every one of the first 128 code points (S2), spaces excepted.
  Characters of other scripts count as neither, which is why these two are
  language-dependent.

Both take and return plain lists so any line list can be fed in directly.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from operator import sub

from ..budget import checkpoint
from ..source.markup import ENTITY_RE, TAG_RE

#: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, Arabic supplements and
#: presentation forms, plus the supplementary-plane right-to-left blocks.
R2L_CHARS = "\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\U00010800-\U00010fff\U0001e800-\U0001efff"
_NOT_R2L_RE = re.compile(f"[^{R2L_CHARS}\\n]+")
_NOT_ASCII_CODE_RE = re.compile(r"[^\x21-\x7e\n]+")


def count_content_and_code(
    lines: Sequence[str], document: str | None = None
) -> tuple[list[int], list[int]]:
    """``(T1, T2)`` for DANAg/AdDANAg: text characters and markup characters per line.

    ``document``: the lines joined by line breaks, when the caller has them already.
    """
    if document is None:
        document = "\n".join(lines)
    text_lines = ENTITY_RE.sub("&", TAG_RE.sub("", document)).split("\n")
    if len(text_lines) != len(lines):
        raise ValueError("the document does not hold the lines")
    checkpoint()
    # Mapped in C, line by line: the words of each line's text, their letters (T1
    # counts one space between words), and the line's characters but whitespace
    # (T2 is those less the letters). A loop in Python cost a third more.
    words = list(map(str.split, text_lines))
    letters = list(map(len, map("".join, words)))
    t1 = [
        count + len(parts) - 1 if parts else 0 for count, parts in zip(letters, words, strict=True)
    ]
    t2 = list(map(sub, map(len, map("".join, map(str.split, lines))), letters))
    return t1, t2


def count_r2l_and_ascii(lines: Sequence[str]) -> tuple[list[int], list[int]]:
    """``(T1, T2)`` for R2L/DANA: right-to-left-script characters and ASCII characters."""
    doc = "\n".join(lines)
    t1 = [len(part) for part in _NOT_R2L_RE.sub("", doc).split("\n")]
    t2 = [len(part) for part in _NOT_ASCII_CODE_RE.sub("", doc).split("\n")]
    return t1, t2
