"""Content a script reveals: hidden in the markup, the page's own all the same.

Some pages send their main content hidden and show it once a script has run:
React's streamed rendering puts a late segment in ``<div hidden id="S:1">`` and
moves it into place; a storefront's lock-down app wraps the content of ``main``
in ``style="display:none"`` until it has checked the visitor. Read as hidden,
such a page's only dense text was refused as a dialog's, and a promotion line
or the footer came out instead. In flow a hidden element of the line tree; out
comes whether it is such content: an element with the ``hidden`` attribute
(HTML's "not yet relevant") holding most of the text of the page, or of the
``main`` it stands in, or one hidden by an inline ``display:none`` holding most
of the text of its ``main`` (a page declares its main content to show it). A
dialog outside ``main`` hidden by its style, or by a class or ``aria-hidden``
of the site's design, stays hidden, however long its text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from lxml import etree

from .measure import visible_length


class _Tree(Protocol):
    """What is read of the line tree (:class:`.dom.LineTree`)."""

    @property
    def root(self) -> etree._Element: ...

    def attributes(self, element: etree._Element) -> Mapping[str, str]: ...


def _inline_none(attributes: Mapping[str, str]) -> bool:
    return "display:none" in "".join(attributes.get("style", "").lower().split())


def revealed_by_script(
    tree: _Tree, element: etree._Element, lengths: dict[etree._Element, float]
) -> bool:
    """True when the hidden ``element`` is the page's content a script shows;
    ``lengths`` keeps the text length of each ``main`` (or root) measured."""
    attributes = tree.attributes(element)
    main = next(element.iterancestors("main"), None)
    if "hidden" in attributes:
        whole = tree.root if main is None else main
    elif main is not None and _inline_none(attributes):
        whole = main
    else:
        return False
    if whole not in lengths:
        lengths[whole] = visible_length(whole)
    return 2 * visible_length(element) > lengths[whole]
