"""Phase 4: from the chosen lines to plain text (thesis §4.3.5, §4.4.1).

DANA, DANAg and AdDANAg feed the chosen lines to an error-tolerant parser and
keep its text; R2L instead keeps only the right-to-left characters of those
lines. Our "parser" is a tokenizer pass: it must accept arbitrary cuts through a
document (a region can start inside an open ``<div>``), which a tree builder would
"repair" by inventing elements, and it runs at C speed. Block-level tags end a
paragraph, so the output has one paragraph per line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..scan.collapsed import collapsed
from ..source.markup import BLOCK_TAG_RE, TAG_RE, without_tags
from ..source.references import unescape
from .lines import R2L_CHARS
from .regions import Region

_NOT_R2L_RUN_RE = re.compile(f"[^{R2L_CHARS}]+")


def html_to_paragraphs(fragment: str) -> str:
    """Visible text of an HTML fragment, one paragraph (block) per output line."""
    text = without_tags(BLOCK_TAG_RE.sub("\n", fragment))
    if "&" in text:
        text = unescape(text)
    paragraphs = map(collapsed, text.split("\n"))  # " ".join(part.split()), in C
    return "\n".join(p for p in paragraphs if p)


def selected_html(lines: Sequence[str], regions: Sequence[Region]) -> str:
    """The source of the chosen regions; regions are separated by a paragraph break."""
    return "\n".join(" ".join(lines[r.start : r.end + 1]) for r in regions)


def lines_to_text(lines: Sequence[str], regions: Sequence[Region]) -> str:
    """DANA/DANAg/AdDANAg phase 4: the chosen lines through the parser."""
    return html_to_paragraphs(selected_html(lines, regions))


def r2l_text(lines: Sequence[str], regions: Sequence[Region]) -> str:
    """R2L phase 4: only the right-to-left characters of the chosen lines, one line each."""
    out: list[str] = []
    for region in regions:
        for line in lines[region.start : region.end + 1]:
            kept = " ".join(_NOT_R2L_RUN_RE.sub(" ", TAG_RE.sub("", line)).split())
            if kept:
                out.append(kept)
    return "\n".join(out)
