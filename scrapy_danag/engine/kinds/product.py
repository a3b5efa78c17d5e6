"""A product page's own text: its description and specifications, not its reviews.

In flows the article element the line algorithm chose on a page judged a product
(its line tree and the element); out come the element's lines read again with
one more word of furniture, ``review``. A shop's customer reviews are its
comment thread: WCXB's gold for a product holds what the shop says of it. The
word is furniture only on pages judged products: on an article it often names
the article itself (a review site's ``review-body``), and as a furniture word on
every page it cost articles 0.003 of word F1 (docs/benchmarks.md). A wrapper
holding most of the element's text stays whatever its name, as for every
furniture word (:func:`..tree.article.article_lines`).
"""

from __future__ import annotations

import re

from lxml import etree

from ..tree.article import lines_with_lead
from ..tree.blocks import Lines
from ..tree.dom import LineTree
from ..tree.furniture import named_furniture

#: class/id words of a product page's furniture beyond every page's.
PRODUCT_FURNITURE = re.compile(r"review")


def product_furniture(names: str) -> bool:
    """True when a block's class and id name furniture on a product page."""
    if not names:
        return False
    return named_furniture(names) or PRODUCT_FURNITURE.search(names.lower()) is not None


def product_lines(tree: LineTree, element: etree._Element, structure: bool = False) -> Lines:
    """The product's lines in ``element``, its reviews left out (with their shapes
    when ``structure``); no lines when nothing else is left."""
    return lines_with_lead(element, tree, structure, product_furniture)
