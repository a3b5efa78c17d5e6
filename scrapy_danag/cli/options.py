"""Command-line flags for the engine's parameters, shared by every sub-command."""

from __future__ import annotations

import argparse

from ..engine import ALGORITHMS, ExtractionOptions
from ..engine.headline.stage import HEADLINE_METHODS
from ..engine.options import DEFAULT_ALGORITHM
from ..engine.rendering import OUTPUT_FORMATS
from ..engine.thesis.preprocess import LINE_MODES


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("extraction parameters")
    group.add_argument(
        "--algorithm", default=DEFAULT_ALGORITHM, choices=ALGORITHMS, help="default: %(default)s"
    )
    group.add_argument(
        "--gap",
        type=int,
        default=None,
        help="Algorithm 1's maximum distance between regions (default: 20, or 8 for r2l)",
    )
    group.add_argument(
        "--link-filter",
        type=int,
        choices=(0, 1, 2, 3),
        default=None,
        help="hyperlink filter (default: 3 for addanag and addanag+, 0 otherwise)",
    )
    group.add_argument(
        "--smoothing", choices=("4.2", "4.6"), default="4.2", help="default: %(default)s"
    )
    group.add_argument(
        "--line-mode", choices=LINE_MODES, default=None, help="line normalisation (default: block)"
    )
    group.add_argument(
        "--title-method",
        choices=HEADLINE_METHODS,
        default=None,
        help="headline method: tf+ (default) or a TitleFinder measure as published",
    )
    group.add_argument(
        "--format",
        dest="output_format",
        choices=OUTPUT_FORMATS,
        default="text",
        help="main content as text (one block a line), markdown or html (default: %(default)s)",
    )
    group.add_argument(
        "--images",
        dest="include_images",
        action="store_true",
        help="keep images in markdown and html output",
    )


def options_from_args(args: argparse.Namespace) -> ExtractionOptions:
    return ExtractionOptions.resolve(
        args.algorithm,
        gap=args.gap,
        link_filter=args.link_filter,
        smoothing=args.smoothing,
        line_mode=args.line_mode,
        title_method=args.title_method,
        output_format=args.output_format,
        include_images=args.include_images,
    )
