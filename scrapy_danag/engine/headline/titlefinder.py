"""TitleFinder (thesis ch. 5): the ``<title>`` text as a query against the page's text.

The title usually holds the headline plus noise (site name, section, date). Each
text fragment of the body is a "sentence"; the fragment most similar to the
title, under one of four measures, is the headline:

* ``tf``: cosine of term-frequency vectors (the thesis's best, and our default);
* ``tfidf``: cosine of tf-idf vectors, idf over the page's fragments;
* ``osm``: the overlap scoring measure, formula 5.2 -- tf-idf weights for the query
  terms times Euclidean-normalised tf weights of the fragment;
* ``aggregate``: the sum of the three, formula 5.3.

Tokenisation is Unicode word runs, case-folded, with no stoplist; scripts written
without spaces (Han, kana, Thai, Lao, Khmer, Myanmar) are split into single
characters so they can match at all. As §5.3.1 prescribes, quotes, commas and
colons are deleted before tokenising (so "don't" is one token).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..budget import checkpoint
from ..scan.collapsed import collapsed
from ..scan.deleted import without_characters
from ..scan.terms import lines_with_terms
from ..scan.tokens import Tokenizer
from ..source.markup import BLOCK_TAG_RE, TAG_RE, without_tags
from ..source.references import unescape

TITLE_METHODS: tuple[str, ...] = ("tf", "tfidf", "osm", "aggregate")

_TITLE_OPEN_RE = re.compile(r"<title\b[^>]*>", re.IGNORECASE)
_TITLE_CLOSE_RE = re.compile(r"</title\s*>", re.IGNORECASE)
#: The longest ``<title>`` read, in characters: a tab shows a few dozen, the longest
#: of the dev corpora has about 300; past this a "title" is a page's text in the
#: wrong element, and every title term costs a pass over the body.
TITLE_LONGEST = 2000
_BODY_RE = re.compile(r"<body[\s>]", re.IGNORECASE)
#: :data:`_BODY_RE` on lines joined by line breaks: it never reads one.
_BODY_IN_LINE_RE = re.compile(r"<body(?:[^\S\n]|>)", re.IGNORECASE)
#: ``"</title" in line.lower()``: no character but ASCII's lowers to these letters.
_TITLE_END_RE = re.compile("</[tT][iI][tT][lL][eE]")
#: Lines read one by one for ``<body>`` before the rest is searched joined.
BODY_LINES_READ = 200
#: Characters deleted before tokenising: quotes, commas, colons ("don't" and
#: "dont", "1,000" and "1000" are one term).
DELETED = "'\"‘’‚‛“”„‟«»,:"
#: Scripts written without spaces (Thai, Lao, Myanmar, Khmer, kana, Han): each
#: character is a term of its own.
UNSPACED: tuple[tuple[str, str], ...] = (
    ("\u0e00", "\u0eff"),
    ("\u1000", "\u109f"),
    ("\u1780", "\u17ff"),
    ("\u3040", "\u30ff"),
    ("\u3400", "\u4dbf"),
    ("\u4e00", "\u9fff"),
    ("\uf900", "\ufaff"),
)
_UNSPACED_RE = re.compile(f"[{''.join(f'{first}-{last}' for first, last in UNSPACED)}]")
#: A term is a character of an unspaced script, or a run of word characters
#: outside them; a deleted character between two runs ("don't", "1,000") joins
#: them, exactly as deleting it before tokenising would. Compiled
#: (:mod:`..scan.tokens`); the pattern is :func:`..scan.reference.title_tokens`.
_TOKENIZER = Tokenizer(UNSPACED, DELETED)


@dataclass(frozen=True, slots=True)
class Fragment:
    """A candidate "sentence": the text between two tags, and the line it is on."""

    line: int
    text: str


def tokenize(text: str) -> list[str]:
    """The terms of ``text``, case-folded (see the module's docstring)."""
    return _TOKENIZER.tokens(text.casefold())


def visible_text(fragment_html: str) -> str:
    """Tags dropped, references decoded, whitespace collapsed."""
    text = without_tags(fragment_html, " ")
    if "&" in text:
        text = unescape(text)
    return collapsed(text)


#: Ruby annotations: the reading set above a word, not part of the line's text. A
#: gloss ends at its end tag or at the next gloss's start (the end tag is
#: optional in HTML), so an unclosed one never makes the pattern scan the rest.
_RUBY_GLOSS_RE = re.compile(
    r"<(r[tp])\b[^>]*>[^<]*(?:<(?!/?r[tp]\b)[^<]*)*(?:</\1\s*>)?", re.IGNORECASE
)


def shown_text(fragment_html: str) -> str:
    """The text a reader sees in a fragment of one block: inline tags add no space
    (``<b>Head</b>line`` reads "Headline") and ruby glosses are not shown. Soft
    hyphens stay: a reader who copies the headline copies them too (the
    trafilatura gold has them)."""
    text = fragment_html
    if "<" in text:
        if "<r" in text or "<R" in text:
            text = _RUBY_GLOSS_RE.sub("", text)
        text = without_tags(text)
    if "&" in text:
        text = unescape(text)
    return collapsed(text)


def composed(text: str) -> str:
    """``text`` with its letters composed (NFC), as typed text has them: a page may
    write "ড়" as one code point where Unicode composes two."""
    return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)


def find_title(html: str) -> str | None:
    """The text of the first ``<title>`` element, or None when it is missing or empty."""
    # Two searches, not one pattern "<title>(.*?)</title>": that pattern scans to the
    # end of the page from every "<title>" that is never closed.
    opening = _TITLE_OPEN_RE.search(html)
    if opening is None:
        return None
    closing = _TITLE_CLOSE_RE.search(html, opening.end())
    if closing is None:
        return None
    end = min(closing.start(), opening.end() + TITLE_LONGEST)
    return visible_text(html[opening.end() : end]) or None


def body_start(lines: Sequence[str]) -> int:
    """Index of the line holding ``<body>``, or after the line holding ``</title>``.

    The first :data:`BODY_LINES_READ` lines are read one by one (a page's
    ``<body>`` nearly always stands there); the rest, joined, by one search
    each: a page without a ``<body>`` is not read line by line from Python
    (a twentieth of a megabyte of table rows).
    """
    title_line = -1
    for number, line in enumerate(lines[:BODY_LINES_READ]):
        if _BODY_RE.search(line):
            return number
        if title_line < 0 and "</title" in line.lower():
            title_line = number
    if len(lines) <= BODY_LINES_READ:
        return title_line + 1
    rest = "\n".join(lines[BODY_LINES_READ:])
    if (body := _BODY_IN_LINE_RE.search(rest)) is not None:
        return BODY_LINES_READ + rest.count("\n", 0, body.start())
    if title_line < 0 and (title := _TITLE_END_RE.search(rest)) is not None:
        title_line = BODY_LINES_READ + rest.count("\n", 0, title.start())
    return title_line + 1


def _split_fragments(
    lines: Sequence[str], numbers: Iterable[int], splitter: re.Pattern[str]
) -> list[Fragment]:
    fragments: list[Fragment] = []
    nodes_only = splitter is TAG_RE  # text nodes hold no tags: skip that pass
    for step, number in enumerate(numbers):
        if not step % 256:  # a line can be long
            checkpoint()
        for piece in splitter.split(lines[number]):
            if not piece or piece.isspace():
                continue
            if nodes_only:
                text = collapsed(unescape(piece) if "&" in piece else piece)
            else:
                text = shown_text(piece)
            if text:
                fragments.append(Fragment(number, text))
    return fragments


def text_node_fragments(
    lines: Sequence[str], start: int = 0, numbers: Iterable[int] | None = None
) -> list[Fragment]:
    """The faithful candidates: every run of text between two tags (a DOM text node).

    ``numbers`` restricts the search to those lines (see :func:`lines_mentioning`).
    """
    return _split_fragments(lines, range(start, len(lines)) if numbers is None else numbers, TAG_RE)


def block_fragments(
    lines: Sequence[str], start: int = 0, numbers: Iterable[int] | None = None
) -> list[Fragment]:
    """Candidates as rendered blocks: inline markup (``<em>``, ``<a>``) does not split them."""
    chosen = range(start, len(lines)) if numbers is None else numbers
    return _split_fragments(lines, chosen, BLOCK_TAG_RE)


def lines_mentioning(
    terms: Iterable[str], lines: Sequence[str], start: int = 0, end: int | None = None
) -> list[int]:
    """Line numbers (from ``start``) whose text may contain one of ``terms`` as a token.

    One case-folded compiled pass over the body (:mod:`..scan.terms`) instead of
    tokenising every fragment: under TF cosine a fragment sharing no term with
    the title scores 0, so only these lines can hold the headline. A superset: a
    term inside an attribute value also marks its line.
    """
    query = set(terms)
    unspaced = {t for t in query if _UNSPACED_RE.fullmatch(t)}
    if not query:
        return []
    joined = without_tags("\n".join(lines[start:end]), " ")
    if "&" in joined:
        unescaped = unescape(joined)
        if unescaped.count("\n") == joined.count("\n"):
            joined = unescaped
    text = without_characters(joined, DELETED).casefold()  # compiled: no piece a comma
    spaced = frozenset(query - unspaced)
    return [start + n for n in lines_with_terms(text, spaced, "".join(sorted(unspaced)))]


Weights = Mapping[str, float]


def _norm(weights: Weights) -> float:
    return math.hypot(*weights.values())


def _cosine(query: Weights, sentence: Weights) -> float:
    """Cosine of two sparse vectors; ``query`` is the short one, iterated."""
    if not query or not sentence:
        return 0.0
    dot = sum(w * sentence.get(t, 0) for t, w in query.items())
    return dot / (_norm(query) * _norm(sentence)) if dot else 0.0


def _tf_cosines(query: Counter[str], sentences: Sequence[Sequence[str]]) -> list[float]:
    """:func:`_cosine` of each sentence's term counts with ``query``'s, the
    same figures: the counts kept in a plain ``dict`` and the query's norm
    taken once. ``tf+`` scores every candidate that shares a term with the
    title, nearly every block above the article; a ``Counter`` for each and
    the query's norm again cost a third more."""
    query_norm = _norm(query)
    terms = list(query.items())
    scores = []
    for sentence in sentences:
        counts: dict[str, int] = {}
        for term in sentence:
            counts[term] = counts.get(term, 0) + 1
        dot = 0
        for term, weight in terms:
            if (count := counts.get(term)) is not None:
                dot += weight * count
        scores.append(dot / (query_norm * _norm(counts)) if dot else 0.0)
    return scores


def tf_scores(query: Sequence[str], texts: Iterable[str]) -> list[float]:
    """``similarity_scores(query, [tokenize(text) for text in texts])`` under
    ``tf``, the same figures: each text's terms counted as they are cut, in C
    (:meth:`..scan.tokens.Tokenizer.tf_cosines`), no list of them made."""
    return _TOKENIZER.tf_cosines(list(Counter(query).items()), [t.casefold() for t in texts])


def similarity_scores(
    query: Sequence[str], sentences: Sequence[Sequence[str]], method: str = "tf"
) -> list[float]:
    """One score per sentence for the query, under ``method`` (see module docstring)."""
    if method not in TITLE_METHODS:
        raise ValueError(f"title_method must be one of {', '.join(TITLE_METHODS)}, got {method!r}")
    q_tf: Counter[str] = Counter(query)
    if not q_tf:
        return [0.0] * len(sentences)
    if method == "tf":
        return _tf_cosines(q_tf, sentences)
    s_tfs = [Counter(s) for s in sentences]
    tf_scores = [_cosine(q_tf, s) for s in s_tfs]
    n = len(sentences)
    df: Counter[str] = Counter()
    for s in s_tfs:
        df.update(s.keys())

    def idf(term: str) -> float:
        return math.log((n + 1) / (df.get(term, 0) + 1)) + 1.0

    q_tfidf = {t: w * idf(t) for t, w in q_tf.items()}
    osm_scores = []
    for s in s_tfs:
        norm = _norm(s)
        osm_scores.append(
            sum(w * s.get(t, 0.0) / norm for t, w in q_tfidf.items()) if norm else 0.0
        )
    if method == "osm":
        return osm_scores
    tfidf_scores = [_cosine(q_tfidf, {t: w * idf(t) for t, w in s.items()}) for s in s_tfs]
    if method == "tfidf":
        return tfidf_scores
    return [a + b + c for a, b, c in zip(tf_scores, tfidf_scores, osm_scores, strict=True)]


def title_finder(
    title: str, lines: Sequence[str], start: int = 0, method: str = "tf"
) -> tuple[Fragment, float] | None:
    """The text node most similar to ``title`` (the first of equals) and its score.

    Returns None when no fragment shares anything with the title.
    """
    query = tokenize(title)
    if not query:
        return None
    numbers = lines_mentioning(query, lines, start) if method == "tf" else None
    fragments = text_node_fragments(lines, start, numbers)
    scores = similarity_scores(query, [tokenize(f.text) for f in fragments], method)
    best = max(range(len(scores)), key=scores.__getitem__, default=None)
    if best is None or scores[best] <= 0:
        return None
    return fragments[best], scores[best]
