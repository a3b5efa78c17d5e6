"""The tree steps of ``addanag+``: from the lines the thesis chose to the document's elements.

In flow the normalised lines and the main region's line numbers; the lines are parsed
into one lxml tree (:mod:`.locate`, :mod:`.dom`), the element covering the chosen lines is found
(:mod:`.covering`), and its text comes out block by block (:mod:`.article`) without
furniture, hidden blocks (but for the panels a reader opens, :mod:`.panels`) or link
lists (but for an item's or a data cell's own block, :mod:`.item_blocks`), but with an
index's sections (:mod:`.indexes`) and sections named by their own title
(:mod:`.sections`), and a section the page writes twice once (:mod:`.repeats`). On a
forum (:mod:`.forum`), one post chosen of a thread's run of posts, or of a post and its
replies named as comments, gives way to their container (:mod:`.forum.thread`), and a
forum's text is read without what its software repeats in every post
(:mod:`.forum.post_template`).
:mod:`.tags` reads what an element's own opening tag says about it,
:mod:`.furniture` the tags, roles and names that mark page furniture, :mod:`.measure`
how much text an element holds, and :mod:`.attributes` the attribute normalisation
that keeps markup-heavy paragraphs dense.
"""
