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


COLUMN = [
    "He is such a good cook and such a brilliant publicist that the two parts of his "
    "life are now blended into one, and tonight he sets out to change a whole town.",
    "If you are going to eat meat, you owe it to the creature as well as to your taste "
    "buds to make sure its life, short though it may be, is a contented one.",
    "Keeping the national flock in such conditions would be very expensive, and would "
    "expose the birds to disease and to the foxes, rats and badgers of the county.",
    "His charm and determination may well win over the good folk of a prosperous small "
    "market town, at least until they next want a curry after a night out.",
    "Cracking the cheap bird, the two-for-five offers in the supermarkets, looks easy "
    "compared with taking it out of ready meals, takeaways and restaurants.",
    "Saying that the task is too large is no reason for not starting out on it, but it "
    "is as well to be aware of what an hour of television can and cannot do.",
    "We have been here before: banning veal crates was a triumph that sadly led only to "
    "the export of the practice across the North Sea, and so it was with pigs.",
    "The poorest fifth of the country still spends a large share of its income on food "
    "and has no luxury of insisting on organic; the answer is to make them richer.",
]
OPINIONS = [
    "Free range and organic are not the same thing, and mixing them up in a piece "
    "about animal welfare makes me wonder whether the writer has visited a farm.",
    "Good food can be cheap if you buy your own ingredients, eat seasonal vegetables "
    "and use the cheaper cuts of meat sparingly through the week.",
    "Most restaurants and takeaways would never pay for free range birds, so the "
    "supermarkets are only a small part of the problem being described here.",
    "I insist on free range eggs but rarely buy free range meat, though I could "
    "easily afford to, and this has made me think again about that habit.",
]


def story_with_long_thread() -> str:
    """A 2008 opinion blog's story page: the readers' thread under the story, in
    a ``<div id="comments">``, runs to many times the story's length, each
    post stamped with its time and ending with the same "Report this comment."
    link."""
    posts = "".join(
        '<div class="individualcomment"><div class="commentsleft">'
        f'<span class="byline">reader{n}</span><br/>'
        f'<p class="dateline"><a href="#comment-{n}">January 7 17:{n:02d}</a></p></div>'
        '<div class="commentsright">'
        + "".join(f"<p>{opinion}</p>" for opinion in OPINIONS[n % 4 :] + OPINIONS[: n % 4])
        + '<span class="report">[Offensive? <a href="mailto:editor@example.co.uk">'
        "Report this comment.</a>]</span></div></div>"
        for n in range(12)
    )
    return page(
        '<div id="masthead"><a href="/">The Example</a> <a href="/opinion/">Opinion</a></div>',
        '<div class="twocolumnleftcolumn"><div class="entry">',
        "<h1>Battery power</h1>",
        *(f"<p>{paragraph}</p>" for paragraph in COLUMN),
        '</div><div id="comments"><div class="commentheader"><h3>Comments</h3></div>',
        posts,
        "</div></div>",
        title="Battery power - The Example",
    )


def test_a_thread_many_times_the_story_leaves_the_story() -> None:
    # The article element's reading leaves the named thread out; the guard
    # weighing what it kept must not count the thread as text it lost.
    result = scrapy_danag.extract(story_with_long_thread())
    assert all(paragraph in result.main_content for paragraph in COLUMN)
    assert "Report this comment" not in result.main_content
    assert OPINIONS[0] not in result.main_content


SIGNED = [
    (
        "vickthechick3",
        "03:06 PM",
        "According to her friends she is rebelling against being "
        "told she could not talk about it on the set, and good for her if so.",
    ),
    (
        "mammamia",
        "03:06 PM",
        "If she is expecting, I say good for her. I can understand not "
        "wanting to confirm it until later, but denials will make her look foolish.",
    ),
    ("JRoo", "03:12 PM", "Talk about renewal."),
    (
        "hawaiian",
        "03:19 PM",
        "She is probably pulling out because her last films have not "
        "done well, and a break from the cameras would suit her and the studio.",
    ),
    (
        "reader5",
        "03:40 PM",
        "Maybe the press can find something else out besides when someone "
        "is pregnant. It is none of their business, and it never was.",
    ),
    (
        "reader6",
        "04:02 PM",
        "Nobody has to tell anyone anything before the first trimester, "
        "and people who do not understand that have never been through it.",
    ),
]
NEWS = [
    "The actress and her husband are expecting their first child together, her "
    "spokesperson confirmed on Monday, after weeks of rumours in the papers.",
    "She was due to start shooting a post-war drama later this month, but according to a "
    "New York gossip column she has now left the film, sparking the rumours again.",
    "A representative for the production company has denied that she withdrew from the "
    "project and says that the status of the film has not changed.",
]


def story_with_signed_thread() -> str:
    """A 2008 celebrity blog: each reader's post ends with its signature line
    ("Posted By: name | date at time"), with no action link, in a thread
    longer than the story, in the same ``<div class="item">`` as the story."""
    posts = "".join(
        f'<a name="c{n}"></a><div class="item"><p>{said}</p>'
        f'<p class="credit">Posted By: {name} | January 07 2008 at {time}</p></div>'
        for n, (name, time, said) in enumerate(SIGNED)
    )
    return page(
        '<div id="masthead"><a href="/">The Example Gate</a> <a href="/blogs/">Blogs</a></div>',
        '<div id="contentbody"><div class="item"><h2>Actress Is Expecting</h2>',
        *(f"<p>{paragraph}</p>" for paragraph in NEWS),
        '<p class="credit">Posted By: Staff | January 07 2008 at 11:52 AM</p></div>',
        '<div class="comment_container"><div id="comments"><h4>Comments</h4>',
        posts,
        "</div></div></div>",
        title="The Example Gate: Actress Is Expecting",
    )


PROGRAMME = [
    ("The Harbour Band", "Main stage, 19:30"),
    ("Lanterns on the water", "The quay, 20:15"),
    ("Fireworks over the bay", "The beach, 22:00"),
    ("Late set by the Night Ferry", "The tent, 23:10"),
]


def programme_article() -> str:
    items = "".join(
        f'<div class="event"><h3>{name}</h3><p>An evening for the whole town, with food '
        f"stalls along the front and seats for everyone who comes early.</p><p>{when}</p></div>"
        for name, when in PROGRAMME
    )
    return page(
        "<h1>The harbour festival's last night</h1>",
        "<article>",
        "<p>The festival closes on Saturday with music on three stages, lanterns on the water "
        "and fireworks over the bay, and the organisers expect more visitors than ever "
        "before, so they ask everyone to come by bus or on foot rather than by car.</p>",
        items,
        "<p>Tickets for the fireworks stand on the beach are free, but the organisers "
        "ask visitors to collect them from the harbour office before Friday evening.</p>",
        "</article>",
        title="The harbour festival's last night",
    )


def test_posts_signed_with_their_date_and_time_are_left_out() -> None:
    result = scrapy_danag.extract(story_with_signed_thread())
    assert all(paragraph in result.main_content for paragraph in NEWS)
    assert not any(said in result.main_content for _, _, said in SIGNED)


def test_a_programme_whose_items_end_with_a_time_keeps_them() -> None:
    # A time of day without a date signs no post: an event's time.
    result = scrapy_danag.extract(programme_article())
    assert all(when in result.main_content for _, when in PROGRAMME)
