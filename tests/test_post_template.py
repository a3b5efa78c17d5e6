"""What forum software repeats in a thread's posts: cards' figures, ranks and
subject lines stay out, the authors' names and the posts stay."""

from __future__ import annotations

from lxml import etree
from lxml import html as lxml_html

from scrapy_danag import extract
from scrapy_danag.engine.tree.forum.post_template import post_template

from .conftest import page
from .kind_pages import DECLARED_THREAD

THREAD_URL = "https://forum.example/threads/which-chisels-for-a-beginner.42/"
SENTENCE = "I bought a cheap set of chisels and the edges roll after an hour of paring pine. "
REPLY = "Hone them on a fine stone before every session and they will hold (reply {n})."
#: A member's card as XenForo sets it: the same labels, in a ``dl`` each, for everyone.
CARD_LABELS = ("Joined", "Messages", "Reaction score", "Location")


def _card(number: int) -> list[str]:
    return [
        "<div class='message-userExtras'>",
        *(
            f"<dl class='pairs'><dt>{label}</dt><dd>{label} value {number}</dd></dl>"
            for label in CARD_LABELS
        ),
        "</div>",
    ]


def _post(number: int, body: str) -> list[str]:
    """A XenForo post: the author's cell (name, rank, card), then the post."""
    return [
        f"<article class='message message--post' id='js-post-{number}'>",
        "<div class='message-inner'><div class='message-cell message-cell--user'>",
        f"<h4 class='message-name'><a href='/members/m{number}'>member{number}</a></h4>",
        "<h5 class='userTitle'>Well-known member</h5>",
        *_card(number),
        "</div><div class='message-cell message-cell--main'>",
        f"<div class='message-content'><article class='message-body'>{body}</article></div>",
        "</div></div></article>",
    ]


def _thread(bodies: list[str]) -> str:
    posts = [line for number, body in enumerate(bodies, 1) for line in _post(number, body)]
    return page(
        "<nav><a href='/'>Forums</a> <a href='/whats-new'>New posts</a></nav>",
        "<h1>Which chisels for a beginner?</h1>",
        "<div class='block block--messages'><div class='block-body'>",
        *posts,
        "</div></div>",
        "<footer><p>Community platform by a forum vendor</p></footer>",
        head=DECLARED_THREAD,  # clearly a forum, whose own reading then applies
    )


def _long_post(number: int) -> str:
    return "".join(f"<p>{SENTENCE * 3}Post {number}, paragraph {p}.</p>" for p in range(3))


def _forum_text(html: str) -> str:
    extraction = extract(html, url=THREAD_URL)
    assert extraction.page_type == "forum"
    return extraction.main_content


def test_a_threads_author_cards_stay_out_and_its_authors_names_stay() -> None:
    # Every post long: the tree steps choose the posts' container whole.
    text = _forum_text(_thread([_long_post(number) for number in range(1, 5)]))
    for number in range(1, 5):
        assert f"Post {number}, paragraph 2." in text
        assert f"member{number}" in text  # the author's name, as the gold keeps it
    for label in CARD_LABELS:
        assert label not in text, text
    assert "Well-known member" not in text  # a rank, in every card


def test_the_cards_stay_out_of_a_whole_thread_read_from_its_opening_post() -> None:
    # A long opening post and short replies: the thread is read from the post
    # the tree steps chose, and its cards stay out of it too.
    bodies = [_long_post(1) * 2, *(f"<p>{REPLY.format(n=n)}</p>" for n in range(2, 6))]
    text = _forum_text(_thread(bodies))
    assert all(f"(reply {n})" in text for n in range(2, 6)), text
    assert "member4" in text
    assert "Reaction score" not in text and "value 3" not in text


def test_a_glossary_a_member_writes_in_a_post_is_read() -> None:
    glossary = (
        "<dl><dt>Paring</dt><dd>Shaving thin slices by hand pressure alone.</dd>"
        "<dt>Honing</dt><dd>Polishing the edge on a fine stone.</dd></dl>"
    )
    bodies = [_long_post(1) + glossary, *(_long_post(n) for n in range(2, 5))]
    text = _forum_text(_thread(bodies))
    assert "Paring" in text and "Polishing the edge on a fine stone." in text
    assert "Reaction score" not in text


def test_labels_an_article_repeats_in_its_own_lists_are_read() -> None:
    # A blog's three recipes, each with the same labelled facts: the article's
    # content, not a forum's cards.
    recipes = [
        f"<h2>Recipe {n}</h2><p>{SENTENCE * 4}</p>"
        f"<dl><dt>Prep time</dt><dd>{10 * n} minutes</dd><dt>Serves</dt><dd>{n + 1}</dd></dl>"
        for n in (1, 2, 3)
    ]
    html = page("<article>", "<h1>Three weeknight dinners</h1>", *recipes, "</article>")
    extraction = extract(html, url="https://blog.example/2025/03/three-weeknight-dinners/")
    assert extraction.page_type != "forum"
    assert "Prep time" in extraction.main_content and "30 minutes" in extraction.main_content


def _terms_and_values(fragment: str) -> list[str]:
    root = lxml_html.fromstring(fragment)
    return sorted(
        f"{e.tag}:{etree.tostring(e, method='text', encoding='unicode', with_tail=False)}"
        for e in post_template(root)
    )


def test_a_term_is_a_label_when_it_recurs_in_three_lists_with_the_values_after_it() -> None:
    card = "<dl><dt>Posts</dt><dd>{n}</dd><dd>a second value {n}</dd>"
    card += "<dt>Rank</dt><dd>r{n}</dd></dl>"
    once = "<dl><dt>Rank</dt><dd>only here</dd></dl>"
    fragment = "<div>" + "".join(card.format(n=n) for n in (1, 2, 3)) + once + "</div>"
    found = _terms_and_values(fragment)
    assert found.count("dt:Posts") == 3 and "dd:a second value 2" in found
    assert "dt:Rank" in found and "dd:only here" in found  # four times in all
    twice = "<div>" + "".join(card.format(n=n) for n in (1, 2)) + "</div>"
    assert _terms_and_values(twice) == []


def test_a_term_recurring_with_the_same_values_is_one_member_described_again() -> None:
    # A forum that heads each card with its author's name as the term: one
    # member's three posts are no label.
    card = "<dl><dt>{name}</dt><dd>Member</dd><dd>Posts: {posts}</dd></dl>"
    cards = [card.format(name="trilby", posts=98)] * 3 + [card.format(name="seth", posts=4)]
    assert _terms_and_values("<div>" + "".join(cards) + "</div>") == []


def test_icons_for_labels_recur_as_one_label() -> None:
    # A theme that writes each label as an icon: terms without text.
    card = "<dl><dt><i class='fa-calendar'></i></dt><dd>Joined {n}</dd></dl>"
    fragment = "<div>" + "".join(card.format(n=n) for n in (1, 2, 3)) + "</div>"
    assert "dd:Joined 3" in _terms_and_values(fragment)


def test_a_recurring_heading_without_a_link_is_the_softwares_and_a_linked_name_a_poster() -> None:
    # vBulletin heads each reply with its subject line; one member posts three
    # times, the name a link to the profile each time.
    post = (
        "<div class='post'><h3><a href='/members/trilby'>trilby</a></h3>"
        "<h2>Re: Which chisels for a beginner?</h2><p>reply {n}</p></div>"
    )
    fragment = "<div>" + "".join(post.format(n=n) for n in (1, 2, 3)) + "</div>"
    assert _terms_and_values(fragment) == ["h2:Re: Which chisels for a beginner?"] * 3
    twice = "<div>" + "".join(post.format(n=n) for n in (1, 2)) + "</div>"
    assert _terms_and_values(twice) == []
