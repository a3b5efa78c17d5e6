# cython: language_level=3, boundscheck=False, wraparound=False
"""The lines of one walk as they are assembled (:func:`scrapy_danag.engine.tree.blocks.walk_lines`).

The walk hands its builder every piece of text, and asks it to end the line
at every block: on a page of small blocks (a table's cells, a list's items)
that was a call into Python per block, a tenth of the walk. Here the builder
is compiled, and the walk's loop (:mod:`.lines`) calls it directly. What a
line is stays the caller's: the :class:`~scrapy_danag.engine.tree.blocks.Lines`
it fills, the shape it records of each line, whether a text shows anything,
the formatting elements it marks and how deep it records blocks are given by
:mod:`scrapy_danag.engine.tree.blocks`, which documents them.
"""

from ..scan.collapsed cimport collapsed

cdef extern from "Python.h":
    bint PyUnicode_IS_ASCII(object text)


cdef class LineBuilder:
    """The finished lines of one walk, and the text (and runs, blocks and
    marks, when keeping structure) of the current one."""

    def __init__(
        self,
        object keep,
        object lines,
        object shape,
        object shows_text,
        dict formatting,
        Py_ssize_t deepest,
    ):
        """``keep`` refuses a finished line (None keeps all); ``lines`` is the
        ``Lines`` to fill (its ``shapes`` None when no structure is kept);
        ``shape`` builds a line's shape from its blocks and runs;
        ``shows_text`` says whether a text holds a character a reader sees;
        ``formatting`` gives each formatting tag its kind of mark; ``deepest``
        is how many structural blocks a shape records at most."""
        self.lines = lines
        self.texts = lines.texts
        self.in_items = lines.in_items
        self.shapes = lines.shapes
        self.keep = keep
        self.shape = shape
        self.shows_text = shows_text
        self.formatting = formatting
        self.deepest = deepest
        self.buffer = []
        self.runs = []
        self.open_blocks = []
        self.marks = []
        self.mark_kinds = []
        self.mark_tuple = ()  # the marks, as runs keep them
        self.items_open = 0  # list items and cells open around the current line

    cpdef add_run(self, str text):
        if self.mark_tuple or self.runs:
            self._keep_run(text, self.mark_tuple)
        self.buffer.append(text)

    cdef _keep_run(self, str text, tuple marks):
        """Keep a run of a line that has marks. A line keeps none until its
        first mark, then the plain text before it as plain runs: most lines have
        no mark, and a run kept for each of their pieces would live until the
        rendering for nothing."""
        if not self.runs:
            self.runs.extend([(earlier, ()) for earlier in self.buffer])
        self.runs.append((text, marks))

    cpdef bint pending(self) except -1:
        """True when text waits for the current line."""
        return self.shows_text("".join(self.buffer))

    cpdef flush(self):
        """End the current line."""
        cdef str text = collapsed("".join(self.buffer))
        # Collapsed, a text of ASCII that is not empty holds a character
        # other than white space: it shows.
        if text and (PyUnicode_IS_ASCII(text) or self.shows_text(text)):
            if self.keep is None or self.keep(text):
                self.texts.append(text)
                self.in_items.append(self.items_open > 0)
                if self.shapes is not None:
                    self.shapes.append(self.shape(tuple(self.open_blocks), tuple(self.runs)))
        self.buffer.clear()
        self.runs.clear()

    cpdef open_mark(self, object element, str tag):
        """Open ``element``'s mark, unless one of its kind is open already (a link
        in a link, bold in bold); an image, which holds no text, is an empty run."""
        kind = self.formatting.get(tag)
        if kind is None or kind in self.mark_kinds:
            return
        if kind == "image":
            self._keep_run("", (*self.marks, element))
            return
        self.marks.append(element)
        self.mark_tuple = tuple(self.marks)
        self.mark_kinds.append(kind)

    cpdef open_block(self, object element):
        if len(self.open_blocks) < self.deepest:
            self.open_blocks.append(element)

    cpdef close(self, object element):
        """Close ``element``'s block or mark, when it opened one."""
        # (Indexed from the front: the module reads no negative index.)
        if self.open_blocks and self.open_blocks[len(self.open_blocks) - 1] is element:
            self.open_blocks.pop()
        elif self.marks and self.marks[len(self.marks) - 1] is element:
            self.marks.pop()
            self.mark_tuple = tuple(self.marks)
            self.mark_kinds.pop()
