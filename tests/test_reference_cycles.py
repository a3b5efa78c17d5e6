"""An extraction leaves nothing for Python's cycle collector.

Everything a call builds -- the parsed tree, its elements' proxies, what the
stages read from them -- is freed by reference counting as the call returns.
A cycle through the line tree (a closure held by the tree, holding the tree)
once kept each page's whole document alive until the collector's next full
pass: in a worker extracting page after page, memory grew and every full pass
walked all the kept elements (a megabyte of table rows took 0.7 s the first
time, 1.3 s by the sixth).
"""

from __future__ import annotations

import gc
import gzip
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.options import ALGORITHMS
from scrapy_danag.evaluation.hostile import hostile_shapes

PAGES = sorted((Path(__file__).parent / "pages" / "readability" / "html").glob("*.html.gz"))


@pytest.fixture
def collector_off() -> Iterator[None]:
    """The collector runs only when the test asks, so that it finds what the
    extractions left, not what it would have cleared between them."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _left_in_cycles() -> Counter[str]:
    """What a full collection finds unreachable, by type."""
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        found = Counter(type(thing).__qualname__ for thing in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.collect()
    return found


def _warmed_up(pages: list[bytes], **options: object) -> None:
    """Each page once first: what its extraction imports lazily (modules build
    cycles of their own as they load) is no page's."""
    for page in pages:
        extract(page, **options)  # type: ignore[arg-type]
    gc.collect()


@pytest.mark.usefixtures("collector_off")
@pytest.mark.parametrize("output_format", ["text", "markdown", "html"])
def test_shipped_pages_leave_no_reference_cycles(output_format: str) -> None:
    pages = [gzip.decompress(path.read_bytes()) for path in PAGES]
    assert len(pages) > 30
    _warmed_up(pages, output_format=output_format)
    for page in pages:
        extract(page, output_format=output_format)
    assert _left_in_cycles() == Counter()


@pytest.mark.usefixtures("collector_off")
@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_every_algorithm_leaves_no_reference_cycles(algorithm: str) -> None:
    page = gzip.decompress(PAGES[0].read_bytes())
    _warmed_up([page], algorithm=algorithm)
    for _ in range(3):
        extract(page, algorithm=algorithm)
    assert _left_in_cycles() == Counter()


@pytest.mark.usefixtures("collector_off")
@pytest.mark.parametrize("shape", ["table rows", "panels and unclosed controls", "titled sections"])
def test_hostile_pages_leave_no_reference_cycles(shape: str) -> None:
    html, url = hostile_shapes()[shape](50_000)
    _warmed_up([html.encode("utf-8")], url=url)
    extract(html.encode("utf-8"), url)
    assert _left_in_cycles() == Counter()
