"""A product's declared description, for a product page whose body does not hold it.

In flow the page's JSON-LD scripts and the main content found on a page judged
a product; out comes the description the page declares for its product
(schema.org ``Product`` and its kinds), when the main content holds too few of
its words, or None. WCXB's gold for a product is what the shop says of it, its
description first; a shop built as a script application writes that
description into the page in the browser, from data it also declares for
search engines, and the body sent holds only its frame (a shipping notice, a
footer's links). A description declared but not in the content is then the
content the page lacks (the same test as for a page's declared excerpt,
:mod:`..metadata.excerpt`). A declared description that does not read as
prose (fewer words as written than an excerpt needs, such as one sent
URL-encoded) is not taken.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..metadata.declared import types_of
from ..metadata.excerpt import FEWEST_WORDS, lacks
from ..metadata.structured import StructuredData, read_structured_data
from ..source.markup import without_tags
from ..source.references import unescape

#: The schema.org types that declare a product (``Offer`` and ``Brand`` describe
#: something else).
PRODUCT_TYPES = frozenset({"Product", "ProductGroup", "IndividualProduct", "ProductModel"})


def missing_description(
    main_content: str, scripts: Sequence[str], data: StructuredData | None = None
) -> str | None:
    """The product's declared description, one paragraph a line, when
    ``main_content`` lacks it (``lacks``, :mod:`..metadata.excerpt`); else None.
    ``data``: the page's structured data when the caller read it (its objects
    are those of ``scripts``)."""
    if data is None:
        data = read_structured_data("", keep_meta=lambda name: False, scripts=scripts)
    described = max(_declared_descriptions(data), key=len, default=None)
    if described is None or not lacks(main_content, described):
        return None
    return described


def _declared_descriptions(data: StructuredData) -> Iterator[str]:
    """Each product's description that reads as prose, as text lines."""
    for obj in data.objects:
        description = obj.get("description")
        if not isinstance(description, str) or not types_of(obj) & PRODUCT_TYPES:
            continue
        if len(description.split()) < FEWEST_WORDS:
            continue
        text = unescape(without_tags(description, "\n"))
        lines = (" ".join(line.split()) for line in text.split("\n"))
        yield "\n".join(line for line in lines if line)
