"""An article follows its headline: text that stands wholly before the page's
headline is a column of teasers or a notice, not the article.

The page is the shape of a news site whose left column lists the day's main
stories, each with a long summary, before the story's own column in the source;
the story itself is short, its text set apart from its headline by a photo and
a share bar. The teasers are the densest text, so the line phases'
largest regions are theirs; the site's list of sections stands between them.
"""

from __future__ import annotations

import scrapy_danag

from .conftest import page

TEASERS = [
    (
        "Missile launch possible at any moment, officials say",
        "A launch of a medium-range ballistic missile from the east coast could come at "
        "any moment, the administration believes, and more than one may be fuelled already; "
        "the fuelling of two of them has been finished, according to officials who asked "
        "not to be named because they were not allowed to speak about it.",
    ),
    (
        "Three years since the crash near Smolensk",
        "Three years have passed since the air crash near Smolensk in which the country's "
        "leadership died. Supporters of the late president will gather at the palace in the "
        "centre of the capital for a prayer and a rally of many thousands, and ceremonies "
        "are being held at the site of the crash as well.",
    ),
    (
        "No state funeral, the palace decides",
        "The question of the funeral's status has been settled: there will be no state "
        "funeral, but a ceremonial one with military honours, attended by the Queen, the "
        "palace said on Tuesday after a meeting of the family and the government in the "
        "morning, ending days of talk in the papers about what was planned.",
    ),
    (
        "Markets fall as oil prices climb again",
        "Shares fell on every large exchange in the afternoon as the price of oil rose for "
        "a fourth day, wiping out the gains of the morning; traders said worries about "
        "supply in the coming winter weighed more than the better figures on jobs that "
        "were published before the markets opened in New York.",
    ),
    (
        "Heat records broken across the south",
        "Temperatures above forty degrees were measured in eleven towns across the south "
        "on Monday, breaking records kept since the end of the nineteenth century, and the "
        "weather service warned that the heat would last at least until the weekend, with "
        "the nights bringing little relief to the cities.",
    ),
]

STORY = [
    "The forward from Chelyabinsk finished as the top scorer of the junior world "
    "championship held in Canada, and was named its most valuable player.",
    "He scored 13 points (6 goals and 7 assists), all of them in two of the seven "
    "games his team played. The Finnish forward was second with 11 points.",
    "The journalists accredited to the tournament voted him its best player, and he was "
    "named to the all-star team chosen by the press as well.",
]


def story_page() -> str:
    teasers = "\n".join(
        f'<div class="teaser"><a href="/news/{n}">{title}</a>\n<p>{summary}</p>'
        f'\n<span class="time">Today, 8:{10 + n}</span></div>'
        for n, (title, summary) in enumerate(TEASERS)
    )
    return page(
        '<div class="layout"><div class="header"><a href="/">Voice of the News</a></div>',
        '<div class="column-left"><div class="label">Main stories</div>',
        teasers,
        "</div>",
        '<ul class="sections">',
        *(
            f'<li class="section-link"><a href="/section/{n}/" title="Section {n}">'
            f"Section {n}</a></li>"
            for n in range(40)
        ),
        "</ul>",
        '<div class="column-main"><article class="story">',
        '<time datetime="2012-01-06T08:39">6 January 2012</time>',
        "<h1>Kuznetsov the most valuable and the top scorer</h1>",
        '<div class="story-media"><div class="media-wrap">',
        '<img src="//media.example.net/2012/01/06/1247682158/highres_402998765.jpg.1000x297.jpg"'
        ' height="297" alt="Kuznetsov the most valuable and the top scorer"'
        ' title="Kuznetsov the most valuable and the top scorer" class="w100">',
        '<div class="copyright">Photo: EPA</div></div></div>',
        '<ul class="share"><li><a href="https://facebook.example/share">Share</a></li>',
        '<li><a href="https://twitter.example/share">Tweet</a></li></ul>',
        '<div class="story-text">',
        *(f"<p>{paragraph}</p>" for paragraph in STORY),
        "</div></article></div></div>",
        title="Kuznetsov the most valuable and the top scorer - Voice of the News",
    )


def test_the_article_after_its_headline_is_chosen_over_teasers_before_it() -> None:
    result = scrapy_danag.extract(story_page())
    assert result.headline == "Kuznetsov the most valuable and the top scorer"
    assert all(paragraph in result.main_content for paragraph in STORY)
    assert "ballistic missile" not in result.main_content
