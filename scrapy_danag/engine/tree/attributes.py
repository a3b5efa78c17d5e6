"""Attribute normalisation, the markup-heavy-paragraph fix of ``addanag+``.

Filter 3 balances only hyperlinks; long ``class``/``style`` attributes on every
``<p>`` and wrapper ``<span>`` are the same kind of imbalance, and can push an
article's own lines below the axis. This stage reduces every tag other than an
anchor (which Filter 3 normalises) to its bare name, so a line's code is
counted by its tags, not by its attributes.
"""

from __future__ import annotations

import re

#: A non-anchor tag with attributes: its ``<name`` captured, its attributes not,
#: its ``/>`` or ``>`` left to the text that follows. Quoted values are skipped
#: whole (``alt="a > b"`` does not end the tag) and possessively. A tag with a
#: quote not closed on its line (line normalisation broke the value at block
#: markup inside it) keeps its attributes and the rest of its line, captured
#: whole: to the parser that is all one value, and a pattern that failed there
#: would read the line again from every ``<`` after it.
_ATTRIBUTES_RE = re.compile(
    r"""(<(?!a[\s>/])[A-Za-z][\w:-]*)(?:\s(?:[^>"'/\n]++|/(?!>)|"[^"\n]*+"|'[^'\n]*+')*+(?=/?>)"""
    r"""|(\s(?:[^>"'/\n]++|/(?!>)|"[^"\n]*+"|'[^'\n]*+')*+["'][^\n]*+))"""
)


def normalise_attributes(html: str) -> str:
    """Every non-anchor tag without its attributes: ``<p class="x">`` -> ``<p>``."""
    # re.split keeps the captured ``<name`` and drops the attributes; joining the
    # pieces runs in C, where sub() called Python once per tag (20 % slower).
    return "".join(filter(None, _ATTRIBUTES_RE.split(html)))
