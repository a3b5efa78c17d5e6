"""The page's declared main content: its ``<main>`` element, or the element
with ARIA's ``main`` landmark role.

A service page is a run of sections (what is offered, how it works, what
clients say, whom to call); a listing or a collection is a run of items, often
in several groups. The line model finds the densest of them -- one section, one
group -- and stops where a short heading or a block of links comes between. The
page says where all of them stand: HTML's ``main`` element, or ``role="main"``
where the design predates it. In flow the page's tree; out comes that element,
whose text (read as a record container's, without controls and hidden blocks)
replaces the text found when it holds :data:`MAIN_WIDER` times as much. A page
that declares no main, judged with confidence, is read whole: its ``body``
without its header, footer, navigation and asides, at :data:`BODY_WIDER` times.
Articles, products and forums keep the line model's text: their ``main`` holds
a byline box, a gallery, related items or a thread's forms beside the content
(measured: their word F1 fell).
"""

from __future__ import annotations

from lxml import etree

from ..nodes.landmark import declared_main as first_declared_main

#: Kinds whose main content is the whole of the page's sections or items.
SECTION_KINDS = frozenset({"service", "listing", "collection"})
#: The declared main replaces the text found when it holds this many times its
#: characters: the line model then found one section of several. (On WCXB's
#: development pages the gain is flat from 1.0 to 2.0 and falls slowly after:
#: at 1.0, pages whose main adds a sign-up box lose more.)
MAIN_WIDER = 1.5
#: A page that declares no main: its body without its header, footer, navigation
#: and asides stands for it, when it holds this many times the text found and
#: the kind was judged with confidence (on WCXB's development pages the gain is
#: flat from 1.5 to 3.0; without the confidence, a blog post misjudged a
#: collection took its sidebars' headings, readability's headings F1 0.859 ->
#: 0.822).
BODY_WIDER = 2.0


def declared_main(root: etree._Element) -> etree._Element | None:
    """The page's ``<main>`` (or ``role="main"``) element, the first one in
    document order, or None: one walk in C (:mod:`..nodes.landmark`)."""
    return first_declared_main(root)


def main_or_body(root: etree._Element, body_too: bool) -> tuple[etree._Element | None, float]:
    """The page's declared main and :data:`MAIN_WIDER`; on a page that declares
    none, its ``body`` and :data:`BODY_WIDER` when ``body_too`` (the page's kind
    judged with confidence: the whole page is a bolder guess than the part it
    declares), else None."""
    main = declared_main(root)
    if main is not None:
        return main, MAIN_WIDER
    if not body_too:
        return None, BODY_WIDER
    return (root if root.tag == "body" else root.find("body")), BODY_WIDER
