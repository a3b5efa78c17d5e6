"""The story the headline tests read, and a blog post on it whose title and
``<h1>`` name the blog, not the post: TitleFinder alone finds the blog's name,
the page's address the post's heading."""

from __future__ import annotations

from .conftest import page

STORY = [
    "<p>The city council voted on Tuesday to rebuild the old harbour bridge, which has "
    "carried traffic across the river since 1911, before the end of the decade.</p>",
    "<p>Engineers told the council that the steel frame had corroded beyond any safe "
    "repair and that the crossing would have to close to lorries within months.</p>",
    "<p>Residents will be able to use a ferry service while the work goes on, the "
    "council said, and the new bridge will carry a cycle lane in both directions.</p>",
]

BLOG = "Riverside Notes"
POST = "Harbour bridge to be rebuilt by 2029"
POST_URL = "https://notes.example.org/2024/05/harbour-bridge-to-be-rebuilt-by-2029/"


def blog_post(heading: str = POST, *, title: str = BLOG, kicker: str = "") -> str:
    """A blog whose ``<title>`` and ``<h1>`` are the blog's name: the title leads
    TitleFinder to the ``<h1>``, while the post's own heading is an ``<h2>``."""
    return page(
        f"<h1>{BLOG}</h1>",
        '<p class="tagline">Notes from the river, now and then.</p>',
        '<ul class="menu"><li><a href="/about">About</a></li><li><a href="/archive">Archive'
        "</a></li></ul>",
        f"<h2>{kicker}{heading}</h2>",
        '<div class="meta">Posted in Town</div>',
        *STORY,
        title=title,
    )
