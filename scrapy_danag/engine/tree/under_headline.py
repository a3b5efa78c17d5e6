"""An article follows its headline: the seeds read again from under it.

The tree steps choose the largest dense region, unless another's article is
much longer. Two shapes defeat that, both mended by where the headline
stands (the headline stage finds it before the page's kind is judged):

* every chosen line stands above the headline: a column of teasers or a
  notice before the article. The regions after the headline are read instead
  (:func:`regions_after_headline`).
* the chosen region stands further down, and a region nearly as dense lies
  between it and the headline: a short story (four paragraphs under their
  headline) against a box of links or promotions below it. The region right
  under the headline is read instead, when its text is not much shorter and
  runs to more than one line (:func:`region_under_headline`,
  :func:`holds_the_story`).

In flow the candidate regions, the chosen ones and the headline's line and
text; out come the regions to read again, and whether their reading stands.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..thesis.regions import Region
from ..words import word_count
from .boundary import WIDER

#: Words a headline has at least for the text to be sought after it: a
#: price or a label found as the headline ("€5") says nothing of the article.
HEADLINE_WORDS = 3


def regions_after_headline(
    candidates: Sequence[Region],
    chosen: Sequence[Region],
    headline_line: int | None,
    headline: str,
) -> list[Region]:
    """The candidate regions after the headline's line, when every chosen line
    stands before it (else none: the choice holds or follows the headline). A
    region holding the headline is not one: it holds the text before it too
    (measured: on WCXB a page's article then gave way to a box after it)."""
    if headline_line is None or not chosen or max(r.end for r in chosen) >= headline_line:
        return []
    if word_count(headline) < HEADLINE_WORDS:
        return []
    return [region for region in candidates if region.start > headline_line]


def region_under_headline(
    candidates: Sequence[Region],
    chosen: Sequence[Region],
    headline_line: int | None,
    headline: str,
) -> Region | None:
    """The candidate region nearest under the headline, when every chosen
    region starts below it and it is a close call: its text at least the
    largest chosen region's over :data:`.boundary.WIDER` (the margin by which
    the tree steps let one seed's article replace another's); else None."""
    if headline_line is None or not chosen or word_count(headline) < HEADLINE_WORDS:
        return None
    first = min(region.start for region in chosen)
    if first <= headline_line:
        return None
    between = [r for r in candidates if headline_line < r.start and r.end < first and r.chars > 0]
    if not between:
        return None
    nearest = min(between, key=lambda region: region.start)
    if WIDER * nearest.chars < max(region.chars for region in chosen):
        return None
    return nearest


def holds_the_story(under: str, chosen: str) -> bool:
    """True when ``under``, the text read from the region under the headline,
    replaces ``chosen``: more than one line (one line under a headline is a
    standfirst or a notice, "This forum is made possible by its members"),
    not much shorter (:data:`.boundary.WIDER`), and not already in it."""
    lines = under.strip()
    return "\n" in lines and WIDER * len(under) >= len(chosen) and _opening(under) not in chosen


def _opening(text: str) -> str:
    """The first line of ``text``: what another reading holds if it holds it."""
    return text.strip().split("\n", 1)[0]
