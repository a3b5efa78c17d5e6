"""The cyclic garbage collector paused while a document renders, and only then."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.rendering import collector
from scrapy_danag.engine.rendering.collector import collector_paused

from .conftest import page

PARA = "The river trust counted every kind of fish in the shallow pools along the banks. "


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    """Every test starts with the collector on, and leaves it so."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_the_collector_is_off_inside_and_on_after() -> None:
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_the_collector_is_on_again_when_the_rendering_fails() -> None:
    with pytest.raises(RuntimeError, match="budget"), collector_paused():
        raise RuntimeError("budget spent")
    assert gc.isenabled()


def test_a_program_that_switched_the_collector_off_keeps_it_off() -> None:
    gc.disable()
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()
    markdown = extract(page(f"<article><p>{PARA * 4}</p></article>"), output_format="markdown")
    assert markdown.main_content.startswith("The river trust")
    assert not gc.isenabled()


def test_an_overlapping_rendering_neither_stacks_the_pause_nor_ends_it_early() -> None:
    """Two threads: the second enters while the first holds the pause and
    leaves first; the collector stays off until the first leaves, then is on."""
    first_inside, second_done, first_may_leave = (threading.Event() for _ in range(3))
    seen: dict[str, bool] = {}

    def first() -> None:
        with collector_paused():
            first_inside.set()
            second_done.wait(5)
            seen["after second left"] = gc.isenabled()
            first_may_leave.wait(5)

    def second() -> None:
        first_inside.wait(5)
        with collector_paused():
            seen["second inside"] = gc.isenabled()
        second_done.set()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    second_done.wait(5)
    first_may_leave.set()
    for thread in threads:
        thread.join(5)
    assert seen == {"second inside": False, "after second left": False}
    assert gc.isenabled()
    assert not collector._PAUSE.held


def test_markdown_and_html_extraction_leave_the_collector_on() -> None:
    source = page(
        "<article>",
        f"<p>{PARA * 3}</p>",
        "<h2>Counts</h2>",
        "<ul><li>Trout: 41</li><li>Perch: 17</li></ul>",
        "</article>",
    )
    for output_format in ("markdown", "html"):
        result = extract(source, output_format=output_format)
        assert "Trout: 41" in result.main_content
        assert gc.isenabled()


def test_the_collector_is_paused_while_the_document_is_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Observed from inside the rendering: the real document builder, wrapped to
    note the collector's state each time it runs."""
    import scrapy_danag.engine.rendering as rendering

    states: list[bool] = []
    build = rendering.build_document

    def noting(*args: object, **kwargs: object) -> object:
        states.append(gc.isenabled())
        return build(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(rendering, "build_document", noting)
    result = extract(page(f"<article><p>{PARA * 4}</p></article>"), output_format="markdown")
    assert result.main_content.startswith("The river trust")
    assert states == [False]
    assert gc.isenabled()
