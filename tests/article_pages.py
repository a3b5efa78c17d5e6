"""The article page most ``addanag+`` tests read: a menu, an article of dense
paragraphs cut by a run of figure markup wider than the line model's gap, and a
footer, with whatever a test sets inside the article."""

from __future__ import annotations

from scrapy_danag import extract

from .conftest import page

#: A sentence of article text; tests repeat it into paragraphs.
PARA = "The expedition reached the glacier on the fourth day and began measuring its retreat. "


def figure_markup() -> list[str]:
    """Lines of figure markup without text, more of them than the line model's gap
    bridges: the faithful AdDANAg ends the article at them."""
    return [
        '<figure class="media"><div class="frame"><div class="ratio">',
        '<img class="lazy" src="/i/1.jpg" alt=""></div></div>',
        "<figcaption>Photo</figcaption></figure>",
    ] * 9  # 27 lines of markup: wider than the gap of 20


def article_page(*inside: str) -> str:
    """A menu, the article (a paragraph, :func:`figure_markup`, a paragraph, then
    ``inside``) and a footer of links."""
    return page(
        '<nav><ul><li><a href="/">Home</a></li><li><a href="/science">Science</a></li></ul></nav>',
        "<article>",
        "<p>" + PARA * 4 + "</p>",
        *figure_markup(),
        "<p>" + "After the storm the team returned to camp and wrote up the results. " * 3 + "</p>",
        *inside,
        "</article>",
        '<footer><a href="/about">About</a> <a href="/contact">Contact</a></footer>',
    )


def read_article(*inside: str) -> str:
    """The main content ``addanag+`` finds in :func:`article_page` around ``inside``."""
    return extract(article_page(*inside), algorithm="addanag+").main_content
