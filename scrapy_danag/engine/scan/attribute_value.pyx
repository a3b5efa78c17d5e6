# cython: language_level=3, boundscheck=False, wraparound=False
"""One attribute's value read from an opening tag's source, in one pass.

With the tree parsed without attributes, what a rule needs of a tag is read
back from the page's source: a link's ``href`` (whether it leads into the
page, :meth:`scrapy_danag.engine.tree.dom.LineTree.in_page_links`), an
element's ``id``, an image's ``src``. Each question ran a regular expression
over the whole tag (:data:`scrapy_danag.engine.tree.tags.ATTRIBUTE_RE`,
every attribute found, its name lower-cased, then compared): 21,000 times a
run over the trafilatura and DAniEL corpora. Here the tag is read once, and
only a name of the asked length is compared.

What the expression reads (its reference: :func:`.reference.attribute_value`),
to the character:

* a name is a run of characters that are none of white space (as ``str``
  reads it), ``=``, ``/``, ``>``, ``"`` and ``'``; any other character
  before one is skipped;
* after a name, white space, ``=``, white space and a value: a ``"``
  quoted one up to the next ``"``, a ``'`` quoted one up to the next ``'``
  (line breaks included), or a bare run of none of white space, ``"``,
  ``'`` and ``>``. When no value can follow (a quote never closed), the name
  stands without one, and reading goes on right after it;
* the last attribute of the name wins; its value loses its quotes, and a
  name without a value has "".
"""


from .page cimport DOUBLE, EQUALS, GREATER, SINGLE, SLASH, Page, ascii_lower, find, page_of, read
from .spaces cimport LAST_SPACE, fill_spaces, is_space

cdef extern from "Python.h":
    object PyUnicode_Substring(object text, Py_ssize_t start, Py_ssize_t end)

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)

cdef enum:
    #: The longest name asked (``data-src`` and its like fit).
    LONGEST_NAME = 31


cdef inline bint _name_char(Py_UCS4 c) noexcept:
    return not (
        c == EQUALS or c == SLASH or c == GREATER or c == DOUBLE or c == SINGLE
        or is_space(c, _SPACES)
    )


cdef inline bint _bare_char(Py_UCS4 c) noexcept:
    return not (c == DOUBLE or c == SINGLE or c == GREATER or is_space(c, _SPACES))


cdef bint _is_named(
    str text, const Page* page, Py_ssize_t start, Py_ssize_t end,
    const unsigned int* letters, Py_ssize_t length, str name,
) except -1:
    """Whether the written name at ``[start, end)`` lower-cases to ``name``.
    Lower-casing never shortens a name, and only ASCII letters lower-case into
    ASCII ones but for the Kelvin sign: a name of another length is never
    ``name``, and one holding a character past ASCII is asked of Python."""
    cdef Py_ssize_t at
    cdef unsigned int c
    if end - start != length:
        return False
    for at in range(length):
        c = read(page, start + at)
        if c > 127:
            return PyUnicode_Substring(text, start, end).lower() == name
        if ascii_lower(c) != letters[at]:
            return False
    return True


cpdef object attribute_value(str text, str name):
    """The value of the attribute ``name`` (lower-case ASCII) in an opening
    tag's source (what follows the tag's name), without its quotes; "" when
    written without a value, None when the tag has no such attribute."""
    cdef Page page = page_of(text)
    cdef Py_ssize_t length = len(name)
    cdef Py_ssize_t at = 0, start, end, value, close, letter
    cdef Py_ssize_t found_start = -1, found_end = -1
    cdef unsigned int letters[LONGEST_NAME]
    cdef Py_UCS4 c
    if not 0 < length <= LONGEST_NAME or not name.isascii() or name.lower() != name:
        raise ValueError(f"a lower-case ASCII name of 1 to 31 characters is needed, got {name!r}")
    for letter in range(length):
        letters[letter] = ord(name[letter])
    while at < page.length:
        if not _name_char(read(&page, at)):
            at += 1
            continue
        start = at
        while at < page.length and _name_char(read(&page, at)):
            at += 1
        end = at
        # The value, if one can follow: the name's match ends after it.
        value = at
        while value < page.length and is_space(read(&page, value), _SPACES):
            value += 1
        close = -1
        if value < page.length and read(&page, value) == EQUALS:
            value += 1
            while value < page.length and is_space(read(&page, value), _SPACES):
                value += 1
            if value < page.length:
                c = read(&page, value)
                if c == DOUBLE or c == SINGLE:
                    close = find(&page, c, value + 1, page.length)
                    if close < page.length:
                        close += 1
                    else:
                        close = -1
                elif _bare_char(c):
                    close = value + 1
                    while close < page.length and _bare_char(read(&page, close)):
                        close += 1
        if _is_named(text, &page, start, end, letters, length, name):
            if close < 0:
                found_start = found_end = end
            else:
                found_start, found_end = value, close
        if close >= 0:
            at = close
    if found_start < 0:
        return None
    if found_end - found_start > 1:
        c = read(&page, found_start)
        if c == DOUBLE or c == SINGLE:
            return PyUnicode_Substring(text, found_start + 1, found_end - 1)
    return PyUnicode_Substring(text, found_start, found_end)
