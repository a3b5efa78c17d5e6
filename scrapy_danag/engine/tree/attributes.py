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
#: whole (``alt="a > b"`` does not end the tag) and possessively. A tag that
#: does not end on its line -- a quote not closed on it (line normalisation broke
#: the value at block markup inside it), or every ``>`` after it inside a value
#: -- keeps its attributes and the rest of its line, captured whole: to the
#: parser that is all one tag, and a pattern that failed there would read the
#: line again from every ``<`` after it (a damaged page of pasted
#: ``<time datetime="`` took 0.75 s for 330 KB).
_ATTRIBUTES_RE = re.compile(
    r"""(<(?!a[\s>/])[A-Za-z][\w:-]*)(?:\s(?:[^>"'/\n]++|/(?!>)|"[^"\n]*+"|'[^'\n]*+')*+(?=/?>)"""
    r"""|(\s(?:[^>"'/\n]++|/(?!>)|"[^"\n]*+"|'[^'\n]*+')*+(?:["'][^\n]*+|(?=\n|\Z))))"""
)


def normalise_attributes(html: str) -> str:
    """Every non-anchor tag without its attributes: ``<p class="x">`` -> ``<p>``."""
    # re.split keeps the captured ``<name`` and drops the attributes; joining the
    # pieces runs in C, where sub() called Python once per tag (20 % slower).
    return "".join(filter(None, _ATTRIBUTES_RE.split(html)))
