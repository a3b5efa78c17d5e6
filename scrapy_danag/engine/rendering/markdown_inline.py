"""Inline pieces as Markdown: text escaped, emphasis, code spans, links and images.

In flows one line's pieces (:mod:`.model`'s ``Text``, ``Strong``, ``Emphasis``,
``Code``, ``Link``, ``Image``); out comes that line as CommonMark, which a
reader turns back into the same text, marks and addresses. Text is escaped
where it would otherwise become markup: ``\\ * _ ` [ ] < ~`` anywhere (``_``
only at a word's edge, where it can emphasise), ``&`` before what reads as a
character reference, a ``!`` before a link. Emphasis markers are written only
where CommonMark's flanking rules read them as such, judged by the characters
on either side of their run (beyond the pieces' own edges too: what surrounds
them is passed in); the same mark twice in a row is written once. A link's
address is written so that CommonMark reads it whole and as the HTML output
holds it. The block structure around the lines is :mod:`.markdown`'s.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote

from .model import Code, Emphasis, Image, Inline, Link, Strong, Text

#: Markup characters anywhere; ``_`` only at a word's edge, where it can open
#: or close emphasis; ``&`` before what reads as a character reference. One
#: pattern, one scan of the text.
_ESCAPED_RE = re.compile(r"[\\`*\[\]<~]|(?<![^\W_])_|_(?![^\W_])|&(?=#?\w+;)")
#: Any character :data:`_ESCAPED_RE` may escape: most text holds none, and one
#: scan for a set of characters costs a tenth of trying the escapes' lookarounds
#: at every position.
_MAY_ESCAPE_RE = re.compile(r"[\\`*\[\]<~_&]")
_BACKTICKS_RE = re.compile(r"`+")
#: What a link destination may not hold as written (:func:`_destination`):
#: whitespace, brackets, a backslash, and an ``&`` that would open a
#: character reference (any other ``&`` is written as it is).
_DESTINATION_BREAKS_RE = re.compile(r"[\s()<>\\&]")
#: What after an ``&`` reads as a character reference (as :data:`_ESCAPED_RE`
#: reads it); one character class to search for is three times faster than an
#: alternation with a lookahead, on every link.
_REFERENCE_RE = re.compile(r"#?\w+;")


def escape_text(text: str) -> str:
    """Plain text escaped so that Markdown reads it back as the same text."""
    if _MAY_ESCAPE_RE.search(text) is None:
        return text
    return _ESCAPED_RE.sub(_escaped, text)


def _escaped(match: re.Match[str]) -> str:
    return "\\" + match.group()


def inline_markdown(pieces: list[Inline], before: str = "", after: str = "") -> str:
    """Inline pieces as Markdown on one line; ``before`` and ``after`` are the
    characters written around them (none at a line's edges), which decide
    whether emphasis at their edges is read as emphasis."""
    if len(pieces) == 1 and type(pieces[0]) is Text:  # most lines: plain text
        return escape_text(pieces[0].text)
    out: list[str] = []
    last = before  # the last character written that is not an emphasis marker
    for number, piece in enumerate(pieces):
        if isinstance(piece, Text):
            written = escape_text(piece.text)
        elif isinstance(piece, Link):  # (before the rarer kinds)
            inner = inline_markdown(piece.children, "[", "]")
            lead, core, trail = _split_space(inner)
            if core.startswith("\\[") and core.endswith("\\]") and len(core) > 4:
                # A bracketed citation ("[15]"): the brackets stand outside the
                # link, so that its text holds none a reader must balance.
                lead, core, trail = lead + "\\[", core[2:-2], "\\]" + trail
            written = f"{lead}[{core}]({_destination(piece.href)}){trail}" if core else inner
            _no_image_opener(out, written)
        elif isinstance(piece, Code):
            written = _code_span(piece.text)
        elif isinstance(piece, Image):
            written = f"![{escape_text(piece.alt)}]({_destination(piece.src)})"
        else:
            written = _emphasised(piece, last, _leading_char(pieces, number + 1, after))
            run = len(written) - len(written.lstrip("*"))
            if run and out and len(_closing_run(out[-1])) == run:
                # Emphasis of one kind twice in a row ("**Chirac le**" and
                # "**Grand Con**" from two elements): one run of four between
                # letters neither closes the first nor opens the second, so
                # the two are written as one.
                out[-1] = out[-1][:-run]
                written = written[run:]
            if written:
                _no_image_opener(out, written)
                out.append(written)
                # Its closing markers and the next opening ones are one run
                # ("**Name***, title*"), which flanks the text before the run.
                last = written.rstrip("*")[-1:] or last
            continue
        if written:
            out.append(written)
            last = written[-1]
    return "".join(out)


def _no_image_opener(out: list[str], written: str) -> None:
    """Escape the ``!`` that ``out`` ends with when ``written`` opens a link:
    ``![`` would make the link an image ("It worked![here](…)"). Only links
    open with ``[`` (or emphasis left without markers around one): text
    writes it ``\\[``."""
    if written[:1] == "[" and out and out[-1][-1:] == "!":
        out[-1] = out[-1][:-1] + "\\!"


def _emphasised(piece: Strong | Emphasis, before: str, after: str) -> str:
    """``**inner**`` or ``*inner*``, or the inner text alone where the markers
    would not be read as emphasis (CommonMark's flanking rules)."""
    lead, core, trail = _split_space(inline_markdown(piece.children, before, after))
    if not core:
        return lead + trail
    if not core[0].isalnum() and all(unicodedata.category(c)[0] in "CZ" for c in core):
        return lead + core + trail  # nothing to see: a zero-width joiner in bold
    marker = "**" if isinstance(piece, Strong) else "*"
    opens = _left_flanking(lead[-1:] or before, core[0])
    closes = _right_flanking(core[-1], trail[:1] or after)
    if not (opens and closes) or core[0] == "*" or core[-1] == "*":
        return lead + core + trail
    return f"{lead}{marker}{core}{marker}{trail}"


def _left_flanking(before: str, first: str) -> bool:
    """Whether a run of ``*`` between ``before`` and ``first`` can open emphasis
    (an empty string is a line's edge, read as whitespace)."""
    if not first or _whitespace(first):
        return False
    return not _punctuation(first) or not before or _whitespace(before) or _punctuation(before)


def _right_flanking(last: str, after: str) -> bool:
    """Whether a run of ``*`` between ``last`` and ``after`` can close emphasis."""
    if not last or _whitespace(last):
        return False
    return not _punctuation(last) or not after or _whitespace(after) or _punctuation(after)


def _whitespace(char: str) -> bool:
    """CommonMark's Unicode whitespace: a space separator (a no-break space
    too) or a tab, line feed, form feed or carriage return -- not a zero-width
    space, which is a format character. (Letters and digits, most of what is
    asked, are answered without the Unicode database.)"""
    if char.isalnum():
        return False
    return char in "\t\n\x0b\x0c\r" or unicodedata.category(char) == "Zs"


def _punctuation(char: str) -> bool:
    """CommonMark's Unicode punctuation: any punctuation or symbol character
    ("®", "€" as well as "." and "*"); a letter, digit, mark or format
    character (a zero-width space) is not."""
    return not char.isalnum() and unicodedata.category(char)[0] in "PS"


def _closing_run(written: str) -> str:
    """The run of unescaped ``*`` that ends ``written`` (a run opening a piece
    is never escaped: an escaped ``*`` is text, written ``\\*``)."""
    body = written.rstrip("*")
    run = len(written) - len(body)
    escapes = len(body) - len(body.rstrip("\\"))
    return "*" * (run - escapes % 2)


def _leading_char(pieces: list[Inline], start: int, after: str) -> str:
    """The first character the pieces from ``start`` write, markers aside
    (what a run of markers before them is next to), else ``after``."""
    for index in range(start, len(pieces)):  # (islice would step over the first ones)
        piece = pieces[index]
        if isinstance(piece, Text):
            if piece.text:
                return piece.text[0]  # escaped, a backslash: punctuation all the same
        elif isinstance(piece, Code):
            return "`"
        elif isinstance(piece, Image):
            return "!"
        elif isinstance(piece, Link):
            if _writes(piece.children):
                return "["
        elif found := _leading_char(piece.children, 0, ""):
            return found
    return after


def _writes(pieces: list[Inline]) -> bool:
    """Whether the pieces write more than spaces: text, code or an image."""
    return any(
        bool(piece.text.strip(" "))
        if isinstance(piece, Text)
        else isinstance(piece, (Code, Image)) or _writes(piece.children)
        for piece in pieces
    )


def _split_space(text: str) -> tuple[str, str, str]:
    core = text.strip(" ")
    if not core:
        return text, "", ""
    start = text.index(core[0])
    return text[:start], core, text[start + len(core) :]


def _code_span(text: str) -> str:
    fence = "`" * (longest_backtick_run(text) + 1)
    lead, core, trail = _split_space(text)
    pad = " " if core.startswith("`") or core.endswith("`") else ""
    return f"{lead}{fence}{pad}{core}{pad}{fence}{trail}"


def _destination(url: str) -> str:
    """A link destination CommonMark reads whole and as written: whitespace,
    brackets and backslashes percent-encoded (no space ends it, no bracket
    needs balancing, no backslash escapes the character after it; a no-break
    space, which some readers trim, as a browser encodes it), and an ``&``
    before what reads as a character reference escaped: CommonMark decodes
    references in a destination, so a page's ``href="?a=1&amp;amp;b=2"``
    would lose the ``amp;`` that the HTML output and a browser keep."""
    if _DESTINATION_BREAKS_RE.search(url) is None:  # most addresses
        return url
    return _DESTINATION_BREAKS_RE.sub(_destination_code, url)


def _destination_code(match: re.Match[str]) -> str:
    char = match.group()
    if char == "&":
        return "\\&" if _REFERENCE_RE.match(match.string, match.end()) else "&"
    return quote(char, safe="")


def longest_backtick_run(text: str) -> int:
    """The longest run of backticks in ``text``: a fence or code span's
    delimiter is longer, so that none inside ends it."""
    return max((len(run) for run in _BACKTICKS_RE.findall(text)), default=0)
