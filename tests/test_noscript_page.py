"""A page served as a script shell with its text in ``<noscript>`` (forum software
does this): the text is read; small ``<noscript>`` notices still are not."""

from __future__ import annotations

from scrapy_danag import extract
from scrapy_danag.engine.source.noscript import unwrap_noscript_page

_POSTS = "".join(
    f'<div class="topic-body crawler-post"><div class="crawler-post-meta">'
    f'<span class="creator"><a href="/u/user{k}">user{k}</a></span>'
    f'<time datetime="2024-09-0{k}">September {k}, 2024</time></div>'
    f'<div class="post"><p>Reply number {k}: the update broke document reviews for our '
    f"team, and the grammar checks no longer run at all since last night.</p></div></div>"
    for k in range(1, 6)
)

SHELL = (
    "<!DOCTYPE html><html><head><title>Update broken - Community</title>"
    '<script src="/app.js"></script></head><body>'
    "<noscript><p>This site works best with JavaScript enabled.</p></noscript>"
    '<div id="app"></div>'
    '<noscript data-path="/t/update-broken/1"><header><a href="/">Community</a></header>'
    '<div id="main-outlet" role="main"><h1>Update broken</h1>'
    f"{_POSTS}</div></noscript></body></html>"
)


def test_the_page_in_a_noscript_is_extracted() -> None:
    result = extract(SHELL)
    assert "Reply number 1: the update broke document reviews" in result.main_content
    assert "Reply number 5:" in result.main_content
    assert "works best with JavaScript" not in result.main_content


def test_a_noscript_notice_beside_a_real_page_stays_out() -> None:
    html = (
        "<html><body><noscript><p>Please enable JavaScript to use every feature of this "
        "site.</p></noscript><article>"
        + "<p>An article paragraph long enough to be the text of this page, and more.</p>" * 8
        + "</article></body></html>"
    )
    assert unwrap_noscript_page(html) == html
    assert "enable JavaScript" not in extract(html).main_content


def test_unwrapping_keeps_the_noscript_content_and_drops_only_its_tags() -> None:
    unwrapped = unwrap_noscript_page(SHELL)
    assert '<noscript data-path="/t/update-broken/1">' not in unwrapped
    assert '<div id="main-outlet" role="main">' in unwrapped
    assert "<noscript><p>This site works best" in unwrapped  # the notice is left to removal


def test_an_unclosed_noscript_changes_nothing() -> None:
    html = "<html><body><p>text</p><noscript>" + "<p>hidden words here</p>" * 50
    assert unwrap_noscript_page(html) == html
