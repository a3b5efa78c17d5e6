"""HTML output is safe to show as it is: only allow-listed elements and
attributes, no address that runs a script, on hostile markup and every page;
Markdown holds no raw HTML a renderer would pass on, nor such an address; and
a link's address is read and joined as a browser reads it."""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote, urljoin

import pytest
from lxml import html
from markdown_it import MarkdownIt

from scrapy_danag import extract
from scrapy_danag.engine.rendering.links import resolve
from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.hostile import hostile_shapes
from scrapy_danag.evaluation.safety import unsafe_html, unsafe_markdown

from .conftest import SHIPPED, page

#: Article text around the hostile markup, so that the article is chosen.
TEXT = (
    "The harbour board met on Tuesday and agreed to dredge the channel before the "
    "autumn storms, so that the ferries can keep to their timetable through winter. "
)

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
    assert unsafe_html(fragment) == []
    assert "a script link" in fragment and "a fine link" in fragment
    assert 'href="/ok"' in fragment
    assert "javascript" not in fragment.lower() and "data:" not in fragment
    markdown = extract(
        HOSTILE_ARTICLE, output_format="markdown", include_images=images
    ).main_content
    assert "javascript" not in markdown.lower() and "data:" not in markdown
    assert unsafe_markdown(markdown) == []
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
    ("href", "base", "expected"),
    [
        # Before the query, a browser reads a backslash as a slash in web addresses.
        ("\\blog\\post", "https://example.org/a/b.html", "https://example.org/blog/post"),
        ("..\\up\\x", "https://example.org/a/b/c", "https://example.org/a/up/x"),
        ("\\\\cdn.example.com\\x", "https://example.org/", "https://cdn.example.com/x"),
        ("https://example.com\\a\\b?q=\\x#\\y", None, "https://example.com/a/b?q=\\x#\\y"),
        ("\\docs\\x", None, "/docs/x"),  # no base: a web page's link
        ("mailto:a\\b@example.com", None, "mailto:a\\b@example.com"),  # not a web scheme
    ],
)
def test_backslashes_in_a_web_address_are_read_as_a_browser_reads_them(
    href: str, base: str | None, expected: str
) -> None:
    assert resolve(href, base) == expected


def test_markdown_and_html_give_a_link_the_same_address() -> None:
    hrefs = ["/a b(c)", "/x)y", "/p<q>", "/k?q=a\\)b", "/e\\f", "/r%20s", "/w]x", "/ü/ß"]
    # Written twice escaped, as some pages write them, the value holds the
    # references, which CommonMark would decode in a destination; a no-break
    # space at the end, which markdown-it drops.
    hrefs += ["/m?a=1&amp;amp;b=2", "/n?t=it&amp;#x27;s", "/o/&nbsp;"]
    links = " ".join(f'<a href="{href}">link {n}</a>' for n, href in enumerate(hrefs))
    article = page("<article>", f"<p>{TEXT}</p>", f"<p>{TEXT} {links}</p>")
    url = "https://example.org/news/item.html"
    fragment = extract(article, url, output_format="html").main_content
    in_html = [unquote(a.get("href", "")) for a in html.fromstring(fragment).iter("a")]
    markdown = extract(article, url, output_format="markdown").main_content
    in_markdown = [
        unquote(str(token.attrGet("href")))
        for block in MarkdownIt("commonmark").parse(markdown)
        for token in block.children or ()
        if token.type == "link_open"
    ]
    assert len(in_html) == len(hrefs)
    assert in_markdown == in_html
    assert "https://example.org/k?q=a\\)b" in in_html  # kept in the query
    assert "https://example.org/e/f" in in_html  # a slash in the path
    assert "https://example.org/m?a=1&amp;b=2" in in_html
    assert "https://example.org/n?t=it&#x27;s" in in_html


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


def test_markup_the_page_shows_as_text_stays_text_in_markdown() -> None:
    shown = (
        "&lt;script&gt;alert(1)&lt;/script&gt;, &lt;img src=x onerror=alert(2)&gt;, "
        "&lt;!-- a comment --&gt;, &lt;javascript:alert(3)&gt; and &lt;/p&gt;"
    )
    article = page("<article>", f"<p>{TEXT}</p>", f"<p>Type {shown} into the box. {TEXT}</p>")
    markdown = extract(article, output_format="markdown").main_content
    assert unsafe_markdown(markdown) == []
    rendered = MarkdownIt("commonmark").render(markdown)
    # Rendered, it reads as the page showed it: as text.
    as_text = str(html.fromstring(rendered).xpath("string()"))
    assert shown.replace("&lt;", "<").replace("&gt;", ">") in as_text


def test_html_and_markdown_of_every_shipped_page_and_hostile_shape_are_safe() -> None:
    for real in read_corpus(SHIPPED / "readability"):
        for output_format, unsafe in (("html", unsafe_html), ("markdown", unsafe_markdown)):
            result = extract(real.read_bytes(), output_format=output_format, include_images=True)
            assert unsafe(result.main_content) == [], f"{real.id} as {output_format}"
    for name, make in hostile_shapes().items():
        for output_format, unsafe in (("html", unsafe_html), ("markdown", unsafe_markdown)):
            result = extract(*make(16 * 1024), output_format=output_format, include_images=True)
            assert unsafe(result.main_content) == [], f"{name} as {output_format}"


def test_html_and_markdown_of_every_dev_page_are_safe(corpora: Any) -> None:
    for name in ("readability", "trafilatura", "wcxb"):
        for real in read_corpus(corpora / name):
            data = real.read_bytes()
            for output_format, unsafe in (("html", unsafe_html), ("markdown", unsafe_markdown)):
                result = extract(data, real.url, output_format=output_format, include_images=True)
                assert unsafe(result.main_content) == [], f"{name}/{real.id} as {output_format}"
