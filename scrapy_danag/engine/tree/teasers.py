"""Lists of teasers: other stories' titles, each linked to its page, each
with its summary in a block of its own.

A box of the latest or related stories is often denser than a short story:
its summaries are sentences, and only its titles are links, so the link
density that tells a box of links from the article's text does not tell it.
Its shape does: every item opens with a link to another page of the site,
and a block with no link in it holds the summary. A list the writer made opens
its items with text, or with a link and the rest of a sentence after it in the
same block, or links out of the site (a list of books, each linked to where to
buy it, each with the writer's review: a page of WCXB); an accordion of
questions opens each with a link going nowhere (``#``), its answer hidden
until asked. A link to the same site is written relative to the page's
address, or names the page's host (:attr:`.tags.TagView.site`: the address
it was fetched from or, given none, the one it declares).

In flows a list element, how the article's walk reads tags (:class:`.tags.TagView`)
and the text sizes it measured; out comes whether the list is teasers, which
the article's walk then leaves out (:mod:`.article`).
"""

from __future__ import annotations

from collections.abc import Mapping

from lxml import etree

from .tags import TagView, host_of

#: The elements that hold a list of teasers.
TEASER_LISTS = frozenset({"ul", "ol"})
#: Items a list of teasers has at least: two could be a writer's pair of links.
FEWEST_TEASERS = 3
#: Characters of a teaser's linked title at least ("More" or an arrow is a link
#: to a page, not a story's title) and of its summary at least (a sentence, not
#: a date or a count of comments).
TITLE_LEAST = 15
SUMMARY_LEAST = 40
#: Blocks that hold a teaser's summary.
SUMMARY_BLOCKS = frozenset({"div", "p"})


def teaser_list(
    element: etree._Element,
    tags: TagView,
    total: Mapping[etree._Element, int],
    links: Mapping[etree._Element, int],
) -> bool:
    """True when every item of the list ``element`` (:data:`FEWEST_TEASERS` at
    least) is a teaser: it opens with a link to another page of the site holding
    :data:`TITLE_LEAST` characters, and a block of its own with no link holds
    :data:`SUMMARY_LEAST` characters. ``total`` and ``links`` are the characters
    of text and of link text under each element (:func:`.article.text_sizes`)."""
    items = [child for child in element if child.tag == "li"]
    if len(items) < FEWEST_TEASERS:
        return False
    return all(_teaser(item, tags, total, links) for item in items)


def _teaser(
    item: etree._Element,
    tags: TagView,
    total: Mapping[etree._Element, int],
    links: Mapping[etree._Element, int],
) -> bool:
    linked = links.get(item, 0)
    if linked < TITLE_LEAST or total.get(item, 0) - linked < SUMMARY_LEAST:
        return False
    if not any(
        child.tag in SUMMARY_BLOCKS
        and total.get(child, 0) >= SUMMARY_LEAST
        and not links.get(child, 0)
        for child in item
    ):
        return False
    return _opening_link(item, tags)


def _opening_link(item: etree._Element, tags: TagView) -> bool:
    """True when the first text of ``item`` is a link's, and it leads to
    another page of the site (:func:`_within_the_site`)."""
    holder = _first_text_holder(item)
    while holder is not None and holder is not item and holder.tag != "a":
        holder = holder.getparent()
    if holder is None or holder.tag != "a":
        return False
    return _within_the_site(tags.href(holder), tags.site)


def _first_text_holder(item: etree._Element) -> etree._Element | None:
    """The element whose text comes first in ``item`` (a tail's is its parent's)."""
    for event, node in etree.iterwalk(item, events=("start", "end")):
        if event == "start" and (node.text or "").strip():
            return node
        if event == "end" and node is not item and (node.tail or "").strip():
            return node.getparent()
    return None


def _within_the_site(href: str | None, site: str | None) -> bool:
    """True for an address leading to another page of the site ``site``:
    written relative to the page's, or naming its host; not a place in this
    page (``#``) or a script."""
    if href is None:
        return False
    href = href.strip().lower()
    if not href or href.startswith(("#", "javascript:")):
        return False
    if href.startswith("//") or ":" in href.split("/", 1)[0]:
        return site is not None and host_of(href) == site
    return True
