"""Every tab panel is the page's content, though all but one are sent hidden.

Documentation shows one code sample per language in tabs, a product its
specifications beside its description: the reader opens each panel with its
tab, so each is main content. Real HTML, extracted end to end.
"""

from __future__ import annotations

import gzip

import pytest
from markdown_it import MarkdownIt

from scrapy_danag import extract
from scrapy_danag.engine.tree.panels import (
    CONTROLS_RE,
    MOST_FOUND,
    MOST_NAMES,
    TAG_WITH_ID_RE,
    controls_values,
    tags_with_ids,
)
from scrapy_danag.engine.tree.tags import parse_attributes
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED, best_cpu_seconds_each

SAMPLES = {
    "Python": 'client.messages.create(to="+15558675310", body="Hello from Python")',
    "Node.js": 'await client.messages.create({ to: "+15558675310", body: "Hello from Node" });',
    "Ruby": '@client.messages.create(to: "+15558675310", body: "Hello from Ruby")',
}


def _panel(n: int, language: str, code: str, hiding: str) -> str:
    return (
        f'<div role="tabpanel" id="panel-{n}" aria-labelledby="tab-{n}"{hiding}>'
        f'<pre><code class="language-{language.lower()}">{code}</code></pre></div>\n'
    )


def _page(hiding: str) -> bytes:
    tabs = "".join(
        f'<button role="tab" id="tab-{n}" aria-controls="panel-{n}">{language}</button>'
        for n, language in enumerate(SAMPLES)
    )
    panels = "".join(
        _panel(n, language, code, "" if n == 0 else hiding)
        for n, (language, code) in enumerate(SAMPLES.items())
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Send a message - Docs</title></head>
<body>
<nav><a href="/docs/">Docs</a> <a href="/docs/api/">API reference</a></nav>
<main><article>
<h1>Send a message</h1>
<p>This guide sends a text message from your account's number with the REST API.
Install the library for your language first, then set the account's identifier and
token as environment variables so that no secret is written into the code.</p>
<h2>Send it</h2>
<p>Create the message with the number it goes to and its text. The call returns at
once with the message's identifier; delivery happens afterwards, and its status can be
read with a second call or sent to your server by a callback.</p>
<div role="tablist">{tabs}</div>
{panels}
<div hidden><p>Your session expired. Sign in again to keep your changes.</p></div>
<p>The message's status moves from queued to sent to delivered; a number that cannot
receive messages ends in failed, with an error code that says why.</p>
</article></main>
<footer><p>Copyright Example Messaging Inc.</p></footer>
</body></html>""".encode()


def test_hidden_tab_panels_are_content() -> None:
    for hiding in (" hidden", ' aria-hidden="true"', ' class="tab-panel hidden"'):
        text = extract(_page(hiding)).main_content
        for code in SAMPLES.values():
            assert code in text, hiding
        assert "Your session expired" not in text  # a hidden block that is no panel


def test_markdown_keeps_each_panel_as_a_code_block() -> None:
    markdown = extract(_page(" hidden"), output_format="markdown").main_content
    fences = [token for token in MarkdownIt().parse(markdown) if token.type == "fence"]
    assert [token.info for token in fences] == ["python", "node.js", "ruby"]
    assert [token.content.strip() for token in fences] == list(SAMPLES.values())


@pytest.mark.parametrize(
    ("source", "values"),
    [
        ('<button aria-controls="panel-1">', ["panel-1"]),
        ("<b ARIA-Controls = 'a'>", ["a"]),  # any case, space around "="
        ("<b ar\u0131a-controls=x>", ["x"]),  # read as re.IGNORECASE reads "i"
        ("<b data-controls=x>", []),  # "-controls" without "aria"
        ("<b x-controls=aria-controls=5>", ["5"]),  # one not taken hides no other
        ("<b aria-controls=aria-controls=6>", ["aria-controls=6"]),  # nor within a value
        ("<b aria-controls>", []),
    ],
)
def test_controls_values_of_hand_written_tags(source: str, values: list[str]) -> None:
    assert list(controls_values(source)) == values
    assert ["".join(found) for found in CONTROLS_RE.findall(source)] == values


def _shipped_pages_and_shapes() -> list[str]:
    """Every shipped page, and every hostile shape at 16 KB."""
    pages = [
        gzip.decompress(p.read_bytes()).decode("utf-8", "replace")
        for p in SHIPPED.rglob("*.html.gz")
    ]
    return pages + [shape(16 * 1024)[0] for shape in hostile_shapes().values()]


def test_controls_values_equal_the_pattern_on_shipped_pages_and_hostile_shapes() -> None:
    found = 0
    for source in _shipped_pages_and_shapes():
        values = list(controls_values(source))
        assert values == ["".join(f) for f in CONTROLS_RE.findall(source)]
        found += len(values)
    assert found > 0


def test_controls_values_are_linear_on_a_tag_of_controls_taken_by_none() -> None:
    """Each ``-controls`` that no ``aria`` stands before is passed once."""
    small, large = ("<b x-controls='" + "-controls=" * n for n in (25_000, 100_000))
    times = best_cpu_seconds_each(
        [lambda: list(controls_values(small)), lambda: list(controls_values(large))]
    )
    assert times[1] <= 6 * times[0] + 0.05, times


def _ided(found: list[tuple[str, str]], names: set[str]) -> list[tuple[str, str]]:
    """The tags of ``found`` whose ``id`` is one of ``names``, as panels ask."""
    return [tag for tag in found if parse_attributes(tag[1]).get("id", "").strip() in names]


@pytest.mark.parametrize(
    ("source", "names", "kept"),
    [
        ("<div id='a'></div><p id=b class=a>", {"a"}, [("div", " id='a'")]),
        ('<div class=x id=" a "><b>a</b>', {"a"}, [("div", ' class=x id=" a "')]),  # stripped
        ("<p>a < b id=a> c</p>", {"a"}, []),  # a "<" of text opens no tag
        ("<li data-a=1 id=x><li id='a' data-a>", {"a"}, [("li", " id='a' data-a")]),
        ("<DIV ID=a>", {"a"}, [("DIV", " ID=a")]),
        ("<div id=ab>", {"a"}, []),  # another id holding the name
        ("<div id=a", {"a"}, []),  # no ">": no tag
    ],
)
def test_tags_with_ids_of_hand_written_tags(
    source: str, names: set[str], kept: list[tuple[str, str]]
) -> None:
    assert _ided(tags_with_ids(source, names), names) == kept
    assert _ided(TAG_WITH_ID_RE.findall(source), names) == kept


def test_tags_with_ids_equal_the_pattern_on_shipped_pages_and_hostile_shapes() -> None:
    """Every tag the pattern finds with an ``id`` the page controls, and no
    other tag with an ``id`` among them; also past the names sought one by one."""
    found = 0
    for source in _shipped_pages_and_shapes():
        every = TAG_WITH_ID_RE.findall(source)
        controlled = {name for value in controls_values(source) for name in value.split()}
        ids = [parse_attributes(tag[1]).get("id", "").strip() for tag in every]
        for names in (controlled, set(ids[::7]), {f"x{n}" for n in range(MOST_NAMES + 1)}):
            names = {name for name in names if name}
            got = tags_with_ids(source, names)
            assert set(got) <= set(every)
            assert _ided(got, names) == _ided(every, names)
            found += len(_ided(got, names))
    assert found > 0


def test_tags_with_ids_are_linear_on_a_name_found_everywhere() -> None:
    """A name written all over the page is sought only so far: past
    MOST_FOUND occurrences, the page's tags are matched in one pass."""
    small, large = ("<p id=a>" + "a " * n for n in (25_000, 100_000))
    assert MOST_FOUND < 25_000
    times = best_cpu_seconds_each(
        [lambda: tags_with_ids(small, {"a"}), lambda: tags_with_ids(large, {"a"})]
    )
    assert times[1] <= 6 * times[0] + 0.05, times
    assert tags_with_ids(large, {"a"}) == [("p", " id=a")]


def test_tags_with_ids_read_text_between_tags_once() -> None:
    """A name written in text far from any tag, fewer times than MOST_FOUND:
    the ``<`` before it and the ``>`` after it are sought once, not once for
    each occurrence."""
    small, large = ("<p>" + ("a" + " " * 4000) * n + "<x>" for n in (480, 1920))
    assert MOST_FOUND > 1920
    times = best_cpu_seconds_each(
        [lambda: tags_with_ids(small, {"a"}), lambda: tags_with_ids(large, {"a"})]
    )
    assert times[1] <= 6 * times[0] + 0.05, times
    assert tags_with_ids(large, {"a"}) == []
