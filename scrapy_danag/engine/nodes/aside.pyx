# cython: language_level=3, boundscheck=False, wraparound=False
"""Which elements stand in page furniture, remembered per element, in one walk up.

The line tree asks it of the element holding every weighed line
(:meth:`scrapy_danag.engine.tree.dom.LineTree.set_aside`, and for all of a
seed's lines in one call: :meth:`SetAside.outside`,
:meth:`SetAside.weighed_aside`): on a page of table rows, 64,000 times.
Asked in Python, each answer built the tag's string and walked proxies
through two calls into lxml per ancestor; here the walk up and the tags are
read from libxml2's nodes, and Python is called only for what an element's
attributes say (hidden, a landmark role), and only when its opening tag may
say it (:meth:`.openings.OpeningTags.may_set_off`).

The tags judged are data (:mod:`..tree.furniture`), passed in.
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .attribute_words cimport holds_words
from .openings cimport OpeningTags
from .text cimport named_any

import_lxml__etree()


cdef list _encoded(object names):
    return [name.encode("utf-8") for name in names]


cdef inline bint _is_element(tree.xmlNode* node) noexcept nogil:
    """What lxml gives a proxy for (``getparent`` answers None for the rest)."""
    return (
        node.type == tree.XML_ELEMENT_NODE
        or node.type == tree.XML_COMMENT_NODE
        or node.type == tree.XML_ENTITY_REF_NODE
        or node.type == tree.XML_PI_NODE
    )


cdef class SetAside:
    """What a tree's furniture questions remember: each element asked (and its
    ancestors) kept or set aside, and the elements inside one a script reveals.

    ``tags``: the tree's :class:`.openings.OpeningTags` (None when its elements
    hold their attributes); ``anywhere``: tags that are furniture wherever
    they stand; ``outside_sections``: tags that are the page's furniture only
    outside the ``sectioning`` ones (a ``header`` outside an ``article``);
    ``setting_off``: when the elements hold their attributes, the words one of
    which an element's attributes hold if they hide it or give it a role
    (:data:`..tree.tags.SETTING_OFF_WORDS`, ASCII): an element whose attributes
    hold none is not set off, and ``set_off`` is not asked (a page past the
    65,535 lines libxml2 numbers is parsed with its attributes, and on one of
    table rows Python was asked 97,000 times).
    """

    def __init__(
        self,
        object tags,
        object anywhere,
        object outside_sections,
        object sectioning,
        tuple setting_off,
    ):
        self.kept = {}
        self.revealed = set()
        self.tags = tags
        self.anywhere = _encoded(anywhere)
        self.outside_sections = _encoded(outside_sections)
        self.sectioning = _encoded(sectioning)
        self.setting_off = setting_off

    cpdef bint set_aside(self, _Element element, object set_off, object reveals):
        """True when ``element`` or an ancestor is furniture by its tag, or
        ``set_off`` (hidden, a landmark role) but not what ``reveals`` says a
        script shows. Each element is judged once: the walk up stops at the
        first one judged before, and judges the rest from the top down."""
        cdef list unknown = []
        cdef _Element node = element
        cdef tree.xmlNode* parent
        cdef object known = None
        cdef bint kept, revealed
        cdef Py_ssize_t at
        while True:
            known = self.kept.get(node)
            if known is not None:
                break
            unknown.append(node)
            parent = node._c_node.parent
            if parent == NULL or not _is_element(parent):
                break
            node = elementFactory(element._doc, parent)
        if known is None:
            kept, revealed = True, False
        else:
            kept, revealed = <bint>known, node in self.revealed
        for at in range(len(unknown) - 1, -1, -1):
            node = <_Element>unknown[at]
            if kept and self._by_tag(node._c_node):
                kept = False
            elif kept and self._set_off(node, set_off):
                # The first element a script reveals is kept, nothing hidden
                # in it: each element's text is then measured once at most.
                kept = not revealed and bool(reveals(node))
                revealed = revealed or kept
            if revealed:
                self.revealed.add(node)
            self.kept[node] = kept
        return not self.kept[element]

    cpdef dict outside(self, object weights, object owners, object set_off, object reveals):
        """The ``weights`` (line number to weight) of the lines that no element
        holds in ``owners``, or whose element is not set aside, in their
        order. One call for all of a page's weighed lines, where a call per
        line made a Python frame each (a tenth of a page of table cells)."""
        cdef dict kept = {}
        cdef object owner
        for number, weight in weights.items():
            owner = owners.get(number)
            if owner is None or not self.set_aside(<_Element?>owner, set_off, reveals):
                kept[number] = weight
        return kept

    cpdef tuple weighed_aside(self, object weights, object owners, object set_off, object reveals):
        """The weight of the lines with a positive weight whose element in
        ``owners`` is set aside, and of all lines with a positive weight that
        an element holds, as a pair: one call for a seed's lines."""
        cdef object inside = 0, total = 0, owner
        for number, weight in weights.items():
            owner = owners.get(number)
            if owner is None or weight <= 0:
                continue
            total += weight
            if self.set_aside(<_Element?>owner, set_off, reveals):
                inside += weight
        return inside, total

    cdef bint _by_tag(self, tree.xmlNode* node):
        """:func:`..tree.furniture.furniture_by_tag`, read from the nodes."""
        cdef tree.xmlNode* above
        if named_any(node, self.anywhere):
            return True
        if not named_any(node, self.outside_sections):
            return False
        above = node.parent
        while above != NULL:
            if named_any(above, self.sectioning):
                return False
            above = above.parent
        return True

    cdef bint _set_off(self, _Element element, object set_off):
        # Nearly every block: its tag neither hides nor names a role.
        if self.tags is not None:
            if not (<OpeningTags>self.tags).may_set_off(element):
                return False
        elif not holds_words(element, self.setting_off):
            return False
        return bool(set_off(element))
