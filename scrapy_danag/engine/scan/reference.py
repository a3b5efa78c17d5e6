"""The compiled scans written with regular expressions: what :mod:`.counts` and
:mod:`.blocks` must equal.

Not used by the extraction; the tests run each against its compiled scan on
every shipped page, every hostile shape and hand-made lines.
"""

from __future__ import annotations

import operator
import re
from operator import sub

from ..source.markup import BLOCK_CLOSE_RUN_RE, BLOCK_OPEN_TAG_SPLIT_RE, ENTITY_RE, TAG_RE


def content_and_code(document: str) -> tuple[list[int], list[int]]:
    """:func:`.counts.content_and_code`: ``(T1, T2)`` of each line of ``document``."""
    lines = document.split("\n")
    text_lines = ENTITY_RE.sub("&", TAG_RE.sub("", document)).split("\n")
    words = list(map(str.split, text_lines))
    letters = list(map(len, map("".join, words)))
    t1 = [
        count + len(parts) - 1 if parts else 0 for count, parts in zip(letters, words, strict=True)
    ]
    t2 = list(map(sub, map(len, map("".join, map(str.split, lines))), letters))
    return t1, t2


def block_lines(html: str) -> str:
    """:func:`.blocks.block_lines`: white space collapsed, a line break before
    each opening block tag, and after each closing one another follows."""
    collapsed = " ".join(html.split())
    # re.split with a captured tag gives text, tag, text, ...: each tag is
    # paired with the text after it, and the pairs joined by line breaks.
    parts = BLOCK_OPEN_TAG_SPLIT_RE.split(collapsed)
    opened = "\n".join([parts[0], *map(operator.add, parts[1::2], parts[2::2])])
    return BLOCK_CLOSE_RUN_RE.sub(_close_then_break, opened)


def _close_then_break(match: re.Match[str]) -> str:
    return match.group(1) + "\n"
