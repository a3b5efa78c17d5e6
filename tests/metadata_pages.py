"""The news page the metadata tests and crawls read: a head to fill with
declared fields, the headline, a byline and paragraphs, and the JSON-LD
script that declares them."""

from __future__ import annotations

import json

PARAGRAPH = (
    "The river authority published its annual report on Tuesday, showing that water "
    "quality improved in most of the basin after two dry summers and a wet spring. "
)


def article(
    head: str = "",
    byline: str = "",
    *,
    lang: str = 'lang="en"',
    text: str = PARAGRAPH,
    headline: str = "River quality improves after a wet spring",
) -> str:
    """A news page: a head, navigation, the headline, a byline and paragraphs."""
    paragraphs = "".join(f"<p>{text * 3}</p>" for _ in range(5))
    return (
        f"<!DOCTYPE html><html {lang}><head><title>{headline} | The Daily</title>{head}</head>"
        '<body><nav><a href="/">Home</a> <a href="/news">News</a></nav>'
        f"<article><h1>{headline}</h1>{byline}{paragraphs}</article>"
        "<footer><p>Copyright 2025 The Daily</p></footer></body></html>"
    )


def json_ld(value: object) -> str:
    """A JSON-LD script declaring ``value``, as a page's head holds one."""
    return f'<script type="application/ld+json">{json.dumps(value)}</script>'
