"""What page furniture looks like in the tree: the tags, roles and words ``addanag+`` judges by.

Furniture is everything on a page that is not its article: navigation, sidebars,
comment threads, share bars, related links, sign-up and cookie boxes, author
boxes, footers. Two questions use these definitions: does a seed region stand in
furniture (:mod:`.dom`, :mod:`.covering`), and which blocks inside the article
element are not its own text (:mod:`.article`). In flows an element or its
class and id; out comes whether they are furniture.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lxml import etree

#: Elements that are furniture by their tag (``header`` and ``footer`` only as the
#: page's, not an article's: :func:`furniture_by_tag`).
FURNITURE_TAGS = ("footer", "nav", "aside", "header")
#: Those of :data:`FURNITURE_TAGS` that are furniture wherever they stand.
FURNITURE_ANYWHERE = ("nav", "aside")
#: Those that are the page's furniture only outside :data:`SECTIONING` elements.
FURNITURE_OUTSIDE_SECTIONS = tuple(tag for tag in FURNITURE_TAGS if tag not in FURNITURE_ANYWHERE)
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
#: (docs/research/main-content.md); ``caption`` (+0.005 on trafilatura, -0.004 on
#: readability: the two golds disagree on captions), ``meta``, ``date``,
#: ``teaser`` and ``hidden`` were not kept; ``popular`` (a "Most popular" box)
#: was kept, ``trending`` measured and left out; ``signature`` (a forum member's
#: line under each post) kept, ``profile`` not.
#: Lower-case, matched against lower-cased names: ``re.IGNORECASE`` makes the engine try
#: every word at every character (asked of every block of an article, that cost
#: 2 % of the extraction's time); case-sensitive, it skips to the words' first
#: letters.
FURNITURE_NAMES = re.compile(
    r"comment|disqus|share|sharing|social|related|newsletter|subscribe|promo|sponsor|"
    r"advert|cookie|author|bio|credit|copyright|tags|sidebar|footer|popular|signature"
)


#: Names judged, remembered: a page repeats its class names (two questions in
#: three on the dev corpora were asked before), and every walk of an article
#: asks them of each block again.
NAMES_REMEMBERED = 8192


@lru_cache(maxsize=NAMES_REMEMBERED)
def named_furniture(names: str) -> bool:
    """True when an element's class and id (``names``) name furniture (a sidebar, comments)."""
    return bool(names) and FURNITURE_NAMES.search(names.lower()) is not None


#: Elements that make a ``header`` or ``footer`` inside them theirs, not the page's.
SECTIONING = frozenset({"article", "aside", "main", "nav", "section"})


def furniture_by_tag(element: etree._Element) -> bool:
    """True for ``nav`` and ``aside``, and for a ``header`` or ``footer`` that
    belongs to the page rather than to an article or section.

    ARIA's mapping: a ``header`` is the page's banner, a ``footer`` its
    contentinfo, only outside ``article``, ``aside``, ``main``, ``nav`` and
    ``section``. Inside them they introduce or close their section: some sites set
    the whole article text in the article's ``<header>``.
    """
    tag = element.tag
    if tag not in FURNITURE_TAGS:
        return False
    if tag in FURNITURE_ANYWHERE:
        return True
    return not any(parent.tag in SECTIONING for parent in element.iterancestors())
