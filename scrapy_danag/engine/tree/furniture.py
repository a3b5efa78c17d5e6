"""What page furniture looks like in the tree: the words ``addanag+`` judges by.

Furniture is everything on a page that is not its article: navigation, sidebars,
comment threads, share bars, related links, sign-up and cookie boxes, author
boxes, footers. Two questions use these definitions: does a seed region stand in
furniture (:mod:`.dom`), and which blocks inside the article element are not its
own text (:mod:`.article`).
"""

from __future__ import annotations

import re

#: Elements that are furniture by their tag (``header`` and ``footer`` only as the
#: page's, not an article's: :func:`.dom.LineTree.set_aside`).
FURNITURE_TAGS = ("footer", "nav", "aside", "header")
#: ARIA landmark roles that say the same of any element (``<div role="navigation">``
#: is a ``<nav>``), and the roles of menus, dialogs and search boxes.
FURNITURE_ROLES = frozenset(
    {
        "navigation",
        "complementary",
        "contentinfo",
        "banner",
        "search",
        "menu",
        "menubar",
        "dialog",
        "alertdialog",
    }
)

#: class/id words of furniture. Each word was measured alone on both dev corpora
#: (docs/benchmarks.md); ``caption`` (+0.005 on trafilatura, -0.004 on
#: readability: the two golds disagree on captions), ``meta``, ``date``,
#: ``teaser`` and ``hidden`` were not kept; ``popular`` (a "Most popular" box)
#: came in session 23, ``trending`` was measured and left out; ``signature`` (a
#: forum member's line under each post) in session 24, ``profile`` not kept.
#: Lower-case, matched against lower-cased names: ``re.IGNORECASE`` makes the engine try
#: every word at every character (asked of every block of an article, that cost
#: 2 % of the extraction's time); case-sensitive, it skips to the words' first
#: letters.
FURNITURE_NAMES = re.compile(
    r"comment|disqus|share|sharing|social|related|newsletter|subscribe|promo|sponsor|"
    r"advert|cookie|author|bio|credit|copyright|tags|sidebar|footer|popular|signature"
)


def named_furniture(names: str) -> bool:
    """True when an element's class and id (``names``) name furniture (a sidebar, comments)."""
    return bool(names) and FURNITURE_NAMES.search(names.lower()) is not None
