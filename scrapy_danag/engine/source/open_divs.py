"""Divs left open inside an element its end tag closes, closed as a browser closes them.

``<header><nav><div class="container">…</nav></header><main>…`` is served every
day: a ``<div>`` left open inside a navigation bar, a menu button, a section.
A browser's tree builder (HTML's rule for the end tags of ``nav``, ``button``,
``section`` and most blocks) closes the ``<div>`` at ``</nav>``, and ``<main>``
stands beside the header. libxml2, which lxml parses with, ranks ``div`` above
those elements and ignores such an end tag: the rest of the page then lies
inside the navigation bar, page furniture, and the article is refused.

The tree steps parse the page once; when libxml2's errors tell of such an end
tag ignored (:func:`end_tags_ignored`, a few pages in a hundred), the source
goes through :func:`close_open_divs` and is parsed again. In flows the source
as parsed; out comes the same source with a ``</div>`` written before each such
end tag for every ``<div>`` left open inside its element, so that libxml2 builds
the tree a browser builds.
An end tag whose element is not open, or is open only outside a table the tag
stands in, is left alone, as browsers leave it. Lists (``</ul>``, ``</li>``)
are not followed: their tags are most of a page's, and closing through them
changed no page of the dev corpora.
"""

from __future__ import annotations

from collections.abc import Iterable

from lxml import etree

from ..scan.open_divs import divs_closed

#: End tags a browser honours by closing every element left open inside theirs,
#: ``<div>`` included, where libxml2 ignores them (headings close any heading).
CLOSING = frozenset(
    """address article aside blockquote button center details dialog dir fieldset
    figcaption figure footer form header hgroup main menu nav section summary
    h1 h2 h3 h4 h5 h6""".split()
)
HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
#: A table bounds an end tag's reach (``</section>`` inside a cell closes no
#: section around the table), and libxml2 closes the divs inside it itself.
TRACKED = CLOSING | {"table"}
_CLOSE_DIV = "</div>"


def end_tags_ignored(errors: Iterable[etree._LogEntry]) -> bool:
    """True when libxml2's parse ``errors`` tell of an end tag it ignored that a
    browser would have honoured (``</nav>`` over an open element): the cheap
    question asked of every parse, before the source is read again."""
    for error in errors:
        if error.type_name == "ERR_TAG_NAME_MISMATCH":
            # "Opening and ending tag mismatch: nav and div": the end tag first.
            _, _, names = error.message.partition(": ")
            if names.partition(" and ")[0].lower() in CLOSING:
                return True
    return False


def close_open_divs(html: str) -> str:
    """``html`` with the ``</div>`` a browser's tree builder implies written out
    (see the module); the same string when none is missing. Read in one
    compiled pass (:mod:`..scan.open_divs`; its Python reference:
    :func:`..scan.open_divs_reference.close_open_divs`)."""
    return divs_closed(html, _TRACKED_NAMES, _HEADING_NAMES, "table", _CLOSE_DIV)


_TRACKED_NAMES = tuple(sorted(TRACKED))
_HEADING_NAMES = frozenset(HEADINGS)
