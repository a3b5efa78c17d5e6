"""What an element's own opening tag says about it: its names, role, and whether it shows.

``addanag+`` asks three questions of a block's tag: its ``class`` and ``id`` (do
they name page furniture?), its ARIA ``role`` (is it a navigation or
complementary landmark?) and whether the tag hides the element from readers -- the
``hidden`` attribute, ``aria-hidden="true"``, an inline style with
``display: none`` or ``visibility: hidden``, or a CSS framework's utility class
that means the same (``hidden``, ``d-none``). A browser renders no text of a hidden
element, so it is not the article's, whatever its density -- except a panel the
reader opens, a tab's or an accordion's (:func:`hides`). A fourth asks where a
link leads (:func:`in_page_address`): a block dense in links that all lead to
places in the page is a table of contents, the article's own.

The tree may have been parsed without attributes (:mod:`.dom` reads them back from
the source lines), so the questions go through a :class:`TagView`;
:data:`OWN_TAGS` answers them from the element's own attributes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Protocol
from urllib.parse import urlsplit

from lxml import etree

from ..nodes.attribute_words import holds_words
from ..nodes.openings import OpeningTags
from .furniture import FURNITURE_ROLES

HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: Elements whose class and id describe the page, not a block of it: publishing
#: systems set the page's template and state on ``<body>`` (``content-sidebar``,
#: ``footer-top-hidden``, ``no-sidebars``: 357 of the 2,615 corpus pages), which
#: read as a block's names would make the whole page furniture.
PAGE_ROOTS = frozenset({"body", "html"})
#: Utility classes of the common CSS frameworks (Bootstrap, Tailwind, Foundation)
#: whose rule is ``display: none`` or ``visibility: hidden``.
HIDING_CLASSES = frozenset({"hidden", "hide", "d-none", "invisible"})
_RESPONSIVE_CLASS_RE = re.compile(r"[a-z0-9]+:|d-(?:sm|md|lg|xl|xxl)-")
#: The opening tag at the start of a block line: its name and its attribute source.
OPENING_TAG_RE = re.compile(r"<([A-Za-z][\w:-]*)([^>]*)>")
#: A ``class`` or ``id`` attribute's value, in one of three groups (double-quoted,
#: single-quoted, bare): the names a block's opening tag gives it.
CLASS_AND_ID_RE = re.compile(
    r"""(?<![\w-])(?:class|id)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))""", re.IGNORECASE
)
#: One attribute: its name, then its value if it has one (quoted or bare).
ATTRIBUTE_RE = re.compile(r"""([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?""")


class TagView(Protocol):
    """Answers about an element's own opening tag, and the page's host."""

    @property
    def site(self) -> str | None:
        """The host of the page's address, "www." left off (None when unknown):
        a link naming it leads to another page of the site."""
        ...

    def names(self, element: etree._Element) -> str:
        """The element's class and id, space-separated ("" when it has none, and
        for :data:`PAGE_ROOTS`)."""
        ...

    def ident(self, element: etree._Element) -> str:
        """The element's id ("" when it has none)."""
        ...

    def hidden(self, element: etree._Element) -> bool:
        """True when the element's tag keeps it from being rendered."""
        ...

    def role(self, element: etree._Element) -> str:
        """The element's ARIA ``role``, lower-cased ("" when it has none)."""
        ...

    def set_off(self, element: etree._Element) -> bool:
        """True when the element is hidden or its role is a furniture landmark."""
        ...

    def opening_tags(self) -> OpeningTags | None:
        """The compiled reader of the elements' opening tags when the tree was
        parsed without attributes (:mod:`..nodes.openings`, the one :meth:`names`
        and :meth:`set_off` read); None when the elements carry their own."""
        ...

    def in_page(self, link: etree._Element) -> bool:
        """True when an ``<a>`` element links to a place in the page itself
        (:func:`in_page_address`)."""
        ...

    def in_page_links(self) -> frozenset[etree._Element] | None:
        """Every ``<a>`` element :meth:`in_page` is true of, when the view reads
        them all at once (from the page's source); None when each link is read
        by itself (its own ``href``)."""
        ...

    def href(self, link: etree._Element) -> str | None:
        """The address an ``<a>`` element links to, as written (None when it
        has none, or it cannot be read)."""
        ...


def parse_attributes(text: str) -> dict[str, str]:
    """The attributes written in an opening tag's source (after its name), by name.

    Names are lower-cased; a value loses its quotes; a bare attribute has "".
    One attribute asked of many tags (every link's ``href``) is read by the
    compiled :func:`..scan.attribute_value.attribute_value`, which gives what
    this dictionary holds under its name without building it.
    """
    return {name.lower(): unquoted(value) for name, value in ATTRIBUTE_RE.findall(text)}


def unquoted(value: str) -> str:
    """An attribute's value as written, without its quotes."""
    return value[1:-1] if value[:1] in "\"'" and len(value) > 1 else value


#: MathML's other forms of a formula -- its TeX source, its content markup:
#: a browser renders a formula's first form only, never these, so their text is
#: no reader's (a Wikipedia formula's ``{\displaystyle ...}`` in the article).
NEVER_RENDERED = frozenset({"annotation", "annotation-xml"})

#: ARIA roles of panels the reader opens (a tab's panel, an accordion's section):
#: their content though sent hidden.
OPENED_ROLES = frozenset({"tabpanel", "region"})


def hides(attributes: Mapping[str, str]) -> bool:
    """True when these attributes keep their element from being rendered.

    A panel the reader opens is never hidden here, though it is sent hidden: a
    tab panel (ARIA's ``role="tabpanel"``), opened by its tab -- the same code
    sample in each language, a product's specifications beside its description
    (on WCXB's development pages, documentation 0.921 -> 0.930 word F1, code
    blocks' recall 0.930 -> 0.974) -- and an accordion's panel, a named
    ``role="region"`` opened by its heading's button, or HTML's
    ``hidden="until-found"``, which the browser opens when a search finds it
    (a product's shipping and care sections, a service's questions and
    answers: word F1 0.8575 -> 0.8581, 5 pages up, 2 down).
    """
    if attributes.get("role", "").strip().lower() in OPENED_ROLES:
        return False
    hidden = attributes.get("hidden")
    if hidden is not None:
        return hidden.strip().lower() != "until-found"
    if attributes.get("aria-hidden", "").strip().lower() == "true":
        return True
    style = "".join(attributes.get("style", "").lower().split())
    if "display:none" in style or "visibility:hidden" in style:
        return True
    classes = attributes.get("class", "").lower().split()
    # A utility class hides at every width unless a responsive one shows it again
    # ("hidden md:block", "d-none d-lg-block").
    return not HIDING_CLASSES.isdisjoint(classes) and not any(
        _RESPONSIVE_CLASS_RE.match(name) for name in classes
    )


#: Classes that move text off screen for screen readers (Bootstrap, Tailwind,
#: WordPress, Drupal, HTML5 Boilerplate): present for accessibility, never seen.
SCREEN_READER_CLASSES = frozenset(
    {"sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text", "element-invisible"}
)


def unseen(attributes: Mapping[str, str]) -> bool:
    """True when these attributes hide their element or move it off screen.

    Stricter than :func:`hides`: a screen reader's text is still content (a page's
    text keeps it, measured), but it is not what a reader sees as the headline.
    """
    if hides(attributes):
        return True
    return not SCREEN_READER_CLASSES.isdisjoint(attributes.get("class", "").lower().split())


def unseen_tag(attribute_source: str) -> bool:
    """:func:`unseen` for an opening tag's attribute source, parsed only when it
    mentions something that could hide."""
    if not may_hide(attribute_source):
        lowered = attribute_source.lower()
        if "sr-only" not in lowered and "screen-reader" not in lowered:
            return False
    return unseen(parse_attributes(attribute_source))


#: Words without which an opening tag's source hides nothing (lower case).
HIDING_WORDS = ("hidden", "none", "hide", "invisible")
#: Words without which it neither hides its element nor gives it a role: the
#: cheap test of :meth:`.dom.LineTree.set_off` and :meth:`OwnTags.set_off`, made
#: in C (:mod:`..nodes.openings` on a tag's source, :mod:`..nodes.attribute_words`
#: on an element's own attributes).
SETTING_OFF_WORDS = (*HIDING_WORDS, "role", "aria-modal")
SETTING_OFF_BYTES = tuple(word.encode("ascii") for word in SETTING_OFF_WORDS)


def may_hide(text: str) -> bool:
    """False when an opening tag's source certainly hides nothing (a cheap test)."""
    lowered = text.lower()  # HIDING_WORDS, spelled out: asked of every block a walk reads
    return "hidden" in lowered or "none" in lowered or "hide" in lowered or "invisible" in lowered


def set_off_by(attributes: Mapping[str, str]) -> bool:
    """True when these attributes give their element a furniture landmark's role
    or declare it a modal dialog (``aria-modal="true"``, which ARIA allows only on
    dialogs: a sign-up box, a cookie notice, a policy opened over the page)."""
    if attributes.get("role", "").strip().lower() in FURNITURE_ROLES:
        return True
    return attributes.get("aria-modal", "").strip().lower() == "true"


#: The characters of an address read for its words (the headline's slug, the
#: kind's address words): the most a browser and Scrapy take
#: (``URLLENGTH_LIMIT``), so that an address as long as its page, a hostile
#: one, is read word by word no further than a real one.
ADDRESS_READ = 2083


def host_of(address: str) -> str | None:
    """The host an absolute address names, lower-cased, "www." left off (None
    when it names none or cannot be read)."""
    try:
        host = urlsplit(address.strip()).hostname
    except ValueError:
        return None
    return host.removeprefix("www.") if host else None


def in_page_address(href: str | None) -> bool:
    """True for a link to a place in the page itself (``#history``): a table of
    contents is made of them, and it is the article's own, however dense in
    links. An empty fragment (``#``, a script's button) and a script router's
    address (``#!/page``, ``#/page``) lead nowhere in the page."""
    if href is None:
        return False
    href = href.strip()
    return len(href) > 1 and href[0] == "#" and href[1] not in "!/"


class OwnTags:
    """A :class:`TagView` reading the element's own attributes."""

    site: str | None = None

    def names(self, element: etree._Element) -> str:
        if element.tag in PAGE_ROOTS:
            return ""
        name, ident = element.get("class"), element.get("id")
        if name is None and ident is None:
            return ""  # most blocks: no furniture pattern to search
        return f"{name or ''} {ident or ''}"

    def ident(self, element: etree._Element) -> str:
        return str(element.get("id", ""))

    def hidden(self, element: etree._Element) -> bool:
        # The HTML parser lower-cases attribute names. Without ``hidden`` or
        # ``aria-hidden``, only a class or a style can hide, and most name no
        # hiding word at all (:func:`may_hide`): a records walk asks this of
        # every element, and building each one's attributes cost a quarter of it.
        get = element.get
        if get("hidden") is None and get("aria-hidden") is None:
            named = get("class")
            style = get("style")
            if named is None and style is None:
                return False
            if not may_hide(f"{named or ''} {style or ''}"):
                return False
        return hides({str(k): str(v) for k, v in element.attrib.items()})

    def role(self, element: etree._Element) -> str:
        return str(element.get("role", "")).strip().lower()

    def set_off(self, element: etree._Element) -> bool:
        # Most blocks: no word that hides or gives a role in any attribute,
        # read in C (:mod:`..nodes.attribute_words`), no attribute proxy.
        if not holds_words(element, SETTING_OFF_BYTES):
            return False
        if self.hidden(element):
            return True
        if element.get("role") is None and element.get("aria-modal") is None:
            return False
        return set_off_by(element.attrib)  # type: ignore[arg-type]

    def opening_tags(self) -> OpeningTags | None:
        return None

    def in_page(self, link: etree._Element) -> bool:
        return in_page_address(link.get("href"))

    def in_page_links(self) -> frozenset[etree._Element] | None:
        return None

    def href(self, link: etree._Element) -> str | None:
        return link.get("href")


OWN_TAGS = OwnTags()
