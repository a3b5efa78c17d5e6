"""Attribute normalisation, the markup-heavy-paragraph fix of ``addanag+``.

Filter 3 balances only hyperlinks; long ``class``/``style`` attributes on every
``<p>`` and wrapper ``<span>`` are the same kind of imbalance, and can push an
article's own lines below the axis. This stage reduces every tag other than an
anchor (which Filter 3 normalises) to its bare name, so a line's code is
counted by its tags, not by its attributes. The scan is compiled
(:mod:`..scan.attributes`, which says exactly what it keeps); its regular
expression stands beside it in :mod:`..scan.reference`.
"""

from __future__ import annotations

from ..scan.attributes import bare_tags


def normalise_attributes(html: str) -> str:
    """Every non-anchor tag without its attributes: ``<p class="x">`` -> ``<p>``.

    A tag left open on its line (a quote not closed on it, no ``>`` before
    the line break) keeps its attributes and the rest of its line: to the
    parser that is all one tag.
    """
    return bare_tags(html)
