"""An article follows its headline: text that stands wholly before the page's
headline is a column of teasers or a notice, not the article.

The page is the shape of a news site whose left column lists the day's main
stories, each with a long summary, before the story's own column in the source;
the story itself is short, its text set apart from its headline by a photo and
a share bar. The teasers are the densest text, so the line phases'
largest regions are theirs; the site's list of sections stands between them.

The other way round, a short story right under its headline is weighed
against a denser box further down (a station's "Inside" box of services):
the stage's two questions are fed plain regions and texts here; the l3s
corpus holds the page that asked for them.
"""

from __future__ import annotations

import scrapy_danag
from scrapy_danag.engine.thesis.regions import Region
from scrapy_danag.engine.tree.under_headline import holds_the_story, region_under_headline

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


def test_the_region_under_the_headline_is_read_when_it_is_a_close_call() -> None:
    # The headline on line 9; the chosen region, a box further down, holds 670
    # characters; the story right under the headline 350: within WIDER (2).
    story, box = Region(13, 18, 350), Region(53, 62, 670)
    headline = "Bureau to post criminal mug shots on digital billboards"
    candidates = [Region(2, 4, 68), Region(10, 10, 0), story, box]
    assert region_under_headline(candidates, [box], 9, headline) == story
    # Not a close call: the box has more than twice the story's text.
    assert (
        region_under_headline([story, Region(53, 62, 701)], [Region(53, 62, 701)], 9, headline)
        is None
    )
    # The choice already starts at or above the headline, or holds no region
    # between: nothing to read again.
    assert region_under_headline(candidates, [story, box], 9, headline) is None
    assert region_under_headline(candidates, [box], 40, headline) is None
    # A headline of a word or two (a price, a label) places no article.
    assert region_under_headline(candidates, [box], 9, "€5") is None


def test_the_story_under_the_headline_stands_when_it_is_paragraphs_and_not_much_shorter() -> None:
    story = "\n".join(
        ["The bureau's most wanted will appear on billboards.", "A test run led to arrests."]
    )
    box = "\n".join(
        ["News your way: headlines in your reader.", "Submit your video: upload it."] * 2
    )
    assert holds_the_story(story, box)
    # One line under a headline is a standfirst or a notice.
    assert not holds_the_story("This forum is made possible by the support of its members.", box)
    # Much shorter than the chosen text: not a close call.
    assert not holds_the_story(story, box * 3)
    # The chosen text holds it already.
    assert not holds_the_story(story, box + "\n" + story)
