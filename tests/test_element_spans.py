"""Where an element opens and closes (:mod:`scrapy_danag.engine.scan.elements`),
against its two case-insensitive patterns (:func:`..scan.reference.element_spans`):
on hand-made markup, every shipped page and every hostile shape; and the page
read from its ``<noscript>`` (:mod:`scrapy_danag.engine.source.noscript`)."""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

import pytest

from scrapy_danag.engine.scan import elements, reference
from scrapy_danag.engine.scan.elements import element_spans
from scrapy_danag.engine.source.noscript import unwrap_noscript_page

from .conftest import shipped_and_hostile_pages


def test_the_installed_package_runs_the_compiled_scan() -> None:
    where = Path(elements.__file__ or "")
    assert where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), where


@pytest.mark.parametrize(
    ("html", "spans"),
    [
        ("<noscript>x</noscript>", [(0, 10, 11, 22)]),
        # Any case, attributes, white space before the end tag's ">".
        ("<NOSCRIPT a=1>x</NoScript \n>y", [(0, 14, 15, 28)]),
        # Python's patterns fold the long s and the dotless and dotted i onto s and i.
        ("<no\u017fcr\u0130pt>a</noscr\u0131pt>", [(0, 10, 11, 22)]),
        # The name must end: "<noscripts>" and "<noscripté>" are other elements.
        ("<noscripts>x</noscript><noscript\u00e9>y</noscript>", []),
        ("<noscript/>a</noscript>", [(0, 11, 12, 23)]),
        # Two in turn; the second sought after the first's end tag.
        ("<noscript>a</noscript><p><noscript>b</noscript>", [(0, 10, 11, 22), (25, 35, 36, 47)]),
        ("<noscript>a<noscript>b</noscript>c</noscript>", [(0, 10, 22, 33)]),
        # Unclosed: the spans end there.
        ("<noscript>a</noscript><noscript>b", [(0, 10, 11, 22)]),
        ("<noscript>a</noscript", []),
        ("<noscript a", []),
        ("", []),
        ("<", []),
    ],
)
def test_hand_made_markup(html: str, spans: list[tuple[int, int, int, int]]) -> None:
    assert element_spans(html, "noscript") == spans
    assert reference.element_spans(html, "noscript") == spans


def test_a_name_is_ascii_letters() -> None:
    for name in ("", "no script", "h1", "é", "x" * 17):
        with pytest.raises(ValueError, match="ASCII letters"):
            element_spans("<p>", name)


def test_every_shipped_page_and_hostile_shape_as_the_patterns_find_them() -> None:
    for html in shipped_and_hostile_pages():
        for name in ("noscript", "script", "title", "a"):
            assert element_spans(html, name) == reference.element_spans(html, name)


def test_a_page_in_its_noscript_is_unwrapped() -> None:
    story = "<p>" + "The whole thread, served to readers without scripts. " * 6 + "</p>"
    shell = f'<html><body><div id="app"></div><NoScript class="x">{story}</noscript></body></html>'
    assert unwrap_noscript_page(shell) == f'<html><body><div id="app"></div>{story}</body></html>'
    notice = (
        "<html><body><p>" + "Text " * 80 + "</p><noscript>Enable scripts</noscript></body></html>"
    )
    assert unwrap_noscript_page(notice) is notice
