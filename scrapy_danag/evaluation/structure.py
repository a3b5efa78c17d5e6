"""The structure metric of ``shared/corpora/README.md``, and Markdown read back as text.

Markdown output is read line by line, as the README defines it: ``#`` heading
lines, list items (``-``, ``*``, ``+``, ``1.``, ``1)``), block quotes (contiguous
``>`` lines joined by a space), fenced code blocks and pipe-table cells. Every
text is normalised the same way on both sides, so that link syntax, emphasis and
escapes do not count against a block whose words are right. Headings are scored
by precision and recall of their multisets over the corpus; the other kinds by
recall only (a gold block counts when it is exactly one of the output's blocks of
its kind), since a page's lists and tables hold more than the gold marks.

:func:`markdown_text` is the other half of the Markdown check: the output's
text with its markup removed, scored by the corpus's main metric against the
text output's figure.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

#: The kinds of the gold's ``structure`` entries, as the README names them.
STRUCTURE_KINDS: tuple[str, ...] = ("h", "li", "quote", "pre", "cell")
_LINK_RE = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MARKS_RE = re.compile(r"[*_`~]")
_NON_WORD_RE = re.compile(r"\W+")
_FENCE_RE = re.compile(r"^\s*(`{3,}|~{3,})")
_HEADING_RE = re.compile(r"^\s{0,3}(#{1,6})(?:\s+(.*?))?\s*$")
_CLOSING_HASHES_RE = re.compile(r"(?:^|\s+)#+\s*$")
_ITEM_RE = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])(?:\s+(.*))?$")
_QUOTE_RE = re.compile(r"^\s*>")
_SEPARATOR_CELL_RE = re.compile(r"^\s*:?-+:?\s*$")
_UNESCAPED_PIPE_RE = re.compile(r"(?<!\\)\|")


def normalise(text: str) -> str:
    """A block's text as the metric compares it: links keep their text, the
    characters ``* _ ` ~`` become spaces, case folded, every run of non-word
    characters one space, trimmed."""
    text = _LINK_RE.sub(r"\1", text)
    text = _MARKS_RE.sub(" ", text)
    return _NON_WORD_RE.sub(" ", text.casefold()).strip()


def read_blocks(markdown: str) -> dict[str, list[str]]:
    """The Markdown's blocks by kind, each text normalised (:func:`normalise`)."""
    blocks: dict[str, list[str]] = {kind: [] for kind in STRUCTURE_KINDS}
    fence: str | None = None
    code: list[str] = []
    quote: list[str] = []

    def end_quote() -> None:
        if quote:
            blocks["quote"].append(normalise(" ".join(quote)))
            quote.clear()

    for line in markdown.splitlines():
        if fence is not None:
            if line.strip().startswith(fence):
                blocks["pre"].append(normalise("\n".join(code)))
                fence, code = None, []
            else:
                code.append(line)
            continue
        if (opening := _FENCE_RE.match(line)) is not None:
            end_quote()
            fence = opening.group(1)[0] * 3
            continue
        if _QUOTE_RE.match(line):
            quote.append(line.strip().lstrip("> ").strip())
            continue
        end_quote()
        if (heading := _HEADING_RE.match(line)) is not None:
            text = _CLOSING_HASHES_RE.sub("", heading.group(2) or "")
            blocks["h"].append(normalise(text))
        elif (item := _ITEM_RE.match(line)) is not None:
            blocks["li"].append(normalise(item.group(1) or ""))
        elif line.lstrip().startswith("|"):
            cells = _UNESCAPED_PIPE_RE.split(line.strip().strip("|"))
            if not all(_SEPARATOR_CELL_RE.match(cell) for cell in cells):
                blocks["cell"].extend(normalise(cell) for cell in cells)
    end_quote()
    if fence is not None and code:  # an unclosed fence runs to the end of the document
        blocks["pre"].append(normalise("\n".join(code)))
    return blocks


@dataclass(slots=True)
class StructureCounts:
    """Corpus-wide counts: heading overlap and sizes, and hits per gold kind."""

    heading_hits: int = 0
    heading_output: int = 0
    heading_gold: int = 0
    found: Counter[str] = field(default_factory=Counter)
    gold: Counter[str] = field(default_factory=Counter)

    def __add__(self, other: StructureCounts) -> StructureCounts:
        return StructureCounts(
            self.heading_hits + other.heading_hits,
            self.heading_output + other.heading_output,
            self.heading_gold + other.heading_gold,
            self.found + other.found,
            self.gold + other.gold,
        )

    def heading_f1(self) -> tuple[float, float, float]:
        """Heading precision, recall and F1 over the corpus."""
        p = self.heading_hits / self.heading_output if self.heading_output else 0.0
        r = self.heading_hits / self.heading_gold if self.heading_gold else 0.0
        return p, r, 2 * p * r / (p + r) if p + r else 0.0

    def recall(self, kind: str) -> float | None:
        """Share of the gold's blocks of ``kind`` found; None without any."""
        total = self.gold[kind]
        return self.found[kind] / total if total else None

    def to_dict(self) -> dict[str, float | None]:
        precision, recall, f1 = self.heading_f1()
        out: dict[str, float | None] = {
            "heading_precision": precision,
            "heading_recall": recall,
            "heading_f1": f1,
        }
        for kind in STRUCTURE_KINDS[1:]:
            out[f"{kind}_recall"] = self.recall(kind)
        return out


def structure_counts(markdown: str, gold: Iterable[Sequence[str]]) -> StructureCounts:
    """One page's counts: its Markdown output against its gold ``structure``."""
    output = read_blocks(markdown)
    wanted: dict[str, list[str]] = {kind: [] for kind in STRUCTURE_KINDS}
    for kind, text in gold:
        if kind in wanted:
            wanted[kind].append(normalise(text))
    counts = StructureCounts()
    made, expected = Counter(output["h"]), Counter(wanted["h"])
    counts.heading_hits = sum((made & expected).values())
    counts.heading_output = sum(made.values())
    counts.heading_gold = sum(expected.values())
    for kind in STRUCTURE_KINDS[1:]:
        present = set(output[kind])
        counts.gold[kind] = len(wanted[kind])
        counts.found[kind] = sum(1 for text in wanted[kind] if text in present)
    return counts


_ESCAPE_RE = re.compile(r"\\([!-/:-@\[-`{-~])")
_LINE_MARK_RE = re.compile(r"^\s*(?:>\s*)*(?:#{1,6}\s+|[-*+]\s+|\d{1,9}[.)]\s+)?")
#: Emphasis and code-span markers: runs of ``*`` or backticks no backslash escapes
#: (a renderer escapes every literal one).
_INLINE_MARK_RE = re.compile(r"(?<!\\)(?:\*+|`+)")


def markdown_text(markdown: str) -> str:
    """The Markdown's text, one block a line, with its markup removed: link
    syntax, heading, list and quote markers, fences, table pipes, emphasis and
    escapes; a fenced block's lines as they stand. Word-level scores of this
    text and of the text output must agree."""
    lines: list[str] = []
    fence: str | None = None
    for line in markdown.splitlines():
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
            elif line.strip():
                lines.append(line.strip())
            continue
        if (opening := _FENCE_RE.match(line)) is not None:
            fence = opening.group(1)[0] * 3
            continue
        stripped = line.strip()
        if stripped.startswith("|"):
            cells = _UNESCAPED_PIPE_RE.split(stripped.strip("|"))
            if all(_SEPARATOR_CELL_RE.match(cell) for cell in cells):
                continue
            stripped = " ".join(cell.strip() for cell in cells)
        else:
            stripped = _LINE_MARK_RE.sub("", stripped)
        stripped = _LINK_RE.sub(r"\1", stripped)
        stripped = _ESCAPE_RE.sub(r"\1", _INLINE_MARK_RE.sub("", stripped))
        if stripped.strip():
            lines.append(stripped.strip())
    return "\n".join(lines)
