# cython: language_level=3
"""Line numbers written into the page's lines, as attributes of their opening tags.

The tree steps parse the page with the opening tag of each line of interest
carrying the line's number (:func:`scrapy_danag.engine.tree.locate.locate_lines`),
read back in one walk (:mod:`..nodes.marked`). Python wrote each mark with a
regular expression's match and a formatted string, a line at a time: on a page
of a few thousand table rows, every one of them marked, that loop cost more
than reading the marks back. Here the tag's name is found in C and the mark
written in one join; the lines are changed as Python changed them, one number
after the other (a number given twice marks its line twice; a negative one
counts from the end, as a list's index does).
"""

from cpython.unicode cimport PyUnicode_DATA, PyUnicode_GET_LENGTH, PyUnicode_KIND, PyUnicode_READ

cdef extern from "Python.h":
    bint Py_UNICODE_ISALNUM(Py_UCS4 ch)


cdef Py_ssize_t tag_name_end(str line) noexcept:
    """Where the name of the tag opening ``line`` ends -- ``<[A-Za-z][\\w:-]*``,
    a word character (``\\w``) as Python's patterns read one: a letter or digit
    of any script, or ``_`` --; 0 when no tag opens the line."""
    cdef Py_ssize_t length = PyUnicode_GET_LENGTH(line), at = 2
    cdef int kind = PyUnicode_KIND(line)
    cdef const void* data = PyUnicode_DATA(line)
    cdef unsigned int point
    if length < 2 or PyUnicode_READ(kind, data, 0) != 60:  # "<"
        return 0
    point = PyUnicode_READ(kind, data, 1)
    if not (65 <= point <= 90 or 97 <= point <= 122):
        return 0
    while at < length:
        point = PyUnicode_READ(kind, data, at)
        if not (Py_UNICODE_ISALNUM(point) or point == 95 or point == 58 or point == 45):
            break
        at += 1
    return at


cpdef tuple marked_document(object lines, object numbers, str attribute, str prefix):
    """The ``lines`` joined into one document, the opening tag of each line of
    ``numbers`` carrying ``attribute="{prefix}{number}"`` after its name, and
    how many marks went in (a line that opens with no tag is left unmarked)."""
    cdef list marked = list(lines)
    cdef Py_ssize_t inserted = 0, cut
    cdef str line
    for number in numbers:
        line = marked[number]
        cut = tag_name_end(line)
        if cut:
            marked[number] = f'{line[:cut]} {attribute}="{prefix}{number}"{line[cut:]}'
            inserted += 1
    return "\n".join(marked), inserted
