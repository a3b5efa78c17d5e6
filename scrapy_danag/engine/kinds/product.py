"""A product page's furniture: what is on the page but not the product's own text.

In flows a block's class and id; out comes whether they name furniture on a page
judged a product: every page's furniture words (:mod:`..tree.furniture`) and
``review``. A shop's customer reviews are its comment thread: WCXB's gold for a
product holds what the shop says of it, its description and specifications. The
reviews are often the page's densest text, so the line phases seed in them and
their container becomes the article element; the tree steps therefore run again
on a page judged a product, with this furniture (``extended_boundary``), and a
seed whose article element is named so is refused like a comment thread. The word
is furniture only on pages judged products: on an article it often names the
article itself (a review site's ``review-body``), and as a furniture word on
every page it cost articles 0.003 of word F1 (docs/research/page-kinds.md).
"""

from __future__ import annotations

import re

from ..tree.furniture import FURNITURE_NAMES

#: class/id words of a product page's furniture: every page's and ``review``
#: (``rating``, ``question``, ``faq``, ``ugc`` and words of recommendations were
#: measured too: no better, or worse; docs/research/page-kinds.md). One pattern, one scan.
PRODUCT_FURNITURE = re.compile(rf"{FURNITURE_NAMES.pattern}|review")


def product_furniture(names: str) -> bool:
    """True when a block's class and id (``names``) name furniture on a product page."""
    return bool(names) and PRODUCT_FURNITURE.search(names.lower()) is not None
