"""An article its publisher cut into chunks comes out whole.

Medium and page builders write an article as sibling blocks of one class with
a full-width picture between them. The densest lines stand in the first, longest
chunk, the pictures keep the line phases from reaching the others, and the
article used to stop at the first picture. Real HTML, extracted end to end.
"""

from __future__ import annotations

from scrapy_danag import extract

CHUNKS = [
    [
        "Profiling a service in production used to mean a restart with a flag, a "
        "window of lost traffic and a file to copy off the machine by hand.",
        "The inspector module changes that: it ships with the runtime, needs no "
        "extra installation and can be driven from the program itself.",
        "This first part shows how to start and stop a profile from code, and where "
        "the resulting file goes when the process writes nothing to disk.",
        "A profile is a tree of calls with the time each one took. The module hands "
        "it back as one JSON object, which any trace viewer opens as it is.",
        "Sending that object to a bucket instead of a local file keeps the machine's "
        "disk untouched, which matters on containers with read-only file systems.",
        "Starting a profile on demand needs a way to reach the process: a socket, a "
        "signal or a message queue all work, as long as only operators can use it.",
    ],
    [
        "Reading the profile takes some practice. The width of each box is the time "
        "spent in that call; the height of a stack is how deep the calls go.",
        "In our example every request derived a key with a slow hash, so the graph "
        "was a row of wide blocks instead of the fine flames a healthy service shows.",
    ],
    [
        "Once the hash moved to a worker pool, the same load produced a graph of "
        "narrow stacks and the service answered three times as many requests.",
        "The module does more than profiling: heap snapshots, coverage and a live "
        "debugger are all a message away, which the next article covers.",
    ],
]


def _figure(n: int) -> str:
    # As Medium writes a full-width picture: wrapper in wrapper, a blurred
    # placeholder, the image again for browsers without scripts.
    wrappers = "".join(f'<div class="w{k}">\n' for k in range(12))
    closing = "</div>\n" * 12
    images = "".join(
        f'<img class="p{k}" src="/img/graph-{n}-{k}.png" width="1144" height="708" alt="">\n'
        f'<noscript><img src="/img/graph-{n}-{k}-full.png" alt=""></noscript>\n'
        for k in range(6)
    )
    return (
        f'<div class="full-bleed">\n<figure>\n{wrappers}{images}{closing}'
        f"<figcaption>Graph {n} of the service's calls</figcaption>\n</figure>\n</div>\n"
    )


def _chunk(paragraphs: list[str], after: str = "") -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f'<div class="section-part"><div class="inner">{body}{after}</div></div>\n'


def _page(parts: list[str]) -> bytes:
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Profiling in production</title></head>
<body>
<header><a href="/">Engineering blog</a> <a href="/about">About</a></header>
<article><h1>Profiling in production without a restart</h1>
<section class="story">{"".join(parts)}</section></article>
<footer><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>
</body></html>""".encode()


def test_every_chunk_of_the_article_comes_out() -> None:
    parts = [_chunk(CHUNKS[0]), _figure(1), _chunk(CHUNKS[1]), _figure(2), _chunk(CHUNKS[2])]
    text = extract(_page(parts)).main_content
    for paragraphs in CHUNKS:
        for paragraph in paragraphs:
            assert paragraph in text
    assert "Privacy" not in text


def test_a_short_block_of_the_same_class_is_no_chunk() -> None:
    # The article in one chunk, then a publisher's note written with the same
    # class: a twentieth of the article's text is not a second part of it.
    article = CHUNKS[0] + CHUNKS[1] + CHUNKS[2]
    note = "<p>This article first appeared in our newsletter for operators.</p>"
    parts = [_chunk(article), _figure(1), f'<div class="section-part">{note}</div>']
    text = extract(_page(parts)).main_content
    for paragraph in article:
        assert paragraph in text
    assert "first appeared" not in text
