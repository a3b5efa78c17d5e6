"""Validated extraction parameters, shared by the Python API, the CLI and Scrapy.

Checking everything once, up front, gives one clear message per bad value
("gap must be...") instead of a failure deep inside a stage -- and lets the Scrapy
integration validate its ``DANAG_*`` settings at start-up with the same rules.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .headline.stage import HEADLINE_METHODS, IMPROVED_METHOD
from .rendering import OUTPUT_FORMATS
from .thesis.links import LINK_FILTERS
from .thesis.preprocess import LINE_MODES
from .thesis.smoothing import SMOOTHINGS

#: Algorithm names, in the order the thesis introduces them, the baseline, and
#: ``addanag+``, our extension beyond the papers.
ALGORITHMS: tuple[str, ...] = ("r2l", "dana", "danag", "addanag", "density", "addanag+")
#: ``addanag+``: AdDANAg at its heart, with the DOM steps that fix its measured
#: failures (docs/research/main-content.md); the faithful algorithms stay selectable by name.
DEFAULT_ALGORITHM = "addanag+"

#: The thesis's gap for each algorithm: 8 lines for R2L (§4.3.4), 20 for the others.
DEFAULT_GAPS: dict[str, int] = {"r2l": 8}
#: AdDANAg is DANAg with Filter 3; every other algorithm sees the page unfiltered.
DEFAULT_LINK_FILTERS: dict[str, int] = {"addanag": 3, "addanag+": 3}
DEFAULT_LINE_MODE = "block"
DEFAULT_TITLE_METHOD = IMPROVED_METHOD


@dataclass(frozen=True, slots=True)
class ExtractionOptions:
    """Every knob of one extraction, with the defaults resolved for the algorithm."""

    algorithm: str = DEFAULT_ALGORITHM
    gap: int = 20
    link_filter: int = 3
    smoothing: str = "4.2"
    line_mode: str = DEFAULT_LINE_MODE
    title_method: str = DEFAULT_TITLE_METHOD
    #: ``main_content`` as ``"text"``, ``"markdown"`` or ``"html"``.
    output_format: str = "text"
    #: Images in Markdown and HTML output (their ``alt`` text and address).
    include_images: bool = False
    #: Read the page's metadata (dates, authors, language...) into the result.
    metadata: bool = True

    def __post_init__(self) -> None:
        for name in ("algorithm", "smoothing", "line_mode", "title_method", "output_format"):
            value = getattr(self, name)
            if not isinstance(value, str):
                raise TypeError(f"{name} must be a str, got {type(value).__name__}")
        if self.algorithm not in ALGORITHMS:
            raise ValueError(
                f"unknown algorithm {self.algorithm!r}; expected one of {', '.join(ALGORITHMS)}"
            )
        if isinstance(self.gap, bool) or not isinstance(self.gap, int) or self.gap < 0:
            raise ValueError(f"gap must be a whole number >= 0, got {self.gap!r}")
        if self.link_filter not in LINK_FILTERS or isinstance(self.link_filter, bool):
            raise ValueError(f"link_filter must be 0, 1, 2 or 3, got {self.link_filter!r}")
        if self.smoothing not in SMOOTHINGS:
            raise ValueError(f"smoothing must be '4.2' or '4.6', got {self.smoothing!r}")
        if self.title_method not in HEADLINE_METHODS:
            raise ValueError(
                f"title_method must be one of {', '.join(HEADLINE_METHODS)}, "
                f"got {self.title_method!r}"
            )
        if self.output_format not in OUTPUT_FORMATS:
            raise ValueError(
                f"output_format must be one of {', '.join(OUTPUT_FORMATS)}, "
                f"got {self.output_format!r}"
            )
        for name in ("include_images", "metadata"):
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise TypeError(f"{name} must be True or False, got {type(value).__name__}")
        if self.line_mode not in LINE_MODES:
            raise ValueError(
                f"line_mode must be one of {', '.join(LINE_MODES)}, got {self.line_mode!r}"
            )

    @classmethod
    def resolve(
        cls,
        algorithm: str = DEFAULT_ALGORITHM,
        *,
        gap: int | None = None,
        link_filter: int | None = None,
        smoothing: str = "4.2",
        line_mode: str | None = None,
        title_method: str | None = None,
        output_format: str = "text",
        include_images: bool = False,
        metadata: bool = True,
    ) -> ExtractionOptions:
        """Options with ``None`` replaced by the algorithm's own default."""
        if not isinstance(algorithm, str):
            raise TypeError(f"algorithm must be a str, got {type(algorithm).__name__}")
        name = algorithm.lower()
        return cls(
            algorithm=name,
            gap=DEFAULT_GAPS.get(name, 20) if gap is None else gap,
            link_filter=DEFAULT_LINK_FILTERS.get(name, 0) if link_filter is None else link_filter,
            smoothing=str(smoothing) if isinstance(smoothing, (int, float)) else smoothing,
            line_mode=DEFAULT_LINE_MODE if line_mode is None else line_mode,
            title_method=DEFAULT_TITLE_METHOD if title_method is None else title_method,
            output_format=output_format.lower()
            if isinstance(output_format, str)
            else output_format,
            include_images=include_images,
            metadata=metadata,
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
