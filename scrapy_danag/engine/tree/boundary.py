"""The boundary of ``addanag+``: from the line phases' regions to the article's text.

Algorithm 1 grows one seed, the largest region, into the main content. On a
real page the largest region is sometimes a footer's notice, a sidebar or a
teaser box, and the article's text is cut by figures into regions the gap does
not join. ``addanag+`` therefore weighs its largest seeds against each other in
the document tree (:mod:`.dom`): each seed grown as Algorithm 1 grows it,
refused when it stands in furniture, and read as its article element's text
(:mod:`.article`). The result says which element (of which tree) the text came
from, so that a renderer can read the same element again with its structure.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from lxml import etree

from ..budget import checkpoint
from ..headline.titlefinder import body_start
from ..thesis.regions import Region, grow_main_region
from ..thesis.text import lines_to_text
from .articles import Articles, Boundary
from .chunks import chunked_container
from .comments import comment_posts
from .covering import (
    article_element,
    common_container,
    covering_element,
    in_furniture,
    in_site_furniture,
)
from .dom import LineTree
from .forum.posts import post_words
from .furniture import named_furniture
from .locate import locate_lines
from .measure import lead_text_bound, text_length

__all__ = [
    "COVER",
    "FURTHER_TRIES",
    "GUARD",
    "SEED_TRIES",
    "WIDER",
    "Articles",
    "Boundary",
    "extended_boundary",
]

#: A candidate result: regions, their article's text (None when refused by the
#: guard), and the tree and element it was read from.
_Best = tuple[list[Region], str | None, LineTree, etree._Element | None]


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
    structure: bool = False,
    furniture: Callable[[str], bool] = named_furniture,
    site: str | None = None,
    joined: str | None = None,
) -> Boundary:
    """``addanag+`` phases 3-4: the largest seeds, each grown as Algorithm 1 grows
    it, refused when they stand in page furniture (footer, nav, aside, header) or
    when their group's article element is named as furniture (a sidebar,
    comments); of the rest, the first unless a later one's article text is
    ``wider`` times longer, and the same test for the nearest container of
    their articles; when all are refused, the next seeds one by one
    (``further_tries``); when the article is one chunk of several of its class
    (:mod:`.chunks`), their container; that article element's text, block by block; a second
    pass over the whole page when no region was found, when the chosen one holds no
    text, or when every seed was refused and Algorithm 1's own choice stands in
    furniture (a consent dialog's many dense regions are every seed tried; a
    forum's short posts are never reached). When every seed was refused, the
    boundary says its text is a last resort (:attr:`Boundary.last_resort`).

    ``parse_bare``: build the tree from the attribute-free ``lines`` and read class
    and id back from ``block_lines`` (:func:`.locate.locate_lines`); only valid when
    each block line starts with its block's opening tag. ``structure``: read the
    article's lines with their shapes (:class:`Articles`). ``site``: the page's
    host, which tells links to the site's own pages (:mod:`.teasers`).
    ``joined``: ``block_lines`` joined by line breaks, when the caller has them
    (every search of the whole page reads them so).
    """
    bare = lines if parse_bare else None
    texts = Articles(structure, furniture, site)
    if not candidates:
        return _second_pass(block_lines, lines, t1, bare, cover, [], texts, joined=joined)
    order = sorted(range(len(candidates)), key=lambda k: -candidates[k].chars)
    grown = [grow_main_region(candidates, gap, seed=seed) for seed in order[: max(1, seed_tries)]]
    marked = _weights(t1, (r for group in grown for r in group))
    tree = locate_lines(block_lines, marked, bare, texts.site, joined)
    chosen = grown[0]  # Algorithm 1's own choice: the largest region's group
    last_resort = False
    best_posts: frozenset[str] = frozenset()  # the words read as posts in the best
    if tree is not None:
        best: _Best | None = None
        best_size = 0
        weighed: list[list[Region]] = []  # groups whose article was weighed already
        best_element: etree._Element | None = None
        articles: list[tuple[etree._Element, list[Region]]] = []  # of the seeds accepted
        for seed, group in zip(order[:seed_tries], grown, strict=False):
            checkpoint()
            if _refused(tree, _weights(t1, [candidates[seed]])):
                continue
            if group in weighed:
                continue  # a seed in a group weighed before grows into that group
            weighed.append(group)
            if best_element is not None and _within(tree, group, best_element):
                continue  # its article lies inside the best one: it cannot be longer
            accepted = _unnamed_article(tree, t1, group, cover, texts.furniture)
            if accepted is None:
                continue
            if accepted[0] is not None:
                articles.append((accepted[0], group))
                if best is not None and lead_text_bound(accepted[0]) <= wider * best_size:
                    continue  # it cannot replace the best: its text is not needed
            text = _guarded_text(tree, *accepted, guard, texts)
            size = 0 if text is None else len(text)
            if best is None or size > wider * best_size:
                best, best_size, best_element = (group, text, tree, accepted[0]), size, accepted[0]
        common = common_container([element for element, _ in articles])
        if best is not None and common is not None and text_length(common) > wider * best_size:
            # An article cut into sibling blocks (page builders, forum posts): the
            # seeds' container is weighed like one more seed's article.
            union = sorted({r for _, group in articles for r in group}, key=lambda r: r.start)
            posts = post_words([element for element, _ in articles], common, tree)
            text = _guarded_text(tree, common, _weights(t1, union), guard, texts, posts)
            if text is not None and len(text) > wider * best_size:
                best, best_posts = (union, text, tree, common), posts
        if best is None:  # every seed refused: look further before settling for furniture
            further = order[seed_tries : seed_tries + further_tries]
            best = _further_seed(
                block_lines, bare, t1, candidates, further, gap, cover, guard, texts, joined
            )
        if best is not None:
            best = _with_other_chunks(best, t1, guard, texts)
        last_resort = best is None
        if best is None:  # still nothing: Algorithm 1's choice stands...
            weights = _weights(t1, chosen)
            if in_furniture(tree, weights):
                # ... unless it stands in furniture itself (a consent dialog whose
                # regions were every seed tried): the page as the second pass reads it,
                # outside furniture; when it has nothing there, the chosen text is
                # no page's content if it is the site's footer or menus.
                second = _second_pass(
                    block_lines, lines, t1, bare, cover, chosen, texts, True, joined
                )
                if second.text.strip() or _in_site_furniture(tree, weights, cover):
                    return second
            element = article_element(tree, weights, cover)
            best = chosen, _guarded_text(tree, element, weights, guard, texts), tree, element
        chosen, refined, owner, article = best
        if refined is not None:
            return texts.boundary(chosen, refined, owner, article, last_resort, best_posts)
    selected = lines_to_text(lines, chosen)
    if selected.strip():
        return Boundary(chosen, selected, last_resort=last_resort)
    return _second_pass(block_lines, lines, t1, bare, cover, chosen, texts, last_resort, joined)


def _within(tree: LineTree, group: list[Region], element: etree._Element) -> bool:
    """True when every placed line of ``group`` stands inside ``element``."""
    for region in group:
        for number in range(region.start, region.end + 1):
            owner = tree.owners.get(number)
            if owner is not None and owner is not element and element not in owner.iterancestors():
                return False
    return True


def _refused(tree: LineTree, weights: Mapping[int, int]) -> bool:
    """True when a seed's text stands in furniture, or it has none: smoothing can
    make a run of markup lines dense, and a seed of no text stands nowhere, so it
    would grow into whatever text lies near it (a footer's notice)."""
    return not weights or in_furniture(tree, weights)


def _in_site_furniture(tree: LineTree, weights: Mapping[int, int], cover: float) -> bool:
    """True when the element holding the weighed lines stands in the site's
    footer or menus (:func:`.covering.in_site_furniture`)."""
    place = covering_element(tree, weights, cover)
    return place is not None and in_site_furniture(tree, place)


def _accepted(
    tree: LineTree,
    t1: Sequence[int],
    seed: Region,
    group: list[Region],
    cover: float,
    furniture: Callable[[str], bool] = named_furniture,
) -> tuple[etree._Element | None, dict[int, int]] | None:
    """The group's article element and line weights, or None when the seed is
    refused: it stands in page furniture, or its article is named as furniture."""
    if _refused(tree, _weights(t1, [seed])):
        return None
    return _unnamed_article(tree, t1, group, cover, furniture)


def _unnamed_article(
    tree: LineTree,
    t1: Sequence[int],
    group: list[Region],
    cover: float,
    furniture: Callable[[str], bool] = named_furniture,
) -> tuple[etree._Element | None, dict[int, int]] | None:
    """The group's article element and line weights; None when the element's class
    or id names furniture."""
    weights = _weights(t1, group)
    element = article_element(tree, weights, cover)
    if element is not None and furniture(tree.names(element)):
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
    texts: Articles,
    joined: str | None = None,
) -> _Best | None:
    """The first of ``seeds`` not refused, grown, with its article's text.

    For pages whose largest regions all stand in furniture (a footer, a login
    dialog, a cookie notice): their lines were not marked in the first tree, so
    the page is parsed once more with theirs marked -- rare enough not to cost.
    """
    grown = [grow_main_region(candidates, gap, seed=seed) for seed in seeds]
    if not grown:
        return None
    marked = _weights(t1, (r for group in grown for r in group))
    tree = locate_lines(block_lines, marked, bare, texts.site, joined)
    if tree is None:
        return None
    for seed, group in zip(seeds, grown, strict=True):
        accepted = _accepted(tree, t1, candidates[seed], group, cover, texts.furniture)
        if accepted is not None:
            return group, _guarded_text(tree, *accepted, guard, texts), tree, accepted[0]
    return None


def _with_other_chunks(best: _Best, t1: Sequence[int], guard: float, texts: Articles) -> _Best:
    """The best article, or the container of the chunks it is one of
    (:func:`.chunks.chunked_container`) when that holds more text."""
    group, text, tree, element = best
    if text is None or element is None:
        return best
    container = chunked_container(tree, element)
    if container is None:
        return best
    whole = _guarded_text(tree, container, _weights(t1, group), guard, texts)
    return (group, whole, tree, container) if whole and len(whole) > len(text) else best


def _guarded_text(
    tree: LineTree,
    element: etree._Element | None,
    weights: Mapping[int, int],
    guard: float,
    texts: Articles,
    posts: frozenset[str] = frozenset(),
) -> str | None:
    """The article element's text, or None when it keeps less than ``guard`` of
    the chosen lines' text (measured as phase 1 counted it, T1, so that the lines'
    text need not be assembled). Lines in a thread of readers' comments inside the
    element (:func:`.comments.comment_posts`) are not weighed when the whole
    fails: the chosen lines often run on from a story into its thread, which the
    element's reading leaves out, and a story of 3,700 characters under 27,000 of
    comments is no article that lost its text."""
    if element is None:
        return None
    text = texts.text(tree, element, posts)
    weight = sum(weights.values())
    if len(text) >= guard * weight:
        return text
    # The chosen lines ran on into readers' comments under the story, which
    # the article's reading leaves out: weighed without them.
    thread = comment_posts(element)
    if thread and len(text) >= guard * (weight - _weight_in(tree, weights, thread)):
        return text
    return None


def _weight_in(
    tree: LineTree, weights: Mapping[int, int], blocks: frozenset[etree._Element]
) -> int:
    """The weight of the lines that stand inside one of ``blocks``."""
    inside: dict[etree._Element, bool] = {}
    total = 0
    for number, weight in weights.items():
        chain: list[etree._Element] = []
        node = tree.owners.get(number)
        while node is not None and node not in inside and node not in blocks:
            chain.append(node)
            node = node.getparent()
        found = node is not None and (node in blocks or inside[node])
        for link in chain:
            inside[link] = found
        if found:
            total += weight
    return total


def _second_pass(
    block_lines: Sequence[str],
    lines: Sequence[str],
    t1: Sequence[int],
    bare: Sequence[str] | None,
    cover: float,
    chosen: list[Region],
    texts: Articles,
    last_resort: bool = False,
    joined: str | None = None,
) -> Boundary:
    """The element holding most of the body's text, without navigation or link
    lists: for tiny or markup-heavy pages, where the line phases found no region
    or only regions without text (formulas in MathML, one symbol a line), or
    every seed stood in furniture. Only text outside furniture is weighed: the
    element holding most of a shop's text is its footer when a script writes the
    rest. ``chosen`` are the regions reported with it."""
    every = _weights(t1, [Region(body_start(lines), len(t1) - 1, 0)])
    tree = locate_lines(block_lines, every, bare, texts.site, joined)
    if tree is None:
        return Boundary(chosen, "", last_resort=last_resort)
    # All of it in furniture: a parser set the article inside the page's header
    # (an unclosed drawing in its logo), or there is no content but the site's.
    weighed = tree.outside_furniture(every) or every
    if weighed is every and _in_site_furniture(tree, every, cover):
        return Boundary(chosen, "", last_resort=last_resort)
    article = article_element(tree, weighed, cover)
    if article is None:
        return Boundary(chosen, "", last_resort=last_resort)
    return texts.boundary(chosen, texts.text(tree, article), tree, article, last_resort)
