# cython: language_level=3
"""Element names as Python strings, each decoded once a walk.

A walk compares every element's tag with sets of names on the way in and on
the way out. Decoding ``node.name`` at each visit built a new string, hashed
it for each set and freed it again: most of what the walk did at an inline
element. libxml2's parser keeps one copy of each name in the document's
dictionary, so the names of a page are a few dozen pointers; a small table
keyed by pointer gives back the string decoded the first time, hash kept.
A hit is also checked against a copy of the name's bytes, so a name freed and
its memory reused for another during the walk reads as what it is; a name too
long for the copy, or a slot already taken, is decoded as before.
"""

from cpython.ref cimport PyObject
from libc.stdint cimport uintptr_t
from libc.string cimport strcmp, strcpy, strlen


cdef enum:
    TAG_SLOTS = 64  # a power of two
    TAG_ROOM = 32  # bytes of a name kept, its NUL included


cdef struct TagSlot:
    const char* name
    char copy[TAG_ROOM]
    PyObject* tag  # borrowed: the table's ``kept`` list holds it


cdef struct TagTable:
    TagSlot slots[TAG_SLOTS]


cdef inline void clear_tags(TagTable* table) noexcept:
    cdef Py_ssize_t k
    for k in range(TAG_SLOTS):
        table.slots[k].name = NULL


cdef inline object tag_named(TagTable* table, const char* name, list kept):
    """``name`` decoded from UTF-8, the same string each time it is asked
    within one table; ``kept`` holds the strings the table lends."""
    cdef TagSlot* slot = &table.slots[(<uintptr_t>name >> 4) & (TAG_SLOTS - 1)]
    if slot.name == name and strcmp(slot.copy, name) == 0:
        return <object>slot.tag
    tag = name.decode("utf-8")
    if slot.name == NULL and strlen(name) < TAG_ROOM:
        kept.append(tag)
        slot.name = name
        strcpy(slot.copy, name)
        slot.tag = <PyObject*>tag
    return tag
