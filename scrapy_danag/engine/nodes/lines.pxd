# cython: language_level=3
"""The interface of :mod:`.lines`: the compiled loop of the line walk."""

cpdef object walk_events(
    object root,
    object built,
    object blocks,
    object skip,
    object judged,
    object on_skip,
    bint structure,
    object items,
    object structural,
    object formatting,
    object bare_skipped,
    object plain,
)
