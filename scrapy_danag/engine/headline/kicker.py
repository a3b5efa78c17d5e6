"""The headline's kicker: a topic, a date or a subtitle set in its own element.

News headings often carry more than the headline -- an overline in a ``<span>``
(``<h1><span>Klimaschutz</span>: Bohren, bis es heiß wird</h1>``), a date, a
``<small>`` subtitle. ``tf+`` finds the heading block by the ``<title>``; this
step then keeps the part of it that is the headline, comparing the block's
top-level parts with the title (measured on the dev corpora: docs/research/headline.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lxml import etree

from ..tree.locate import html_parser
from .titlefinder import Fragment, similarity_scores, tokenize, visible_text

_LEADING_KICKER_RE = re.compile(
    r"\s*<(h[1-6])\b[^>]*>\s*<(?:span|small|strong|b|em|i)\b[^>]*>([^<]*)</[a-z]+\s*>(.*?)</\1\s*>",
    re.IGNORECASE | re.DOTALL,
)
#: What stands between a kicker and its headline.
_SEPARATORS = " :|/–—-·•»"
#: Inline elements that set off words inside a sentence rather than a part of a block.
_WORD_TAGS = frozenset({"a", "em", "i", "abbr", "sup", "sub", "q", "mark", "code", "wbr"})


def without_kicker(
    query: Sequence[str], lines: Sequence[str], block: Fragment, score: float
) -> Fragment:
    """The block, or the one part of it that matches the title better.

    A headline block often carries a kicker or a date in its own inline element
    (``<h1><span>Energy prices:</span> Government cuts bio-energy</h1>``), or a
    subtitle (``<small>``); when one top-level part of the block
    (:func:`block_parts`) is closer to the title than the whole block, that part
    is the headline. Parts, not text nodes: a word set in its own ``<span>``
    inside the headline must not cut it in two.
    """
    parts = block_parts(lines[block.line])
    # A part keeps no separator from its kicker: "<span>Kicker</span>: Headline".
    texts = (text.strip(_SEPARATORS) for text in parts if text in block.text)
    nodes = [Fragment(block.line, text) for text in texts if text]
    if len(nodes) < 2:
        return block
    node_scores = similarity_scores(query, [tokenize(f.text) for f in nodes])
    best = max(range(len(nodes)), key=node_scores.__getitem__)
    if node_scores[best] > score:
        return nodes[best]
    return without_leading_kicker(query, lines, block)


def without_leading_kicker(query: Sequence[str], lines: Sequence[str], block: Fragment) -> Fragment:
    """The heading without the kicker set in its own element at its start.

    News headings often open with an overline -- a topic, a place, a date -- in
    its own ``<span>``: ``<h1><span>Klimaschutz</span>: Bohren, bis es heiß
    wird</h1>``. When the title repeats the kicker, the whole heading matches it
    best, yet the headline is what follows: shorter text first, in its own
    element, then a longer rest that shares a word with the title.
    """
    kicked = _LEADING_KICKER_RE.match(lines[block.line])
    if kicked is None:
        return block
    kicker = visible_text(kicked.group(2))
    rest = visible_text(kicked.group(3)).strip(_SEPARATORS)
    if not kicker or len(kicker) >= len(rest) or not set(query) & set(tokenize(rest)):
        return block
    return Fragment(block.line, rest)


def block_parts(line: str) -> list[str]:
    """The visible text of the block opening ``line``, split at its top-level children.

    ``<h1><span>Hot and fresh</span> <small>Welcome</small></h1>`` has two parts;
    markup nested deeper (``Hot <span>and</span> fresh``) and words set off by
    emphasis or a link (``Cuts <em>for</em> all``) do not split a part.
    A block wrapping a single element (``<h1><a>…</a></h1>``) is read through it.
    """
    try:
        root = etree.fromstring(line.encode("utf-8", "replace"), html_parser())
    except (etree.LxmlError, ValueError):  # nothing parseable (an empty line)
        return []
    body = None if root is None else root.find("body")
    if body is None or len(body) == 0:
        return []
    element = body[0]
    while (
        len(element) == 1
        and not (element.text or "").strip()
        and not (element[0].tail or "").strip()
    ):
        element = element[0]
    runs = [element.text or ""]
    for child in element:
        if isinstance(child.tag, str):
            text = "".join(map(str, child.itertext()))
            if child.tag in _WORD_TAGS:
                runs[-1] += text  # emphasis or a link inside the sentence
            else:
                runs.append(text)
                runs.append("")
        runs[-1] += child.tail or ""
    return [text for text in (" ".join(run.split()) for run in runs) if text]
