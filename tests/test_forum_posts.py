"""A thread's posts named as comments: the page's text when every seed stands in one."""

from __future__ import annotations

from lxml import etree
from lxml import html as lxml_html

from scrapy_danag import extract
from scrapy_danag.engine.tree.forum.posts import post_words, posts_furniture
from scrapy_danag.engine.tree.furniture import named_furniture
from scrapy_danag.engine.tree.tags import OWN_TAGS

from .conftest import page
from .kind_pages import DECLARED_THREAD

SENTENCE = "The new editor loses my formatting every time I paste a table from a spreadsheet. "


def _author_pane(name: str) -> list[str]:
    """An avatar, a rank and badges: many lines of markup and little text, so that
    the posts on either side of it are beyond the gap of each other."""
    return [
        f"<div class='cAuthorPane'><h3><a href='/u/{name}'>{name}</a></h3>",
        *["<div class='badge'><span class='ipsBadge'><img src='/b.png' alt=''></span></div>"] * 24,
        "</div>",
    ]


def _body(number: int, paragraphs: int) -> str:
    return "".join(f"<p>{SENTENCE * 3}Post {number}, paragraph {p}.</p>" for p in range(paragraphs))


def _invision_thread() -> str:
    """Invision Community's markup: each post an ``<article>`` named
    ``elComment_…``/``ipsComment``, its text in an ``ipsComment_content`` wrapper."""
    posts = []
    for number, paragraphs in ((1, 4), (2, 5), (3, 3), (4, 1)):
        posts += [
            f"<article id='elComment_{number}' class='cPost ipsBox ipsComment'>",
            *_author_pane(f"member{number}"),
            "<div class='ipsComment_content'><div class='ipsType_richText'>",
            _body(number, paragraphs),
            "</div></div>",
            "</article>",
        ]
    return page(
        "<nav><a href='/'>Forums</a> <a href='/new'>New posts</a></nav>",
        "<h1>Editor loses table formatting</h1>",
        "<div id='elPostFeed' class='cTopic'><form action='/topic/1/' method='post'>",
        *posts,
        "</form></div>",
        "<footer><p>Powered by forum software</p></footer>",
    )


def test_every_post_of_a_thread_named_as_comments_is_the_content() -> None:
    text = extract(_invision_thread(), url="https://forum.example/topic/1/").main_content
    for number in (1, 2, 3, 4):
        assert f"Post {number}, paragraph 0." in text
    assert "Post 2, paragraph 4." in text
    assert "Powered by" not in text


def test_posts_set_in_edit_forms_are_read() -> None:
    # Old Reddit: each post's text inside the form that edits it.
    def post(number: int, paragraphs: int) -> list[str]:
        return [
            f"<div class='thing comment' id='thing_t1_{number}'>",
            f"<p class='tagline'><a href='/u/{number}'>user{number}</a> 12 points</p>",
            f"<form class='usertext' action='#'><div class='md'>{_body(number, paragraphs)}",
            "</div></form>",
            *["<ul class='buttons'><li><a href='#'>reply</a></li></ul>"] * 22,
            "</div>",
        ]

    html = page(
        "<div class='sitetable nestedlisting'>",
        *post(1, 4),
        *post(2, 3),
        *post(3, 5),
        *post(4, 1),
        "</div>",
    )
    text = extract(html, url="https://forum.example/r/x/comments/1/").main_content
    for number in (1, 2, 3, 4):
        assert f"Post {number}, paragraph 0." in text


def test_a_comment_thread_below_a_post_standing_outside_it_stays_out() -> None:
    # A deal or a blog post with long comments: its own text stands in no
    # comment wrapper, so the replies stay furniture even when they are seeds.
    comments = []
    for number in (2, 3, 4):
        comments += [
            f"<li class='comment' id='comment-{number}'>",
            *_author_pane(f"reader{number}"),
            f"<div class='text'>{_body(number, 3)}</div></li>",
        ]
    html = page(
        "<div id='page'><div class='entry'>",
        _body(1, 4),
        "</div>",
        *_author_pane("editor"),
        "<ol class='commentlist'>",
        *comments,
        "</ol></div>",
    )
    text = extract(html, url="https://deals.example/deal/1/").main_content
    assert "Post 1, paragraph 3." in text
    assert "Post 2" not in text and "Post 3" not in text


def _by_id(root: etree._Element, ident: str) -> etree._Element:
    found = root.find(f".//*[@id='{ident}']")
    assert found is not None, ident
    return found


def test_the_post_words_are_those_of_the_seeds_wrappers_only() -> None:
    html = (
        "<html><body><div id='feed'>"
        "<div class='post comment-wrap'><div id='a1' class='body'>one</div>"
        "<div class='comments'>a reply</div></div>"
        "<div class='post comment-wrap'><div id='a2' class='body'>two</div></div>"
        "<div class='sharing'>share</div></div></body></html>"
    )
    root = lxml_html.fromstring(html)
    first, second = _by_id(root, "a1"), _by_id(root, "a2")
    container = _by_id(root, "feed")
    assert post_words([first, second], container, OWN_TAGS) == {"comment"}
    assert post_words([first], container, OWN_TAGS) == frozenset()  # one seed: a comment
    outside = container.getparent()  # <body>, in no such wrapper
    assert outside is not None
    assert post_words([first, second, outside], container, OWN_TAGS) == frozenset()
    judged = posts_furniture(named_furniture, frozenset({"comment"}))
    assert not judged("post comment-wrap") and not judged("elComment_12")
    assert judged("sharing") and judged("comments author")  # other words still count


def _vbulletin_posts(signed: bool) -> list[str]:
    """Four long posts in vBulletin's markup, each signed by its member when
    ``signed`` (a motto and a link to their shop under every post)."""
    posts = []
    for number, paragraphs in ((1, 4), (2, 3), (3, 5), (4, 2)):
        signature = (
            f"<div class='signature'>Hosting for makers since 2004, plans from "
            f"three dollars a month, member{number}.example</div>"
            if signed
            else ""
        )
        posts += [
            f"<div class='postcontainer' id='post_{number}'>",
            f"<div class='userinfo'><a href='/member/{number}'>member{number}</a></div>",
            f"<div class='postbody'><div class='content'>{_body(number, paragraphs)}</div>",
            f"{signature}</div>",
            "</div>",
        ]
    return posts


def test_a_members_signature_under_each_post_stays_out() -> None:
    # vBulletin and phpBB set a member's signature (a motto, a link to their
    # shop) under every post they write: the writer's furniture, not the thread.
    posts = _vbulletin_posts(signed=True)
    html = page(
        "<h1>Which host for a small shop?</h1>",
        "<div id='posts'>",
        *posts,
        "</div>",
    )
    text = extract(html, url="https://forum.example/showthread.php?t=1").main_content
    for number in (1, 2, 3, 4):
        assert f"Post {number}, paragraph 1." in text
    assert "Hosting for makers" not in text


REPLY = "Same here since the update; pasting as plain text first works for me (reply {n})."
#: A thread's long opening post: every dense line of the page is in it.
OPENING = "".join(f"<p>{SENTENCE * 3}Opening post, paragraph {p}.</p>" for p in range(5))
THREAD_URL = "https://forum.example/threads/editor-loses-table-formatting.123/"


def _forum_page(*thread: str) -> str:
    """A forum's page around ``thread``: its menu, the topic's title, a footer."""
    return page(
        "<nav><a href='/'>Forums</a> <a href='/whats-new'>New posts</a></nav>",
        "<h1>Editor loses table formatting</h1>",
        *thread,
        "<footer><p>Community platform by a forum vendor</p></footer>",
        head=DECLARED_THREAD,
    )


def _whole_thread(html: str, replies: range) -> str:
    """The page's main content, once checked to be its whole thread: the
    opening post, then each of ``replies`` in the page's order, no furniture."""
    extraction = extract(html, url=THREAD_URL)
    assert extraction.page_type == "forum"
    text = extraction.main_content
    parts = ["Opening post, paragraph 4.", *(f"(reply {number})" for number in replies)]
    assert all(part in text for part in parts), text
    assert [text.index(part) for part in parts] == sorted(text.index(part) for part in parts)
    assert "Community platform" not in text and "New posts" not in text
    return text


def _xenforo_post(number: int, body: str) -> list[str]:
    """XenForo's markup: each post an ``article.message`` whose text sits eight
    wrappers down, beside an author cell of badges."""
    return [
        f"<article class='message message--post js-post' id='js-post-{100 + number}'>",
        "<div class='message-inner'><div class='message-cell message-cell--user'>",
        f"<h4 class='message-name'><a href='/members/m{number}'>member{number}</a></h4>",
        *["<div class='message-userBanner'><img src='/rank.png' alt=''></div>"] * 24,
        "</div><div class='message-cell message-cell--main'>",
        f"<header class='message-attribution'><time datetime='2025-03-{20 + number}'>"
        f"Mar {20 + number}, 2025</time></header>",
        "<div class='message-content js-messageContent'><article class='message-body'>",
        f"<div class='bbWrapper'>{body}</div>",
        "</article></div></div></div></article>",
    ]


def test_a_threads_short_replies_come_with_its_long_opening_post() -> None:
    # The opening post holds every dense line: the tree steps choose its body,
    # one post of the thread's run of ``article.message`` siblings.
    posts = _xenforo_post(1, OPENING)
    for number in range(2, 6):
        posts += _xenforo_post(number, REPLY.format(n=number))
    html = _forum_page(
        "<div class='block block--messages'><div class='block-body'>", *posts, "</div></div>"
    )
    _whole_thread(html, range(2, 6))
    markdown = extract(html, url=THREAD_URL, output_format="markdown").main_content
    assert "(reply 5)" in markdown


def test_a_threaded_threads_replies_nested_apart_from_its_opening_post_come_with_it() -> None:
    # A threaded layout: the opening post stands alone in its block, the
    # replies in another, each answer nested in the reply it answers -- the
    # posts are cousins, not siblings, and a reply quoting another is one post.
    quoted = "<blockquote><div class='message'>an earlier post, quoted</div></blockquote>"

    def reply(number: int, answers: list[str]) -> list[str]:
        post = _xenforo_post(number, REPLY.format(n=number) + (quoted if number == 3 else ""))
        return ["<div class='reply'>", *post, "<div class='answers'>", *answers, "</div></div>"]

    replies = reply(2, reply(3, reply(4, []))) + reply(5, [])
    html = _forum_page(
        "<div class='thread-body'>",
        *_xenforo_post(1, OPENING),
        "<div class='block block--messages'><div class='block-body'>",
        *replies,
        "</div></div></div>",
    )
    _whole_thread(html, range(2, 6))


def _drupal_thread(replies: list[str]) -> str:
    """Drupal's forum: the opening post an ``article.node-forum``, the replies
    after it in a block named as comments (each an ``article.comment``)."""
    return _forum_page(
        "<div class='region-content'><div>",
        "<article class='node node-forum'><div class='post-wrap'>",
        *_drupal_author(1),
        f"<div class='content'>{OPENING}</div></div></article>",
        "<div class='post-block comment-wrapper'>",
        "<h2>Comments</h2>",
        *replies,
        "<form class='comment-form'><label>Add a comment</label><textarea></textarea></form>",
        "</div></div></div>",
    )


def _drupal_author(number: int) -> list[str]:
    """A post's author pane: an avatar, the member's linked name, the date."""
    return [
        "<div class='user-info'><img src='/avatar.png' alt=''>",
        f"<h3><a href='/user/{number}'>member{number}</a></h3>",
        f"<time datetime='2025-03-{10 + number}'>Mar {10 + number}, 2025</time></div>",
    ]


def _drupal_reply(number: int) -> str:
    return "".join(
        [
            "<article class='comment js-comment'>",
            *_drupal_author(number),
            f"<div class='comment-content'><p>{REPLY.format(n=number)}</p></div></article>",
        ]
    )


def test_a_threads_replies_named_as_comments_come_with_its_opening_post() -> None:
    # Forum software sets the replies after the opening post in a block named
    # as comments -- furniture on a blog, the rest of the thread on a forum.
    html = _drupal_thread([_drupal_reply(number) for number in range(2, 7)])
    text = _whole_thread(html, range(2, 7))
    assert "member3" in text  # the replies' author lines, as the thread shows them
    markdown = extract(html, url=THREAD_URL, output_format="markdown").main_content
    assert "(reply 6)" in markdown


def test_a_comment_form_after_a_forum_post_brings_nothing_in() -> None:
    # No reply yet: the comments block holds a form's label and a heading, far
    # less than the post; the post stays the content alone.
    extraction = extract(_drupal_thread([]), url=THREAD_URL)
    assert "Opening post, paragraph 4." in extraction.main_content
    assert "Add a comment" not in extraction.main_content


def test_boxes_of_the_threads_own_class_beside_a_whole_thread_stay_out() -> None:
    # Every post long enough to be a seed: the tree steps choose the posts'
    # container whole. Two boxes follow in the class of the thread's own
    # wrapper: a run, but of the page's sections, holding a sliver of the
    # thread's text -- not posts of it.
    posts = _vbulletin_posts(signed=False)
    boxes = [
        "<div class='block'><h3>Similar threads</h3>"
        f"<p>Pasting tables into the editor, answered last week ({n}).</p></div>"
        for n in (1, 2)
    ]
    html = page(
        "<div class='p-body'><div class='block'><div id='posts'>",
        *posts,
        "</div></div>",
        *boxes,
        "</div>",
        head=DECLARED_THREAD,
    )
    extraction = extract(html, url="https://forum.example/showthread.php?t=1")
    assert extraction.page_type == "forum"
    for number in (1, 2, 3, 4):
        assert f"Post {number}, paragraph 1." in extraction.main_content
    assert "answered last week" not in extraction.main_content
