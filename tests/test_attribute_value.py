"""One attribute's value read from an opening tag's source
(:func:`scrapy_danag.engine.scan.attribute_value.attribute_value`), against the
regular expression every attribute was read with
(:func:`scrapy_danag.engine.scan.reference.attribute_value`): on hand-made
tags, on every tag of every shipped page and hostile shape, and on random
strings of the characters the reading turns on; in time linear in the tag."""

from __future__ import annotations

import random
import re
from functools import partial

import pytest

from scrapy_danag.engine.scan import attribute_value, reference
from scrapy_danag.engine.tree.tags import parse_attributes

from .conftest import best_cpu_seconds_each, shipped_and_hostile_pages

read = attribute_value.attribute_value


@pytest.mark.parametrize(
    ("source", "name", "value"),
    [
        (' href="#top" class=x', "href", "#top"),
        (" HREF=#a", "href", "#a"),  # the name in any case
        (" href", "href", ""),  # written without a value
        (" href = 'x y'", "href", "x y"),  # white space around "=", single quotes
        (' href="#a" href="#b"', "href", "#b"),  # the last one, as the dictionary keeps
        (' href="never closed', "href", ""),  # no value can follow: the name alone
        (' data-href="x" href=y', "href", "y"),  # another name that ends alike
        (" href=a>b", "href", "a"),  # a bare value stops at ">"
        (' href\u3000=\u3000"#x"', "href", "#x"),  # white space as str reads it
        (" x='a\"b' href='#c'", "x", 'a"b'),  # one quote inside the other
        (" x='a\"b' href='#c'", "href", "#c"),
        (" \u212aey=1", "key", "1"),  # the Kelvin sign lower-cases to "k"
        (' \u0130d="x"', "id", None),  # "İ" lower-cases to two characters
        (' id="a"', "href", None),
        ("", "href", None),
        (" a=\"b='c'\" href=d", "href", "d"),  # a quoted value is skipped whole
        (' "href"=x', "href", ""),  # a quote ends the name: the "=" is no longer its
    ],
)
def test_reads_the_value_as_written(source: str, name: str, value: str | None) -> None:
    assert read(source, name) == value
    assert reference.attribute_value(source, name) == value


def test_gives_what_the_attributes_dictionary_holds() -> None:
    source = ' Class="lead" id=intro data-x hidden title="a > b"'
    attributes = parse_attributes(source)
    for name in ("class", "id", "data-x", "hidden", "title", "href"):
        assert read(source, name) == attributes.get(name)


@pytest.mark.parametrize("name", ["", "Href", "h\u00e9", "x" * 32])
def test_refuses_a_name_it_cannot_compare(name: str) -> None:
    with pytest.raises(ValueError, match="is needed"):
        read(' href="#a"', name)


#: An opening tag's attributes, up to its ">" (none holding a "<": linear on
#: a run of "<" that no ">" closes).
_TAG_RE = re.compile(r"<[a-zA-Z][^\s/<>]*([^<>]*)>")
_NAMES = ("href", "id", "rel", "src", "class", "content", "data-src", "k")


def test_every_tag_of_shipped_pages_and_hostile_shapes_as_the_expression_reads_it() -> None:
    assert reference.attribute_value(' x=1 HREF="#a"', "href") == "#a"
    asked = found = 0
    for html in shipped_and_hostile_pages():
        for tag in _TAG_RE.finditer(html):
            source = tag.group(1)
            # The expression's answers for every name at once: the dictionary's.
            expected = parse_attributes(source)
            for name in _NAMES:
                value = read(source, name)
                assert value == expected.get(name), (source, name)
                asked += 1
                found += value is not None
    assert asked > 500_000
    assert found > 50_000


def test_random_strings_of_the_characters_it_turns_on() -> None:
    """Names, "=", both quotes, ">", "/", white space of several kinds, the
    Kelvin sign and "İ": 100,000 strings, each asked three names."""
    characters = "hrefHRk=\"'>/ \n\u3000\x1c\u212a\u0130#x\u00e9"
    chosen = random.Random(60)
    for _ in range(100_000):
        source = "".join(chosen.choices(characters, k=chosen.randint(0, 14)))
        for name in ("href", "k", "f"):
            assert read(source, name) == reference.attribute_value(source, name), (source, name)


@pytest.mark.parametrize("unit", ['a="', "a='", "a=", '"', "a ", "\u212a=", "href=#"])
def test_linear_in_the_tag(unit: str) -> None:
    """A tag of 100,000 units is read once, not once per attribute in it."""
    small, large = unit * 25_000, unit * 100_000
    times = best_cpu_seconds_each(
        [partial(read, small, "href"), partial(read, large, "href")],
    )
    assert times[1] <= 6 * times[0] + 0.05, times
