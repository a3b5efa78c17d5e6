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

from ..budget import checkpoint
from ..scan.counts import content_and_code

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
    T1 is what a parser extracts from the line: its tags taken out, a character
    reference counted as one character, its words and one space between each
    two. T2 is the line's characters but white space, less T1's letters. Both
    are counted in one compiled pass over the characters
    (:func:`..scan.counts.content_and_code`; :mod:`..scan.reference` writes the
    same counts with the two regular expressions and a split into words).
    """
    if document is None:
        document = "\n".join(lines)
    t1, t2 = content_and_code(document)
    if len(t1) != len(lines):
        raise ValueError("the document does not hold the lines")
    checkpoint()
    return t1, t2


def count_r2l_and_ascii(lines: Sequence[str]) -> tuple[list[int], list[int]]:
    """``(T1, T2)`` for R2L/DANA: right-to-left-script characters and ASCII characters."""
    doc = "\n".join(lines)
    t1 = [len(part) for part in _NOT_R2L_RE.sub("", doc).split("\n")]
    t2 = [len(part) for part in _NOT_ASCII_CODE_RE.sub("", doc).split("\n")]
    return t1, t2
