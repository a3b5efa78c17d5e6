"""A thread of readers' opinions with replies folded in, under a short story.

The page is the shape of a news portal of 2012: the story, four paragraphs;
under it the readers' opinions, each with its votes, "~name [date time]", what
it says and a "reply" link to itself. Between the opinions stand the replies
to them, folded away (``display:none``) behind a "show 2 replies" link. The
thread is longer than the story.

Each opinion ends with the same action, as :mod:`scrapy_danag.engine.tree.comments`
asks; the folded replies end with it too, several in one block, and the
"show" links say nothing of their own: neither is other text among the posts.
On a page where the thread's element is the one chosen (its seed stood wholly
in it), the story before it comes in as its lead; left out, the thread leaves
that lead: the stage is fed the thread's element here.
"""

from __future__ import annotations

from lxml import etree

import scrapy_danag
from scrapy_danag.engine.tree.article import lines_with_lead
from scrapy_danag.engine.tree.comments import comment_posts

from .conftest import page

STORY = [
    "The first to greet the year 2012 were the people of Samoa, an island state in the "
    "southern Pacific, at eleven o'clock on Saturday morning, Polish time.",
    "Crowds of tourists and islanders gathered on the beaches of the capital to watch "
    "the fireworks over the harbour, which lasted for almost half an hour.",
    "An hour later the new year reached New Zealand, and at two in the afternoon the "
    "east coast of Australia, where a million people lined the harbour in Sydney.",
    "The last to greet it will be the people of Hawaii and of the islands of American "
    "Samoa, at eleven and at noon on Sunday, Polish time.",
]
OPINIONS = [
    ("olek", "2012-01-01 01:08"),
    ("Kanadyjczyk", "2011-12-31 19:49"),
    ("Aga", "2011-12-31 17:34"),
    ("ja", "2011-12-31 23:55"),
    ("marek", "2011-12-31 22:10"),
    ("ewa", "2011-12-31 21:02"),
    ("tomek", "2011-12-31 20:41"),
    ("kasia", "2011-12-31 20:13"),
    ("piotr", "2011-12-31 19:58"),
    ("basia", "2011-12-31 18:30"),
]


def _said(name: str) -> str:
    return (
        f"{name} writes: every year the same pictures from the same beaches, and every "
        "year the same crowds, the same fireworks and the same promises that next year "
        "will be better than the one before, which it never is, as we all know well."
    )


def _opinion(number: int, name: str, when: str) -> str:
    return (
        f'<div id="{number}" class="opItem"><div class="votes"><span>0</span>'
        f'<span>{number % 4}</span></div><div class="head">~<span class="name">{name}'
        f'</span> <span>[{when}]</span></div><div class="said"><p>{_said(name)}</p>'
        f'<p class="reply"><a href="#{number}">reply</a></p></div></div>'
    )


def news_page() -> str:
    thread = []
    for number, (name, when) in enumerate(OPINIONS, 100):
        thread.append(_opinion(number, name, when))
        if number % 2:
            folded = "".join(_opinion(number * 10 + k, f"{name}-{k}", when) for k in range(2))
            thread.append('<p class="more"><strong><a href="#">show 2 replies</a></strong></p>')
            thread.append(f'<div class="opLevel2" style="display:none;">{folded}</div>')
    return page(
        '<div class="menu"><a href="/">News</a> <a href="/world/">World</a></div>',
        '<div class="story"><h1>They greeted the new year. See where it is 2012 already</h1>',
        *(f"<p>{paragraph}</p>" for paragraph in STORY),
        "</div>",
        '<div class="opList"><div class="sort">latest | <a href="/s1">newest</a> | '
        '<a href="/s2">oldest</a></div>',
        *thread,
        "</div>",
        title="They greeted the new year",
    )


def test_a_thread_with_folded_replies_is_left_out_of_the_story_before_it() -> None:
    result = scrapy_danag.extract(news_page())
    assert all(paragraph in result.main_content for paragraph in STORY)
    for name, _ in OPINIONS:
        assert _said(name) not in result.main_content
    assert "reply" not in result.main_content


def test_a_thread_read_alone_leaves_the_story_before_it() -> None:
    # When the seed stood wholly in the thread, its element holds nothing
    # else: left out, the story before it is read as the lead it was.
    root = etree.fromstring(news_page(), etree.HTMLParser())
    thread = root.find(".//div[@class='opList']")
    assert thread is not None
    posts = comment_posts(thread)
    assert len(posts) == len(OPINIONS)
    assert not lines_with_lead(thread, omitted=posts).texts
    with_story = lines_with_lead(
        thread, omitted=posts, story_before=len(lines_with_lead(thread).text())
    ).text()
    assert all(paragraph in with_story for paragraph in STORY)
    assert not any(_said(name) in with_story for name, _ in OPINIONS)
