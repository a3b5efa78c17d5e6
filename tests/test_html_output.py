"""HTML output is safe to show as it is: only allow-listed elements and
attributes, no address that runs a script, on hostile markup and every page;
and a link's address is read and joined as a browser reads it."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urljoin

import pytest
from lxml import html

from scrapy_danag import extract
from scrapy_danag.engine.rendering.links import resolve
from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED, page

#: Article text around the hostile markup, so that the article is chosen.
TEXT = (
    "The harbour board met on Tuesday and agreed to dredge the channel before the "
    "autumn storms, so that the ferries can keep to their timetable through winter. "
)

#: The elements and attributes the HTML output may hold.
ALLOWED = {
    "p": set(),
    "h1": set(),
    "h2": set(),
    "h3": set(),
    "h4": set(),
    "h5": set(),
    "h6": set(),
    "ul": set(),
    "ol": {"start"},
    "li": set(),
    "blockquote": set(),
    "pre": set(),
    "code": {"class"},
    "table": set(),
    "thead": set(),
    "tbody": set(),
    "tr": set(),
    "th": set(),
    "td": set(),
    "a": {"href"},
    "strong": set(),
    "em": set(),
    "img": {"src", "alt"},
}


_SAFE_URL_RE = re.compile(r"^(?:https?:|mailto:|ftp:|tel:|[^:]*$|[^:/?#]*[/?#])", re.IGNORECASE)


def unsafe_parts(fragment: str) -> list[str]:
    """What in an HTML fragment is not on the allow-list, or is a URL that runs."""
    if not fragment.strip():
        return []
    root = html.fragment_fromstring(fragment, create_parent="div")
    problems = []
    for element in root.iter():
        if element is root:
            continue
        if not isinstance(element.tag, str) or element.tag not in ALLOWED:
            problems.append(f"element {element.tag!r}")
            continue
        for name, value in element.attrib.items():
            if name not in ALLOWED[element.tag]:
                problems.append(f"attribute {name!r} on {element.tag}")
            elif name in ("href", "src") and not _SAFE_URL_RE.match(value.strip()):
                problems.append(f"{name}={value!r}")
            elif name == "class" and not re.fullmatch(r"language-[\w+#.-]+", value):
                problems.append(f"class={value!r}")
    return problems


HOSTILE_ARTICLE = page(
    "<article>",
    f'<p onclick="steal()">{TEXT}<a href="javascript:alert(1)">a script link</a></p>',
    f'<p style="color:red">{TEXT}<a href=" JaVa&#10;ScRiPt:alert(2)">a hidden script</a></p>',
    f'<p>{TEXT}<a href="vbscript:msgbox(3)">old script</a> <a href="data:text/html,x">data</a></p>',
    f'<p>{TEXT}<img src="data:image/png;base64,AAAA" alt="inline" onerror="steal()"></p>',
    f'<p>{TEXT}<img src="javascript:alert(4)" alt="x"><iframe src="/frame"></iframe></p>',
    f'<p>{TEXT}<svg onload="steal()"><text>drawn</text></svg><object data="x.swf"></object></p>',
    f'<p>{TEXT}<a href="/ok" onmouseover="steal()" target="_blank">a fine link</a></p>',
    '<pre class="language-js&quot; onload=&quot;x">let a = 1;</pre>',
    "</article>",
)


@pytest.mark.parametrize("images", [False, True])
def test_html_output_drops_scripts_handlers_and_script_urls(images: bool) -> None:
    fragment = extract(HOSTILE_ARTICLE, output_format="html", include_images=images).main_content
    assert unsafe_parts(fragment) == []
    assert "a script link" in fragment and "a fine link" in fragment
    assert 'href="/ok"' in fragment
    assert "javascript" not in fragment.lower() and "data:" not in fragment
    markdown = extract(
        HOSTILE_ARTICLE, output_format="markdown", include_images=images
    ).main_content
    assert "javascript" not in markdown.lower() and "data:" not in markdown
    assert "](/ok)" in markdown


@pytest.mark.parametrize("base", [None, "https://example.org/news/item.html"])
@pytest.mark.parametrize(
    ("href", "expected"),
    [
        ("\x01javascript:alert(1)", None),  # a browser strips C0 controls at the ends
        ("https://example.com/a\x1f", "https://example.com/a"),
        (" JaVa\nScRiPt:alert(2)", None),
        ("data:text/html,x", None),
        ("javascript :alert(3)", None),  # no scheme to urllib; a relative path to a page
        ("MAILTO:someone@example.com", "MAILTO:someone@example.com"),
        ("http://[::1", None),  # an address urllib cannot read
    ],
)
def test_a_link_address_is_resolved_and_checked_as_a_browser_reads_it(
    href: str, expected: str | None, base: str | None
) -> None:
    if base is not None and href == "javascript :alert(3)":
        expected = "https://example.org/news/javascript :alert(3)"
    assert resolve(href, base) == expected


@pytest.mark.parametrize(
    "base",
    [
        "https://example.org/news/item.html",
        "https://example.org:8443/a/b/?q=1#top",
        "http://example.org",
        "https://example.org/a/./b/../c",  # dots in the base stay where urljoin keeps them
        "HTTPS://Example.org/a;p?x",  # a base of no plain shape: urljoin for all
    ],
)
@pytest.mark.parametrize(
    "href",
    [
        "https://example.com/a/b?x=1&y=2#part",
        "http://example.com",
        "https://example.com/a//b/../c",  # an absolute address keeps its dots
        "https://example.com/a?",  # urljoin drops an empty query, fragment, parameter
        "https://example.com/a#",
        "https://example.com/a?#f",
        "https://example.com/a;",
        "HTTPS://example.com/a",
        "https://user@example.com/a",
        "#section-2",
        "#a#b",
        "#",
        "/",
        "/docs/page?x=1#y",
        "/a//b",
        "/a/./b",
        "/a/../b",
        "/a/b/..",
        "/.well-known/x",
        "/a?",
        "//cdn.example.com/x",
        "?page=2",
        "page.html",
    ],
)
def test_links_are_joined_to_the_base_as_urljoin_joins_them(href: str, base: str) -> None:
    # The common shapes are joined without urljoin; the answer must be its own.
    assert resolve(href, base) == urljoin(base, href)


def test_html_output_of_every_shipped_page_and_hostile_shape_is_allowed_markup() -> None:
    for real in read_corpus(SHIPPED / "readability"):
        fragment = extract(real.read_bytes(), output_format="html", include_images=True)
        assert unsafe_parts(fragment.main_content) == [], real.id
    for name, make in hostile_shapes().items():
        fragment = extract(*make(16 * 1024), output_format="html", include_images=True)
        assert unsafe_parts(fragment.main_content) == [], name


def test_html_output_of_every_dev_page_is_allowed_markup(corpora: Any) -> None:
    for name in ("readability", "trafilatura", "wcxb"):
        for real in read_corpus(corpora / name):
            result = extract(real.read_bytes(), real.url, output_format="html", include_images=True)
            assert unsafe_parts(result.main_content) == [], f"{name}/{real.id}"
