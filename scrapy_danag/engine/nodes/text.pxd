# cython: language_level=3
"""Text as lxml reads it from libxml2's nodes, without building strings.

An element's ``.text`` is the run of text (and CDATA) nodes that opens its
children, its ``.tail`` the run after it; XInclude markers inside a run are
passed over. Counted in code points as Python's ``len`` counts the decoded
string: libxml2 holds UTF-8, so every byte but a continuation byte opens one.
"""

from lxml.includes cimport tree

from ..scan.spaces cimport LAST_SPACE


cdef inline Py_ssize_t code_points(const unsigned char* text) noexcept nogil:
    """How many code points the NUL-ended UTF-8 ``text`` holds."""
    cdef Py_ssize_t count = 0
    if text == NULL:
        return 0
    while text[0]:
        if (text[0] & 0xC0) != 0x80:
            count += 1
        text += 1
    return count


#: What :func:`next_point` gives for a code point beyond the basic plane.
cdef enum:
    BEYOND_BASIC_PLANE = 0x10000


cdef inline unsigned int next_point(const unsigned char** text) noexcept nogil:
    """The code point the UTF-8 ``text`` starts with, the pointer moved past it;
    :data:`BEYOND_BASIC_PLANE` for any beyond the basic plane (no reader here
    tells them apart)."""
    cdef const unsigned char* at = text[0]
    if at[0] < 0x80:
        text[0] = at + 1
        return at[0]
    if at[0] < 0xE0:
        text[0] = at + 2
        return ((at[0] & 0x1F) << 6) | (at[1] & 0x3F)
    if at[0] < 0xF0:
        text[0] = at + 3
        return ((at[0] & 0x0F) << 12) | ((at[1] & 0x3F) << 6) | (at[2] & 0x3F)
    text[0] = at + 4
    return BEYOND_BASIC_PLANE


cdef inline Py_ssize_t shown_code_points(
    const unsigned char* text, const unsigned char* spaces
) noexcept nogil:
    """How many code points of the NUL-ended UTF-8 ``text`` are not white
    space: ``len("".join(text.split()))``. ``spaces[c]`` is 1 for each code point
    ``c`` up to :data:`LAST_SPACE` that Python counts as white space."""
    cdef Py_ssize_t count = 0
    cdef unsigned int point
    if text == NULL:
        return 0
    while text[0]:
        point = next_point(&text)  # beyond the basic plane: never white space
        if point > LAST_SPACE or not spaces[point]:
            count += 1
    return count


cdef inline Py_ssize_t run_length(
    tree.xmlNode* node, const unsigned char* spaces = NULL
) noexcept nogil:
    """Code points of the text run starting at ``node`` (an element's
    ``children`` gives its ``.text``, its ``next`` its ``.tail``); given
    ``spaces``, only those that are not white space."""
    cdef Py_ssize_t count = 0
    while node != NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if spaces == NULL:
                count += code_points(<const unsigned char*>node.content)
            else:
                count += shown_code_points(<const unsigned char*>node.content, spaces)
        elif node.type != tree.XML_XINCLUDE_START and node.type != tree.XML_XINCLUDE_END:
            break
        node = node.next
    return count


cdef inline bint named(tree.xmlNode* node, const char* name) noexcept nogil:
    """True when ``node`` is an element whose tag (as lxml gives it: no
    namespace) is ``name``."""
    cdef const unsigned char* own = <const unsigned char*>node.name
    cdef const unsigned char* wanted = <const unsigned char*>name
    if node.type != tree.XML_ELEMENT_NODE or node.ns != NULL or own == NULL:
        return False
    while own[0] and own[0] == wanted[0]:
        own += 1
        wanted += 1
    return own[0] == wanted[0]


cdef inline tree.xmlAttr* attribute_named(tree.xmlNode* node, const char* name) noexcept nogil:
    """The element's attribute ``name`` without a namespace, as lxml's ``get``
    finds it; NULL when it has none."""
    cdef tree.xmlAttr* attribute = node.properties
    cdef const unsigned char* own
    cdef const unsigned char* wanted
    while attribute != NULL:
        if attribute.ns == NULL and attribute.name != NULL:
            own = <const unsigned char*>attribute.name
            wanted = <const unsigned char*>name
            while own[0] and own[0] == wanted[0]:
                own += 1
                wanted += 1
            if own[0] == wanted[0]:
                return attribute
        attribute = attribute.next
    return NULL


cdef inline bint named_any(tree.xmlNode* node, list names) noexcept:
    """True when ``node`` is an element whose tag is one of ``names`` (UTF-8
    bytes): :func:`named` for each."""
    cdef bytes name
    for name in names:
        if named(node, name):
            return True
    return False


cdef inline object run_text(tree.xmlNode* node):
    """The text run starting at ``node`` as a string, as lxml's ``.text`` and
    ``.tail`` give it; None when the run holds no character (lxml gives None or
    "", which every reader here treats alike)."""
    cdef tree.xmlNode* first = NULL
    cdef tree.xmlNode* only = NULL
    cdef Py_ssize_t pieces = 0
    cdef bytes joined
    while node != NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.content != NULL and node.content[0] != 0:
                if first == NULL:
                    first = node
                only = node
                pieces += 1
        elif node.type != tree.XML_XINCLUDE_START and node.type != tree.XML_XINCLUDE_END:
            break
        node = node.next
    if pieces == 0:
        return None
    if pieces == 1:
        return (<const char*>only.content).decode("utf-8")
    joined = b""
    node = first
    while node != NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.content != NULL:
                joined += <bytes>(<const char*>node.content)
        elif node.type != tree.XML_XINCLUDE_START and node.type != tree.XML_XINCLUDE_END:
            break
        node = node.next
    return joined.decode("utf-8")


cdef inline tree.xmlNode* element_from(tree.xmlNode* node) noexcept nogil:
    """``node`` or the first element node after it among its siblings; NULL
    when none follows (the walk sees elements only, as lxml's ``iterwalk``
    asked for ``etree.Element`` does)."""
    while node != NULL and node.type != tree.XML_ELEMENT_NODE:
        node = node.next
    return node


cdef inline tree.xmlNode* next_element(tree.xmlNode* node, tree.xmlNode* top) noexcept nogil:
    """The element after ``node`` in document order among ``top`` and what is
    below it (``top`` may be the document node); NULL after the last. The walk
    of :mod:`.named`, :mod:`.marked` and :mod:`.cells`, not bounded by depth."""
    cdef tree.xmlNode* following = element_from(node.children)
    if following != NULL:
        return following
    while node != top:
        following = element_from(node.next)
        if following != NULL:
            return following
        node = node.parent
    return NULL


cdef inline tree.xmlNode* next_node(tree.xmlNode* node, tree.xmlNode* top) noexcept nogil:
    """The node after ``node`` (of any kind: text too) in document order below
    ``top``; NULL after the last. The walks of :mod:`.clocks` and :mod:`.cells`."""
    if node.type == tree.XML_ELEMENT_NODE and node.children != NULL:
        return node.children
    while node != top and node.next == NULL:
        node = node.parent
    if node == top:
        return NULL
    return node.next
