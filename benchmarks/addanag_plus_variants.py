"""Every variant tried on the way to ``addanag+``, each on both dev corpora.

Each variant is composed from the engine's stage functions with one knob changed,
so the table in docs/research/main-content.md can be reproduced::

    python benchmarks/addanag_plus_variants.py ../shared/corpora
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scrapy_danag import Extraction, ExtractionOptions
from scrapy_danag.engine.source.decode import decode_html
from scrapy_danag.engine.source.markup import BLOCK_TAGS
from scrapy_danag.engine.thesis.lines import count_content_and_code
from scrapy_danag.engine.thesis.links import normalise_links
from scrapy_danag.engine.thesis.preprocess import normalise_lines, remove_scripts_styles_comments
from scrapy_danag.engine.thesis.regions import find_regions, grow_main_region
from scrapy_danag.engine.thesis.smoothing import smooth
from scrapy_danag.engine.thesis.text import html_to_paragraphs, lines_to_text
from scrapy_danag.engine.tree import article, boundary, covering, furniture
from scrapy_danag.engine.tree.attributes import normalise_attributes
from scrapy_danag.evaluation import Page, evaluate_corpus

OPTIONS = ExtractionOptions.resolve("addanag")


@dataclass
class Variant:
    label: str
    attributes: bool = False
    gap: int = 20
    span: bool = False
    refine: bool = False
    seed_tries: int = 0
    cover: float = boundary.COVER
    guard: float = boundary.GUARD
    containers: bool = True
    names: bool = True
    captions: bool = True

    def __call__(self, data: bytes, page: Page) -> Extraction:
        html, _ = decode_html(data)
        cleaned = remove_scripts_styles_comments(html)
        block_lines = normalise_lines(cleaned, "block")
        text = normalise_links("\n".join(block_lines), 3)
        lines = (normalise_attributes(text) if self.attributes else text).split("\n")
        t1, t2 = count_content_and_code(lines)
        candidates = find_regions(smooth(t1, t2), t1)
        if self.refine:
            saved = covering.CONTAINERS, furniture.FURNITURE_NAMES, article.SKIPPED
            if not self.names:
                furniture.FURNITURE_NAMES = re.compile(r"(?!)")
            if not self.containers:
                covering.CONTAINERS = frozenset(BLOCK_TAGS) | {"article", "main", "section", "span"}
            if not self.captions:
                article.SKIPPED = article.SKIPPED | {"figcaption"}
            try:
                out = boundary.extended_boundary(
                    block_lines,
                    lines,
                    t1,
                    candidates,
                    self.gap,
                    seed_tries=self.seed_tries,
                    cover=self.cover,
                    guard=self.guard,
                ).text
            finally:
                covering.CONTAINERS, furniture.FURNITURE_NAMES, article.SKIPPED = saved
            return Extraction(out, None, bool(out), OPTIONS)
        chosen = grow_main_region(candidates, self.gap)
        if self.span and chosen:
            out = html_to_paragraphs("\n".join(lines[chosen[0].start : chosen[-1].end + 1]))
        else:
            out = lines_to_text(lines, chosen)
        return Extraction(out, None, bool(out), OPTIONS)


DOM = "+ DOM refinement and second pass"
VARIANTS = [
    Variant("AdDANAg (faithful, the default)"),
    Variant("+ attribute normalisation", attributes=True),
    Variant("+ gap 30", gap=30),
    Variant("+ gap 40", gap=40),
    Variant("+ span: every line from the first to the last chosen region", span=True),
    Variant(f"{DOM}, no class/id words", refine=True, names=False),
    Variant(f"{DOM}, no container widening", refine=True, containers=False),
    Variant(f"{DOM}, no guard", refine=True, guard=0.0),
    Variant(f"{DOM}, guard 0.1", refine=True, guard=0.1),
    Variant(f"{DOM}, guard 0.5", refine=True, guard=0.5),
    Variant(f"{DOM} (cover 0.9, guard 0.25)", refine=True),
    Variant(f"{DOM}, cover 0.8", refine=True, cover=0.8),
    Variant(f"+ attributes {DOM}", attributes=True, refine=True),
    Variant(
        "+ attributes + furniture seeds refused + DOM + second pass, captions left out",
        attributes=True,
        refine=True,
        seed_tries=boundary.SEED_TRIES,
        captions=False,
    ),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path)
    args = parser.parse_args()
    print(
        "| variant | readability shingle F1 | trafilatura snippet F1 | empty (r / t) "
        "| MB/s (r / t) |"
    )
    print("| --- | --- | --- | --- | --- |")
    shipped = ExtractionOptions.resolve("addanag+")
    rows: list[tuple[str, Any]] = [(v.label, v) for v in VARIANTS]
    rows.append(("+ attributes + furniture seeds refused + DOM + second pass (addanag+)", None))
    for label, variant in rows:
        options = OPTIONS if variant is not None else shipped
        r = evaluate_corpus(args.corpora / "readability", options, extractor=variant).summary()
        t = evaluate_corpus(args.corpora / "trafilatura", options, extractor=variant).summary()
        print(
            f"| {label} | {r['shingle']['f1']:.4f} | {t['snippet']['f1']:.4f} "
            f"| {r['empty_outputs']} / {t['empty_outputs']} "
            f"| {r['mb_per_second']:.1f} / {t['mb_per_second']:.1f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
