"""What in a rendered main content would be unsafe to show as it is.

Issue 19 promises HTML output that a page can show without cleaning it again,
and Markdown that a renderer turns into nothing but the content's own
structure. Both promises must hold for every page a crawl meets, damaged ones
included, so the check stands here, shared by the tests (every dev page, the
hostile shapes) and ``benchmarks/mutations.py`` (pages damaged at random),
rather than in one test module.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from lxml import html

#: The elements the HTML output may hold, each with the attributes it may carry.
ALLOWED_MARKUP: dict[str, frozenset[str]] = {
    **{
        tag: frozenset()
        for tag in (
            *("p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "li", "blockquote", "pre"),
            *("table", "thead", "tbody", "tr", "th", "td", "strong", "em"),
        )
    },
    "ol": frozenset({"start"}),
    "code": frozenset({"class"}),
    "a": frozenset({"href"}),
    "img": frozenset({"src", "alt"}),
}

#: An address that runs nothing where it is followed: a web, mail, file-transfer
#: or telephone scheme, or no scheme at all (a ``:`` only after the path begins).
_SAFE_ADDRESS_RE = re.compile(r"^(?:https?:|mailto:|ftp:|tel:|[^:]*$|[^:/?#]*[/?#])", re.IGNORECASE)
_CODE_CLASS_RE = re.compile(r"language-[\w+#.-]+")


def unsafe_address(address: str) -> bool:
    """Whether following ``address`` could run a script (``javascript:``,
    ``data:``, ``vbscript:`` or any other scheme but the safe ones)."""
    return not _SAFE_ADDRESS_RE.match(address.strip())


def unsafe_html(fragment: str) -> list[str]:
    """What in an HTML fragment is not on :data:`ALLOWED_MARKUP`, or is an
    address that runs: one description each, none when it is safe."""
    if not fragment.strip():
        return []
    root = html.fragment_fromstring(fragment, create_parent="div")
    problems = []
    for element in root.iterdescendants():
        if not isinstance(element.tag, str) or element.tag not in ALLOWED_MARKUP:
            problems.append(f"element {element.tag!r}")
            continue
        for name, value in element.attrib.items():
            if name not in ALLOWED_MARKUP[element.tag]:
                problems.append(f"attribute {name!r} on {element.tag}")
            elif name in ("href", "src") and unsafe_address(value):
                problems.append(f"{name}={value!r}")
            elif name == "class" and not _CODE_CLASS_RE.fullmatch(value):
                problems.append(f"class={value!r}")
    return problems


def unsafe_markdown(markdown: str) -> list[str]:
    """What in Markdown a CommonMark renderer would pass on as raw HTML, and
    every link or image whose address runs: one description each.

    Renderers pass raw HTML through by default, so a ``<script>`` the page
    showed as text must come out escaped; and they differ in which addresses
    they refuse, so every destination is checked here, none left to the
    renderer. Needs ``markdown-it-py`` (the ``test`` extra)."""
    problems = []
    for block in _every_link_parser().parse(markdown):
        for token in (block, *(block.children or ())):
            if token.type in ("html_block", "html_inline"):
                problems.append(f"raw HTML {token.content.strip()[:60]!r}")
            for name in ("href", "src"):
                address = token.attrGet(name)
                if isinstance(address, str) and unsafe_address(address):
                    problems.append(f"{name}={address!r}")
    return problems


@cache
def _every_link_parser() -> Any:
    """A CommonMark parser that refuses no link, so that every destination is
    seen; built once, on the first Markdown checked."""
    try:
        from markdown_it import MarkdownIt
    except ImportError as error:  # pragma: no cover - the test extra installs it
        raise ImportError(
            "checking Markdown needs markdown-it-py: pip install 'scrapy-danag[test]'"
        ) from error

    class EveryLink(MarkdownIt):
        def validateLink(self, url: str) -> bool:
            return True

    return EveryLink("commonmark")
