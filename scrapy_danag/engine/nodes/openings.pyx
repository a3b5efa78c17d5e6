# cython: language_level=3, boundscheck=False, wraparound=False
"""What a block's own opening tag says: read from its source line, for the
tree parsed without attributes (:class:`scrapy_danag.engine.tree.dom.LineTree`).

The article walk asks every block whether it is hidden or a landmark, and
most blocks what their class and id are. Each answer read the block's line
number, matched its opening tag, lowered and searched the attributes and ran
a pattern over them, in Python: a tenth of an extraction, for blocks nearly
all of which carry nothing that matters. Here the tag is read once a block,
and the two common answers -- "nothing here sets the block off", "its names
are these" -- come from a pass over the attributes in C.

The readings are the patterns' (``OPENING_TAG_RE``, ``may_hide`` and
``CLASS_AND_ID_RE`` of :mod:`scrapy_danag.engine.tree.tags`):

* the opening tag starts the element's line (``<``, a name starting with a
  letter of ASCII, then what is not ``>`` up to the first ``>``), and its name
  lowered is the element's tag; otherwise the element has no tag of its own
  there (the parser implied it);
* an element may be set off when its attributes, lowered, hold one of the
  words it is given (``SETTING_OFF_WORDS``: what may hide it, ``role``,
  ``aria-modal``);
* its names are the values of its ``class`` and ``id`` attributes (any case,
  quoted or bare, the name standing alone), the empty ones left out. Where
  the attributes hold a character beyond ASCII the pattern itself reads them:
  it matches ``ſ`` as an ``s`` and ``İ`` as an ``i``.
"""

from libc.string cimport memset, strcmp
from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, import_lxml__etree

from ..scan.page cimport DOUBLE, GREATER, LESS, SINGLE, Page, ascii_lower, find, is_word_char, page_of, read
from ..scan.spaces cimport LAST_SPACE, fill_spaces, is_space

import_lxml__etree()

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)


cdef object _UNREAD = object()


cdef inline bint _ascii_letter(Py_UCS4 c) noexcept:
    return 65 <= c <= 90 or 97 <= c <= 122


cdef bint _word_at(const Page* page, Py_ssize_t at, const char* word, Py_ssize_t size) noexcept:
    cdef Py_ssize_t k
    if at + size > page.length:
        return False
    for k in range(size):
        if ascii_lower(read(page, at + k)) != <unsigned char>word[k]:
            return False
    return True


cdef Py_ssize_t _skip_spaces(const Page* page, Py_ssize_t at) noexcept:
    while at < page.length and is_space(read(page, at), _SPACES):
        at += 1
    return at


cdef str _ascii_names(str attributes):
    """The class and id values of ASCII ``attributes``, space-separated."""
    cdef Page page = page_of(attributes)
    cdef Py_ssize_t at = 0, end, value, size
    cdef Py_UCS4 c, before, quote
    cdef list values = []
    while at < page.length:
        c = read(&page, at)
        size = 0
        if (c == 99 or c == 67) and _word_at(&page, at, b"class", 5):  # c
            size = 5
        elif (c == 105 or c == 73) and _word_at(&page, at, b"id", 2):  # i
            size = 2
        if size == 0:
            at += 1
            continue
        if at > 0:
            before = read(&page, at - 1)
            if is_word_char(before) or before == 45:  # -
                at += 1
                continue
        end = _skip_spaces(&page, at + size)
        if end >= page.length or read(&page, end) != 61:  # =
            at += 1
            continue
        value = _skip_spaces(&page, end + 1)
        if value >= page.length:
            at += 1
            continue
        quote = read(&page, value)
        if quote == DOUBLE or quote == SINGLE:
            end = find(&page, quote, value + 1, page.length)
            if end >= page.length:
                at += 1
                continue
            if end > value + 1:
                values.append(attributes[value + 1 : end])
            at = end + 1
            continue
        end = value
        while end < page.length:
            c = read(&page, end)
            if is_space(c, _SPACES) or c == DOUBLE or c == SINGLE or c == GREATER:
                break
            end += 1
        if end == value:
            at += 1
            continue
        values.append(attributes[value:end])
        at = end
    return " ".join(values)


cdef class OpeningTags:
    """The opening tags of one tree's elements, read from ``source`` (the
    page's lines with their attributes) and kept."""

    def __init__(self, list source, object names_pattern, tuple setting_off):
        self.source = source
        self.known = {}
        self.names_pattern = names_pattern
        self.setting_off = tuple(word.encode("ascii") for word in setting_off)
        memset(self.first_letters, 0, sizeof(self.first_letters))
        for word in self.setting_off:
            self.first_letters[(<bytes>word)[0]] = 1

    cpdef object attributes(self, _Element element):
        """The attribute source of the element's opening tag, or None when its
        line does not open with a tag of its name."""
        known = self.known.get(element, _UNREAD)
        if known is not _UNREAD:
            return known
        found = self._read(element)
        self.known[element] = found
        return found

    cdef object _read(self, _Element element):
        cdef long number = element._c_node.line
        cdef Page page
        if number == 0 or number >= 65535:  # libxml2's mark of a number it could not keep
            number = element.sourceline or 0
        cdef Py_ssize_t at, close
        cdef Py_UCS4 c
        cdef bint ascii = True
        if number <= 0 or number > len(self.source):
            return None
        line = <str?>self.source[number - 1]
        page = page_of(line)
        if page.length < 3 or read(&page, 0) != LESS or not _ascii_letter(read(&page, 1)):
            return None
        at = 2
        while at < page.length:
            c = read(&page, at)
            if not (is_word_char(c) or c == 58 or c == 45):  # : -
                break
            ascii = ascii and c < 128
            at += 1
        close = find(&page, GREATER, at, page.length)
        if close >= page.length:
            return None
        if not self._named(element, &page, line, at, ascii):
            return None
        return line[at:close]

    cdef bint _named(self, _Element element, const Page* page, str line, Py_ssize_t end, bint ascii):
        """Whether ``line[1:end]`` lowered is the element's tag."""
        cdef tree.xmlNode* node = element._c_node
        cdef const unsigned char* name = node.name
        cdef Py_ssize_t k
        if not ascii or node.ns != NULL or name == NULL:
            return line[1:end].lower() == element.tag
        for k in range(end - 1):
            if name[k] == 0 or name[k] != ascii_lower(read(page, 1 + k)):
                return False
        return name[end - 1] == 0

    cpdef bint may_set_off(self, _Element element):
        """False when the element's own tag certainly neither hides it nor
        gives it a role (the cheap test of ``set_off``): none of the words
        stands in its attributes, in any case of ASCII. One pass, a word
        compared only where its first letter stands."""
        attributes = self.attributes(element)
        if not attributes:
            return False
        cdef Page page = page_of(attributes)
        cdef Py_ssize_t at
        cdef unsigned int c
        for at in range(page.length):
            c = ascii_lower(read(&page, at))
            if c < 128 and self.first_letters[c]:
                for word in self.setting_off:
                    if (<bytes>word)[0] == c and _word_at(&page, at, <bytes>word, len(<bytes>word)):
                        return True
        return False

    cpdef object names(self, _Element element):
        """The element's class and id, space-separated ("" when it has none);
        None for a page root (``body``, ``html``: :data:`..tree.tags.PAGE_ROOTS`),
        whose names are read from the element itself."""
        cdef const char* name = <const char*>element._c_node.name
        if element._c_node.ns == NULL and name != NULL:
            if strcmp(name, b"body") == 0 or strcmp(name, b"html") == 0:
                return None
        attributes = self.attributes(element)
        if not attributes or "=" not in attributes:
            return ""
        if attributes.isascii():
            return _ascii_names(attributes)
        return " ".join([value for groups in self.names_pattern.findall(attributes) for value in groups if value])
