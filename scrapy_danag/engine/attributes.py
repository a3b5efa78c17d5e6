"""Attribute normalisation, the markup-heavy-paragraph fix of ``addanag+``.

Filter 3 balances only hyperlinks; long ``class``/``style`` attributes on every
``<p>`` and wrapper ``<span>`` are the same kind of imbalance, and can push an
article's own lines below the axis. This stage reduces every tag other than an
anchor (which Filter 3 already normalised) to its bare name, so a line's code is
counted by its tags, not by its attributes.
"""

from __future__ import annotations

import re

_ATTRIBUTES_RE = re.compile(r"<(?!a[\s>/])([A-Za-z][\w:-]*)\s[^>\n]*>")


def _bare_tag(match: re.Match[str]) -> str:
    # A function rather than the template r"<\1>", which Python 3.11 expands in
    # Python code for every tag.
    return f"<{match.group(1)}>"


def normalise_attributes(html: str) -> str:
    """Every non-anchor tag without its attributes: ``<p class="x">`` -> ``<p>``."""
    return _ATTRIBUTES_RE.sub(_bare_tag, html)
