"""The ambiguous passages of the papers, each reading measured on both dev corpora.

Every variant below is AdDANAg with exactly one stage replaced by an alternative
reading, composed from the engine's own stage functions, so the figures in
docs/readings.md can be reproduced. Usage::

    python benchmarks/readings.py ../shared/corpora
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from scrapy_danag import Extraction, ExtractionOptions
from scrapy_danag.engine.source.decode import decode_html
from scrapy_danag.engine.source.markup import BLOCK_TAG_RE, ENTITY_RE, TAG_RE, WHITESPACE_RE
from scrapy_danag.engine.thesis.lines import count_content_and_code
from scrapy_danag.engine.thesis.links import normalise_links
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.engine.thesis.regions import Region, find_regions, grow_main_region
from scrapy_danag.engine.thesis.smoothing import smooth
from scrapy_danag.engine.thesis.text import html_to_paragraphs, lines_to_text
from scrapy_danag.evaluation import Page, evaluate_corpus

Lines = list[str]


def _as_found(regions: list[Region], t1: list[int], diff: list[int]) -> list[Region]:
    return regions


@dataclass
class Reading:
    """AdDANAg with any of its stages swapped for an alternative."""

    label: str
    hidden: tuple[str, ...] = ("script", "style", "noscript", "template")
    lines: Callable[[str], Lines] = field(default=lambda html: normalise_lines(html, "block"))
    count: Callable[[Lines], tuple[list[int], list[int]]] = count_content_and_code
    weigh: Callable[[list[Region], list[int], list[int]], list[Region]] = _as_found
    measure: Callable[[Region, Region], int] | None = None
    to_text: Callable[[Lines, list[Region]], str] = lines_to_text

    def __call__(self, data: bytes, page: Page) -> Extraction:
        html, _ = decode_html(data)
        cleaned = remove_scripts_styles_comments(html, self.hidden)
        lines = normalise_links("\n".join(self.lines(cleaned)), 3).split("\n")
        t1, t2 = self.count(lines)
        diff = smooth(t1, t2)
        regions = self.weigh(find_regions(diff, t1), t1, diff)
        if self.measure is None:
            chosen = grow_main_region(regions, 20)
        else:
            chosen = grow_main_region(regions, 20, self.measure)
        text = self.to_text(lines, chosen)
        return Extraction(text, None, bool(text), ExtractionOptions.resolve("addanag"))


def _letters_only(lines: Lines) -> tuple[list[int], list[int]]:
    _, t2 = count_content_and_code(lines)
    texts = ENTITY_RE.sub("&", TAG_RE.sub("", "\n".join(lines))).split("\n")
    return [len("".join(t.split())) for t in texts], t2


def _length_with_whitespace(lines: Lines) -> tuple[list[int], list[int]]:
    t1, _ = count_content_and_code(lines)
    return t1, [len(line) - content for line, content in zip(lines, t1, strict=True)]


def _span(lines: Lines, regions: list[Region]) -> str:
    if not regions:
        return ""
    return html_to_paragraphs("\n".join(lines[regions[0].start : regions[-1].end + 1]))


def _every_block_tag(html: str) -> Lines:
    return BLOCK_TAG_RE.sub("\n\\g<0>", WHITESPACE_RE.sub(" ", html)).split("\n")


def _weigh_by_diff(regions: list[Region], t1: list[int], diff: list[int]) -> list[Region]:
    return [Region(r.start, r.end, sum(diff[r.start : r.end + 1])) for r in regions]


READINGS = [
    Reading("default: block lines, noscript removed, T1 with spaces, formula 4.4 as printed"),
    Reading("lines: the author's source lines", lines=lambda h: normalise_lines(h, "source")),
    Reading("lines: wrapped at 80 characters", lines=lambda h: normalise_lines(h, "wrap")),
    Reading("lines: a new line at every opening and closing block tag", lines=_every_block_tag),
    Reading("preprocessing: keep <noscript> and <template>", hidden=("script", "style")),
    Reading("phase 1: T1 counts letters only, not the spaces between words", count=_letters_only),
    Reading("phase 1: Length includes whitespace", count=_length_with_whitespace),
    Reading("phase 2: a region weighs its diff total, not its T1", weigh=_weigh_by_diff),
    Reading(
        "phase 3: d = x_j - y_i - 1 (lines strictly between)",
        measure=lambda a, b: b.start - a.end - 1,
    ),
    Reading("phase 4: every line from the first to the last chosen region", to_text=_span),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    args = parser.parse_args()
    options = ExtractionOptions.resolve("addanag")
    print("| reading | readability shingle F1 | trafilatura snippet F1 | empty (r / t) |")
    print("| --- | --- | --- | --- |")
    for reading in READINGS:
        r = evaluate_corpus(args.corpora / "readability", options, extractor=reading).summary()
        t = evaluate_corpus(args.corpora / "trafilatura", options, extractor=reading).summary()
        print(
            f"| {reading.label} | {r['shingle']['f1']:.4f} | {t['snippet']['f1']:.4f} "
            f"| {r['empty_outputs']} / {t['empty_outputs']} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
