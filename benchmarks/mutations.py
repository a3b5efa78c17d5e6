"""Real pages damaged at random, extracted in every output format (each with an
algorithm and a line mode drawn at random, images kept): any exception but
``NotTextError`` is a bug, and so is a page far slower than its size allows,
and HTML or Markdown output that would be unsafe to show as it is.

The broken pages a crawl meets are mostly real pages damaged -- cut short,
spliced, a tag lost or doubled, bytes garbled, a fragment pasted a thousand
times -- in combinations nobody writes down. The hand-written shapes of
:mod:`scrapy_danag.evaluation.hostile` test how time grows; this tests the
combinations. Each page's damage comes from its own seed, so a failure is
written to ``--out`` with that seed in its name and can be replayed and turned
into a test. Usage::

    python benchmarks/mutations.py ../shared/corpora [--seconds 600] [--seed 1] [--out mutations]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from scrapy_danag import NotTextError, extract
from scrapy_danag.evaluation import read_corpus
from scrapy_danag.evaluation.safety import unsafe_html, unsafe_markdown

FORMATS = ("text", "markdown", "html")
#: What each format's output must be free of, beyond running at all.
UNSAFE: dict[str, Callable[[str], list[str]]] = {"html": unsafe_html, "markdown": unsafe_markdown}
#: Each format's run takes one of these at random: the default, the papers' own
#: algorithms, the author's line breaks (``line_mode="source"`` keeps what block
#: mode collapses: form feeds, runs of spaces), images kept.
ALGORITHMS = ("addanag+", "addanag+", "addanag", "danag", "dana", "r2l", "density")
LINE_MODES = (None, None, "source")
#: The page's address as a caller may pass it: none, one that is no web
#: address, or odd, or very long. Drawn for one page in ten. (One urllib
#: cannot read at all, ``http://[``, is refused with a ``ValueError`` before
#: the page is read: the API's contract, tested in ``tests/test_bad_input.py``.)
ADDRESSES = (
    None, "javascript:alert(1)", "data:text/html,x", "file:///",
    "mailto:a@b", "http://ex ample.com/a b", "http://xn--/", "//no-scheme/path", "?q=1",
    "http://example.com/" + "a/" * 5000, "http://example.com/%zz%", "http://\u0000/",
    "http://example.com:99999/", "ftp://example.com/a.html", "http://例子.测试/新闻/",
)  # fmt: skip
#: The header a server may send with the page: charsets a codec does not know,
#: one it decodes differently, none at all. Drawn for one page in ten.
CONTENT_TYPES = (
    None, b"text/html; charset=utf-16", b"text/html; charset=utf-7", b"text/html; charset=",
    b"text/html; charset=x-unknown", b"text/html; charset=\x00", b"text/plain",
    b"text/html; charset=shift_jis", b"text/html; charset=utf-32", b"\xff\xfe",
    "text/html; charset=iso-2022-jp",
)  # fmt: skip
#: Byte order marks, put in front of a page for one page in twenty: a page
#: saved as UTF-8 but marked as UTF-16 or UTF-32 decodes to other characters.
MARKS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")
#: Below this rate, a page that also took over :data:`SLOW_SECONDS` is reported.
SLOW_BYTES_PER_SECOND = 1_000_000
SLOW_SECONDS = 0.5
#: Markup that stresses the stages: tags the parser reads as text, table and list
#: parts out of place, hidden and landmark blocks, unclosed quotes and comments,
#: huge attribute values, control characters and noncharacters as UTF-8.
FRAGMENTS = (
    *(f"<{tag}>".encode() for tag in ("li", "dt", "dd", "td", "th", "tr", "caption", "thead")),
    *(f"<{tag}>".encode() for tag in ("ul", "blockquote", "h2", "pre", "details", "summary")),
    *(f"<{tag}>".encode() for tag in ("form", "xmp", "noembed", "textarea", "noscript", "svg")),
    *(f"</{tag}>".encode() for tag in ("li", "table", "h2", "article", "div", "script", "html")),
    b"<", b">", b"</", b'"', b"'", b"=", b"&", b"&#", b"<!--", b"-->", b"<![CDATA[",
    b"<script>", b"<style>", b"<title>", b"<article>", b"<main>", b"<div hidden>",
    b'<div style="display:none">', b'<div role="navigation">', b'<div class="comments">',
    b'<ol start="99999999999">', b'<td colspan="999999">', b'<code class="language-">',
    b'<a href="javascript:alert(1)">', b'<base href="//">', b'<img src="x" alt="',
    b'<time datetime="', b'<meta charset="utf-16">', b'<meta charset="utf-7">',
    b"<plaintext>", b"<template>", b"<math>", b"<frameset>", b"<select>", b"<table><li>",
    b"<h1>", b"<dl>", b"<q>", b"<ruby>", b"&#99999999999;", b"&#x0;", b"&#xD800;",
    b'<meta http-equiv="refresh" content="0;url=http://[">', b'<a href="http://[">',
    b'<script type="application/ld+json">{"@type":',
    b"\x00", b"\x05", b"\x0b", b"\x1b", b"\r", b"\t" * 50, b"\xef\xbf\xbe", b"\xe2\x80\xae",
)  # fmt: skip


#: A page that makes every stage load what it loads once per process.
WARM_UP = (
    "<html><body><article><h1>Ferries</h1><p>"
    + "The ferries keep to their timetable through the winter storms on the river. " * 20
    + '<a href="/more">More</a></p><ul><li>One</li></ul></article></body></html>'
)


def damaged(data: bytes, rng: random.Random) -> bytes:
    """``data`` after 1 to 50 random edits: a fragment inserted, a span deleted or
    copied elsewhere, random bytes inserted, the rest cut off, or a fragment
    inserted up to 3,000 times over."""
    page = bytearray(data)
    for _ in range(rng.choice((1, 3, 10, 50))):
        at = rng.randrange(len(page) + 1)
        edit = rng.random()
        if edit < 0.4:
            page[at:at] = rng.choice(FRAGMENTS)
        elif edit < 0.6:
            del page[at : at + rng.randrange(1, 2000)]
        elif edit < 0.75 and page:
            start = rng.randrange(len(page))
            page[at:at] = page[start : start + rng.randrange(1, 5000)]
        elif edit < 0.85:
            page[at:at] = rng.randbytes(rng.randrange(1, 20))
        elif edit < 0.9:
            del page[at:]
        else:
            page[at:at] = rng.choice(FRAGMENTS) * rng.randrange(1, 3000)
    if rng.random() < 0.05:
        page[0:0] = rng.choice(MARKS)
    return bytes(page)


def failure(error: BaseException) -> str:
    """The exception's type, message and the engine's frame that raised it."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if "scrapy_danag" in f.filename]
    where = (
        f"{frames[-1].filename.rsplit('scrapy_danag/', 1)[-1]}:{frames[-1].lineno}"
        if frames
        else "?"
    )
    return f"{type(error).__name__} at {where}: {str(error)[:80]}"


def run(
    pages: list[tuple[str, bytes, str | None]],
    seconds: float,
    seed: int,
    keep: Callable[[str, bytes], None],
) -> tuple[int, Counter[str]]:
    """Damage and extract pages in turn for ``seconds``; every failure and slow
    page is counted under its description and given to ``keep``."""
    found: Counter[str] = Counter()
    for output_format in FORMATS:  # one-time loads (the language model) are not the page's
        extract(WARM_UP, output_format=output_format)
    done = 0
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        name, data, url = pages[done % len(pages)]
        rng = random.Random(f"{seed}:{done}")
        page = damaged(data, rng)
        address = rng.choice(ADDRESSES) if rng.random() < 0.1 else url
        content_type = rng.choice(CONTENT_TYPES) if rng.random() < 0.1 else None
        for output_format in FORMATS:
            algorithm, line_mode = rng.choice(ALGORITHMS), rng.choice(LINE_MODES)
            options = f"{output_format}-{algorithm}-{line_mode or 'default'}"
            started = time.perf_counter()
            try:
                result = extract(
                    page,
                    address,
                    content_type=content_type,
                    output_format=output_format,
                    algorithm=algorithm,
                    line_mode=line_mode,
                    include_images=True,
                )
            except NotTextError:
                result = None
            except Exception as error:  # every other exception is the finding
                result = None
                found[failure(error)] += 1
                keep(f"{seed}-{done}-{name}-{options}", page)
            took = time.perf_counter() - started
            unsafe = UNSAFE.get(output_format)
            for problem in unsafe(result.main_content) if result and unsafe else ():
                found[f"unsafe {output_format}: {problem[:60]}"] += 1
                keep(f"{seed}-{done}-{name}-{options}-unsafe", page)
            if took > SLOW_SECONDS and took * SLOW_BYTES_PER_SECOND > len(page):
                found[f"slow: {len(page) / took / 1e6:.2f} MB/s"] += 1
                keep(f"{seed}-{done}-{name}-{options}-slow", page)
        done += 1
    return done, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("mutations"))
    args = parser.parse_args()
    pages = [
        (f"{folder.name}-{page.id}", page.read_bytes(), page.url)
        for folder in sorted(args.corpora.iterdir())
        if (folder / "pages.jsonl").is_file()
        for page in read_corpus(folder)
    ]
    if not pages:
        sys.exit(f"no corpus under {args.corpora}")
    random.Random(args.seed).shuffle(pages)

    def keep(name: str, page: bytes) -> None:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / f"{name}.html").write_bytes(page)

    done, found = run(pages, args.seconds, args.seed, keep)
    print(
        f"{done} damaged pages, each in {len(FORMATS)} formats, other options at random,",
        f"seed {args.seed}",
    )
    for what, count in found.most_common():
        print(f"{count:6}  {what}")
    if not found:
        print("no exception but NotTextError, no page slower than its size allows")


if __name__ == "__main__":
    main()
