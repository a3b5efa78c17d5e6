# cython: language_level=3, boundscheck=False, wraparound=False
"""Whether an element's own attributes hold a word, read from libxml2's nodes.

A tree parsed with its attributes answers the question the line tree's
opening tags answer (:meth:`.openings.OpeningTags.may_set_off`): can this
element be hidden, or be given a role? Neither can be without one of a few
words in an attribute's name or value (``hidden``, ``none``, ``role``...:
:data:`scrapy_danag.engine.tree.tags.SETTING_OFF_WORDS`). The records walk
asks it of every element of a listing, and Python read each element's
``hidden``, ``aria-hidden``, ``class`` and ``style`` through its proxy, most
of them to find nothing. Here the attributes are read in C, the words are
data handed in, and a value libxml2 keeps in more than one piece is not
read: the answer is then yes, as for any element that may hold a word.
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, import_lxml__etree

from ..scan.page cimport ascii_lower

import_lxml__etree()


cdef bint _holds(const unsigned char* text, const unsigned char* word, Py_ssize_t size) noexcept:
    """Whether ``text`` (NUL-ended) holds ``word`` (lower case), in any case of ASCII.

    Bytes of UTF-8 beyond ASCII are never ASCII letters, so the text is read as
    Python's ``str.lower()`` reads it for these words."""
    cdef Py_ssize_t at = 0, k
    if text == NULL:
        return False
    while text[at]:
        if ascii_lower(text[at]) == word[0]:
            k = 1
            while k < size and text[at + k] and ascii_lower(text[at + k]) == word[k]:
                k += 1
            if k == size:
                return True
        at += 1
    return False


cdef int _any_word(const unsigned char* text, tuple words) except -1:
    cdef bytes word
    for word in words:  # a word not bytes raises here
        if len(word) and _holds(text, <const unsigned char*>word, len(word)):
            return True
    return False


cpdef bint holds_words(_Element element, tuple words) except -1:
    """Whether an attribute of ``element``, its name or its value, holds one of
    ``words`` (lower-case ASCII ``bytes``) in any case of ASCII; True for a
    value libxml2 keeps in more than one piece."""
    cdef tree.xmlAttr* attribute = element._c_node.properties
    cdef tree.xmlNode* value
    while attribute != NULL:
        if _any_word(<const unsigned char*>attribute.name, words):
            return True
        value = attribute.children
        if value != NULL:
            if value.next != NULL:
                return True  # in pieces: not read, so it may hold one
            if _any_word(<const unsigned char*>value.content, words):
                return True
        attribute = attribute.next
    return False
