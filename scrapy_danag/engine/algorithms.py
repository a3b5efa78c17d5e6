"""The algorithms by name, each a straight composition of the phase functions.

Reading order mirrors the thesis: preprocessing (scripts, styles, comments; line
normalisation), the hyperlink filter, phase 1 counting, phase 2 smoothing and
regions, phase 3 Algorithm 1, phase 4 text. R2L and DANA differ from DANAg only in
phase 1 (which characters are content) and R2L also in phase 4; AdDANAg is DANAg
after Filter 3. Density is the baseline of Moreno et al. (2009). ``addanag+``
adds attribute normalisation before counting and DOM refinement after phase 4.
"""

from __future__ import annotations

from .attributes import normalise_attributes
from .density import densest_span, density_strings
from .dom import body_text, in_boilerplate, parse_page, refine_with_dom
from .headline import find_headline
from .lines import count_content_and_code, count_r2l_and_ascii
from .links import normalise_links
from .options import ExtractionOptions
from .preprocess import normalise_lines, remove_scripts_styles_comments
from .regions import Region, find_regions, grow_main_region
from .result import Extraction
from .smoothing import smooth
from .text import lines_to_text, r2l_text

_LANGUAGE_DEPENDENT = frozenset({"r2l", "dana"})


def run_line_algorithm(html: str, options: ExtractionOptions) -> Extraction:
    """R2L, DANA, DANAg or AdDANAg on decoded HTML."""
    cleaned = remove_scripts_styles_comments(html)
    normalised = "\n".join(normalise_lines(cleaned, options.line_mode))  # type: ignore[arg-type]
    linked = normalise_links(normalised, options.link_filter)
    extended = options.algorithm == "addanag+"
    lines = (normalise_attributes(linked) if extended else linked).split("\n")
    if options.algorithm in _LANGUAGE_DEPENDENT:
        t1, t2 = count_r2l_and_ascii(lines)
    else:
        t1, t2 = count_content_and_code(lines)
    diff = smooth(t1, t2, options.smoothing)  # type: ignore[arg-type]
    candidates = find_regions(diff, t1)
    to_text = r2l_text if options.algorithm == "r2l" else lines_to_text
    if extended:
        chosen, text = _extended_boundary(html, lines, candidates, options.gap)
    else:
        chosen = grow_main_region(candidates, options.gap)
        text = to_text(lines, chosen)
    same_lines = lines if options.line_mode == "block" else None
    headline = find_headline(cleaned, options.title_method, lines=same_lines, regions=chosen)
    return Extraction(
        main_content=text,
        headline=None if headline is None else headline.text,
        headline_line=None if headline is None or same_lines is None else headline.line,
        has_main_content=bool(text),
        options=options,
        regions=tuple(chosen),
        candidate_regions=tuple(candidates),
        t1=tuple(t1),
        t2=tuple(t2),
        diff=tuple(diff),
    )


#: How many seeds ``addanag+`` tries before it accepts page furniture as content.
SEED_TRIES = 3


def _extended_boundary(
    html: str, lines: list[str], candidates: list[Region], gap: int
) -> tuple[list[Region], str]:
    """``addanag+`` phases 3-4: seeds in size order, refused when they are page
    furniture (footer, nav, aside, header), then the DOM refinement; a second
    pass over the whole body when no region was found."""
    root = parse_page(html)
    order = sorted(range(len(candidates)), key=lambda k: -candidates[k].chars)
    chosen = grow_main_region(candidates, gap)
    if root is not None:
        for seed in order[:SEED_TRIES]:
            seed_text = lines_to_text(lines, [candidates[seed]])
            if not in_boilerplate(root, seed_text):
                chosen = grow_main_region(candidates, gap, seed=seed)
                break
    if not chosen and root is not None:
        # Second pass: no region at all (tiny or markup-heavy pages). The element
        # holding most of the body's text, without navigation or link lists.
        return chosen, refine_with_dom(root, body_text(root), guard=0.0)
    return chosen, refine_with_dom(root, lines_to_text(lines, chosen))


def run_density(html: str, options: ExtractionOptions) -> Extraction:
    """The Density baseline; its "lines" are Moreno et al.'s strings."""
    cleaned = remove_scripts_styles_comments(html)
    strings = density_strings(normalise_links(cleaned, options.link_filter))
    lengths = [len(s) for s in strings]
    span = densest_span(lengths)
    chosen: tuple[Region, ...] = ()
    text = ""
    if span is not None:
        left, right = span
        chosen = (Region(left, right, sum(lengths[left : right + 1])),)
        text = "\n".join(s for s in strings[left : right + 1] if s)
    headline = find_headline(cleaned, options.title_method)
    return Extraction(
        main_content=text,
        headline=None if headline is None else headline.text,
        has_main_content=bool(text),
        options=options,
        regions=chosen,
        candidate_regions=chosen,
        t1=tuple(lengths),
        t2=(0,) * len(lengths),
        diff=tuple(lengths),
    )


def run_algorithm(html: str, options: ExtractionOptions) -> Extraction:
    """Dispatch on ``options.algorithm``."""
    if options.algorithm == "density":
        return run_density(html, options)
    return run_line_algorithm(html, options)
