"""The algorithms by name, each a straight composition of the phase functions.

Reading order mirrors the thesis: preprocessing (scripts, styles, comments; line
normalisation), the hyperlink filter, phase 1 counting, phase 2 smoothing and
regions, phase 3 Algorithm 1, phase 4 text. R2L and DANA differ from DANAg only in
phase 1 (which characters are content) and R2L also in phase 4; AdDANAg is DANAg
after Filter 3. Density is the baseline of Moreno et al. (2009). ``addanag+``
adds attribute normalisation before counting and DOM refinement after phase 4.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import chain
from typing import cast

from lxml import etree

from .budget import checkpoint
from .headline.stage import find_headline
from .headline.titlefinder import body_start
from .kinds import content_of_kind, page_kind
from .options import ExtractionOptions
from .result import Extraction
from .source.markup import escape_unclosed_line_ends, escape_unclosed_tags
from .source.noscript import unwrap_noscript_page
from .thesis.density import densest_span, density_strings
from .thesis.lines import count_content_and_code, count_r2l_and_ascii
from .thesis.links import normalise_links
from .thesis.preprocess import (
    HIDDEN_ELEMENTS,
    escape_markup_in_values,
    normalised_text,
    remove_scripts_styles_comments,
)
from .thesis.regions import Region, find_regions, grow_main_region
from .thesis.smoothing import smooth
from .thesis.text import lines_to_text, r2l_text
from .tree.article import text_with_lead
from .tree.attributes import normalise_attributes
from .tree.dom import LineTree, article_element, in_furniture, locate_lines
from .tree.furniture import named_furniture

_LANGUAGE_DEPENDENT = frozenset({"r2l", "dana"})
#: What ``addanag+`` removes before counting: besides scripts, styles and
#: comments, inline SVG drawings -- never text, and their path data (9 % of the
#: trafilatura corpus's bytes once scripts are gone) is code every later pass
#: would scan. The same scores on both corpora, 3 % faster.
UNRENDERED_PLUS = (*HIDDEN_ELEMENTS, "svg")


def run_line_algorithm(html: str, options: ExtractionOptions, url: str | None = None) -> Extraction:
    """R2L, DANA, DANAg or AdDANAg on decoded HTML."""
    extended = options.algorithm == "addanag+"
    if extended:
        html = unwrap_noscript_page(html)
        cleaned = escape_markup_in_values(remove_scripts_styles_comments(html, UNRENDERED_PLUS))
    else:
        cleaned = remove_scripts_styles_comments(html)
    checkpoint()
    joined = normalised_text(cleaned, options.line_mode)  # type: ignore[arg-type]
    block_lines = joined.split("\n")
    if escape_unclosed_line_ends(block_lines):  # no pattern then reads a line twice
        joined = "\n".join(block_lines)
    checkpoint()
    # Attributes first: the same lines as after Filter 3 (it leaves other tags and
    # anchor text alone), and the filter then scans a third of the bytes.
    bare = normalise_attributes(joined) if extended else joined
    checkpoint()
    filtered = normalise_links(bare, options.link_filter)
    lines = filtered.split("\n")
    checkpoint()
    if options.algorithm in _LANGUAGE_DEPENDENT:
        t1, t2 = count_r2l_and_ascii(lines)
    else:
        t1, t2 = count_content_and_code(lines, filtered)
    checkpoint()
    diff = smooth(t1, t2, options.smoothing)  # type: ignore[arg-type]
    candidates = find_regions(diff, t1)
    to_text = r2l_text if options.algorithm == "r2l" else lines_to_text
    if extended:
        by_block = options.line_mode == "block"  # a block line starts with its block's tag
        chosen, text = extended_boundary(
            block_lines, lines, t1, candidates, options.gap, parse_bare=by_block
        )
    else:
        chosen = grow_main_region(candidates, options.gap)
        text = to_text(lines, chosen)
    checkpoint()
    judged = page_kind(html, cleaned, url, text, sum(t1), bare)
    if extended:
        text = content_of_kind(judged, cleaned, text)
    same_lines = lines if options.line_mode == "block" else None
    headline = find_headline(
        cleaned,
        options.title_method,
        lines=same_lines,
        source=block_lines if same_lines is not None else None,
        regions=chosen,
        url=url,
    )
    return Extraction(
        main_content=text,
        headline=None if headline is None else headline.text,
        headline_line=None if headline is None or same_lines is None else headline.line,
        has_main_content=bool(text),
        page_type=judged.kind,
        kind_signals=judged.signals,
        options=options,
        regions=tuple(chosen),
        candidate_regions=tuple(candidates),
        t1=tuple(t1),
        t2=tuple(t2),
        diff=tuple(diff),
    )


#: How many seeds ``addanag+`` weighs against each other (3 of 2-5 measured: more
#: let a long comment thread or feed outweigh the article on the readability corpus).
SEED_TRIES = 3
#: A later seed's article replaces an earlier one's only when its text is this many
#: times longer (the middle of the plateau measured between 1.5 and 3): the
#: largest region is usually in the article, but not when a teaser box holds one
#: dense paragraph and the article is cut into many short ones by figures. The
#: container of the accepted seeds' articles must pass the same test (its own
#: plateau measured from 1.5 to 3).
WIDER = 2.0
#: When all of those are refused, how many more seeds are tried, one by one,
#: before furniture is accepted as content (3 to 10 score the same; 1 or 2 less).
FURTHER_TRIES = 5
#: Share of the chosen lines' text the article element must hold.
COVER = 0.9
#: The article's text is used only when it keeps at least this share of the chosen
#: lines' text (the middle of the plateau measured between 0.1 and 0.5; with no
#: guard nine trafilatura pages came out empty).
GUARD = 0.25


def _weights(t1: Sequence[int], regions: Iterable[Region]) -> dict[int, int]:
    """Content characters of each line with content in ``regions``."""
    return {n: t1[n] for r in regions for n in range(r.start, r.end + 1) if t1[n] > 0}


def extended_boundary(
    block_lines: Sequence[str],
    lines: Sequence[str],
    t1: Sequence[int],
    candidates: list[Region],
    gap: int,
    *,
    seed_tries: int = SEED_TRIES,
    cover: float = COVER,
    guard: float = GUARD,
    wider: float = WIDER,
    further_tries: int = FURTHER_TRIES,
    parse_bare: bool = False,
) -> tuple[list[Region], str]:
    """``addanag+`` phases 3-4: the largest seeds, each grown as Algorithm 1 grows
    it, refused when they stand in page furniture (footer, nav, aside, header) or
    when their group's article element is named as furniture (a sidebar,
    comments); of the rest, the first unless a later one's article text is
    ``wider`` times longer, and the same test for the nearest container of
    their articles; when all are refused, the next seeds one by one
    (``further_tries``); that article element's text, block by block; a second
    pass over the whole page when no region was found or the chosen one holds no
    text.

    ``parse_bare``: build the tree from the attribute-free ``lines`` and read class
    and id back from ``block_lines`` (:func:`.dom.locate_lines`); only valid when
    each block line starts with its block's opening tag.
    """
    bare = lines if parse_bare else None
    if not candidates:
        return [], _second_pass(block_lines, lines, t1, bare, cover)
    order = sorted(range(len(candidates)), key=lambda k: -candidates[k].chars)
    grown = [grow_main_region(candidates, gap, seed=seed) for seed in order[: max(1, seed_tries)]]
    tree = locate_lines(block_lines, _weights(t1, (r for group in grown for r in group)), bare)
    chosen = grown[0]  # Algorithm 1's own choice: the largest region's group
    if tree is not None:
        texts: dict[etree._Element, str] = {}  # several seeds often share one article
        best: tuple[list[Region], str | None] | None = None
        best_size = 0
        weighed: list[list[Region]] = []  # groups whose article was weighed already
        best_element: etree._Element | None = None
        articles: list[tuple[etree._Element, list[Region]]] = []  # of the seeds accepted
        for seed, group in zip(order[:seed_tries], grown, strict=False):
            checkpoint()
            if in_furniture(tree, _weights(t1, [candidates[seed]])):
                continue
            if group in weighed:
                continue  # a seed in a group weighed before grows into that group
            weighed.append(group)
            if best_element is not None and _within(tree, group, best_element):
                continue  # its article lies inside the best one: it cannot be longer
            accepted = _unnamed_article(tree, t1, group, cover)
            if accepted is None:
                continue
            if accepted[0] is not None:
                articles.append((accepted[0], group))
                if best is not None and _most_text(accepted[0]) <= wider * best_size:
                    continue  # it cannot replace the best: its text is not needed
            text = _guarded_text(tree, *accepted, guard, texts)
            size = 0 if text is None else len(text)
            if best is None or size > wider * best_size:
                best, best_size, best_element = (group, text), size, accepted[0]
        common = _common_container([element for element, _ in articles])
        if best is not None and common is not None and _text_length(common) > wider * best_size:
            # An article cut into sibling blocks (page builders, forum posts): the
            # seeds' container is weighed like one more seed's article.
            union = sorted({r for _, group in articles for r in group}, key=lambda r: r.start)
            text = _guarded_text(tree, common, _weights(t1, union), guard, texts)
            if text is not None and len(text) > wider * best_size:
                best = union, text
        if best is None:  # every seed refused: look further before settling for furniture
            further = order[seed_tries : seed_tries + further_tries]
            best = _further_seed(block_lines, bare, t1, candidates, further, gap, cover, guard)
        if best is None:  # still nothing: Algorithm 1's choice stands
            weights = _weights(t1, chosen)
            element = article_element(tree, weights, cover)
            best = chosen, _guarded_text(tree, element, weights, guard, texts)
        chosen, refined = best
        if refined is not None:
            return chosen, refined
    selected = lines_to_text(lines, chosen)
    if selected.strip():
        return chosen, selected
    return chosen, _second_pass(block_lines, lines, t1, bare, cover)


#: An element's whole text, counted in C: a container whose text, before any
#: block is left out, is not ``wider`` times the best article's is not weighed.
_TEXT_LENGTH = etree.XPath("string-length()")


_DESCENDANTS = etree.XPath("count(descendant::*)")


def _most_text(element: etree._Element) -> float:
    """An upper bound, counted in C, on the length of the element's text with its
    lead (:func:`.article.text_with_lead`), so that a seed's article too short to
    win is never assembled (identical output, 1 % faster on the dev corpora).

    The article's text is at most the element's characters (a header's lead lines
    of 100 characters or more once again), plus a line break for each block start
    or end; its lead is shorter than it, in lines of 100 characters or more.
    """
    article = 1.01 * _text_length(element) + 2 * cast(float, _DESCENDANTS(element)) + 1
    return 2.02 * article + 1


def _text_length(element: etree._Element) -> float:
    return cast(float, _TEXT_LENGTH(element))


def _common_container(elements: Sequence[etree._Element]) -> etree._Element | None:
    """The nearest element holding all ``elements``; None when there are fewer than
    two, or it is one of them (weighed already), ``<body>`` or ``<html>``."""
    if len(elements) < 2:
        return None
    common: etree._Element | None = elements[0]
    for element in elements[1:]:
        line = set(chain((element,), element.iterancestors()))
        while common is not None and common not in line:
            common = common.getparent()
    if common is None or common.tag in ("body", "html") or any(common is e for e in elements):
        return None
    return common


def _within(tree: LineTree, group: list[Region], element: etree._Element) -> bool:
    """True when every placed line of ``group`` stands inside ``element``."""
    for region in group:
        for number in range(region.start, region.end + 1):
            owner = tree.owners.get(number)
            if owner is not None and owner is not element and element not in owner.iterancestors():
                return False
    return True


def _accepted(
    tree: LineTree, t1: Sequence[int], seed: Region, group: list[Region], cover: float
) -> tuple[etree._Element | None, dict[int, int]] | None:
    """The group's article element and line weights, or None when the seed is
    refused: it stands in page furniture, or its article is named as furniture."""
    if in_furniture(tree, _weights(t1, [seed])):
        return None
    return _unnamed_article(tree, t1, group, cover)


def _unnamed_article(
    tree: LineTree, t1: Sequence[int], group: list[Region], cover: float
) -> tuple[etree._Element | None, dict[int, int]] | None:
    """The group's article element and line weights; None when the element's class
    or id names furniture."""
    weights = _weights(t1, group)
    element = article_element(tree, weights, cover)
    if element is not None and named_furniture(tree.names(element)):
        return None
    return element, weights


def _further_seed(
    block_lines: Sequence[str],
    bare: Sequence[str] | None,
    t1: Sequence[int],
    candidates: list[Region],
    seeds: Sequence[int],
    gap: int,
    cover: float,
    guard: float,
) -> tuple[list[Region], str | None] | None:
    """The first of ``seeds`` not refused, grown, with its article's text.

    For pages whose largest regions all stand in furniture (a footer, a login
    dialog, a cookie notice): their lines were not marked in the first tree, so
    the page is parsed once more with theirs marked -- rare enough not to cost.
    """
    grown = [grow_main_region(candidates, gap, seed=seed) for seed in seeds]
    if not grown:
        return None
    tree = locate_lines(block_lines, _weights(t1, (r for group in grown for r in group)), bare)
    if tree is None:
        return None
    for seed, group in zip(seeds, grown, strict=True):
        accepted = _accepted(tree, t1, candidates[seed], group, cover)
        if accepted is not None:
            return group, _guarded_text(tree, *accepted, guard, {})
    return None


def _guarded_text(
    tree: LineTree,
    element: etree._Element | None,
    weights: Mapping[int, int],
    guard: float,
    texts: dict[etree._Element, str],
) -> str | None:
    """The article element's text, or None when it keeps less than ``guard`` of
    the chosen lines' text (measured as phase 1 counted it, T1, so that the lines'
    text need not be assembled)."""
    if element is None:
        return None
    text = texts.get(element)
    if text is None:
        text = texts[element] = text_with_lead(element, tree)
    return text if len(text) >= guard * sum(weights.values()) else None


def _second_pass(
    block_lines: Sequence[str],
    lines: Sequence[str],
    t1: Sequence[int],
    bare: Sequence[str] | None,
    cover: float,
) -> str:
    """The element holding most of the body's text, without navigation or link
    lists: for tiny or markup-heavy pages, where the line phases found no region
    or only regions without text (formulas in MathML, one symbol a line)."""
    every = _weights(t1, [Region(body_start(lines), len(t1) - 1, 0)])
    tree = locate_lines(block_lines, every, bare)
    article = None if tree is None else article_element(tree, every, cover)
    return "" if tree is None or article is None else text_with_lead(article, tree)


def run_density(html: str, options: ExtractionOptions, url: str | None = None) -> Extraction:
    """The Density baseline; its "lines" are Moreno et al.'s strings."""
    cleaned = remove_scripts_styles_comments(html)
    checkpoint()
    strings = density_strings(normalise_links(cleaned, options.link_filter))
    checkpoint()
    lengths = [len(s) for s in strings]
    span = densest_span(lengths)
    chosen: tuple[Region, ...] = ()
    text = ""
    if span is not None:
        left, right = span
        chosen = (Region(left, right, sum(lengths[left : right + 1])),)
        text = "\n".join(s for s in strings[left : right + 1] if s)
    headline = find_headline(cleaned, options.title_method, url=url)
    judged = page_kind(html, cleaned, url, text)
    return Extraction(
        main_content=text,
        headline=None if headline is None else headline.text,
        has_main_content=bool(text),
        page_type=judged.kind,
        kind_signals=judged.signals,
        options=options,
        regions=chosen,
        candidate_regions=chosen,
        t1=tuple(lengths),
        t2=(0,) * len(lengths),
        diff=tuple(lengths),
    )


def run_algorithm(html: str, options: ExtractionOptions, url: str | None = None) -> Extraction:
    """Dispatch on ``options.algorithm``; ``url`` is the page's address (headline only)."""
    html = escape_unclosed_tags(html)  # no tag pattern then scans to the end for a ">"
    if options.algorithm == "density":
        return run_density(html, options, url)
    return run_line_algorithm(html, options, url)
