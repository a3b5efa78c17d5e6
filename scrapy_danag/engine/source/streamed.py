"""Segments React streams late, put where the page's script would put them.

React's streamed server rendering sends a page in the order its parts are
ready. A part not ready in time leaves a marker where it belongs -- a
``<template id="B:1">`` before a fallback ("Loading paragraph...") for a
suspended boundary, a bare ``<template id="P:4">`` for a postponed segment --
and arrives later at the end of the body as ``<div hidden id="S:4">``, which a
small script then moves onto its marker. Read as sent, such a page's text is
hidden at its end, in the order it was ready, and its article holds only the
fallbacks. :func:`place_streamed_segments` does the script's work: a segment
replaces the ``P:`` marker of its own number, and the segments left replace
the ``B:`` markers in order, the n-th boundary by the n-th segment (React
numbers both as it creates them; the pairing itself is in the script, which a
stored page may have lost). A fallback stays, a line beside its content. A
segment without a marker stays hidden where it was.
"""

from __future__ import annotations

import re

_SEGMENT_RE = re.compile(r'<div hidden id="S:([0-9a-f]{1,8})">')
_DIV_RE = re.compile(r"<div\b|</div>")
_MARKER_RE = re.compile(r'<template id="([BP]):([0-9a-f]{1,8})"></template>')
#: Segments hold markers of further segments; deeper than this, a marker is left.
DEEPEST = 32


def place_streamed_segments(html: str) -> str:
    """``html`` with each streamed segment moved onto its marker, or ``html``
    itself when it has none. Linear in the page: every segment is read once
    and placed at most once."""
    if '<div hidden id="S:' not in html:
        return html
    segments, spans = _segments(html)
    if not segments:
        return html
    markers = [(m.group(1), m.group(2)) for m in _MARKER_RE.finditer(html)]
    postponed = {number for kind, number in markers if kind == "P"}
    boundaries = sorted((n for kind, n in markers if kind == "B"), key=_number)
    others = sorted((n for n in segments if n not in postponed), key=_number)
    chosen = {("P", n): n for n in postponed if n in segments}
    chosen.update({("B", b): n for b, n in zip(boundaries, others, strict=False)})
    moved = set(chosen.values())
    placed: set[str] = set()
    outside = _without(html, [span for number, span in spans if number in moved])
    page = _expand(outside, segments, chosen, placed, 0)
    # A segment whose marker stood in a segment never placed: back, hidden, as sent.
    left = "".join(html[start:end] for number, (start, end) in spans if number in moved - placed)
    return page + left


def _segments(html: str) -> tuple[dict[str, str], list[tuple[str, tuple[int, int]]]]:
    """Each segment's content by number, and where each stands in ``html``."""
    segments: dict[str, str] = {}
    spans: list[tuple[str, tuple[int, int]]] = []
    position = 0
    for opened in _SEGMENT_RE.finditer(html):
        if opened.start() < position:
            continue  # inside the segment just read
        depth, end = 1, None
        for tag in _DIV_RE.finditer(html, opened.end()):
            depth += 1 if tag.group() == "<div" else -1
            if depth == 0:
                end = tag
                break
        if end is None:
            break  # unclosed: it runs to the page's end, and stays hidden
        position = end.end()
        if opened.group(1) in segments:
            continue  # a number sent twice: the first is placed, this stays hidden
        segments[opened.group(1)] = html[opened.end() : end.start()]
        spans.append((opened.group(1), (opened.start(), end.end())))
    return segments, spans


def _without(html: str, spans: list[tuple[int, int]]) -> str:
    """``html`` without the given (ordered, disjoint) spans."""
    parts, position = [], 0
    for start, end in spans:
        parts.append(html[position:start])
        position = end
    parts.append(html[position:])
    return "".join(parts)


def _expand(
    html: str,
    segments: dict[str, str],
    chosen: dict[tuple[str, str], str],
    placed: set[str],
    depth: int,
) -> str:
    """``html`` with each marker replaced by its segment, expanded in turn."""
    if depth >= DEEPEST:
        return html

    def placed_segment(marker: re.Match[str]) -> str:
        number = chosen.get((marker.group(1), marker.group(2)))
        if number is None or number in placed:
            return marker.group(0)
        placed.add(number)
        return _expand(segments[number], segments, chosen, placed, depth + 1)

    return _MARKER_RE.sub(placed_segment, html)


def _number(number: str) -> int:
    return int(number, 16)
