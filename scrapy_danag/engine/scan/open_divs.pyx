# cython: language_level=3, boundscheck=False, wraparound=False
"""The ``</div>`` a browser implies, written out, in one pass over the page.

:func:`scrapy_danag.engine.source.open_divs.close_open_divs` is the stage and
says why; this is its scan. Its regular expressions found every tracked tag
and, between two of them, counted the divs; each tag then went through a few
Python calls on a stack of open elements. A page of ten thousand ``<div>``s
left open in buttons spent a third of its extraction there, twice (the page
is parsed twice). Here the tags are read in C, the stack is kept in C arrays
and the divs between two tags are counted in the same pass.

The readings are the patterns' (``_TRACKED_TAG_RE`` and ``_DIV_RE`` of
:mod:`.open_divs_reference`):

* a tracked tag is ``<``, an optional ``/``, a name of the tracked ones in any
  case of ASCII, then white space (Python's), ``/`` or ``>``; it reaches to
  the next ``<`` or ``>``, and is self-closing when its last character there
  is ``/``. The search goes on where it ends;
* between two tracked tags, divs are counted as ``str.count`` counts them
  (``<div`` or ``<DIV`` opens one, ``</div`` or ``</DIV`` closes one,
  ``<div/>`` opens none), and read in order (``<div`` or ``<DIV`` then white space, ``/`` or ``>``, to the
  next ``<`` or ``>`` before the next tracked tag) only where the counts
  cannot tell.
"""

from cpython.mem cimport PyMem_Free, PyMem_Realloc

from .page cimport GREATER, LESS, SLASH, Page, find, page_of, read
from .markup cimport ends_name
from .spaces cimport LAST_SPACE, fill_spaces

cdef unsigned char _SPACES[LAST_SPACE + 1]
fill_spaces(_SPACES)


cdef inline Py_ssize_t _tag_end(const Page* page, Py_ssize_t at, Py_ssize_t end) noexcept:
    """Where a tag's text stops: the next ``<`` or ``>`` from ``at``, or ``end``."""
    cdef Py_UCS4 c
    while at < end:
        c = read(page, at)
        if c == LESS or c == GREATER:
            return at
        at += 1
    return at


cdef struct _Stack:
    Py_ssize_t* names  # the tracked name of each open element; -1 the document
    Py_ssize_t* divs  # divs open directly inside each
    Py_ssize_t* below  # divs open below each
    Py_ssize_t size
    Py_ssize_t room


cdef int _grow(_Stack* stack) except -1:
    cdef Py_ssize_t room = 2 * stack.room if stack.room else 64
    cdef void* grown
    grown = PyMem_Realloc(stack.names, room * sizeof(Py_ssize_t))
    if grown == NULL:
        raise MemoryError()
    stack.names = <Py_ssize_t*>grown
    grown = PyMem_Realloc(stack.divs, room * sizeof(Py_ssize_t))
    if grown == NULL:
        raise MemoryError()
    stack.divs = <Py_ssize_t*>grown
    grown = PyMem_Realloc(stack.below, room * sizeof(Py_ssize_t))
    if grown == NULL:
        raise MemoryError()
    stack.below = <Py_ssize_t*>grown
    stack.room = room
    return 0


cdef class _OpenElements:
    """The tracked elements open at a point of the page, each with the divs
    open directly inside it, and where each name stands (a list of positions
    per name): every question costs a lookup."""

    cdef _Stack stack
    cdef list at  # for each tracked name, the positions where it is open
    cdef list headings  # the names' numbers of the headings
    cdef Py_ssize_t table  # the number of the name ``table``

    def __cinit__(self):
        self.stack.names = self.stack.divs = self.stack.below = NULL
        self.stack.size = self.stack.room = 0

    def __dealloc__(self):
        PyMem_Free(self.stack.names)
        PyMem_Free(self.stack.divs)
        PyMem_Free(self.stack.below)

    cdef int start(self, Py_ssize_t names, list headings, Py_ssize_t table) except -1:
        self.at = [[] for _ in range(names)]
        self.headings = headings
        self.table = table
        _grow(&self.stack)
        self.stack.names[0] = -1
        self.stack.divs[0] = 0
        self.stack.below[0] = 0
        self.stack.size = 1
        return 0

    cdef int push(self, Py_ssize_t name) except -1:
        cdef _Stack* s = &self.stack
        if s.size == s.room:
            _grow(s)
        (<list>self.at[name]).append(s.size)
        s.below[s.size] = s.below[s.size - 1] + s.divs[s.size - 1]
        s.names[s.size] = name
        s.divs[s.size] = 0
        s.size += 1
        return 0

    cdef Py_ssize_t close_to(self, Py_ssize_t position) except -1:
        """Close the element at ``position`` and everything opened inside it;
        how many divs were open there."""
        cdef _Stack* s = &self.stack
        cdef Py_ssize_t divs = 0
        while s.size > position:
            s.size -= 1
            (<list>self.at[s.names[s.size]]).pop()
            divs += s.divs[s.size]
        return divs

    cdef Py_ssize_t closable(self, Py_ssize_t name) except -2:
        """Where the element an end tag of ``name`` closes stands; -1 when none
        is open, or the nearest lies outside a table."""
        cdef Py_ssize_t position = -1, last
        cdef list standing
        if name in self.headings:
            for heading in self.headings:
                standing = <list>self.at[heading]
                if standing:
                    last = standing[len(standing) - 1]
                    if last > position:
                        position = last
        else:
            standing = <list>self.at[name]
            if standing:
                position = standing[len(standing) - 1]
        standing = <list>self.at[self.table]
        if position < 0 or (standing and <Py_ssize_t>standing[len(standing) - 1] > position):
            return -1
        return position

    cdef int count_divs(self, str html, const Page* page, Py_ssize_t start, Py_ssize_t end) except -1:
        """Follow the divs opened and closed in ``html[start:end]``."""
        cdef _Stack* s = &self.stack
        cdef Py_ssize_t opened, closed, at, stop
        cdef bint slash
        cdef Py_ssize_t empty = 0
        opened = closed = 0
        at = find(page, LESS, start, end)
        while at < end:
            if read(page, at + 1) == SLASH if at + 1 < end else False:
                closed += _is_div(page, at + 2, end)
            elif _is_div(page, at + 1, end):
                opened += 1
                empty += _is_empty_div(page, at + 1, end)
            at = find(page, LESS, at + 1, end)
        if closed <= s.divs[s.size - 1]:  # whatever their order, no close reaches below
            s.divs[s.size - 1] += opened - closed - empty
            return 0
        at = start
        while True:
            at = find(page, LESS, at, end)
            if at >= end:
                return 0
            stop = at + 1
            slash = stop < end and read(page, stop) == SLASH
            if slash:
                stop += 1
            if not _is_div(page, stop, end) or not ends_name(page, stop + 3, end, _SPACES):
                at += 1
                continue
            stop = _tag_end(page, stop + 3, end)
            if not slash:
                if read(page, stop - 1) != SLASH:  # libxml2 closes <div/> at once
                    s.divs[s.size - 1] += 1
            else:
                self.close_div()
            at = stop

    cdef int close_div(self) except -1:
        """A ``</div>`` with no div open in the innermost element: libxml2 closes
        that element and those around it up to the nearest div, never a table."""
        cdef _Stack* s = &self.stack
        cdef list tables = <list>self.at[self.table]
        cdef Py_ssize_t floor = tables[len(tables) - 1] if tables else 0
        cdef Py_ssize_t top
        if s.below[s.size - 1] + s.divs[s.size - 1] == s.below[floor]:
            return 0  # no div open within reach: ignored
        top = s.size - 1
        while not s.divs[top]:
            top -= 1
        self.close_to(top + 1)
        s.divs[top] -= 1
        return 0


cdef inline bint _is_div(const Page* page, Py_ssize_t at, Py_ssize_t end) noexcept:
    """``div`` or ``DIV`` (no other case) at ``at``, before ``end``."""
    cdef Py_UCS4 a, b, c
    if at + 3 > end:
        return False
    a, b, c = read(page, at), read(page, at + 1), read(page, at + 2)
    return (a == 100 and b == 105 and c == 118) or (a == 68 and b == 73 and c == 86)


cdef inline bint _is_empty_div(const Page* page, Py_ssize_t at, Py_ssize_t end) noexcept:
    """``div/>`` (lower case only) at ``at``, before ``end``."""
    return (
        at + 5 <= end
        and read(page, at) == 100
        and read(page, at + 3) == SLASH
        and read(page, at + 4) == GREATER
    )


cpdef str divs_closed(str html, tuple tracked, frozenset headings, str table, str close):
    """``html`` with ``close`` written before each tracked end tag once for
    every div left open inside its element; ``html`` itself when none is.
    ``tracked``: the lower-case names followed (letters and digits of ASCII),
    ``headings`` those of them an end tag of any of which closes, ``table``
    the one that bounds an end tag's reach."""
    cdef Page page = page_of(html)
    cdef Py_ssize_t length = page.length
    cdef Py_ssize_t at = 0, counted = 0, copied = 0, name_start, name_end, stop
    cdef Py_ssize_t name, position, missing, longest = 0
    cdef Py_UCS4 c
    cdef bint slash
    cdef dict numbers = {}
    cdef list pieces = []
    cdef _OpenElements stack = _OpenElements()
    for k, word in enumerate(tracked):
        numbers[word] = k
        longest = max(longest, len(<str>word))
    stack.start(
        len(tracked), [numbers[word] for word in tracked if word in headings], numbers[table]
    )
    while True:
        at = find(&page, LESS, at, length)
        if at >= length:
            break
        name_start = at + 1
        slash = name_start < length and read(&page, name_start) == SLASH
        if slash:
            name_start += 1
        name_end = name_start
        while name_end < length and name_end - name_start <= longest:
            c = read(&page, name_end)
            if not (48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122):
                break
            name_end += 1
        if name_end == name_start or not ends_name(&page, name_end, length, _SPACES):
            at += 1
            continue
        found = numbers.get(html[name_start:name_end].lower())
        if found is None:
            at += 1
            continue
        name = found
        stop = _tag_end(&page, name_end, length)
        stack.count_divs(html, &page, counted, at)
        counted = stop
        if not slash:
            if read(&page, stop - 1) != SLASH:  # libxml2 closes <section/> at once
                stack.push(name)
            at = stop
            continue
        position = stack.closable(name)
        if position >= 0:
            missing = stack.close_to(position)
            if missing and name != numbers[table]:
                pieces.append(html[copied:at])
                pieces.append(close * missing)
                copied = at
        at = stop
    if not pieces:
        return html
    pieces.append(html[copied:])
    return "".join(pieces)
