"""The compiled scans (:mod:`scrapy_danag.engine.scan`): phase 1's counts, the
block lines, the tags without attributes, the values' markup escaped, Filter 3
and what no browser renders taken out, each right on hand-made markup, equal
to the regular expressions it replaces, linear.

The thesis counts a line's text as what a parser extracts from it (tags out,
a character reference as one character, one space between words) and its
code as the rest of its characters but white space.
"""

from __future__ import annotations

import gzip
import importlib.machinery
import re
from functools import partial
from pathlib import Path

import pytest

from scrapy_danag.engine.headline.titlefinder import DELETED, find_title, tokenize
from scrapy_danag.engine.kinds.signals import COUNTED_TAGS
from scrapy_danag.engine.scan import (
    anchors,
    attribute_value,
    attributes,
    blocks,
    characters,
    collapsed,
    counts,
    deleted,
    fragments,
    open_divs,
    open_divs_reference,
    reference,
    stripped,
    tags,
    terms,
    unclosed,
    unrendered,
    values,
)
from scrapy_danag.engine.source import decode, private_use
from scrapy_danag.engine.source.decode import CONTROLS
from scrapy_danag.engine.source.mojibake import C1_CONTROLS
from scrapy_danag.engine.source.open_divs import close_open_divs
from scrapy_danag.engine.source.private_use import PRIVATE_USE
from scrapy_danag.engine.thesis.lines import count_content_and_code
from scrapy_danag.engine.thesis.preprocess import HIDDEN_ELEMENTS
from scrapy_danag.engine.tree.dom import FRAGMENT_MARKS
from scrapy_danag.evaluation.hostile import hostile_shapes

from .conftest import SHIPPED, best_cpu_seconds_each

HIDDEN = tuple(HIDDEN_ELEMENTS)


@pytest.mark.parametrize(
    "module",
    [
        *(counts, blocks, attributes, values, anchors, unrendered, terms, tags, stripped),
        *(fragments, unclosed, deleted, collapsed, open_divs, characters, attribute_value),
    ],
    ids=lambda m: m.__name__,
)
def test_the_installed_package_runs_the_compiled_scans(module: object) -> None:
    where = Path(getattr(module, "__file__", None) or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


@pytest.mark.parametrize(
    ("line", "content", "code"),
    [
        ("<p>Hello  world</p>", 11, 7),  # "Hello world"; T2: 17 characters less 10 letters
        ("  indented\ttext  ", 13, 0),  # white space is neither
        ("a<b>c</b>d", 3, 7),  # a tag joins the words around it
        ("&am<b>p; x", 3, 7),  # a reference split by a tag is one once it is gone: "& x"
        ("&#1234567890;", 5, 8),  # seven digits make the reference; "890;" is text: "&890;"
        ("&#x41; &#xZ; &a; &ab", 13, 7),  # "&", "&#xZ;", "&a;", "&": 10 letters, 3 spaces
        ("1 < 2 and 3 > 2", 15, 0),  # a "<" before a space opens no tag
        ("<a href='x'>open <b", 7, 11),  # "<b" closes nothing on its line: "open <b"
        ("</ x> <!doctype html> <?php ?>", 5, 21),  # "</ x>" is text; the others tags
        ("\u3000wide\u2003space\u00a0here\u200bzero", 20, 0),  # a zero-width space is no space
    ],
)
def test_counts_of_hand_counted_lines(line: str, content: int, code: int) -> None:
    assert counts.content_and_code(line) == ([content], [code])
    assert reference.content_and_code(line) == ([content], [code])


def test_lines_are_counted_one_by_one_and_the_lines_must_match() -> None:
    lines = ["<h1>Title</h1>", "", "<p>One two</p>", "<br>"]
    assert count_content_and_code(lines) == ([5, 0, 7, 0], [9, 0, 7, 4])
    with pytest.raises(ValueError, match="does not hold the lines"):
        count_content_and_code(lines, "<h1>Title</h1>")


def _documents() -> list[str]:
    pages = [gzip.decompress(p.read_bytes()) for p in sorted(SHIPPED.rglob("*.html.gz"))]
    shapes = [shape(16 * 1024)[0] for shape in hostile_shapes().values()]
    return [page.decode("utf-8", "replace") for page in pages] + shapes


def test_the_scans_equal_the_regular_expressions_on_shipped_pages_and_hostile_shapes() -> None:
    for document in _documents():
        _assert_scans_equal(document)


#: Characters two and four bytes wide, each holding a byte that is ASCII's
#: "<", ">", "-", '"', "'", "/", "!" or newline: a page with one of them is
#: stored wide, and a scan that searches it byte by byte meets them.
_WIDE = {
    "two bytes": "\u013c\u3c3c\u2d3e\u3e2d\u2122\u0127\u3d2f\u0121\u010a",
    "four bytes": "\U0001f33c\U0002003c\U0001f43e\U0001f42d\U00020022\U0001f60a",
}


@pytest.mark.parametrize("wide", _WIDE.values(), ids=_WIDE.keys())
def test_the_scans_equal_the_regular_expressions_on_wide_pages(wide: str) -> None:
    """A page stored two or four bytes a character is searched with ``memchr``
    too (:mod:`scrapy_danag.engine.scan` ``page.pxd``): a byte of markup inside
    a wide character is no markup."""
    for document in _documents()[::5]:
        page = wide + document.replace("<", wide + "<").replace(">", ">" + wide)
        _assert_scans_equal(page)
        assert close_open_divs(page) == open_divs_reference.close_open_divs(page)


def _assert_scans_equal(document: str) -> None:
    assert counts.content_and_code(document) == reference.content_and_code(document)
    assert blocks.block_lines(document) == reference.block_lines(document)
    lines = blocks.block_lines(document)
    for text in (document, lines):
        assert attributes.bare_tags(text) == reference.bare_tags(text)
    assert values.escaped_values(document) == reference.escaped_values(document)
    assert anchors.placeholder_anchors(document) == reference.placeholder_anchors(document)
    for elements in (HIDDEN, (*HIDDEN, "svg")):
        assert unrendered.without_unrendered(document, elements) == (
            reference.without_unrendered(document, elements)
        )
    # The page's own title as the query, as the headline stage asks it.
    query = set(tokenize(find_title(document) or document[:200]))
    unspaced = "".join(sorted(t for t in query if len(t) == 1 and not t.isascii()))
    words = frozenset(query - set(unspaced))
    text = document.casefold()
    assert terms.lines_with_terms(text, words, unspaced) == (
        reference.lines_with_terms(text, words, unspaced)
    )
    assert terms.words_held(text, words) == reference.words_held(text, words)
    for text in (document, attributes.bare_tags(document)):
        assert tags.opening_tags(text, COUNTED_TAGS) == (reference.opening_tags(text, COUNTED_TAGS))
    for text, replacement in ((document, ""), (lines, " ")):
        assert stripped.without_tags(text, replacement) == (
            reference.without_tags(text, replacement)
        )
        assert stripped.without_bracketed(text, replacement) == (
            reference.without_bracketed(text, replacement)
        )
    for text in (document, lines):
        assert unclosed.escaped_line_ends(text) == reference.escaped_line_ends(text)
    for name, mark in (("a", "#"), ("img", "/"), ("p", "=")):
        assert fragments.openings_holding(document, name, mark) == (
            reference.openings_holding(document, name, mark)
        )
    for marks in (FRAGMENT_MARKS, ("<p>", "p>", ">"), ("\u65e7\u00e9", "\u00e9")):
        assert fragments.holds_one_of(document, marks) == reference.holds_one_of(document, marks)
    for text in (document, stripped.without_tags(lines, " ")):
        assert deleted.without_characters(text, DELETED) == (
            reference.without_characters(text, DELETED)
        )
    for text in (document, stripped.without_tags(document, "")):
        assert collapsed.collapsed(text) == reference.collapsed(text)
    for ranges in (CONTROLS, C1_CONTROLS, PRIVATE_USE):
        for text in (document, stripped.without_tags(document, "")):
            assert characters.holds_any(text, ranges) == reference.holds_any(text, ranges)


@pytest.mark.parametrize(
    ("html", "lines"),
    [
        (
            "  <div>\n\t<p class='a'>One\u00a0two</p>  </div> ",
            "\n<div> \n<p class='a'>One two</p>\n</div>",
        ),
        ("<P>Upper</P ><Br/>x<br>", "\n<P>Upper</P >\n<Br/>x\n<br>"),  # any ASCII case
        ("<pre>a</pre><preview>b</preview>", "\n<pre>a</pre><preview>b</preview>"),  # name whole
        ("<p title='<div>'>t</p>", "\n<p title='<div>'>t</p>"),  # the tag ends at its ">"
        ("a <p unclosed", "a <p unclosed"),  # no ">": no tag
        ("</td> </tr> </table>x</b> </p>", "</td>\n</tr>\n</table>x</b> </p>"),
        ("</div/> </div>", "</div/> </div>"),  # "</div/>" is no closing tag
        ("\u3000<li>\u2028x", "\n<li> x"),  # Python's white space, every kind
    ],
)
def test_block_lines_of_hand_written_markup(html: str, lines: str) -> None:
    assert blocks.block_lines(html) == lines
    assert reference.block_lines(html) == lines


@pytest.mark.parametrize(
    ("html", "bare"),
    [
        ('<p class="x" id=y>One</p><br/>', "<p>One</p><br/>"),
        ('<img src="a.png" alt="a > b" />', "<img/>"),  # a ">" in a value ends nothing
        ("<a href='/x'>link</a> <abbr title='t'>T</abbr>", "<a href='/x'>link</a> <abbr>T</abbr>"),
        ("<A HREF='/x'>", "<A>"),  # only a lower-case "a" is taken for an anchor
        ("<p>no attributes</p></div x>", "<p>no attributes</p></div x>"),
        ("<td\nclass='c'>cell", "<td>cell"),  # the white space after the name may be a break
        ('<div data-x="open <b x>\nnext <i y>', '<div data-x="open <b x>\nnext <i>'),
        ("<div title='a' <p x>", "<div>"),  # a "<" inside a tag ends nothing
        ("<div title='a' class=b\n<p y>", "<div title='a' class=b\n<p>"),  # no ">" on its line
        ("<svg:path d='M0'/><my-el x>", "<svg:path/><my-el>"),
        ("<p\u00e9t\u00e9 x>\u00e9", "<p\u00e9t\u00e9>\u00e9"),  # word characters in any script
        (
            "<p\u3000x>\U0001f600",
            "<p>\U0001f600",
        ),  # any white space, a page of four-byte characters
    ],
)
def test_tags_without_attributes_of_hand_written_markup(html: str, bare: str) -> None:
    assert attributes.bare_tags(html) == bare
    assert reference.bare_tags(html) == bare


@pytest.mark.parametrize(
    ("html", "escaped"),
    [
        (
            '<img data-caption="<p>A cat</p>" src=x>',
            '<img data-caption="&lt;p&gt;A cat&lt;/p&gt;" src=x>',
        ),
        ("<div id='slot</div><div data-ad='>", "<div id='slot&lt;/div&gt;&lt;div data-ad='>"),
        ('<p title= "a\n<br>b">', '<p title= "a\n&lt;br&gt;b">'),  # white space, a line break
        ('<p title = "<br>">', '<p title = "<br>">'),  # the name must end at the "="
        ('name="<span>" in text', 'name="<span>" in text'),  # no tag around the "="
        ('<p> x="<b>"</p>', '<p> x="<b>"</p>'),  # a ">" closed the tag before the "="
        # The tag around a later "=" is looked for in the page as it was: the
        # first value's "<b>" stands between, so the second is left alone.
        ('<p x=1 ab="<b>" cd="<i>">', '<p x=1 ab="&lt;b&gt;" cd="<i>">'),
        (
            '<img src="data:image/png;base64,Pg==" alt="<b>">',
            '<img src="data:image/png;base64,Pg==" alt="&lt;b&gt;">',
        ),
        ('<p data-x="no markup" y="<open>', '<p data-x="no markup" y="<open>'),  # never closed
        (
            '<\u00e9l \u00e9t\u00e9="<b>">',
            '<\u00e9l \u00e9t\u00e9="&lt;b&gt;">',
        ),  # names in any script
        ("<p " + "x" * 70 + '="<b>">', "<p " + "x" * 70 + '="<b>">'),  # a name read back 64 at most
    ],
)
def test_values_with_markup_of_hand_written_tags(html: str, escaped: str) -> None:
    assert values.escaped_values(html) == escaped
    assert reference.escaped_values(html) == escaped


@pytest.mark.parametrize(
    ("html", "filtered"),
    [
        ('<a href="http://www.BBC.com/">BBC Web Site</a>', "<a _____>BBC Web Site</a>"),
        ("<A HREF=x>short</A >", "<a>short</A >"),  # under 7 characters: no placeholder
        # "Bold & more": 11 characters shown, the reference one of them
        ("<a href=x><b>Bold</b> &amp; more</a>", "<a ____><b>Bold</b> &amp; more</a>"),
        ("<a\nhref=x>one\ntwo three</a>", "\n<a ______>one\ntwo three</a>"),  # breaks kept
        (
            "<a href=1>first link <a href=2>second link</a>",
            "<a ___>first link <a ____>second link</a>",
        ),
        ("<abbr>x</abbr> <a>no end", "<abbr>x</abbr> <a>no end"),
        ("<a href=x no end of tag", "<a href=x no end of tag"),
    ],
)
def test_filter_3_of_hand_written_anchors(html: str, filtered: str) -> None:
    assert anchors.placeholder_anchors(html) == filtered
    assert reference.placeholder_anchors(html) == filtered


@pytest.mark.parametrize(
    ("html", "kept"),
    [
        ("a<script>x<y</script >b<!-- c -->d", "a b d"),
        ("a<SCRIPT type=x>1</\u017fcript>b", "a b"),  # "\u017f" (long s) folds to "s"
        ("a<style>p{}</style/x>b<noscript><img></noscript>c", "a b c"),
        ("a<script>never closed", "a"),
        ("a<!-- never closed", "a"),
        ("a<scripts>b</scripts>", "a<scripts>b</scripts>"),  # another element
        ("a<svg viewBox='0 0 1 1'><path d='M0'/></svg>b", "a b"),
        ("a<svg/>b<svg x='1' />c", "a b c"),  # self-closing: nothing inside
        ("a<svg><use href='#i'><p>text</p>", "a <p>text</p>"),  # unclosed: a <p> breaks out
        ("a<svg><g><svg><path/></svg>b", "a  b"),  # the next one opens before any end tag
    ],
)
def test_unrendered_elements_of_hand_written_markup(html: str, kept: str) -> None:
    elements = (*HIDDEN, "svg")
    assert unrendered.without_unrendered(html, elements) == kept
    assert reference.without_unrendered(html, elements) == kept


@pytest.mark.parametrize(
    ("text", "words", "characters", "found"),
    [
        ("the cat\nconcatenate\ncat_s\ncats cat", {"cat"}, "", [0, 3]),  # a word alone
        ("x\ncaf\u00e9 ok\ncafe", {"caf\u00e9"}, "", [1]),  # word characters beyond ASCII
        ("a-b\n(b)\nab", {"b"}, "", [0, 1]),  # hyphens and brackets stand between words
        ("\u65b0\u95fb\nnews\n\u65e7", {"news"}, "\u65e7\u95fb", [0, 1, 2]),  # any such character
        ("\u0e1b\u0e31\n\u0e31x", set(), "\u0e31", [0, 1]),  # a mark that is no word character
        ("cat", set(), "", []),
        ("", {"cat"}, "", []),
        ("one\n\ntwo\n", {"two", "one"}, "", [0, 2]),
        ("x" * 70 + "\n" + "y" * 70, {"y" * 70}, "", [1]),  # past the lengths screened
    ],
)
def test_lines_with_terms_of_hand_written_text(
    text: str, words: set[str], characters: str, found: list[int]
) -> None:
    assert terms.lines_with_terms(text, frozenset(words), characters) == found
    assert reference.lines_with_terms(text, frozenset(words), characters) == found


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ('<p class="x">Text</p>', " Text "),
        ("a < b > c", "a   c"),  # no "<" or ">" inside: a run between them goes
        ("<<a>> <a<b>c>", "< > <a c>"),  # the "<" nearest the ">" opens it
        ("x< >y<", "x y<"),
        (">x<y", ">x<y"),
        ("<a\nb>", " "),  # line breaks are no bar, unlike a tag's
        ("", ""),
    ],
)
def test_bracketed_runs_replaced_in_hand_written_text(text: str, read: str) -> None:
    assert stripped.without_bracketed(text, " ") == read
    assert reference.without_bracketed(text, " ") == read


@pytest.mark.parametrize(
    ("text", "words", "held"),
    [
        ("the cat sat, the hat", {"cat", "hat", "dog"}, {"cat", "hat"}),
        ("cats scat catalogue", {"cat"}, set()),  # a word stands alone
        ("snake_case 2025 café", {"snake", "case", "2025", "café"}, {"2025", "café"}),
        ("x" * 70 + " y", {"x" * 70, "y" * 71}, {"x" * 70}),  # past the lengths screened
        ("", {"a"}, set()),
        ("a b", set(), set()),
    ],
)
def test_words_held_in_hand_written_text(text: str, words: set[str], held: set[str]) -> None:
    assert terms.words_held(text, frozenset(words)) == held
    assert reference.words_held(text, frozenset(words)) == held


@pytest.mark.parametrize(
    ("html", "counted", "headings"),
    [
        ("<p>a</p><P class=x>b<p/><p\tc><pre>", [4, 0, 1], 0),  # any case; <pre> is no <p>
        ("<a><abbr><a-b><a\u3000x><a", [0, 2, 0], 0),  # an ideographic space ends a name
        ("<h2><a href=/x>T</a></h2><H3 id=y>\n <A>U</A></h3>", [0, 2, 0], 2),
        ("<h2>T <a>x</a></h2><h7><a></h7><h2x><a><h1 <a>", [0, 4, 0], 0),  # none opens with it
        ("<h2 a='>'><a><h1><abbr><h1><a", [0, 1, 0], 1),  # the first > closes; <a at the end
    ],
)
def test_tags_counted_in_hand_written_markup(html: str, counted: list[int], headings: int) -> None:
    names = ("p", "a", "pre")
    assert tags.opening_tags(html, names) == reference.opening_tags(html, names)
    assert tags.opening_tags(html, names) == (counted, headings)


def test_opening_tags_refuse_a_name_they_cannot_count() -> None:
    with pytest.raises(ValueError, match="lower-case ASCII"):
        tags.opening_tags("<P>", ("P",))


@pytest.mark.parametrize(
    ("html", "text"),
    [
        ("a<b>c</b>d", "a c d"),
        ("<!-- note --><?php x ?>y", "  y"),  # a comment, a processing instruction
        ("a < b and </1> c", "a < b and </1> c"),  # no letter after "<" or "</"
        ("<p\nclass=x>t", "<p\nclass=x>t"),  # a line break before its ">": no tag
        ("<a <b>x", " x"),  # a tag runs to the first ">", "<"s and all
        ("<p>x<", " x<"),  # a "<" that nothing closes stays
    ],
)
def test_tags_replaced_in_hand_written_markup(html: str, text: str) -> None:
    assert stripped.without_tags(html, " ") == text


@pytest.mark.parametrize(
    ("html", "count", "held"),
    [
        ('<a href="#top">x</a><A\nhref=#b>', 2, [(0, ' href="#top"'), (1, "\nhref=#b")]),
        ("<a href=/x><a title='#'>", 2, [(1, " title='#'")]),  # any attribute's mark
        ("<abbr title=#><a>", 1, []),  # another name; no attributes at all
        ("<a<a #>", 1, [(0, " #")]),  # the first "<a" opens no tag: "<" follows
        ("<a\u3000#><a/#>", 2, [(0, "\u3000#"), (1, "/#")]),  # Python's white space, "/"
        ("<a title='x>#'>", 1, []),  # the tag ends at its first ">", quoted or not
        ("<a href=#x", 0, []),  # no ">": no tag
    ],
)
def test_openings_holding_a_mark_in_hand_written_markup(
    html: str, count: int, held: list[tuple[int, str]]
) -> None:
    assert fragments.openings_holding(html, "a", "#") == (count, held)
    assert reference.openings_holding(html, "a", "#") == (count, held)


@pytest.mark.parametrize(
    ("text", "escaped"),
    [
        ("<p>a < b</p>\n<p>x", "<p>a < b</p>\n<p>x"),  # every "<" before the last ">" stays
        ("<p>t</p><a title='\n<b c", "<p>t</p><a title='\n<b c"),  # one after the last ">"
        ("<p title='<div a", "<p title='&lt;div a"),  # no ">": the line's first "<" kept
        ("<p>x <a <b <c\n<p>", "<p>x <a &lt;b &lt;c\n<p>"),  # the first kept, the rest escaped
        ("<<\n\n<", "<&lt;\n\n<"),  # a line of nothing but them; empty lines
        ("", ""),
    ],
)
def test_escaped_line_ends_of_hand_written_lines(text: str, escaped: str) -> None:
    assert unclosed.escaped_line_ends(text) == escaped
    assert reference.escaped_line_ends(text) == escaped


def test_escaped_line_ends_give_back_the_text_itself_when_nothing_changes() -> None:
    text = "<p>One</p>\n<p>Two < three</p>"
    assert unclosed.escaped_line_ends(text) is text


@pytest.mark.parametrize(
    ("text", "characters", "kept"),
    [
        ("don't, 1,000: “yes”", DELETED, "dont 1000 yes"),
        ("«Привет», 日本:語", DELETED, "Привет 日本語"),  # two bytes, four: the same
        ("’’’", DELETED, ""),  # all of it
        ("caf\u00e9\u2019s", DELETED, "caf\u00e9s"),  # narrower once the quote is gone
        ("a\U0001f600,b", DELETED, "a\U0001f600b"),
        ("a,b", "", "a,b"),  # nothing to remove
        ("", DELETED, ""),
    ],
)
def test_characters_removed_from_hand_written_text(text: str, characters: str, kept: str) -> None:
    assert deleted.without_characters(text, characters) == kept
    assert reference.without_characters(text, characters) == kept


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("  a \t b\n\nc  ", "a b c"),
        ("one two", "one two"),  # collapsed already
        ("\u3000日本\u3000語\u3000", "日本 語"),  # Python's white space, wide
        ("caf\u00e9\u2028x", "caf\u00e9 x"),  # a line separator: narrower once gone
        ("a\x1cb\x85c\xa0d", "a b c d"),  # separators Python splits on
        ("a\u200bb", "a\u200bb"),  # a zero-width space is no white space to Python
        ("x\U0001f600  y", "x\U0001f600 y"),
        ("", ""),
        (" \n ", ""),
    ],
)
def test_white_space_collapsed_in_hand_written_text(text: str, kept: str) -> None:
    assert collapsed.collapsed(text) == kept
    assert reference.collapsed(text) == kept


@pytest.mark.parametrize(
    ("text", "ranges", "holds"),
    [
        ("plain text\tand\r\nlines\x0c", CONTROLS, False),  # white space is no control
        ("a\x00b", CONTROLS, True),
        ("caf\xe9 \x7f", CONTROLS, True),  # DEL, in a text one byte wide
        ("\u2019quoted\x92", C1_CONTROLS, True),  # a C1 control, two bytes wide
        ("\u2019quoted\xa0", C1_CONTROLS, False),  # U+00A0 is past the range
        ("caf\xe9", PRIVATE_USE, False),  # one byte wide: nothing to read
        ("Heading \uf0c1", PRIVATE_USE, True),
        ("\U0001f600 \U000f0000", PRIVATE_USE, True),  # four bytes wide, plane 15
        ("\U0001f600 \ufffd\U0010fffe", PRIVATE_USE, False),  # U+10FFFE is no character
        ("\ue000", ((0xE000, 0xE000),), True),  # the range's own ends
        ("anything", (), False),
    ],
)
def test_characters_held_in_hand_written_text(
    text: str, ranges: tuple[tuple[int, int], ...], holds: bool
) -> None:
    assert characters.holds_any(text, ranges) is holds
    assert reference.holds_any(text, ranges) is holds


def test_the_ranges_are_the_classes_the_patterns_replace_of_every_code_point() -> None:
    every = "".join(map(chr, range(0x110000)))  # surrogates too: a str holds them
    for ranges, pattern in (
        (CONTROLS, decode._CONTROL_RE.pattern.removesuffix("+")),  # what the pattern removes
        (C1_CONTROLS, "[\u0080-\u009f]"),  # the class the search replaced
        (PRIVATE_USE, private_use._PRIVATE_USE_RE.pattern),  # what the pattern removes
    ):
        found = {ord(c) for c in re.findall(pattern, every)}
        assert found == {p for first, last in ranges for p in range(first, last + 1)}
        for point in sorted(found)[:: max(1, len(found) // 50)]:
            assert characters.holds_any(f"text {chr(point)}", ranges)


def test_ranges_that_are_none_are_refused() -> None:
    with pytest.raises(ValueError, match="not a range"):
        characters.holds_any("x", ((0x20, 0x10),))
    with pytest.raises(ValueError, match="not a range"):
        characters.holds_any("x", ((0x20, 0x110000),))
    with pytest.raises(ValueError, match="at most 8"):
        characters.holds_any("x", tuple((n, n) for n in range(9)))


def test_a_text_collapsed_already_is_given_back_itself() -> None:
    text = "one line of words"
    assert collapsed.collapsed(text) is text


def test_a_text_without_the_characters_is_given_back_itself() -> None:
    text = "nothing to remove here"
    assert deleted.without_characters(text, DELETED) is text


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ('<a href="#top">', True),
        ("<a href='#top'>", True),
        ("<a href=#top>", True),
        ('<a href="/#top">', False),  # a "#" after the address's start
        ('<a HREF="#top">', False),  # the marks as written, case and all
        ("&#8217; #hash href=", False),  # "#"s, none after a mark's start
        ("#", False),  # a "#" at the very start: no room for a mark before it
        ('\u65e7 href="#x"', True),  # a page stored two bytes a character
    ],
)
def test_holds_one_of_finds_the_fragment_marks(text: str, found: bool) -> None:
    assert fragments.holds_one_of(text, FRAGMENT_MARKS) is found
    assert reference.holds_one_of(text, FRAGMENT_MARKS) is found


@pytest.mark.parametrize("marks", [(), ("#",) * 9, ("a#", ""), ("", "a#"), ("a#", "b!")])
def test_holds_one_of_refuses_marks_it_cannot_search(marks: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="are needed"):
        fragments.holds_one_of("x", marks)


@pytest.mark.parametrize(("name", "mark"), [("A", "#"), ("", "#"), ("a" * 16, "#"), ("a", "##")])
def test_openings_holding_refuse_what_they_cannot_read(name: str, mark: str) -> None:
    with pytest.raises(ValueError, match="is needed"):
        fragments.openings_holding("<a href=#x>", name, mark)


@pytest.mark.parametrize(
    "unit",
    [
        *("<a", "<p x='1' ", "&#", "&amp", "</", "<!", "</p> ", "<p ", "<p x='", '<b "'),
        *(' x="<', "<a>", "<script x", "<svg>", "<!--"),
    ],
)
def test_the_scans_are_linear_on_one_long_line(unit: str) -> None:
    """A line of 100,000 "<"s that no ">" closes is read once, not once per "<"."""
    small, large = (unit * 25_000, unit * 100_000)
    for scan in (
        counts.content_and_code,
        blocks.block_lines,
        attributes.bare_tags,
        values.escaped_values,
        anchors.placeholder_anchors,
        partial(unrendered.without_unrendered, elements=(*HIDDEN, "svg")),
        partial(terms.lines_with_terms, words=frozenset({"ab", "a" * 70}), characters="\u65e7"),
        partial(terms.words_held, words=frozenset({"ab", "a" * 70})),
        partial(tags.opening_tags, names=COUNTED_TAGS),
        partial(stripped.without_tags, replacement=" "),
        partial(stripped.without_bracketed, replacement=" "),
        partial(fragments.openings_holding, name="a", mark="#"),
        partial(fragments.holds_one_of, marks=FRAGMENT_MARKS),
        unclosed.escaped_line_ends,
        partial(deleted.without_characters, characters=DELETED),
        collapsed.collapsed,
    ):
        times = best_cpu_seconds_each([partial(scan, small), partial(scan, large)])
        assert times[1] <= 6 * times[0] + 0.05, (scan, times)
