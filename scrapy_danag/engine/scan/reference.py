"""The compiled scans written with regular expressions: what :mod:`.counts`,
:mod:`.blocks`, :mod:`.attributes`, :mod:`.values`, :mod:`.anchors`,
:mod:`.unrendered`, :mod:`.terms`, :mod:`.tags`, :mod:`.stripped`,
:mod:`.fragments`, :mod:`.attribute_value`, :mod:`.unclosed`,
:mod:`.elements` and :mod:`.tokens` must equal (:mod:`.open_divs`' is
:mod:`.open_divs_reference`).

Not used by the extraction; the tests run each against its compiled scan on
every shipped page, every hostile shape and hand-made lines.
"""

from __future__ import annotations

import functools
import operator
import re
from collections import Counter
from operator import sub

from ..source.markup import (
    BLOCK_CLOSE_RUN_RE,
    BLOCK_OPEN_TAG_SPLIT_RE,
    BREAKOUT_TAGS,
    ENTITY_RE,
    FOREIGN_ELEMENTS,
    TAG_RE,
    caseless_alternation,
)
from ..thesis.links import ANCHOR_RE, bare_opening
from ..tree.dom import inline_opening_re
from ..tree.tags import ATTRIBUTE_RE, unquoted


def content_and_code(document: str) -> tuple[list[int], list[int]]:
    """:func:`.counts.content_and_code`: ``(T1, T2)`` of each line of ``document``."""
    lines = document.split("\n")
    text_lines = ENTITY_RE.sub("&", TAG_RE.sub("", document)).split("\n")
    words = list(map(str.split, text_lines))
    letters = list(map(len, map("".join, words)))
    t1 = [
        count + len(parts) - 1 if parts else 0 for count, parts in zip(letters, words, strict=True)
    ]
    t2 = list(map(sub, map(len, map("".join, map(str.split, lines))), letters))
    return t1, t2


def block_lines(html: str) -> str:
    """:func:`.blocks.block_lines`: white space collapsed, a line break before
    each opening block tag, and after each closing one another follows."""
    collapsed = " ".join(html.split())
    # re.split with a captured tag gives text, tag, text, ...: each tag is
    # paired with the text after it, and the pairs joined by line breaks.
    parts = BLOCK_OPEN_TAG_SPLIT_RE.split(collapsed)
    opened = "\n".join([parts[0], *map(operator.add, parts[1::2], parts[2::2])])
    return BLOCK_CLOSE_RUN_RE.sub(_close_then_break, opened)


def _close_then_break(match: re.Match[str]) -> str:
    return match.group(1) + "\n"


#: A non-anchor tag with attributes: its ``<name`` captured, its attributes not,
#: its ``/>`` or ``>`` left to the text that follows. Quoted values are skipped
#: whole (``alt="a > b"`` does not end the tag) and possessively. A tag that
#: does not end on its line -- a quote not closed on it (line normalisation broke
#: the value at block markup inside it), or every ``>`` after it inside a value
#: -- keeps its attributes and the rest of its line, captured whole: to the
#: parser that is all one tag, and a pattern that failed there would read the
#: line again from every ``<`` after it (a damaged page of pasted
#: ``<time datetime="`` took 0.75 s for 330 KB).
ATTRIBUTES_RE = re.compile(
    r"""(<(?!a[\s>/])[A-Za-z][\w:-]*)(?:\s(?:[^>"'/\n]++|/(?!>)|"[^"\n]*+"|'[^'\n]*+')*+(?=/?>)"""
    r"""|(\s(?:[^>"'/\n]++|/(?!>)|"[^"\n]*+"|'[^'\n]*+')*+(?:["'][^\n]*+|(?=\n|\Z))))"""
)


def bare_tags(html: str) -> str:
    """:func:`.attributes.bare_tags`: every non-anchor tag without its attributes."""
    # re.split keeps the captured ``<name`` and drops the attributes.
    return "".join(filter(None, ATTRIBUTES_RE.split(html)))


#: A quoted attribute value holding a "<": markup inside an attribute (a caption
#: in ``data-caption="<p>…</p>"``, a JSON blob of a script-built page, an ad
#: slot's ``id`` whose closing quote was lost, ``<br>`` in a ``title``). The
#: pattern starts with the literal ``=``, where the engine skips ahead; that the
#: ``=`` follows an attribute's name inside a start tag is checked after
#: (:func:`_in_start_tag`, :data:`NAME_BEFORE_RE`).
VALUE_WITH_MARKUP_RE = re.compile(r"""=\s*("[^"<]*<[^"]*"|'[^'<]*<[^']*')""")
#: An attribute's name before the ``=``, after whitespace (not the end of a
#: base64 image's ``…Pg==``); at most 64 characters are read back.
NAME_BEFORE_RE = re.compile(r"\s[\w.:-]+\Z")


def _in_start_tag(html: str, position: int) -> bool:
    """True when ``position`` stands inside a start tag: the nearest bracket
    before it opens a tag (a code sample's ``name="<span…`` is text, its
    ``<span>`` a tag)."""
    opening = html.rfind("<", 0, position)
    # A ">" is looked for after that "<" only.
    return (
        opening >= 0
        and html.find(">", opening, position) < 0
        and html[opening + 1 : opening + 2].isalpha()
    )


def escaped_values(html: str) -> str:
    """:func:`.values.escaped_values`: ``<`` and ``>`` escaped inside start
    tags' quoted attribute values."""
    pieces: list[str] = []
    done = position = 0
    while (match := VALUE_WITH_MARKUP_RE.search(html, position)) is not None:
        start = match.start()
        if not _in_start_tag(html, start) or not NAME_BEFORE_RE.search(
            html, max(0, start - 64), start
        ):
            position = start + 1
            continue
        value = match.group(1).replace("<", "&lt;").replace(">", "&gt;")
        pieces += (html[done : match.start(1)], value)
        done = position = match.end(1)
    if not pieces:
        return html
    pieces.append(html[done:])
    return "".join(pieces)


@functools.lru_cache(maxsize=8)
def _scanner(elements: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, re.Pattern[str]]]:
    # Case spelled out, not re.IGNORECASE: the engine then rejects most tags after
    # their first letter (the scan of raw pages ran 30 % faster).
    names = caseless_alternation(frozenset(elements))
    opener = re.compile(rf"<(?:!--|({names})(?=[\s/>]))")
    # As in the HTML tokenizer, the end tag may carry junk up to its ">" ("</script\n<!--x-->").
    closers = {name: re.compile(rf"</{name}(?:[\s/][^>]*)?>", re.IGNORECASE) for name in elements}
    for name in FOREIGN_ELEMENTS.intersection(elements):  # its end tag, or the next one's start
        own = caseless_alternation(frozenset({name}))
        closers[name] = re.compile(rf"</{own}(?:[\s/][^>]*)?>|<{own}(?=[\s/>])")
    return opener, closers


_BREAKOUT_RE = re.compile(rf"<(?:{caseless_alternation(BREAKOUT_TAGS)})(?=[\s/>])")


def _foreign_end(html: str, start: int, edge: re.Pattern[str]) -> int:
    """Where the foreign element whose start tag opens at ``start`` ends (the
    position after it). Each search stops at the next element of its kind, so
    that a run of unclosed ones is read in one pass."""
    tag_end = html.find(">", start)
    if tag_end < 0:
        return len(html)
    if html[tag_end - 1] == "/":  # self-closing
        return tag_end + 1
    following = edge.search(html, tag_end + 1)
    if following is not None and following.group().startswith("</"):
        return following.end()  # closed before any other opens
    limit = len(html) if following is None else following.start()
    breakout = _BREAKOUT_RE.search(html, tag_end + 1, limit)
    return limit if breakout is None else breakout.start()


def without_unrendered(html: str, elements: tuple[str, ...]) -> str:
    """:func:`.unrendered.without_unrendered`: the comments and ``elements``
    taken out, each replaced by one space."""
    opener, closers = _scanner(tuple(name.lower() for name in elements))
    out: list[str] = []
    pos = 0
    while True:
        match = opener.search(html, pos)
        if match is None:
            out.append(html[pos:])
            break
        out.append(html[pos : match.start()])
        element = match.group(1)
        if element is None:  # a comment
            end = html.find("-->", match.end())
            if end < 0:
                break
            pos = end + 3
        elif (name := element.lower()) in FOREIGN_ELEMENTS:
            pos = _foreign_end(html, match.end(), closers[name])
        else:
            closer = closers[element.lower()].search(html, match.end())
            if closer is None:
                break
            pos = closer.end()
        out.append(" ")  # the removed block separated what stood on either side
    return "".join(out)


#: The character of Filter 3's placeholder.
PLACEHOLDER = "_"


def anchor_text_length(inner_html: str) -> int:
    """Length of the text a reader sees for an anchor: tags dropped, whitespace collapsed."""
    text = inner_html
    if "<" in text:  # most anchors hold bare text: skip the two passes
        text = without_tags(text, "")
    if "&" in text:
        text = ENTITY_RE.sub("&", text)
    return len(" ".join(text.split()))


def _placeholder_anchor(match: re.Match[str]) -> str:
    opening, rest = match.group(1), match.string[match.end(1) : match.end()]
    width = anchor_text_length(match.group(2)) - 7
    attributes = f" {PLACEHOLDER * width}" if width > 0 else ""
    if "\n" in opening:  # rare: see _bare_opening
        return bare_opening(opening, attributes) + rest
    return f"<a{attributes}>{rest}"


def placeholder_anchors(html: str) -> str:
    """:func:`.anchors.placeholder_anchors`: hyperlink Filter 3."""
    return ANCHOR_RE.sub(_placeholder_anchor, html)


def lines_with_terms(text: str, words: frozenset[str], characters: str) -> list[int]:
    """:func:`.terms.lines_with_terms`: one alternation of the words, each
    standing alone, and a class of the characters, searched line by line."""
    alternatives = []
    if words:
        by_length = sorted(words, key=len, reverse=True)
        alternatives.append(r"(?<!\w)(?:" + "|".join(map(re.escape, by_length)) + r")(?!\w)")
    if characters:
        alternatives.append("[" + re.escape(characters) + "]")
    if not alternatives:
        return []
    pattern = re.compile("|".join(alternatives))
    return [n for n, line in enumerate(text.split("\n")) if pattern.search(line)]


#: A heading that opens with a link, as :mod:`.tags` counts them.
LINKED_HEADING_RE = re.compile(r"<h[1-6]\b[^>]*>\s*<a\b", re.IGNORECASE)


def opening_tags(html: str, names: tuple[str, ...]) -> tuple[list[int], int]:
    """:func:`.tags.opening_tags`: :func:`tag_counts` and :func:`linked_headings`."""
    return tag_counts(html, names), linked_headings(html)


def tag_counts(html: str, names: tuple[str, ...]) -> list[int]:
    """One alternation of the names in any case, each followed by white space,
    ``>`` or ``/``."""
    pattern = re.compile(r"<(" + caseless_alternation(frozenset(names)) + r")[\s>/]")
    found = Counter(name.lower() for name in pattern.findall(html))
    return [found[name] for name in names]


def linked_headings(html: str) -> int:
    """How many headings open with a link: :data:`LINKED_HEADING_RE`'s matches."""
    return len(LINKED_HEADING_RE.findall(html))


def without_tags(html: str, replacement: str) -> str:
    """:func:`.stripped.without_tags`: each tag replaced, by the pattern."""
    return TAG_RE.sub(replacement, html)


def openings_holding(html: str, name: str, mark: str) -> tuple[int, list[tuple[int, str]]]:
    """:func:`.fragments.openings_holding`: every ``name`` tag's attribute
    source found by the pattern the tree reads links' tags with, then those
    holding ``mark`` kept with their number."""
    openings = inline_opening_re(name).findall(html)
    return len(openings), [(n, source) for n, source in enumerate(openings) if mark in source]


def holds_one_of(text: str, marks: tuple[str, ...]) -> bool:
    """:func:`.fragments.holds_one_of`: a search of the text for each mark."""
    return any(mark in text for mark in marks)


def attribute_value(text: str, name: str) -> str | None:
    """:func:`.attribute_value.attribute_value`: every attribute found by the
    pattern :func:`..tree.tags.parse_attributes` reads, the last one whose
    name lower-cases to ``name`` kept, without its quotes."""
    found = None
    for written, value in ATTRIBUTE_RE.findall(text):
        if written.lower() == name:
            found = value
    return None if found is None else unquoted(found)


def escaped_line_ends(text: str) -> str:
    """:func:`.unclosed.escaped_line_ends`: on each line, the first ``<`` after
    its last ``>`` kept (a tag broken at block markup in a value goes on on the
    next line, where the parser finds its end), every ``<`` after it escaped."""
    lines = text.split("\n")
    for number, line in enumerate(lines):
        first = line.find("<", line.rfind(">") + 1)
        if first >= 0 and line.find("<", first + 1) >= 0:
            lines[number] = line[: first + 1] + line[first + 1 :].replace("<", "&lt;")
    return "\n".join(lines)


def without_characters(text: str, characters: str) -> str:
    """:func:`.deleted.without_characters`: every one of ``characters`` removed,
    by a pattern of one class."""
    return re.sub(f"[{re.escape(characters)}]", "", text) if characters else text


def holds_any(text: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    """:func:`.characters.holds_any`: a pattern of one class, the ranges'."""
    if not ranges:
        return False
    spans = "".join(f"{re.escape(chr(first))}-{re.escape(chr(last))}" for first, last in ranges)
    return re.search(f"[{spans}]", text) is not None


def collapsed(text: str) -> str:
    """:func:`.collapsed.collapsed`: Python's own split and join."""
    return " ".join(text.split())


def element_spans(html: str, name: str) -> list[tuple[int, int, int, int]]:
    """:func:`.elements.element_spans`: each ``<name ...>`` and the first
    ``</name>`` after it, by two case-insensitive patterns."""
    opening = re.compile(rf"<{name}\b[^>]*>", re.IGNORECASE)
    closing = re.compile(rf"</{name}\s*>", re.IGNORECASE)
    spans: list[tuple[int, int, int, int]] = []
    position = 0
    while (opened := opening.search(html, position)) is not None:
        closed = closing.search(html, opened.end())
        if closed is None:
            break
        spans.append((opened.start(), opened.end(), closed.start(), closed.end()))
        position = closed.end()
    return spans


def title_tokens(text: str, unspaced: tuple[tuple[str, str], ...], deleted: str) -> list[str]:
    """:meth:`.tokens.Tokenizer.tokens`: a pattern's ``findall``, then the
    deleted characters taken out of each term."""
    scripts = "".join(f"{first}-{last}" for first, last in unspaced)
    word = rf"[^\W{scripts}]+"
    removed = re.compile(f"[{re.escape(deleted)}]")
    terms = re.findall(rf"[{scripts}]|{word}(?:{removed.pattern}+{word})*", text)
    return [removed.sub("", term) for term in terms]


def words_held(text: str, words: frozenset[str]) -> set[str]:
    """:func:`.terms.words_held`: the words of ``text`` that are among ``words``."""
    return set(re.findall(r"\w+", text)) & words


def without_bracketed(text: str, replacement: str) -> str:
    """:func:`.stripped.without_bracketed`: a pattern's ``sub``."""
    return re.sub(r"<[^<>]*>", replacement, text)
