"""What an extraction returns: the text, and enough of the workings to explain it."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from .kinds import clearly_none_of, kind_margin
from .metadata.model import Metadata
from .options import ExtractionOptions
from .thesis.regions import Region


@dataclass(frozen=True, slots=True)
class Extraction:
    """The result of :func:`scrapy_danag.extract`.

    ``main_content`` is in the options' ``output_format``: plain text, one block
    a line (the default), Markdown or an HTML fragment; ``has_main_content``
    says whether the page had any, whatever the format.

    ``regions`` are the regions chosen as main content and ``candidate_regions``
    every region above the axis, both in line numbers of the normalised page (for
    the Density baseline, in positions of its string list). ``t1``, ``t2`` and
    ``diff`` are the per-line series of phases 1 and 2, kept for plots and
    debugging; ``headline_line`` is the line the headline stands on (when the
    lines are block lines, the default). ``page_type`` is the page's kind, one of
    :data:`scrapy_danag.PAGE_TYPES` (``None`` when there was no page to read;
    a page without main content keeps its kind, judged from its structure,
    and has no headline),
    ``kind_signals`` what the page-kind model read to decide it, and
    ``kind_scores`` each kind's score (log-odds up to a constant):
    :attr:`kind_margin` says how sure the kind is, :meth:`clearly_none_of`
    whether the page is clearly of none of some kinds (see ``docs/page-kinds.md``).
    ``metadata``: the page's dates, authors, language and what else it declares
    (:class:`~scrapy_danag.Metadata`; empty when not asked for).
    """

    main_content: str
    headline: str | None
    has_main_content: bool
    options: ExtractionOptions
    regions: tuple[Region, ...] = ()
    candidate_regions: tuple[Region, ...] = ()
    t1: tuple[int, ...] = ()
    t2: tuple[int, ...] = ()
    diff: tuple[int, ...] = ()
    url: str | None = None
    encoding: str | None = None
    headline_line: int | None = None
    notes: tuple[str, ...] = field(default=())
    page_type: str | None = None
    kind_signals: dict[str, float] = field(default_factory=dict)
    metadata: Metadata = field(default_factory=Metadata)
    kind_scores: dict[str, float] = field(default_factory=dict)

    @property
    def kind_margin(self) -> float | None:
        """How far the kind's score stands above the next likeliest kind's
        (log-odds): below :data:`~scrapy_danag.engine.kinds.CLEAR` the page
        could well be of that other kind. None without a kind."""
        return kind_margin(self.kind_scores) if len(self.kind_scores) > 1 else None

    def clearly_none_of(self, kinds: Collection[str]) -> bool:
        """Whether the page is clearly of none of ``kinds``: its kind's score
        stands :data:`~scrapy_danag.engine.kinds.CLEAR` above each of theirs.
        False for a page without a kind."""
        if not self.kind_scores:
            return False
        return clearly_none_of(self.kind_scores, kinds)

    @property
    def algorithm(self) -> str:
        return self.options.algorithm

    @property
    def parameters(self) -> dict[str, Any]:
        """The parameters actually used, defaults resolved."""
        return self.options.to_dict()

    def to_dict(self, *, series: bool = True) -> dict[str, Any]:
        """A JSON-ready dict; ``series=False`` leaves out the per-line arrays."""
        data: dict[str, Any] = {
            "url": self.url,
            "headline": self.headline,
            "main_content": self.main_content,
            "has_main_content": self.has_main_content,
            "page_type": self.page_type,
            "kind_margin": self.kind_margin,
            "metadata": self.metadata.to_dict(),
            "algorithm": self.algorithm,
            "parameters": self.parameters,
            "encoding": self.encoding,
            "headline_line": self.headline_line,
            "regions": [r.to_dict() for r in self.regions],
            "candidate_regions": [r.to_dict() for r in self.candidate_regions],
            "notes": list(self.notes),
        }
        if series:
            data.update(t1=list(self.t1), t2=list(self.t2), diff=list(self.diff))
            data["kind_signals"] = dict(self.kind_signals)
            data["kind_scores"] = dict(self.kind_scores)
        return data
