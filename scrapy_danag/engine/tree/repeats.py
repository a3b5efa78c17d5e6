"""A block of text the page writes twice comes out once.

Responsive pages often carry two copies of the same section -- one laid out for
phones, one for wide screens, the other hidden by a class no parser can
evaluate -- and some templates repeat a whole summary at the foot of the page.
Both copies stand in the article element, so its text held the section twice
(on WCXB's development pages, up to 35,000 repeated characters in 55,000).

Only a *run* of repeated lines is dropped, and only a long one: short lines
repeat legitimately (a pricing grid's "Unlimited users" in every tier, a
travel card's "Book by Dec 31"), and the gold keeps each of them. Measured on
the wcxb outputs, dropping every repeated line of 40 characters or more gained
on 163 pages and lost on 81. Runs of two or more different repeated lines gain
more on WCXB's pages the shorter the runs allowed (2,000 characters: word F1
+0.0012, 1,000: +0.0018, 500: +0.0027, 250: +0.0034); from 250 down, pages of
the two article corpora lose (line breaks written as a run of short repeated
paragraphs), so 500.
"""

from __future__ import annotations

from .blocks import Lines

#: Lines shorter than this (whitespace squashed) are never counted as repeats
#: on their own: labels, prices, buttons.
REPEAT_LINE = 20
#: A run of repeated lines is dropped when it holds at least this many different
#: ones (a filler paragraph written over and over is one line, not a section)...
REPEAT_LINES = 2
#: ...and at least this many characters: a few paragraphs, not a phrase.
REPEAT_CHARS = 500


def repeated_runs(texts: list[str]) -> list[range]:
    """The runs of ``texts`` that repeat earlier lines, long enough to drop.

    A run starts at a line of :data:`REPEAT_LINE` characters or more seen
    earlier, goes on over such lines, and over a short line when the next line
    repeats too (a copied section's short labels between its paragraphs). One
    pass, each line hashed once; a walk's lines come with their whitespace
    squashed, so a copy indented otherwise is the same line.
    """
    seen: set[str] = set()
    repeat = []
    for key in texts:
        long = len(key) >= REPEAT_LINE
        repeat.append(long and key in seen)
        if long:
            seen.add(key)
    runs = []
    start = 0
    while start < len(texts):
        if not repeat[start]:
            start += 1
            continue
        end = start
        while end < len(texts) and (repeat[end] or _bridges(texts, repeat, end)):
            end += 1
        count = len({texts[n] for n in range(start, end) if repeat[n]})
        size = sum(len(texts[n]) for n in range(start, end))
        if count >= REPEAT_LINES and size >= REPEAT_CHARS:
            runs.append(range(start, end))
        start = end
    return runs


def _bridges(texts: list[str], repeat: list[bool], n: int) -> bool:
    """Whether line ``n`` is a short one with a repeated line after it."""
    return len(texts[n]) < REPEAT_LINE and n + 1 < len(texts) and repeat[n + 1]


def without_repeated_runs(lines: Lines) -> Lines:
    """``lines`` without the runs :func:`repeated_runs` finds (the same object
    when there are none), shapes and item marks dropped alike, so that the
    rendered formats lose the same lines as the text."""
    runs = repeated_runs(lines.texts)
    if not runs:
        return lines
    dropped = {n for run in runs for n in run}
    kept = [n for n in range(len(lines.texts)) if n not in dropped]
    shapes = None if lines.shapes is None else [lines.shapes[n] for n in kept]
    return Lines([lines.texts[n] for n in kept], shapes, [lines.in_items[n] for n in kept])
