# cython: language_level=3, boundscheck=False, wraparound=False
"""The loop of the line walk (:func:`scrapy_danag.engine.tree.blocks.walk_lines`), over
libxml2's nodes.

The walk visits every element below its root twice, on the way in and on the
way out, and does little at most of them: an inline element adds its text to
the line, a block ends it. Driven by lxml's ``iterwalk`` it built a proxy for
every element and a string for every ``.text`` and ``.tail`` read; here the
nodes are read directly, a proxy is built only for an element the caller must
see (one it judges, one a line's shape records), and a string only for text
that is there. The caller's builder (:class:`.builder.LineBuilder`, compiled too)
assembles the lines, as before: the same calls, in the same order, with the
same arguments, as the loop over ``iterwalk`` made.
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .builder cimport LineBuilder
from .plain cimport Plain
from .tag_names cimport TagTable, clear_tags, tag_named
from .text cimport element_from, run_text

from ..budget import EVERY, checkpoint

import_lxml__etree()


cdef inline object _tag(tree.xmlNode* node, _Element root, TagTable* names, list kept):
    """The element's tag as lxml gives it (a namespaced one through lxml)."""
    if node.ns == NULL:
        return tag_named(names, <const char*>node.name, kept)
    return elementFactory(root._doc, node).tag


cdef inline void _add(LineBuilder lines, str text, bint structure) except *:
    """A piece of text for the current line; with its marks when keeping structure."""
    if structure:
        lines.add_run(text)
    else:
        lines.buffer.append(text)


cdef inline bint _asked(object skip, object plain, _Element element, object tag) except -1:
    """``skip``'s answer, unless ``plain`` (a :class:`.plain.Plain`) knows it is no."""
    if plain is not None and (<Plain>plain).plain(element, tag):
        return False
    return skip(element, tag)


cpdef object walk_events(
    object root,
    object built,
    object blocks,
    object skip,
    object judged,
    object on_skip,
    bint structure,
    object items,
    object structural,
    object formatting,
    object bare_skipped,
    object plain,
):
    """Walk ``root``'s elements into ``built``: see ``walk_lines``."""
    cdef _Element top = <_Element?>root
    if plain is not None and not isinstance(plain, Plain):
        raise TypeError(f"plain must be a Plain, got {type(plain).__name__}")
    cdef tree.xmlNode* start = top._c_node
    cdef tree.xmlNode* node = start
    cdef tree.xmlNode* passed = NULL  # the element whose subtree was skipped
    cdef tree.xmlNode* following
    cdef Py_ssize_t step = 0
    cdef Py_ssize_t every = EVERY
    cdef bint entering = True
    cdef bint descend
    cdef object tag, text, element
    cdef LineBuilder lines = <LineBuilder?>built
    cdef list buffer = lines.buffer
    cdef TagTable names
    cdef list kept = []
    clear_tags(&names)
    while True:
        if step % every == 0:
            checkpoint()
        step += 1
        tag = _tag(node, top, &names, kept)
        if entering:
            descend = True
            if judged is not None and tag not in judged:
                if structure and tag in formatting:
                    lines.open_mark(elementFactory(top._doc, node), tag)
                text = run_text(node.children)
                if text is not None:
                    _add(lines, text, structure)
            elif node != start and skip is not None and (
                tag in bare_skipped
                if bare_skipped is not None and node.properties == NULL
                else _asked(skip, plain, elementFactory(top._doc, node), tag)
            ):
                if on_skip is not None:
                    on_skip(elementFactory(top._doc, node), tag, lines)
                passed = node
                descend = False
            else:
                if tag in blocks:
                    if buffer:
                        lines.flush()
                    if tag in items:
                        lines.items_open += 1
                    if structure and node != start and tag in structural:
                        lines.open_block(elementFactory(top._doc, node))
                elif structure and tag in formatting:
                    lines.open_mark(elementFactory(top._doc, node), tag)
                text = run_text(node.children)
                if text is not None:
                    _add(lines, text, structure)
            if descend:
                following = element_from(node.children)
                if following != NULL:
                    node = following
                    continue
            entering = False
            continue
        # On the way out of ``node``: its subtree is done.
        if node == passed:
            passed = NULL
        else:
            if buffer and tag in blocks:
                lines.flush()
            if tag in items:
                lines.items_open -= 1
            if structure and (tag in structural or tag in formatting):
                lines.close(elementFactory(top._doc, node))
        if node == start:
            break
        text = run_text(node.next)
        if text is not None:
            _add(lines, text, structure)
        following = element_from(node.next)
        if following != NULL:
            node = following
            entering = True
        else:
            node = node.parent
    lines.flush()
    return lines.lines
