"""DOM refinement, the boundary fix of ``addanag+``: from chosen lines to an element.

The line phases find the densest part of the article, but stop at the first gap
wider than ``gap`` (figures, embeds, ads) and know nothing of containers. Here the
chosen text is located in the document tree: the smallest element holding most of
it (``cover``), widened to the nearest container, is taken as the article, and
its text is output block by block, leaving out navigation, forms, blocks made
mostly of links (related stories, share bars) and blocks whose class or id names
comments, sharing, related links, sign-ups or ads. When the tree cannot be
built, or the result is much shorter than
the line selection (``guard``, a quarter: the middle of the plateau measured
between 0.1 and 0.5; with no guard nine trafilatura pages came out empty), the
line selection stands.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, cast

import lxml.html
from lxml import etree

from .markup import BLOCK_TAGS

#: Elements never part of an article's text.
SKIPPED = frozenset(
    {"nav", "form", "aside", "footer", "header", "button", "select", "iframe", "svg", "menu"}
)
_BLOCKS = BLOCK_TAGS | {"article", "main", "section", "figure", "figcaption"}
_REMOVED = ("script", "style", "noscript", "template")
#: class/id words of blocks inside an article that are never its own text:
#: comment threads, share bars, related links, sign-up boxes, ads. (Measured: a
#: longer list with sidebar/widget/banner/breadcrumb/pagination/popup/modal
#: emptied one page and cost 0.004 on readability.)
_FURNITURE_NAMES = re.compile(
    r"comment|disqus|share|sharing|social|related|newsletter|subscribe|promo|sponsor|"
    r"advert|cookie",
    re.IGNORECASE,
)
#: Page furniture a seed region must not come from.
_BOILERPLATE = frozenset({"footer", "nav", "aside", "header"})
#: What an article can be: the chosen text's element is widened to the nearest one.
CONTAINERS = frozenset({"div", "article", "main", "section", "td", "body", "html", "center"})
_MIN_TEXT = 3


def _squash(text: str) -> str:
    return " ".join(text.split())


def parse_page(html: str) -> etree._Element | None:
    """The page's tree without scripts, styles and comments, or None if unparsable."""
    return _parse(html)


def in_boilerplate(root: etree._Element, text: str, probes: int = 3) -> bool:
    """True when ``text`` stands mostly inside navigation, header, footer or aside.

    Used to reject a seed region: the densest text of a page is sometimes its
    footer's legal notice, which is never the article. Thirty characters from the
    middle of each of the longest paragraphs of ``text`` are looked up in the tree
    (one XPath search each, in C, instead of a Python walk over every node: 15 %
    faster for the whole algorithm, scores within 0.001) and the hits vote.
    """
    paragraphs = sorted(text.split("\n"), key=len, reverse=True)[:probes]
    votes = inside = 0
    for paragraph in paragraphs:
        squashed = _squash(paragraph)
        middle = len(squashed) // 2
        snippet = squashed[max(0, middle - 15) : middle + 15].strip()
        if len(snippet) < 12:
            continue
        found = cast(
            "list[Any]", root.xpath("//text()[contains(normalize-space(.), $s)]", s=snippet)
        )
        if not found:
            continue
        owner = found[0].getparent()
        if owner is not None and found[0].is_tail:
            owner = owner.getparent()
        votes += 1
        inside += owner is not None and _under_boilerplate(owner)
    return votes > 0 and 2 * inside > votes


def body_text(root: etree._Element) -> str:
    """All text of the page's body: the "selection" of the second pass."""
    body = root.find("body")
    texts = (body if body is not None else root).itertext()
    return _squash(" ".join(t for t in texts if isinstance(t, str)))


def _under_boilerplate(element: etree._Element) -> bool:
    node: etree._Element | None = element
    while node is not None:
        if isinstance(node.tag, str) and node.tag.lower() in _BOILERPLATE:
            return True
        node = node.getparent()
    return False


def _parse(html: str) -> etree._Element | None:
    try:
        parser = lxml.html.HTMLParser(remove_comments=True, remove_pis=True)
        root = lxml.html.document_fromstring(html, parser=parser)
    except (etree.LxmlError, ValueError):
        return None
    etree.strip_elements(root, *_REMOVED, with_tail=False)
    return root


def _texts(element: etree._Element) -> Iterable[str]:
    """The element's own text: its text, and the tails of its children."""
    if element.text:
        yield element.text
    for child in element:
        if child.tail:
            yield child.tail


def refine_with_dom(
    html: str | etree._Element | None,
    selected: str,
    *,
    cover: float = 0.9,
    link_density: float = 0.5,
    guard: float = 0.25,
) -> str:
    """The article text around ``selected`` (the line phases' output), block by block.

    ``html`` is the page, or its tree from :func:`parse_page` (None: unparsable).
    """
    if not selected:
        return selected
    root = _parse(html) if isinstance(html, str) else html
    if root is None:
        return selected
    wanted = _squash(selected)
    elements = [e for e in root.iter() if isinstance(e.tag, str)]
    chosen: dict[etree._Element, int] = {}
    total: dict[etree._Element, int] = {}
    links: dict[etree._Element, int] = {}
    for element in elements:
        mine = hit = 0
        for text in _texts(element):
            squashed = _squash(text)
            mine += len(squashed)
            if len(squashed) >= _MIN_TEXT and squashed in wanted:
                hit += len(squashed)
        chosen[element], total[element], links[element] = hit, mine, 0
    for element in reversed(elements):  # children before parents
        if element.tag == "a":
            links[element] = total[element]
        parent = element.getparent()
        if parent is not None and parent in total:
            chosen[parent] += chosen[element]
            total[parent] += total[element]
            links[parent] += links[element]
    found = chosen[root]
    if found == 0:
        return selected
    article = root
    for element in elements:  # the covering elements form a chain: keep the deepest
        if chosen[element] >= cover * found:
            article = element
    while article.tag.lower() not in CONTAINERS:  # a paragraph is part of an article
        parent = article.getparent()
        if parent is None:
            break
        article = parent

    def skipped(element: etree._Element) -> bool:
        if element is article:
            return False
        tag = element.tag.lower()
        if tag in SKIPPED:
            return True
        size = total[element]
        if tag in _BLOCKS and size > 0 and links[element] > link_density * size:
            return True
        names = f"{element.get('class', '')} {element.get('id', '')}"
        return tag in _BLOCKS and _FURNITURE_NAMES.search(names) is not None

    paragraphs: list[str] = []
    buffer: list[str] = []

    def flush() -> None:
        text = _squash(" ".join(buffer))
        if text:
            paragraphs.append(text)
        buffer.clear()

    stack: list[tuple[etree._Element, bool]] = [(article, False)]
    while stack:  # iterative: a 10,000-deep page must not exhaust the recursion limit
        element, closing = stack.pop()
        block = element.tag.lower() in _BLOCKS
        if closing:
            if block:
                flush()
            if element is not article and element.tail:
                buffer.append(element.tail)
            continue
        if skipped(element):
            if element.tail:
                buffer.append(element.tail)
            continue
        if block:
            flush()
        stack.append((element, True))
        if element.text:
            buffer.append(element.text)
        stack.extend((child, False) for child in reversed(element) if isinstance(child.tag, str))
    flush()
    refined = "\n".join(paragraphs)
    return refined if len(refined) >= guard * len(selected) else selected
