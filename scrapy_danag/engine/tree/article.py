"""The article element's text, block by block, without what is never its own.

Inside the element :func:`.covering.article_element` picks, some blocks still are not
the article: navigation, forms, blocks made mostly of links (related stories,
share bars), blocks whose own tag hides them or gives them a furniture landmark
role (:mod:`.tags`), and blocks whose
class or id names furniture (:mod:`.furniture`) unless such a block holds most of
the article's text. They are left out; every other block becomes one output line,
so headings, list items, quotes and cells keep their own lines; a short paragraph
with a copyright sign is a credit or a notice and goes too, and so do captions
and the short labels that trail an article or head a block left out ("Share
this:", "Related stories"). A lead set in blocks of its own before the article
element, beside it or a few containers up, is put back in front of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import NamedTuple

from lxml import etree

from ..nodes.named import holds_named
from ..nodes.outward import OutwardLinks
from ..nodes.plain import PlainBlocks
from ..nodes.sizes import ElementSizes
from ..nodes.sizes import text_sizes as compiled_text_sizes
from ..source.markup import BLOCK_TAGS
from .blocks import LineBuilder, Lines, walk_lines
from .flow import TextAround
from .furniture import named_furniture
from .indexes import IndexSections
from .item_blocks import ItemBlocks
from .repeats import without_repeated_runs
from .sections import TitledSections
from .tags import HEADINGS, NEVER_RENDERED, OWN_TAGS, TagView
from .teasers import TEASER_LISTS, teaser_list

#: Elements never part of an article's text.
SKIPPED = frozenset(
    {"nav", "form", "aside", "footer", "header", "button", "select", "iframe", "svg", "menu"}
    | {"address"}  # the contact details of the article's author, not its text
    | {"head", "title"}  # never rendered: an article element can only be <html> to hold them
    | {"rt", "rp"}  # ruby glosses sit above the text they annotate, not inside it
    | {"textarea"}
    | NEVER_RENDERED
)
#: Text a paragraph before the article's body (in a block of its own or in the
#: article's ``<header>``) must hold to be its lead: the plateau measured from 100
#: to 150 characters; a date line or a byline is shorter.
LEAD_LEAST = 100
#: Of a lead block before the article, only paragraphs of this many characters
#: come in: its headline, kicker, byline and date stay out (the plateau measured
#: from 30 to 80 characters).
LEAD_LINE_LEAST = 40
BLOCKS = BLOCK_TAGS | {"article", "main", "section", "figure", "figcaption"}
#: Elements the article walk judges; any other is inline: its text joins the paragraph.
_JUDGED = SKIPPED | BLOCKS
#: A heading is the article's even when it is a link (to the section, to the
#: product it names): WCXB's gold keeps them (word F1 +0.001 on wcxb and
#: readability, trafilatura's snippets -0.0004).
LINK_LISTS = frozenset({"ul", "ol", "dl"})
TABLE_PARTS = frozenset({"tr", "td", "th", "thead", "tbody", "tfoot", "li", "dt", "dd"})


#: A paragraph with a copyright sign and fewer characters than this is a notice or a
#: credit ("© Reuters", "© 2022 The Publisher. All rights reserved."), not text:
#: trafilatura's gold +0.0006 / +0.0018 / +0.0021 at 100 / 200 / 300-500, the
#: readability gold (Readability.js keeps credits) unchanged up to 200, -0.0007 above.
NOTICE_LONGEST = 200


def _is_notice(paragraph: str) -> bool:
    return "©" in paragraph and len(paragraph) < NOTICE_LONGEST


#: A caption describes a picture beside the text and is not the text: a
#: ``<figcaption>``, or a block whose class or id says ``caption`` (trafilatura's
#: gold +0.0058; the readability gold, Readability.js's own output, keeps
#: captions: -0.0068, still above the 0.94 it is held to).
CAPTION_TAG = "figcaption"
CAPTION_NAME = "caption"
#: Blocks the article walk asks its rules of whatever their attributes and
#: links: those left out by their tag, teaser lists, captions. Any other block
#: with few links and no attribute that matters is kept in C (:func:`_plain_blocks`).
ASKED_BY_TAG = SKIPPED | TEASER_LISTS | {CAPTION_TAG}


#: A last paragraph shorter than this that does not end a sentence is a label
#: trailing the article ("Share this:", "Related topics", "Kommentare"), not its
#: text: trafilatura's gold +0.003 to +0.004 from 40 to 80 characters.
LABEL_LONGEST = 60
#: Elements left out whose label stays: what they hold is shown in the article
#: (an embed, a drawing, a control), so a heading before them still introduces
#: something. Before any other block left out (a related-links list, a comment
#: form, a share bar), a label goes with it ("Related stories", "Comments"):
#: trafilatura's gold +0.0005 (labels under 60 characters; 40 / 50: +0.0013 /
#: +0.0005), readability -0.0004.
EMBEDDED = frozenset({"svg", "button", "select", "iframe", "rt", "rp"})
#: At most this many such labels are trimmed from the end (1 / 2 / 3 / 5 measured).
LABELS_TRIMMED = 3
#: Only from an article of at least this many characters: on short pages (a list
#: of names, a code listing) every line is short and none ends a sentence.
LABELLED_LEAST = 300
#: What ends a sentence, in the scripts of the dev corpora and beyond: full stops,
#: question and exclamation marks (Latin, CJK, Arabic, Devanagari), an ellipsis,
#: closing quotes and brackets.
_SENTENCE_END_RE = re.compile(r"""[.!?…。！？؟।"'»”“’)\]]\s*$""")


def is_label(paragraph: str) -> bool:
    """Short and not a sentence: "Share this:", "Related topics", "Kommentare"."""
    return len(paragraph) < LABEL_LONGEST and _SENTENCE_END_RE.search(paragraph) is None


def trim_labels(paragraphs: list[str], in_items: list[bool] | None = None) -> list[str]:
    """``paragraphs`` without the short non-sentence labels trailing them; a
    paragraph in a list item or a table cell (``in_items``) is the list's or the
    table's, and ends the trimming."""
    if sum(map(len, paragraphs)) < LABELLED_LEAST:
        return paragraphs
    end = len(paragraphs)
    while end > max(1, len(paragraphs) - LABELS_TRIMMED) and is_label(paragraphs[end - 1]):
        if in_items is not None and in_items[end - 1]:
            break
        end -= 1
    return paragraphs[:end]


class TextSizes(NamedTuple):
    """Characters of text under each element (``total``), and inside links."""

    total: Mapping[etree._Element, int]
    linked: Mapping[etree._Element, int]


def text_sizes(root: etree._Element) -> TextSizes:
    """Characters of text under each element of ``root``, and of those in links.

    Whitespace is counted as it stands. The article walk judges a block's links
    by it, the records step its groups. Counted in one compiled walk over the
    nodes (:mod:`..nodes.sizes`); :func:`..nodes.reference.text_sizes` is the
    same count in Python.
    """
    return TextSizes(*compiled_text_sizes(root))


def article_text(
    article: etree._Element,
    tags: TagView = OWN_TAGS,
    link_density: float = 0.5,
    sizes: TextSizes | None = None,
) -> str:
    """The text of ``article``, one block a line, without furniture or hidden blocks.

    ``tags`` reads a block's class, id and visibility (the :class:`.dom.LineTree`
    when the tree was parsed without attributes). ``sizes`` are the text sizes of
    an enclosing element's walk, passed down to a nested header so that headers
    nested n deep are measured once, not n times.
    """
    return article_lines(article, tags, link_density, sizes).text()


def article_lines(
    article: etree._Element,
    tags: TagView = OWN_TAGS,
    link_density: float = 0.5,
    sizes: TextSizes | None = None,
    structure: bool = False,
    furniture: Callable[[str], bool] = named_furniture,
    forms: bool = False,
    omitted: frozenset[etree._Element] = frozenset(),
) -> Lines:
    """:func:`article_text` as lines, with their shapes when ``structure``;
    ``furniture`` says which class and id names name blocks that are not the
    article's (a page's kind may add its own: a product's reviews); ``forms``:
    a form is read as a block (a thread's posts sit in edit forms, :mod:`.forum.posts`);
    ``omitted``: blocks a page's kind knows are not its content, left out
    without taking the line before them along (what forum software repeats
    in a thread's posts, :mod:`.forum.post_template`)."""
    total, links = sizes if sizes is not None else text_sizes(article)
    whole = total.get(article, 0)
    scope = OutwardLinks(tags)
    titled = TitledSections(tags)
    index = IndexSections(article, tags, furniture, TextSizes(total, links), link_density)
    around = TextAround(total, LINK_LISTS, is_label, LABEL_LONGEST)
    items = ItemBlocks(article)

    def skipped(element: etree._Element, tag: str) -> bool:
        if tag in SKIPPED:
            return not forms or tag != "form"
        if tag not in BLOCKS:
            return False
        if omitted and element in omitted:
            return True
        size = total.get(element, 0)
        if (
            size > 0
            and links.get(element, 0) > link_density * size
            and tag not in HEADINGS
            and tag not in TABLE_PARTS
            and not items.holds(element)  # an item's or a cell's own text
            and scope.leads_out(element)  # else a table of contents
            and not index.holds(element)
            and not (tag in LINK_LISTS and around.between(element))  # the writer's list
        ):
            return True
        if tags.set_off(element):
            return True
        if tag in TEASER_LISTS and teaser_list(element, tags, total, links):
            return True  # never the article's, however much of what was found it holds
        if 2 * size > whole:  # a wrapper holding most of the article is the article
            return False
        names = tags.names(element)
        if is_caption(tag, names):
            return True
        return furniture(names) and not titled.named_by_title(element, tag, names, furniture)

    def left_out(element: etree._Element, tag: str, built: LineBuilder) -> None:
        found = built.lines
        if element in omitted:
            return  # the line before it is no label of it: an author's name
        if tag == "header" and not tags.hidden(element):
            # The article's own header: its headline, byline and date stay
            # out; its lead paragraphs (any block of 100 characters or more,
            # not only a <p>) are the article's first.
            built.flush()
            own = article_lines(
                element,
                tags,
                link_density,
                TextSizes(total, links),
                structure,
                furniture,
                forms,
                omitted,
            )
            found.extend(own.where(_long_enough))
        elif (
            tag not in EMBEDDED
            and found.texts
            and is_label(found.texts[-1])
            and not built.pending()
            and not note_in_section(element, tag)
        ):
            found.pop()  # the label or heading of the block left out

    def note_in_section(element: etree._Element, tag: str) -> bool:
        # A block left out for its links or its name, with text after it among
        # its siblings, is a note inside a section ("See also: ..." under a
        # heading), not what ends the article: the label or heading before it
        # stays. So is a caption wherever it stands: it belongs to its figure,
        # often the last child of the figure's wrappers, with the section's text
        # after them. A list of links, or an element never the article's (a
        # form, a nav), takes its label with it wherever it stands. Each
        # parent's children are read once.
        parent = element.getparent()
        if parent is None or tag in LINK_LISTS or tag in SKIPPED:
            return False
        if is_caption(tag, tags.names(element)):
            return True
        return around.followed(element)

    found = walk_lines(
        article,
        BLOCKS,
        skipped,
        judged=_JUDGED,
        on_skip=left_out,
        keep=_not_notice,
        structure=structure,
        plain=_plain_blocks(tags, total, links, link_density, furniture, omitted),
    )
    return found.keep_first(len(trim_labels(found.texts, found.in_items)))


def _plain_blocks(
    tags: TagView,
    total: Mapping[etree._Element, int],
    links: Mapping[etree._Element, int],
    link_density: float,
    furniture: Callable[[str], bool],
    omitted: frozenset[etree._Element],
) -> PlainBlocks | None:
    """What lets the walk keep, in C, a block ``skipped`` would keep for
    certain (:mod:`..nodes.plain`): one with few links and no attribute that
    matters. None where ``skipped`` may leave out even such a block (blocks
    the page's kind omits, furniture that an empty name calls so) or the
    sizes were not counted by the compiled walk."""
    if omitted or furniture(""):
        return None
    if not isinstance(total, ElementSizes) or not isinstance(links, ElementSizes):
        return None
    return PlainBlocks(
        total, links, link_density, tags.opening_tags(), ASKED_BY_TAG, CAPTION_NAME, furniture
    )


def is_caption(tag: str, names: str) -> bool:
    """True for a figure's caption: a ``<figcaption>``, or a block whose class or
    id (``names``) says caption."""
    return tag == CAPTION_TAG or CAPTION_NAME in names.lower()


def _long_enough(line: str) -> bool:
    return len(line) >= LEAD_LEAST


def _not_notice(line: str) -> bool:
    return not _is_notice(line)


def lead_paragraphs(
    article: etree._Element,
    tags: TagView = OWN_TAGS,
    link_density: float = 0.5,
    least: int = LEAD_LEAST,
    longest: int | None = None,
    structure: bool = False,
) -> Lines:
    """The lines of paragraph blocks standing before ``article``, beside it or
    beside one of its ancestors up to ``<body>``; none once they reach
    ``longest`` characters.

    Many sites set the lead (the standfirst) in a block of its own before the
    body's container, often a few containers up (a header row holding headline
    and lead, then the body's column); the chosen lines, dense in the body, leave
    it out of the article element. The paragraphs of a block before it
    (:func:`_lead_lines`) are part of the lead when they hold ``least``
    characters. Blocks after the article were measured too and are left out:
    there they are teasers and comment introductions as often as text.
    """
    found = Lines(shapes=[] if structure else None)
    size = 0
    node = article
    while node.tag not in ("body", "html") and (parent := node.getparent()) is not None:
        level = Lines(shapes=[] if structure else None)
        for sibling in parent:
            if sibling is node:
                break
            lines = _lead_lines(sibling, tags, link_density, structure)
            length = len(lines.text())
            if length >= least:
                level.extend(lines)
                size += length
                if longest is not None and size >= longest:
                    return Lines(shapes=[] if structure else None)
        level.extend(found)  # a level further up stands before the one below it
        found = level
        node = parent
    return found


def _lead_lines(
    block: etree._Element, tags: TagView, link_density: float, structure: bool
) -> Lines:
    """A block's paragraphs of :data:`LEAD_LINE_LEAST` characters or more: none
    unless it is a paragraph block a reader sees (not furniture, not hidden); the
    blocks inside it are judged as an article's are (link lists stay out)."""
    tag = block.tag
    if tag in SKIPPED or tag not in BLOCKS:
        return Lines()
    if tag != "p" and not holds_named(block, "p"):
        return Lines()
    if tags.set_off(block) or named_furniture(tags.names(block)):
        return Lines()
    lines = article_lines(block, tags, link_density, structure=structure)
    return lines.where(_lead_line)


def _lead_line(line: str) -> bool:
    return len(line) >= LEAD_LINE_LEAST


def text_with_lead(article: etree._Element, tags: TagView = OWN_TAGS) -> str:
    """The article's text after its lead (:func:`lead_paragraphs`)."""
    return lines_with_lead(article, tags).text()


def lines_with_lead(
    article: etree._Element,
    tags: TagView = OWN_TAGS,
    structure: bool = False,
    furniture: Callable[[str], bool] = named_furniture,
    forms: bool = False,
    omitted: frozenset[etree._Element] = frozenset(),
    story_before: int = 0,
) -> Lines:
    """:func:`text_with_lead` as lines, with their shapes when ``structure``
    (``furniture``, ``forms`` and ``omitted``: :func:`article_lines`).

    A lead is shorter than its article. When the blocks before the element
    outweigh it, the element is a teaser or a box below the real article, whose
    text must not come in as a "lead" (measured: the same scores on both corpora).
    A section the page writes twice comes out once (:mod:`.repeats`).

    ``story_before``: when every block of the element is ``omitted`` (a thread
    of readers' comments the seed stood in), the story is what stands before
    it: its lead alone, up to this many characters (the text read with the
    thread, against which that lead was taken).
    """
    lines = article_lines(
        article, tags, structure=structure, furniture=furniture, forms=forms, omitted=omitted
    )
    if not lines.texts and not story_before:
        return lines
    longest = len(lines.text()) if lines.texts else story_before
    lead = lead_paragraphs(article, tags, longest=longest, structure=structure)
    lead.extend(lines)
    return without_repeated_runs(lead)
