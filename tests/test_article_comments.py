"""Readers' comments under a story are not the story.

The page is the shape of a British newspaper's story page of 2008: the comments
follow the story in the same column, in the same ``<p class="story">`` markup,
each signed "Posted by ... on <date> <time>" and ending with the same "Report
this comment" link. A list article whose items each end with the same link
("Visit website") keeps its items: they carry no time of posting.
"""

from __future__ import annotations

import scrapy_danag

from .conftest import page

STORY = [
    "Portsmouth manager Harry Redknapp has denied speculation linking him with the "
    "vacant managerial position at St James' Park on Thursday afternoon.",
    "Redknapp had been the favourite to replace Sam Allardyce, who was sacked yesterday "
    "afternoon after an indifferent start to the season in the north east.",
    "However, he expressed his satisfaction with his life down on the south coast, which "
    "he was unwilling to swap for the intense pressure that would come with the job.",
    '"I really do not know anything about this. I have not spoken to anyone from '
    'Newcastle," said Redknapp, who has never managed a club north of London.',
]
COMMENTS = [
    (
        "Idealist",
        "5:58 PM",
        "What a marvellous opportunity for Allardyce. He can develop his "
        "career abroad and come back in a few years ready to manage England.",
    ),
    (
        "John",
        "5:29 PM",
        "Harry lives in a large house in one of the most expensive areas on "
        "the planet. No way was he ever going to move 350 miles north.",
    ),
    (
        "rupert",
        "5:15 PM",
        "They can have our Southampton one for free, and we will even pay "
        "for the removal van to take him up the motorway.",
    ),
    (
        "Derek Dean",
        "4:39 PM",
        "Why not try and go for a season without a manager? A decent "
        "computer programme and a physio who can read it would suffice.",
    ),
]


def story_with_comments() -> str:
    comments = "".join(
        f'<p class="story">{said}<br/>\n<b>Posted by {name} on January 10, 2008 {time}</b>'
        '<br><span class="small"><a href="mailto:feedback@example.co.uk?subject=Complaint">'
        "Report this comment</a></span></p>"
        for name, time, said in COMMENTS
    )
    return page(
        '<div id="masthead"><a href="/">The Daily Example</a> <a href="/sport/">Sport</a></div>',
        '<div class="column">',
        "<h1>Harry Redknapp out of Newcastle running</h1>",
        '<p class="byline">By Patrick Nathanson and agencies</p>',
        *(f'<p class="story">{paragraph}</p>' for paragraph in STORY),
        '<a name="comments"></a><div class="yvhd">Comments</div>',
        comments,
        "</div>",
        title="Harry Redknapp out of Newcastle running - The Daily Example",
    )


PLACES = [
    (
        "Harbour Removals",
        "A family firm that has moved homes and offices across the bay "
        "for forty years, with storage for a month included in every quote.",
    ),
    (
        "Hilltop Movers",
        "A team that packs, carries and unpacks, known for moving pianos up "
        "the steepest streets of the city without a scratch on them.",
    ),
    (
        "Bay Area Vans",
        "Vans of every size for those who pack themselves, with a driver who "
        "helps to load them and a flat price for the whole day.",
    ),
]


def list_article() -> str:
    items = "".join(
        f'<div class="entry"><h3>{name}</h3><p>{said}</p>'
        f'<a href="https://example.com/{n}">Visit website</a></div>'
        for n, (name, said) in enumerate(PLACES)
    )
    return page(
        "<h1>The best moving companies in the city</h1>",
        "<article>",
        "<p>We compared the city's movers on price, care and punctuality over the last "
        "year, asking dozens of customers how their moves went and what they would "
        "change, and these are the ones they recommended most often to their friends.</p>",
        items,
        "</article>",
        title="The best moving companies in the city",
    )


def test_comments_under_a_story_are_left_out() -> None:
    result = scrapy_danag.extract(story_with_comments())
    assert result.page_type == "article"
    assert all(paragraph in result.main_content for paragraph in STORY)
    assert "Posted by" not in result.main_content
    assert "marvellous opportunity" not in result.main_content


def test_a_list_whose_items_end_with_one_link_keeps_them() -> None:
    result = scrapy_danag.extract(list_article())
    assert all(said in result.main_content for _, said in PLACES)
