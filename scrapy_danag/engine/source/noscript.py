"""A page whose text is in its ``<noscript>``: what the site serves to readers
without scripts.

Some publishing systems (forum software above all) send an empty shell that
scripts fill, and put the whole page for crawlers and script-less readers in a
``<noscript>``. Every other ``<noscript>`` is a tracking pixel or a "please
enable JavaScript" line, rightly removed with the scripts. The one that holds
more text than the rest of the page is the page: its tags are unwrapped so its
content is read as any other.
"""

from __future__ import annotations

from ..scan.elements import element_spans
from ..thesis.preprocess import remove_scripts_styles_comments
from .markup import without_tags

#: A ``<noscript>`` with less text than this is a notice, never the page.
LEAST_TEXT = 200


def visible_chars(html: str) -> int:
    """Characters of text in ``html``, whitespace runs counted as one."""
    return len(" ".join(without_tags(html, " ").split()))


def unwrap_noscript_page(html: str) -> str:
    """``html`` with its largest ``<noscript>`` unwrapped when it holds more text
    than everything outside it; otherwise ``html`` unchanged. The elements are
    found by a compiled pass (:mod:`..scan.elements`); an unclosed one runs to
    the end, as in the scanner that removes it, and is not among them."""
    largest: tuple[int, int, int, int] | None = None
    for span in element_spans(html, "noscript"):
        if largest is None or span[2] - span[1] > largest[2] - largest[1]:
            largest = span
    if largest is None:
        return html
    start, inner_start, inner_end, end = largest
    inner = html[inner_start:inner_end]
    inner_text = visible_chars(remove_scripts_styles_comments(inner))
    if inner_text < LEAST_TEXT:
        return html
    if inner_text <= visible_chars(remove_scripts_styles_comments(html)):
        return html
    return html[:start] + inner + html[end:]
