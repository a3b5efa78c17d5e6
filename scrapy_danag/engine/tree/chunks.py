"""An article its publisher cut into chunks.

Some publishers (Medium among them) write an article as a run of sibling
blocks of one class, a full-width figure between two of them; the line phases
and the tree steps then settle on the chunk holding the densest lines, and the
article stops at its first picture. A chunk is recognised by its shape alone:
the element chosen (or the ancestor holding just its text) has siblings of its
own tag and class that hold together a good share of its text (:data:`OTHERS`);
their parent is then the article. In flows the chosen element, out comes that
parent or nothing.
"""

from __future__ import annotations

from lxml import etree

from .dom import LineTree
from .measure import visible_length
from .tags import PAGE_ROOTS  # where climbing stops: past them is the whole page

#: The other chunks must hold together this share of the chosen one's text: a
#: short block of the same class after an article (a share bar, a note) is no
#: second chunk of it. On the dev corpora any share from 0.11 to 0.45 chooses
#: the same pages.
OTHERS = 0.25


def _class(tree: LineTree, element: etree._Element) -> str:
    return tree.attributes(element).get("class", "").strip()


def _adds_text(parent: etree._Element, child: etree._Element) -> bool:
    """True when ``parent`` holds text outside ``child``. Only the other
    children are measured, never ``child`` again, so that climbing a deep chain
    of wrappers costs the page's size once, not once per level."""
    if (parent.text or "").strip():
        return True
    for sibling in parent:
        if (sibling.tail or "").strip():
            return True
        if sibling is not child and isinstance(sibling.tag, str) and visible_length(sibling):
            return True
    return False


def chunked_container(tree: LineTree, element: etree._Element) -> etree._Element | None:
    """The parent of the chunks the article ``element`` is one of, or None when
    it is no chunk: the element, or its highest ancestor holding no more text,
    has siblings of its tag and class (a class it has) holding together
    :data:`OTHERS` of its text or more."""
    top, length = element, visible_length(element)
    parent = top.getparent()
    while parent is not None and parent.tag not in PAGE_ROOTS and not _adds_text(parent, top):
        top, parent = parent, parent.getparent()
    if parent is None or parent.tag in PAGE_ROOTS:
        return None
    name = _class(tree, top)
    if not name:
        return None
    others = sum(
        visible_length(sibling)
        for sibling in parent
        if sibling is not top and sibling.tag == top.tag and _class(tree, sibling) == name
    )
    return parent if others >= OTHERS * length else None
