"""The algorithms of the thesis, phase by phase, as the papers define them.

In flows the decoded page; preprocessing (:mod:`.preprocess`, :mod:`.links`)
gives its normalised lines, phase 1 (:mod:`.lines`) their content and code
counts, phase 2 (:mod:`.smoothing`) the smoothed difference, phase 3
(:mod:`.regions`) the regions above the axis and the main region Algorithm 1
grows, and phase 4 (:mod:`.text`) their text. :mod:`.density` is the Density
baseline measured beside them. Every function takes and returns plain data, so a
test can feed any phase and a reader can hold the paper beside it.
"""
