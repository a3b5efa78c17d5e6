"""``scrapy-danag plot``: see why a page was cut where it was (thesis Figs. 4.3-4.4, 4.13-4.17).

Per line: content characters (T1) up, code characters (T2) down, the smoothed
``diff`` as a line, and the chosen main-content regions shaded; the headline's
line is marked. ``--compare danag,addanag`` stacks one panel per algorithm.
Plotting needs the ``plot`` extra (matplotlib); everything else works without it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..engine import ALGORITHMS, Extraction, ExtractionOptions, NotTextError, extract
from .options import add_engine_arguments, options_from_args
from .sources import Source, SourceError

MISSING_EXTRA = (
    "scrapy-danag plot needs matplotlib: install the plot extra, pip install 'scrapy-danag[plot]'"
)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "plot",
        help="draw a page's content/code profile and the chosen regions (PNG or SVG)",
        description=__doc__.splitlines()[0],
    )
    parser.add_argument("source", metavar="SOURCE", help="a file, - or an http(s) URL")
    parser.add_argument("-o", "--output", type=Path, required=True, help="page.png or page.svg")
    parser.add_argument(
        "--compare", default=None, metavar="A,B", help="algorithms to stack, e.g. danag,addanag"
    )
    parser.add_argument("--title", default=None, help="figure title (default: the source)")
    add_engine_arguments(parser)
    parser.set_defaults(handler=run)


def draw(results: list[Extraction], title: str, output: Path) -> None:
    """Write the figure; one panel per extraction, sharing the x axis."""
    import matplotlib  # optional (the plot extra): imported on use

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(
        len(results), 1, figsize=(14, 3.6 * len(results)), sharex=True, squeeze=False
    )
    for panel, result in zip(axes[:, 0], results, strict=True):
        _draw_panel(panel, result)
    axes[-1, 0].set_xlabel("line of the normalised page")
    figure.suptitle(title)
    figure.tight_layout()
    figure.savefig(output, metadata=None if output.suffix == ".png" else {"Date": None})
    plt.close(figure)


def _draw_panel(axis: Any, result: Extraction) -> None:
    lines = range(len(result.t1))
    axis.bar(lines, result.t1, width=1.0, color="#2b7bba", label="T1 content chars")
    axis.bar(lines, [-v for v in result.t2], width=1.0, color="#c8553d", label="T2 code chars")
    axis.plot(lines, result.diff, color="black", linewidth=0.6, label="diff (smoothed)")
    for region in result.regions:
        span = axis.axvspan(region.start - 0.5, region.end + 0.5, color="#f2c14e", alpha=0.35)
        span.set_gid(f"danag-region-{region.start}-{region.end}")
    if result.headline_line is not None:
        marker = axis.axvline(result.headline_line, color="#6a4c93", linestyle="--", linewidth=1)
        marker.set_gid(f"danag-headline-{result.headline_line}")
    axis.axhline(0, color="grey", linewidth=0.5)
    limit, clipped = y_limit([*result.t1, *result.t2])
    axis.set_ylim(-limit, limit)
    params = result.parameters
    note = f" (y axis clipped at {limit:.0f})" if clipped else ""
    axis.set_title(
        f"{result.algorithm}: gap {params['gap']}, filter {params['link_filter']}, "
        f"{len(result.regions)} region(s) chosen of {len(result.candidate_regions)}{note}",
        fontsize=10,
        loc="left",
    )
    axis.legend(loc="upper right", fontsize=8)


def y_limit(values: list[int]) -> tuple[float, bool]:
    """A y range that shows the bulk of the lines: a few huge lines (inline SVG, data
    URLs) would otherwise flatten everything else. Returns (limit, clipped)."""
    sizes = sorted(v for v in values if v > 0)
    if not sizes:
        return 1.0, False
    typical = sizes[min(len(sizes) - 1, int(len(sizes) * 0.98))]
    limit = max(50.0, typical * 1.5)
    return (limit, True) if sizes[-1] > limit else (sizes[-1] * 1.05, False)


def run(args: argparse.Namespace) -> int:
    if args.output.suffix.lower() not in (".png", ".svg"):
        print("scrapy-danag plot: the output must end in .png or .svg", file=sys.stderr)
        return 2
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print(MISSING_EXTRA, file=sys.stderr)
        return 2
    names = args.compare.split(",") if args.compare else [args.algorithm]
    unknown = [n for n in names if n not in ALGORITHMS]
    if unknown:
        print(f"scrapy-danag plot: unknown algorithm {unknown[0]!r}", file=sys.stderr)
        return 2
    try:
        body, content_type, url = Source(args.source).load()
    except SourceError as exc:
        print(f"scrapy-danag plot: {exc}", file=sys.stderr)
        return 1
    base = options_from_args(args)
    results = []
    for name in names:
        options = (
            base
            if not args.compare
            else ExtractionOptions.resolve(
                name, smoothing=base.smoothing, line_mode=base.line_mode, gap=args.gap
            )
        )
        try:
            results.append(extract(body, url, content_type=content_type, options=options))
        except NotTextError as exc:
            print(f"scrapy-danag plot: {args.source}: {exc}", file=sys.stderr)
            return 1
    draw(results, args.title or args.source, args.output)
    return 0
