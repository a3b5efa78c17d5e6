"""The algorithms by name, each a straight composition of the phase functions.

Reading order mirrors the thesis: preprocessing (scripts, styles, comments; line
normalisation), the hyperlink filter, phase 1 counting, phase 2 smoothing and
regions, phase 3 Algorithm 1, phase 4 text. R2L and DANA differ from DANAg only in
phase 1 (which characters are content) and R2L also in phase 4; AdDANAg is DANAg
after Filter 3. Density is the baseline of Moreno et al. (2009). ``addanag+``
adds attribute normalisation before counting and DOM refinement after phase 4.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .budget import checkpoint
from .headline.stage import find_headline
from .headline.titlefinder import Fragment
from .kinds import CLEAR, content_of_kind, page_kind, product_furniture
from .kinds.address import declared_address
from .metadata import Metadata, read_metadata
from .metadata.declared import wanted_meta
from .metadata.structured import StructuredData, read_structured_data
from .opening import declared_opening
from .options import ExtractionOptions
from .rendering import (
    ArticleSource,
    ContentSource,
    LinesSource,
    RecordsSource,
    TextSource,
    render_content,
)
from .result import Extraction
from .source.data import without_script_data
from .source.markup import escape_unclosed_tags
from .source.noscript import unwrap_noscript_page
from .source.scripts import json_ld_scripts
from .source.streamed import place_streamed_segments
from .thesis.density import densest_span, density_strings
from .thesis.lines import count_content_and_code, count_r2l_and_ascii
from .thesis.links import normalise_links
from .thesis.preprocess import (
    HIDDEN_ELEMENTS,
    escape_markup_in_values,
    escape_unclosed_line_ends,
    normalised_text,
    remove_scripts_styles_comments,
)
from .thesis.regions import Region, find_regions, grow_main_region
from .thesis.smoothing import smooth
from .thesis.text import lines_to_text, r2l_text
from .tree.article import lines_with_lead
from .tree.attributes import normalise_attributes
from .tree.boundary import Boundary, extended_boundary
from .tree.comments import comment_posts
from .tree.forum.post_template import post_template
from .tree.forum.posts import posts_furniture
from .tree.forum.thread import thread_of
from .tree.furniture import named_furniture
from .tree.tags import host_of
from .tree.under_headline import holds_the_story, region_under_headline, regions_after_headline

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
        html = place_streamed_segments(unwrap_noscript_page(html))
        cleaned = escape_markup_in_values(remove_scripts_styles_comments(html, UNRENDERED_PLUS))
        cleaned = without_script_data(cleaned)
    else:
        cleaned = remove_scripts_styles_comments(html)
    checkpoint()
    # Unclosed "<" at lines' ends escaped: no pattern then reads a line twice.
    joined = escape_unclosed_line_ends(normalised_text(cleaned, options.line_mode))  # type: ignore[arg-type]
    block_lines = joined.split("\n")
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
    source: ContentSource
    # The page's host tells links to the site's own pages (a box of its
    # stories, :mod:`.tree.teasers`): the fetched address's, else the declared
    # one's ("" when it declares none), which the page's kind reads too.
    own_address = None if url else declared_address(cleaned) or ""
    site = host_of(url or own_address or "") if extended else None

    def tree_steps(
        furniture: Callable[[str], bool] = named_furniture, seeds: list[Region] = candidates
    ) -> Boundary:
        return extended_boundary(
            block_lines,
            lines,
            t1,
            seeds,
            options.gap,
            parse_bare=options.line_mode == "block",  # a block line starts with its tag
            structure=options.output_format != "text",
            furniture=furniture,
            site=site,
            joined=joined,
        )

    lead = ""  # text from outside the source that opens the content
    last_resort = False  # the tree steps settled for furniture (Boundary.last_resort)
    if extended:
        boundary = tree_steps()
        chosen, text, last_resort = boundary.regions, boundary.text, boundary.last_resort
        source = _boundary_source(boundary, block_lines)
    else:
        chosen = grow_main_region(candidates, options.gap)
        text = to_text(lines, chosen)
        source = LinesSource(block_lines, tuple(chosen))
    checkpoint()
    scripts = json_ld_scripts(html)  # read by the page's kind and its metadata
    # What the page declares, read once for its metadata and its declared opening.
    data = read_structured_data(cleaned, wanted_meta, scripts) if options.metadata else None
    same_lines = lines if options.line_mode == "block" else None

    def headline_of(regions: Sequence[Region]) -> Fragment | None:
        return find_headline(
            cleaned,
            options.title_method,
            lines=same_lines,
            source=block_lines if same_lines is not None else None,
            regions=regions,
            url=url,
        )

    def metadata_of(found: Fragment | None, regions: Sequence[Region], content: str) -> Metadata:
        line = None if found is None or same_lines is None else found.line
        anchor = line if line is not None else (regions[0].start if regions else None)
        return _metadata(options, cleaned, url, scripts, block_lines, anchor, content, t1, data)

    # The headline before the kind, which weighs it (an article has a sentence
    # for a headline); read again only where the kind changes the regions.
    headline = headline_of(chosen)
    if extended and headline is not None and same_lines is not None:
        after = regions_after_headline(candidates, chosen, headline.line, headline.text)
        if after:
            # An article follows its headline: text wholly before it is a
            # column of teasers or a notice, not the article -- unless the text
            # after the headline is read from an element holding it too.
            own = tree_steps(seeds=after)
            if own.text.strip() and _opening(text) not in own.text:
                chosen, text, last_resort = own.regions, own.text, own.last_resort
                source, boundary = _boundary_source(own, block_lines), own
        elif (
            under := region_under_headline(candidates, chosen, headline.line, headline.text)
        ) is not None:
            # A close call between the text under the headline and a seed
            # further down: a short story above a box of links.
            own = tree_steps(seeds=[under])
            if holds_the_story(own.text, text):
                chosen, text, last_resort = own.regions, own.text, own.last_resort
                source, boundary = _boundary_source(own, block_lines), own
    judged = page_kind(
        html,
        cleaned,
        url,
        text,
        sum(t1),
        bare,
        scripts,
        headline=None if headline is None else headline.text,
        declared=own_address,
    )
    if extended:
        # A kind's own reading only for a kind clear against an article: an
        # unsure kind keeps the article reading.
        clear = judged.over_article >= CLEAR
        content = content_of_kind(judged, cleaned, text, last_resort)
        if content.records is not None:
            text, source = content.text, RecordsSource(content.records)
        elif (
            clear and judged.kind == "forum" and (forum := _forum_reading(boundary, text, options))
        ):
            text, source = forum  # the whole thread, or the posts without their template
        elif judged.kind == "article" and (kept := _without_comments(boundary, options)):
            text, source = kept  # the story without its readers' comments
        elif clear and judged.kind == "product":
            # A product's reviews are its comment thread: the tree steps again, with
            # its own furniture (they are often the densest text, the article element).
            own = tree_steps(product_furniture)
            if own.text:
                chosen, text, source = own.regions, own.text, _boundary_source(own, block_lines)
                headline = headline_of(chosen)
    notes: tuple[str, ...] = ()
    if extended:
        declared = declared_opening(text, scripts, cleaned, judged.kind, data)
        if declared is not None:
            lead, notes = declared
            if text:
                text = f"{lead}\n{text}"
            else:
                text, source, lead = lead, TextSource(lead), ""
    # Read once, from the content as chosen: the kind and the content never
    # depend on it, so that metadata=False changes nothing else.
    metadata = metadata_of(headline, chosen, text)
    headline_line = None if headline is None or same_lines is None else headline.line
    return Extraction(
        main_content=_rendered(text, source, cleaned, options, url, lead),
        headline=None if headline is None else headline.text,
        headline_line=headline_line,
        metadata=metadata,
        has_main_content=bool(text),
        notes=notes,
        page_type=judged.kind,
        kind_signals=judged.signals,
        kind_scores=judged.scores,
        options=options,
        regions=tuple(chosen),
        candidate_regions=tuple(candidates),
        t1=tuple(t1),
        t2=tuple(t2),
        diff=tuple(diff),
    )


def _opening(text: str) -> str:
    """The first line of ``text``: what another reading holds if it holds it."""
    return text.strip().split("\n", 1)[0]


def _metadata(
    options: ExtractionOptions,
    html: str,
    url: str | None,
    scripts: Sequence[str],
    lines: Sequence[str],
    anchor: int | None,
    text: str,
    content: Sequence[int] | None = None,
    data: StructuredData | None = None,
) -> Metadata:
    """The page's metadata when asked for (the default), else an empty one.

    ``html`` is the page without scripts, styles and comments: the JSON-LD
    scripts come apart (``scripts``), and what a comment holds is not the
    page's (an old browser's ``<!--[if IE]><html lang="en">`` before the real
    ``<html lang="de-DE">``, a ``<body`` inside a script that cut the head
    short) -- and every scan of the head is shorter. ``data``: its structured
    data, when the caller read it (from ``html`` and ``scripts``)."""
    if not options.metadata:
        return Metadata()
    checkpoint()
    if data is None:
        data = read_structured_data(html, wanted_meta, scripts)
    return read_metadata(
        html, url, lines=lines, anchor=anchor, content=content, text=text, data=data
    )


def _forum_reading(
    boundary: Boundary, text: str, options: ExtractionOptions
) -> tuple[str, ArticleSource] | None:
    """The text of a page judged a forum, read again where the tree steps' reading
    falls short: the thread whose post they chose (:func:`.tree.forum.thread.thread_of`:
    its run of posts, or its replies named as comments) when it holds more than
    ``text``, else the chosen element itself when its posts repeat the software's
    template (:mod:`.tree.forum.post_template`: authors' figures, ranks, subject
    lines), each read without it; else None."""
    tree, element = boundary.tree, boundary.element
    if tree is None or element is None:
        return None
    structure = options.output_format != "text"
    thread = thread_of(tree, element)
    if thread is not None:
        container, posts = thread
        furniture = posts_furniture(named_furniture, posts)
        lines = lines_with_lead(
            container, tree, structure, furniture, bool(posts), post_template(container)
        )
        whole = lines.text()
        if len(whole) > len(text):
            return whole, ArticleSource(tree, container, lines)
    template = post_template(element)
    if not template:
        return None
    furniture = posts_furniture(named_furniture, boundary.posts)
    lines = lines_with_lead(element, tree, structure, furniture, bool(boundary.posts), template)
    return lines.text(), ArticleSource(tree, element, lines)


def _without_comments(
    boundary: Boundary, options: ExtractionOptions
) -> tuple[str, ArticleSource] | None:
    """The article read again without the readers' comments under it
    (:mod:`.tree.comments`), when it holds a thread of them; else None."""
    tree, element = boundary.tree, boundary.element
    if tree is None or element is None:
        return None
    posts = comment_posts(element)
    if not posts:
        return None
    structure = options.output_format != "text"
    furniture = posts_furniture(named_furniture, boundary.posts)
    lines = lines_with_lead(
        element, tree, structure, furniture, bool(boundary.posts), posts, len(boundary.text)
    )
    text = lines.text()
    return (text, ArticleSource(tree, element, lines)) if text.strip() else None


def _boundary_source(boundary: Boundary, block_lines: Sequence[str]) -> ContentSource:
    if boundary.tree is not None and boundary.element is not None:
        return ArticleSource(boundary.tree, boundary.element, boundary.lines)
    return LinesSource(block_lines, tuple(boundary.regions))


def _rendered(
    text: str,
    source: ContentSource,
    cleaned: str,
    options: ExtractionOptions,
    url: str | None,
    lead: str = "",
) -> str:
    """``text`` in the output format asked for: the chosen content rendered
    again with its structure, after ``lead`` (the text itself when asked for
    text, or empty)."""
    if options.output_format == "text" or not text:
        return text
    checkpoint()
    return render_content(source, options.output_format, cleaned, url, options.include_images, lead)


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
    scripts = json_ld_scripts(html)
    metadata = _metadata(options, cleaned, url, scripts, (), None, text)
    judged = page_kind(
        html,
        cleaned,
        url,
        text,
        scripts=scripts,
        headline=None if headline is None else headline.text,
    )
    return Extraction(
        metadata=metadata,
        main_content=_rendered(text, TextSource(text), cleaned, options, url),
        headline=None if headline is None else headline.text,
        has_main_content=bool(text),
        page_type=judged.kind,
        kind_signals=judged.signals,
        kind_scores=judged.scores,
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
