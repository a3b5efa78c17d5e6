# cython: language_level=3, boundscheck=False, wraparound=False
"""Elements of one name picked by their number in document order, or whether
an element holds one, over libxml2's nodes.

The tree parsed without attributes pairs the n-th ``<a`` opening tag of the
source with its n-th ``<a>`` element (:meth:`scrapy_danag.engine.tree.dom.LineTree.in_page`).
``list(root.iter("a"))`` built a proxy for every link of the page to pair the
few whose tag holds a ``#``; here the elements are counted in C and a proxy is
built only for those asked for.

Whether a block holds a paragraph is asked of every block before an article,
at every level up to the body (its lead, :mod:`scrapy_danag.engine.tree.article`):
``block.find(".//p")`` went through lxml's path machinery for each; here the
walk stops at the first one (the lead's blocks, with the article walks they
start, 0.21 -> 0.18 s on the trafilatura corpus).
"""

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

from .text cimport named, next_element

from ..budget import EVERY, checkpoint

import_lxml__etree()


cpdef tuple named_elements(object root, str name, list numbers):
    """How many elements named ``name`` (no namespace) ``root`` holds, itself
    included, and those whose number (from 0, in document order, as
    ``root.iter(name)`` gives them) is in ``numbers`` (ascending)."""
    cdef _Element top = <_Element?>root
    cdef tree.xmlNode* node = top._c_node
    cdef bytes wanted = name.encode("utf-8")
    cdef const char* c_name = wanted
    cdef Py_ssize_t count = 0, step = 0, every = EVERY, asked = 0
    cdef Py_ssize_t total = len(numbers)
    cdef Py_ssize_t next_number = numbers[0] if total else -1
    cdef list found = []
    while node != NULL:
        if step % every == 0:
            checkpoint()
        step += 1
        if named(node, c_name):
            if count == next_number:
                found.append(elementFactory(top._doc, node))
                asked += 1
                next_number = numbers[asked] if asked < total else -1
            count += 1
        node = next_element(node, top._c_node)
    return count, found


cpdef bint holds_named(object root, str name) except -1:
    """Whether an element below ``root`` (not ``root`` itself) is named
    ``name`` (no namespace): ``root.find(".//" + name) is not None``."""
    cdef _Element top = <_Element?>root
    cdef tree.xmlNode* node = next_element(top._c_node, top._c_node)
    cdef bytes wanted = name.encode("utf-8")
    cdef const char* c_name = wanted
    cdef Py_ssize_t step = 0, every = EVERY
    while node != NULL:
        if step % every == 0:
            checkpoint()
        step += 1
        if named(node, c_name):
            return True
        node = next_element(node, top._c_node)
    return False
