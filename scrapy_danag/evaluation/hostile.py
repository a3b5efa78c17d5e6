"""Generated pages of hostile shapes, for the linear-time tests and benchmark.

The open web serves pages no corpus holds: a million lines, one line of twenty
megabytes, a tag fragment repeated until the server gives up, elements left
open. Each shape here is a function of a size in bytes returning a page of about
that size, so a test or a benchmark can double the size and see whether the time
doubles too (linear) or quadruples (a pattern or a lookup that rescans). The
shapes cover what the engine's stages are sensitive to -- lines, tags,
attributes, anchors, references, nesting, raw-text elements, headings, the
address, and what rendering reads (nested lists and quotes, inline marks, code
blocks, tables) -- not particular pages; a new stage brings its own shapes.

:func:`hostile_shapes` maps each name to its maker; a maker takes ``size`` (bytes)
and returns ``(html, url)``.
"""

from __future__ import annotations

from collections.abc import Callable

Shape = Callable[[int], tuple[str, "str | None"]]

_WORDS = "the quick brown fox jumps over a lazy dog while seven tired owls keep watch".split()


def _sentence(k: int, words: int = 12) -> str:
    return " ".join(_WORDS[(k + i) % len(_WORDS)] for i in range(words)) + "."


def _repeat(unit: str, size: int, head: str = "", tail: str = "") -> str:
    return head + unit * max(1, (size - len(head) - len(tail)) // len(unit)) + tail


def _numbered(make: Callable[[int], str], size: int, head: str = "", tail: str = "") -> str:
    parts = [head]
    total = len(head) + len(tail)
    k = 0
    while total < size:
        piece = make(k)
        parts.append(piece)
        total += len(piece)
        k += 1
    parts.append(tail)
    return "".join(parts)


_PAGE_HEAD = "<!DOCTYPE html><html><head><title>A page of many parts</title></head><body>\n"
_PAGE_TAIL = "</body></html>\n"


def _page(make: Callable[[int], str], size: int) -> str:
    return _numbered(make, size, _PAGE_HEAD, _PAGE_TAIL)


def _post(k: int) -> str:
    return f"<div class='comment' id='c{k}'><form><p>{_sentence(k, 40)}</p></form></div>\n"


#: An article whose accordion's panels are hidden and named by their buttons:
#: the panels reader (:mod:`..engine.tree.panels`) then reads the page's tags.
_ACCORDION = "<main>" + "".join(
    f"<p>{_sentence(k, 60)}</p>"
    f'<button aria-controls="panel-{k}">Part {k}</button>'
    f'<div id="panel-{k}" class="panel" hidden><p>{_sentence(k, 30)}</p></div>'
    for k in range(3)
)


#: A forum thread's opening post, and a reply that leaves its answers' block
#: open: the next reply nests in it (:mod:`..engine.tree.forum.thread`).
_OPENING_POST = (
    "<div class='thread'><article class='message'><h4>member</h4>"
    + "".join(f"<p>{_sentence(k, 40)}</p>" for k in range(4))
    + "</article><div class='replies'>"
)
_REPLY = "<div class='reply'><article class='message'><p>a short reply</p></article><div>"


def _carded_reply(k: int) -> str:
    return (
        f"<article class='message'><h5>Member</h5><dl><dt>Joined</dt><dd>{k}</dd><dd>May</dd>"
        f"<dt>Posts</dt><dd>{k}</dd></dl><p>a short reply</p></article>"
    )


def _titled_or_paragraph(k: int) -> str:
    if k % 2:
        return f"<p>{_sentence(k)}</p>\n"
    return f'<div id="sharing-part-{k}"><h2>Sharing part {k}</h2><p>{_sentence(k)}</p></div>\n'


def _index_section(k: int) -> str:
    return f'<h2>Part {k}</h2><ul><li><a href="/p/{k}">Entry {k}</a></li><li>note</li></ul>\n'


#: Three sections of an index, the last list left open: the next three nest in it.
_NESTED_INDEX = (
    "".join(
        f'<h3>Letter {k}</h3><ul><li><a href="/{k}">Entry {k}</a></li>' + ("</ul>" if k < 2 else "")
        for k in range(3)
    )
    + "<li>"
)


def hostile_shapes() -> dict[str, Shape]:
    """Every shape by name; each maker returns ``(html, url)`` of about ``size`` bytes."""

    def plain(build: Callable[[int], str]) -> Shape:
        return lambda size: (build(size), None)

    def service(build: Callable[[int], str]) -> Shape:
        # A service's address: the page is judged one and its main read whole.
        return lambda size: (build(size), "https://example.com/services/plumbing")

    def thread(build: Callable[[int], str]) -> Shape:
        # A thread's address: the page is judged a forum and its posts read so.
        return lambda size: (build(size), "https://forum.example/threads/a-question.1/")

    shapes: dict[str, Shape] = {
        # Many lines: every per-line lookup and every region step runs once a line.
        "many paragraphs": plain(lambda n: _page(lambda k: f"<p>{_sentence(k)}</p>\n", n)),
        # The same section over and over: every later copy is one long repeated run.
        "sections written again": plain(
            lambda n: _page(lambda k: f"<p>{_sentence(k % 40)}</p>\n", n)
        ),
        "many short lines": plain(lambda n: _page(lambda k: f"<div>w{k}</div>\n", n)),
        "many text lines": plain(lambda n: _page(lambda k: _sentence(k, 4) + "\n", n)),
        "many line breaks": plain(lambda n: _page(lambda k: f"{_sentence(k, 3)}<br>", n)),
        "many headings": plain(lambda n: _page(lambda k: f"<h1>{_sentence(k, 6)}</h1>", n)),
        "many titles": plain(lambda n: _repeat("<title>x", n, "<p>hi</p>")),
        # Cells holding a paragraph of links, each table nested in the last.
        "nested cells of links": plain(
            lambda n: _repeat('<table><tr><td><p><a href="/x">x</a></p>', n, "<p>text</p>")
        ),
        "many table cells": plain(
            lambda n: _page(lambda k: f"<tr><td>{k}</td><td>{_sentence(k, 5)}</td></tr>", n)
        ),
        # Links: the anchor filter pairs every <a> with its </a>.
        "link list": plain(lambda n: _page(lambda k: f'<a href="/p/{k}">Link {k}</a>\n', n)),
        "unclosed anchors": plain(lambda n: _page(lambda k: f'<a href="/{k}">text {k} ', n)),
        "anchor fragments": plain(lambda n: _repeat("<a", n, "<p>")),
        # Tag and attribute fragments: patterns that look for a tag's end.
        "repeated data-": plain(lambda n: _repeat("data-", n, "<p>")),
        "data values with markup": plain(lambda n: _repeat(' data-x="<b>', n, "<p")),
        "values with markup": plain(lambda n: _repeat(' title="</div><b>', n, "<p")),
        "quoted markup in text": plain(lambda n: _repeat(' x="<b>y</b>"', n, "<p>", "</p>")),
        "unclosed quotes": plain(lambda n: _repeat('<p class="a b ', n)),
        "lone brackets": plain(lambda n: _repeat("<", n, "<p>text</p>")),
        "end-tag fragments": plain(lambda n: _repeat("</", n, "<p>text</p>")),
        "bang fragments": plain(lambda n: _repeat("<!", n, "<p>text</p>")),
        # The panels reader: an opening tag or a controls list that never ends.
        "panels and unclosed tags": plain(
            lambda n: _repeat("<a x ", n, _ACCORDION + "<p>", "</p></main>")
        ),
        "panels and unclosed controls": plain(
            lambda n: _repeat('<a aria-controls="', n, _ACCORDION + "<p>", "</p></main>")
        ),
        "many attributes": plain(lambda n: _repeat(' a="b"', n, "<div", ">text</div>")),
        "giant attribute": plain(lambda n: _repeat("a", n, '<p>x</p><div class="', '">t</div>')),
        "giant tag name": plain(lambda n: _repeat("a", n, "<p>x</p><", ">")),
        # Text: one line holding everything, references.
        "giant line": plain(lambda n: _repeat("word ", n, "<p>", "</p>")),
        "giant word": plain(lambda n: _repeat("a", n, "<p>", "</p>")),
        "references": plain(lambda n: _repeat("&amp;", n, "<p>", "</p>")),
        "reference fragments": plain(lambda n: _repeat("&#", n, "<p>", "</p>")),
        # One number of the page's size: past Python's 4,300 digits for an integer.
        "giant numeric reference": plain(lambda n: _repeat("9", n, "<p>Text &#", ";</p>")),
        "control characters": plain(lambda n: _repeat("\x01\x02 ", n, "<p>", "</p>")),
        # Text encoded twice: every run turned back once; proofs' beginnings alone.
        "text encoded twice": plain(lambda n: _repeat("donâ\x80\x99t cafÃ© ", n, "<p>", "</p>")),
        "double encoding openers": plain(lambda n: _repeat("â€ðŸÃ", n, "<p>\x85", "</p>")),
        # Raw text and comments: elements whose end a scanner must find once.
        "unclosed scripts": plain(lambda n: _repeat("<script>", n, "<p>text</p>")),
        "comment openers": plain(lambda n: _repeat("<!--", n, "<p>text</p>")),
        "unclosed textarea": plain(lambda n: _repeat("<p>a</p>", n, "<p>text</p><textarea>")),
        "noembed openers": plain(lambda n: _repeat("<noembed><p>text</p>", n)),
        "noscript blocks": plain(lambda n: _repeat("<noscript><p>text</p></noscript>", n)),
        "noscript page": plain(
            lambda n: _repeat("<p>words of a post here</p>\n", n, "<noscript>", "</noscript>")
        ),
        "xmp openers": plain(lambda n: _repeat("<xmp><p>text</p>", n)),
        # A tag opened and never closed, pasted over and over before the block's end:
        # every "<" of a run with no ">" after it on its line (once a line's piece,
        # a link's text, a paragraph's) is no tag, and must not be read to the end.
        "unclosed images": plain(lambda n: _repeat('<img src="x" alt="', n, "<p>Words ", "</p>")),
        "unclosed images by lines": plain(
            lambda n: _repeat('<img src="x" alt="' * 40 + "\n", n, "<p>Words ", "</p>")
        ),
        "unclosed images in a link": plain(
            lambda n: _repeat('<img src="x" alt="', n, '<p><a href="/x">Words ', "</a></p>")
        ),
        "mixed quotes": plain(lambda n: _repeat("""<p a="'b """, n, "", ">text")),
        "ruby glosses": plain(lambda n: _repeat("字<rt>zi", n, "<p><ruby>", "</ruby></p>")),
        "heading links": plain(lambda n: _repeat('<a href="/">Home ', n, "<h1>", "</h1>")),
        "giant title": plain(lambda n: _repeat("word ", n, "<title>", "</title><p>x</p>")),
        # Nesting: every walk up the ancestors of every line.
        "deep nesting": plain(lambda n: _repeat("<div>", n, "<p>x</p>", "text")),
        "deep nesting with text": plain(lambda n: _repeat("<div><p>words here</p>", n)),
        "nested headers": plain(lambda n: _repeat("<header><p>words here</p>", n)),
        # Nothing but the site's footer, deep: every line is furniture, read once more.
        "nested footers": plain(lambda n: _repeat("<footer><nav><p>words here</p>", n)),
        "deep footer notice": plain(lambda n: _repeat("<div>", n, "<footer>", "<p>notice</p>")),
        "nested spans": plain(lambda n: _repeat("<span>", n, "<p>", "text</p>")),
        # Drawings: each unclosed <svg> ends at the next one or at a breakout tag.
        "unclosed svg icons": plain(lambda n: _repeat("<svg class='i'><use/>", n, "<p>text</p>")),
        "svg icons in text": plain(
            lambda n: _repeat("<svg class='i'><use/>word <b>bold</b> ", n, "<p>", "</p>")
        ),
        # Sections named by their title's slug: each parent's children read once.
        "titled sections": plain(lambda n: _page(_titled_or_paragraph, n)),
        # Divs left open inside closed blocks: each end tag is answered by lookups.
        "divs left open in buttons": plain(lambda n: _repeat("<button><div>menu</button>", n)),
        "divs left open in sections": plain(lambda n: _repeat("<section><div>words</section>", n)),
        "stray end tags over divs": plain(
            lambda n: _repeat("<div>a</section>", n, "<nav>", "</nav><p>text</p>")
        ),
        # Index sections: each list's climb to its heading is read once.
        "index sections": plain(lambda n: _page(_index_section, n)),
        "nested index sections": plain(lambda n: _repeat(_NESTED_INDEX, n, "<p>x</p>")),
        "nested tables": plain(lambda n: _repeat("<table><tr><td>cell text", n)),
        # A thread's posts named as comments, each in an edit form; replies nested.
        "posts named comments": plain(lambda n: _page(_post, n)),
        "nested posts": plain(lambda n: _repeat("<div class='comment'><form><p>a reply", n)),
        # A threaded forum: each reply nested in the one it answers, every one
        # of the opening post's kind; the thread's climb reads each post once.
        "threaded replies": thread(lambda n: _repeat(_REPLY, n, _OPENING_POST, "</div>")),
        # A forum post, its replies in a block named as comments, each nested in
        # the last: the climb measures each level once.
        "replies named comments": thread(
            lambda n: _repeat("<div class='comment'><p>a short reply", n, _OPENING_POST)
        ),
        # A thread whose every post carries an author card of labelled pairs and
        # a rank: each term, value and heading is looked at once
        # (:mod:`..engine.tree.forum.post_template`).
        "author cards": thread(lambda n: _numbered(_carded_reply, n, _OPENING_POST, "</div>")),
        # Ranks left open, each heading the next, and a card's value holding the
        # next card: only the outermost heading and list are read.
        "nested ranks": thread(lambda n: _repeat("<h5>Member", n, _OPENING_POST)),
        "nested cards": thread(lambda n: _repeat("<dl><dt>Joined</dt><dd>May", n, _OPENING_POST)),
        # Content a script reveals: each hidden element's text measured once at most.
        "nested hidden segments": plain(lambda n: _repeat("<div hidden><p>words here</p>", n)),
        "hidden segments": plain(
            lambda n: _repeat("<div hidden><p>words of a segment</p></div>\n", n, "<main>")
        ),
        # A service page's declared main (or body), read whole: each named block measured once.
        "nested menus in a main": service(
            lambda n: _repeat("<div class='menu'><p>words of a section here</p>", n, "<main>")
        ),
        "nested menus, no main": service(
            lambda n: _repeat("<div class='menu'><header><p>words of a section here</p>", n)
        ),
        "menus in a main": service(
            lambda n: _repeat("<div class='menu'><p>a section</p></div>\n", n, "<main><p>x</p>")
        ),
        # Rendering (Markdown, HTML): each line's shape, inline marks, code, tables.
        "nested lists": plain(lambda n: _repeat("<ul><li>item words ", n)),
        # In-page links: a table of contents is kept however deep it nests.
        "nested contents": plain(lambda n: _repeat("<ul><li><a href='#s'>A section</a>", n)),
        "contents": plain(lambda n: _page(lambda k: f'<li><a href="#s{k}">Part {k}</a></li>', n)),
        # A writer's list of links between paragraphs: each parent's children read
        # once for what stands before and after a list.
        "link lists between paragraphs": plain(
            lambda n: _page(
                lambda k: f"<p>{_sentence(k)}</p><ul><li><a href='/p/{k}'>Entry {k}</a></li></ul>",
                n,
            )
        ),
        "nested link lists in text": plain(
            lambda n: _repeat("<div><p>words here</p><ul><li><a href='/x'>entry</a></li></ul>", n)
        ),
        # Every seed in a dialog: the last resort reads the page again, once.
        "seeds in a dialog": plain(
            lambda n: _repeat(
                "<p>words of a consent purpose, long enough to be a seed</p>\n",
                n,
                "<p>a short post</p><div role='dialog' aria-modal='true'>",
            )
        ),
        # An article in chunks of one class: the climb measures each sibling once.
        "chunks of one class": plain(
            lambda n: _repeat("<div class='part'><p>words of a part</p></div><figure>", n)
        ),
        "nested chunks": plain(lambda n: _repeat("<div class='part'><p>words of a part</p>", n)),
        # A script's state left as text: each text node read once, parsed once.
        "script state": plain(
            lambda n: _repeat('{"k": [1, 2], "v": "a value"}, ', n, "<p>x</p><div>[", "{}]</div>")
        ),
        "json openers": plain(lambda n: _repeat('<b>["a', n, "<p>")),
        "json openers in one text": plain(lambda n: _repeat('>["', n, "<p>")),
        "nested quotes": plain(lambda n: _repeat("<blockquote><p>quoted words</p>", n)),
        "inline marks": plain(
            lambda n: _repeat("<b>bold</b> <i>it</i> <code>c</code> ", n, "<p>", "</p>")
        ),
        "nested marks": plain(lambda n: _repeat("<b><i><a href='/'>x", n, "<p>", "</p>")),
        "code blocks": plain(lambda n: _page(lambda k: f"<pre>a {k}\n    b {k}</pre>\n", n)),
        "unclosed code blocks": plain(lambda n: _repeat("<pre>code ", n, "<p>text</p>")),
        "table rows": plain(lambda n: _repeat("<tr><td>a b</td><td>c</td></tr>", n, "<table>")),
        "wide table": plain(lambda n: _repeat("<td>c d</td>", n, "<table><tr><td>a</td></tr><tr>")),
        "markdown lookalikes": plain(
            lambda n: _repeat("*a* _b_ [c](d) #e |f ` ", n, "<p>", "</p>")
        ),
        "linked words": plain(lambda n: _repeat('<a href="/x">word</a> and ', n, "<p>", "</p>")),
        "images": plain(lambda n: _repeat('<img src="/i.png" alt="pic"> words ', n, "<p>", "</p>")),
        # Metadata: structured data read from the whole page, bounded in count.
        "many meta tags": plain(lambda n: _repeat('<meta name="date" content="2020-01-02">', n)),
        "controls in metadata": plain(
            lambda n: _repeat('<meta name="author" content="Jo\x01 Doâ\x80\x99e">', n, "<p>x</p>")
        ),
        "many json-ld scripts": plain(
            lambda n: _repeat(
                '<script type="application/ld+json">{"@type":"Article","author":'
                '{"@id":"#a"},"datePublished":"2020-01-02"}</script>',
                n,
                tail="<p>text</p>",
            )
        ),
        "giant json-ld": plain(
            lambda n: _repeat(
                '{"@type":"Person","name":"A B","sameAs":["x"]},',
                n,
                '<script type="application/ld+json">{"@graph":[',
                "{}]}</script><p>text</p>",
            )
        ),
        "deep json-ld": plain(
            lambda n: _repeat('{"a":[', n, '<script type="application/ld+json">', "</script>")
        ),
        "ld+json fragments": plain(lambda n: _repeat("ld+json>", n, "<p>text</p>")),
        "itemprop fragments": plain(lambda n: _repeat('itemprop="author" ', n, "<p>text</p>")),
        "many bylines": plain(
            lambda n: _page(lambda k: f'<p class="byline">By Jane Doe{k} on May 4, 2021</p>', n)
        ),
        "many time elements": plain(
            lambda n: _repeat('<time datetime="2021-05-04">May 4</time> ', n, "<p>", "</p>")
        ),
        # The address: the headline reads the URL's slug.
        "long address": lambda n: (
            _page(lambda k: f"<p>{_sentence(k)}</p>\n", n),
            "https://example.com/" + "-".join(_WORDS[k % len(_WORDS)] for k in range(n // 6)),
        ),
    }
    return shapes


def with_paragraphs(page: str, size: int) -> str:
    """``page`` (a real article) with paragraphs added before its ``</body>`` up to
    ``size`` characters: the real page's structure, with many lines."""
    cut = page.rfind("</body>")
    if cut < 0:
        cut = len(page)
    head, tail = page[:cut], page[cut:]
    return _numbered(lambda k: f"<p>Paragraph {k}: {_sentence(k)}</p>\n", size, head, tail)
