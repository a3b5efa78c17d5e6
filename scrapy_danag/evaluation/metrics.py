"""The dev corpora's metrics, exactly as ``shared/corpora/README.md`` defines them.

Tokens are ``re.findall(r"\\w+", text)``. Per-page scores are returned as small
dataclasses and aggregated separately, because the aggregate rules differ: shingle
precision and recall are means over pages, snippet scores are corpus-wide counts.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

_TOKEN_RE = re.compile(r"\w+")
_NON_WORD_RE = re.compile(r"\W+")
SHINGLE_SIZE = 4


def tokens(text: str) -> list[str]:
    return _TOKEN_RE.findall(text)


def shingles(words: Sequence[str], size: int = SHINGLE_SIZE) -> Counter[tuple[str, ...]]:
    """Multiset of ``size``-token shingles; a shorter non-empty text is one shingle."""
    if not words:
        return Counter()
    if len(words) < size:
        return Counter([tuple(words)])
    return Counter(tuple(words[i : i + size]) for i in range(len(words) - size + 1))


@dataclass(frozen=True, slots=True)
class ShingleScore:
    """One page's normalised ``tp``, ``fp``, ``fn`` (summing to 1, or all 0)."""

    tp: float
    fp: float
    fn: float

    @property
    def precision(self) -> float | None:
        if self.fp == 0 and self.fn == 0:
            return 1.0
        return self.tp / (self.tp + self.fp) if self.tp + self.fp > 0 else None

    @property
    def recall(self) -> float | None:
        if self.fp == 0 and self.fn == 0:
            return 1.0
        return self.tp / (self.tp + self.fn) if self.tp + self.fn > 0 else None

    @property
    def f1(self) -> float:
        p, r = self.precision or 0.0, self.recall or 0.0
        return 2 * p * r / (p + r) if p + r > 0 else 0.0


def shingle_score(output: str, gold: str) -> ShingleScore:
    out, ref = shingles(tokens(output)), shingles(tokens(gold))
    tp = sum((out & ref).values())
    fp = sum(out.values()) - tp
    fn = sum(ref.values()) - tp
    total = tp + fp + fn
    if total == 0:
        return ShingleScore(0.0, 0.0, 0.0)
    return ShingleScore(tp / total, fp / total, fn / total)


@dataclass(frozen=True, slots=True)
class PRF:
    precision: float
    recall: float
    f1: float


def _f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r > 0 else 0.0


def aggregate_shingles(scores: Iterable[ShingleScore]) -> PRF:
    """Mean precision over pages that have one, mean recall, F1 of the two means."""
    precisions: list[float] = []
    recalls: list[float] = []
    for score in scores:
        if score.precision is not None:
            precisions.append(score.precision)
        if score.recall is not None:
            recalls.append(score.recall)
    p = sum(precisions) / len(precisions) if precisions else 0.0
    r = sum(recalls) / len(recalls) if recalls else 0.0
    return PRF(p, r, _f1(p, r))


def word_f1(output: str, gold: str) -> PRF:
    """WCXB's word F1: multisets of lower-cased tokens, overlap their intersection;
    1 when both are empty, 0 when only one is."""
    out = Counter(t.lower() for t in tokens(output))
    ref = Counter(t.lower() for t in tokens(gold))
    if not out and not ref:
        return PRF(1.0, 1.0, 1.0)
    if not out or not ref:
        return PRF(0.0, 0.0, 0.0)
    overlap = sum((out & ref).values())
    p, r = overlap / sum(out.values()), overlap / sum(ref.values())
    return PRF(p, r, _f1(p, r))


def lcs_length(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence of two token lists.

    Bit-parallel (Allison-Dix / Hyyrö): one big-integer step per token of ``a``,
    so a 10,000 x 10,000 comparison takes milliseconds instead of a 10^8-cell table.
    """
    if not a or not b:
        return 0
    masks: dict[str, int] = {}
    for position, token in enumerate(b):
        masks[token] = masks.get(token, 0) | (1 << position)
    full = (1 << len(b)) - 1
    row = full
    for token in a:
        match = masks.get(token)
        if match is None:
            continue
        u = row & match
        row = ((row + u) | (row - u)) & full
    return len(b) - bin(row).count("1")


def lcs_f1(output: str, gold: str) -> PRF:
    """Thesis formula 4.1 on lower-cased tokens."""
    out = [t.lower() for t in tokens(output)]
    ref = [t.lower() for t in tokens(gold)]
    k = lcs_length(out, ref)
    p = k / len(out) if out else 0.0
    r = k / len(ref) if ref else 0.0
    if not out and not ref:
        p = r = 1.0
    return PRF(p, r, _f1(p, r))


@dataclass(frozen=True, slots=True)
class SnippetCounts:
    tp: int = 0
    fn: int = 0
    fp: int = 0
    tn: int = 0

    def __add__(self, other: SnippetCounts) -> SnippetCounts:
        return SnippetCounts(
            self.tp + other.tp, self.fn + other.fn, self.fp + other.fp, self.tn + other.tn
        )

    @property
    def accuracy(self) -> float:
        total = self.tp + self.fn + self.fp + self.tn
        return (self.tp + self.tn) / total if total else 0.0

    def prf(self) -> PRF:
        p = self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0
        r = self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0
        return PRF(p, r, _f1(p, r))


def _squash(text: str) -> str:
    return " ".join(text.split())


def snippet_counts(output: str, with_: Sequence[str], without: Sequence[str]) -> SnippetCounts:
    """Trafilatura's measure for one page: snippets found in the squashed output."""
    haystack = _squash(output)
    found_with = sum(1 for s in with_ if _squash(s) in haystack)
    found_without = sum(1 for s in without if _squash(s) in haystack)
    return SnippetCounts(
        tp=found_with,
        fn=len(with_) - found_with,
        fp=found_without,
        tn=len(without) - found_without,
    )


def normalise_headline(text: str) -> str:
    """Case-folded, every run of non-word characters one space, ends trimmed."""
    return _NON_WORD_RE.sub(" ", text.casefold()).strip()


def headline_exact(output: str | None, gold: str) -> bool:
    return output is not None and normalise_headline(output) == normalise_headline(gold)
