"""The address a page's kind is read with: the one it was fetched from, or,
given none, the words of the one it declares (``<link rel="canonical">``,
else ``og:url``); never its shape (depth, slug, digits), which is of its
publishing system's era."""

from __future__ import annotations

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.kinds.address import address_signals, declared_address

from .kind_pages import sentence

SHAPE = {"address:depth", "address:slug words", "address:digits", "address:query"}


def _page(head: str, body: str = "") -> str:
    body = body or "".join(f"<p>{sentence(i)} {sentence(i + 1)}</p>" for i in range(6))
    return f"<html><head><title>A question</title>{head}</head><body>{body}</body></html>"


def test_the_canonical_link_is_the_declared_address() -> None:
    html = _page(
        '<meta property="og:url" content="https://example.org/shop/item-9">'
        '<link href="https://example.org/forum/topic-12-on-tides" rel="canonical nofollow">'
    )
    assert declared_address(html) == "https://example.org/forum/topic-12-on-tides"


def test_without_a_canonical_link_og_url_is_the_declared_address() -> None:
    html = _page(
        '<link rel="alternate" href="https://example.org/feed/canonical.xml">'
        "<meta property='og:url' content='https://example.org/docs/api/tides'>"
    )
    assert declared_address(html) == "https://example.org/docs/api/tides"


@pytest.mark.parametrize(
    "head",
    [
        '<link rel="canonical" href="/forum/topic-12">',  # relative: a template's, maybe
        '<link rel="canonical" href="">',
        '<meta name="description" content="the canonical form of a tide table">',
        "",
    ],
)
def test_a_page_declaring_no_absolute_address_has_none(head: str) -> None:
    body = "<p>A word on the canonical <a href='/x'>form</a> of tables.</p>"
    assert declared_address(_page(head, body)) is None


def test_a_page_repeating_the_word_without_tags_declares_nothing() -> None:
    assert declared_address("canonical og:url " * 100_000) is None


def test_a_declared_address_gives_its_words_not_its_shape() -> None:
    fetched = address_signals("https://example.org/forum/2011/05/topic-12-on-tides?page=2")
    declared = address_signals(
        "https://example.org/forum/2011/05/topic-12-on-tides?page=2", declared=True
    )
    assert fetched.keys() >= SHAPE
    assert not SHAPE & declared.keys()
    assert declared["address:forum"] == fetched["address:forum"] == 1.0
    assert declared["address:date"] == 1.0
    assert declared == {name: fetched[name] for name in declared}


def test_a_page_given_no_address_is_read_with_the_words_of_its_own() -> None:
    html = _page('<link rel="canonical" href="https://example.org/forum/topic-12-on-tides">')
    signals = extract(html).kind_signals
    assert signals["address:forum"] == 1.0
    assert not SHAPE & signals.keys()


def test_the_fetched_address_stands_over_the_declared_one() -> None:
    html = _page('<link rel="canonical" href="https://example.org/forum/topic-12-on-tides">')
    signals = extract(html, "https://example.org/shop/tide-table-2011").kind_signals
    assert signals["address:forum"] == 0.0
    assert signals["address:product"] == 1.0
    assert signals["address:slug words"] > 0


def test_a_page_declaring_no_address_has_no_address_signals() -> None:
    signals = extract(_page("")).kind_signals
    assert not any(name.startswith("address:") for name in signals)


def test_an_address_is_read_for_its_words_as_far_as_a_browser_takes_one() -> None:
    near = f"https://example.com/{'a' * 2000}/forum/thread-1"
    far = f"https://example.com/{'a' * 2100}/forum/thread-1"
    assert address_signals(near)["address:forum"] == 1.0
    assert address_signals(far)["address:forum"] == 0.0
