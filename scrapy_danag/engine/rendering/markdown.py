"""The document as Markdown: CommonMark, with GitHub's pipe tables.

Blocks are separated by a blank line. Headings are ATX (``##``), shifted up so
that the content's shallowest heading is at most level 2 (a page that starts
its article's sections at ``<h4>`` gives ``##``), their order kept. Lists nest
by indentation, ordered ones keep their first number; an item's lines join
into one. Code blocks are fenced, with their language when the page names one,
and a fence longer than any run of backticks inside. Tables have a header row
(the first row) and escaped pipes. Links are ``[text](absolute URL)``, images
``![alt](URL)``; ``**strong**``, ``*emphasis*`` and code spans.

A heading inside a list item is written as strong text: it titles the item (a
card in a list of cards: its title, byline and summary), and Markdown's
readers take every heading line as opening a section that runs to the next
one -- a chunker or an outline would cut a list of two hundred cards into two
hundred sections, and lose the list's own heading among them. The HTML output
keeps the element, whose item scopes it.

Text is escaped where it would otherwise become markup: ``\\ * _ ` [ ] < ~``
anywhere (``_`` only at a word's edge, where it can emphasise), ``&`` before
what reads as a character reference, and at a line's start the characters
that open a heading, quote, list or thematic break.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote

from .model import (
    Block,
    Code,
    CodeBlock,
    Emphasis,
    Heading,
    Image,
    Inline,
    Link,
    ListBlock,
    Paragraph,
    Quote,
    Strong,
    Table,
    Text,
)

#: Markup characters anywhere; ``_`` only at a word's edge, where it can open
#: or close emphasis; ``&`` before what reads as a character reference. One
#: pattern, one scan of the text.
_ESCAPED_RE = re.compile(r"[\\`*\[\]<~]|(?<![^\W_])_|_(?![^\W_])|&(?=#?\w+;)")
#: Any character :data:`_ESCAPED_RE` may escape: most text holds none, and one
#: scan for a set of characters costs a tenth of trying the escapes' lookarounds
#: at every position.
_MAY_ESCAPE_RE = re.compile(r"[\\`*\[\]<~_&]")
#: What a line may not start with unescaped: a heading's ``#``, a quote's ``>``,
#: a list marker (``-``, ``+``, ``1.``, ``1)``) and a thematic break or setext
#: underline (``-``, ``=``).
_LINE_START_RE = re.compile(r"^(#|>|[-+=](?=\s|$|[-=])|(\d{1,9})([.)])(?=\s|$))")
_BACKTICKS_RE = re.compile(r"`+")
#: A list item's first line holding its marker alone (:func:`_opens_on_next_line`).
_BARE_MARKER_RE = re.compile(r"(?:-|\d{1,9}\.)(?:\n|$)")
#: What a link destination may not hold as written (:func:`_destination`):
#: whitespace, brackets, a backslash, and an ``&`` that would open a
#: character reference.
_DESTINATION_BREAKS_RE = re.compile(r"[\s()<>\\]|&(?=#?\w+;)")


def render_markdown(blocks: list[Block]) -> str:
    """The blocks as one Markdown document."""
    shift = _heading_shift(blocks)
    return _joined(blocks, shift)


def _joined(blocks: list[Block], shift: int, in_item: bool = False) -> str:
    """Blocks separated by blank lines; a block that renders empty (a heading
    holding only an image left out) leaves no trace. ``in_item``: the blocks
    are a list item's (its headings are written as strong text)."""
    return "\n\n".join(filter(None, (_block(block, shift, in_item) for block in blocks)))


def escape_text(text: str) -> str:
    """Plain text escaped so that Markdown reads it back as the same text."""
    if _MAY_ESCAPE_RE.search(text) is None:
        return text
    return _ESCAPED_RE.sub(_escaped, text)


def _escaped(match: re.Match[str]) -> str:
    return "\\" + match.group()


def escape_line_start(line: str) -> str:
    """``line`` with a block marker at its start escaped ("1. " -> "1\\. ")."""
    match = _LINE_START_RE.match(line)
    if match is None:
        return line
    if match.group(2) is not None:
        return f"{match.group(2)}\\{match.group(3)}{line[match.end() :]}"
    return "\\" + line


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
                _append(out, written)
                # Its closing markers and the next opening ones are one run
                # ("**Name***, title*"), which flanks the text before the run.
                last = written.rstrip("*")[-1:] or last
            continue
        if written:
            _append(out, written)
            last = written[-1]
    return "".join(out)


def _append(out: list[str], written: str) -> None:
    """Add ``written`` to ``out``; a link's ``[`` right after a ``!`` would
    make it an image ("It worked![here](…)"), so that ``!`` is escaped."""
    if written[0] == "[" and out and out[-1][-1:] == "!":
        out[-1] = out[-1][:-1] + "\\!"
    out.append(written)


def _emphasised(piece: Strong | Emphasis, before: str, after: str) -> str:
    """``**inner**`` or ``*inner*``, or the inner text alone where the markers
    would not be read as emphasis (CommonMark's flanking rules)."""
    lead, core, trail = _split_space(inline_markdown(piece.children, before, after))
    if not core:
        return lead + trail
    if not any(unicodedata.category(char)[0] not in "CZ" for char in core):
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
    space, which is a format character."""
    return char in "\t\n\x0b\x0c\r" or unicodedata.category(char) == "Zs"


def _punctuation(char: str) -> bool:
    """CommonMark's Unicode punctuation: any punctuation or symbol character
    ("®", "€" as well as "." and "*"); a letter, digit, mark or format
    character (a zero-width space) is not."""
    return unicodedata.category(char)[0] in "PS"


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
    longest = max((len(run) for run in _BACKTICKS_RE.findall(text)), default=0)
    fence = "`" * (longest + 1)
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
    return "\\&" if char == "&" else quote(char, safe="")


def _heading_shift(blocks: list[Block]) -> int:
    levels = [heading.level for heading in _headings(blocks)]
    return max(0, min(levels) - 2) if levels else 0


def _headings(blocks: list[Block]) -> list[Heading]:
    """The headings written as headings: outside list items."""
    found: list[Heading] = []
    for block in blocks:
        if isinstance(block, Heading):
            found.append(block)
        elif isinstance(block, Quote):
            found.extend(_headings(block.blocks))
    return found


def _block(block: Block, shift: int, in_item: bool = False) -> str:
    if isinstance(block, Paragraph):
        return escape_line_start(inline_markdown(block.inline))
    if isinstance(block, Heading) and in_item:
        return escape_line_start(inline_markdown([Strong(block.inline)]))
    if isinstance(block, Heading):
        text = inline_markdown(block.inline)
        if text.endswith("#"):
            text = text[:-1] + "\\#"  # a closing sequence would be dropped
        return f"{'#' * max(1, block.level - shift)} {text}" if text.strip() else ""
    if isinstance(block, CodeBlock):
        return _fenced(block)
    if isinstance(block, Quote):
        inner = _joined(block.blocks, shift, in_item)
        return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n"))
    if isinstance(block, ListBlock):
        return _list(block, shift)
    return _table(block)


def _fenced(block: CodeBlock) -> str:
    longest = max((len(run) for run in _BACKTICKS_RE.findall(block.text)), default=0)
    fence = "`" * max(3, longest + 1)
    language = block.language or ""
    return f"{fence}{language}\n{block.text}\n{fence}"


def _list(block: ListBlock, shift: int) -> str:
    items: list[str] = []
    loose = False
    for number, item in enumerate(block.items):
        marker = f"{block.start + number}. " if block.ordered else "- "
        indent = " " * len(marker)
        parts = [_block(child, shift, in_item=True) for child in item.blocks]
        if not any(parts):
            continue
        # A nested list follows its item's line directly, unless it opens with a
        # marker alone (below), which would read as a setext underline there;
        # other blocks after the first need a blank line, which makes the list loose.
        body = parts[0]
        for child, part in zip(item.blocks[1:], parts[1:], strict=True):
            directly = isinstance(child, ListBlock) and not _BARE_MARKER_RE.match(part)
            loose = loose or not directly
            body += ("\n" if directly else "\n\n") + part
        lines = body.split("\n")
        if _opens_on_next_line(item.blocks[0], parts[0]):
            lines.insert(0, "")
        rendered = [(marker + lines[0]).rstrip()]
        rendered += [indent + line if line else "" for line in lines[1:]]
        items.append("\n".join(rendered).rstrip())
    return ("\n\n" if loose else "\n").join(items)


def _opens_on_next_line(first: Block, written: str) -> bool:
    """True when an item's first block starts below its marker: a code fence,
    a table or a quote. CommonMark reads ``- ```py`` as the same item, but a
    reader that finds fences, table rows and quotes by how a line starts (a
    chunker, a table extractor) reads it as a list item's text, takes the
    fence that closes the block for one that opens another and turns the rest
    of the document inside out. So does a nested list whose first item so
    starts (``- 1.``, the next line its fence)."""
    if isinstance(first, CodeBlock | Table | Quote):
        return True
    return isinstance(first, ListBlock) and bool(_BARE_MARKER_RE.match(written))


def _table(block: Table) -> str:
    rows = [[_cell(cell) for cell in row] for row in block.rows]
    width = len(rows[0])
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + " --- |" * width]
    lines.extend("| " + " | ".join(row) + " |" for row in rows[1:])
    return "\n".join(lines)


def _cell(inline: list[Inline]) -> str:
    return inline_markdown(inline).replace("|", "\\|")
