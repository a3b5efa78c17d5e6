"""The thesis's own examples, fed to the stage functions one at a time."""

from __future__ import annotations

from scrapy_danag import extract
from scrapy_danag.engine.thesis.lines import count_content_and_code, count_r2l_and_ascii
from scrapy_danag.engine.thesis.links import normalise_links
from scrapy_danag.engine.thesis.preprocess import normalise_lines
from scrapy_danag.engine.thesis.regions import Region, find_regions, grow_main_region
from scrapy_danag.engine.thesis.smoothing import smooth

from .conftest import page

# Listing 4.1: three menu links, each alone on its line.
LISTING_4_1 = [
    '<a href="link_one">anchor text one</a>',
    '<a href="link_two">anchor text two</a>',
    '<a href="link_three">anchor text three</a>',
]

# Listing 4.2: the same anchors inside running text.
LISTING_4_2 = [
    'These three anchor tags are not extraneous items. <a href="link_one">anchor text one</a>',
    'They are located in one of the main content regions. <a href="link_two">anchor text two</a>',
    'Using Filter 3 we are able to extract anchor texts of hyperlinks. <a href="x"></a>',
    '<a href="link_three">anchor text three</a> Filter 3 is used in AdDANAg as a preprocessing'
    " step.",
]


def _diff_after(lines: list[str], link_filter: int) -> list[int]:
    filtered = normalise_links("\n".join(lines), link_filter).split("\n")
    t1, t2 = count_content_and_code(filtered)
    return smooth(t1, t2)


def test_filter_3_placeholder_is_anchor_text_length_minus_seven() -> None:
    out = normalise_links('<a href="http://www.BBC.com/">BBC Web Site</a>', 3)
    assert out == "<a _____>BBC Web Site</a>"  # the thesis's example, LT = 12


def test_listing_4_1_middle_line_positive_under_filter_2() -> None:
    assert _diff_after(LISTING_4_1, 2)[1] > 0


def test_listing_4_1_middle_line_zero_under_filter_3() -> None:
    # With our counting (placeholder underscores are code, whitespace inside tags
    # is neither) each line weighs exactly as much code as content: diff = 0,
    # the value the thesis states.
    assert _diff_after(LISTING_4_1, 3)[1] == 0


def test_listing_4_1_every_line_balanced_under_filter_3() -> None:
    filtered = normalise_links("\n".join(LISTING_4_1), 3).split("\n")
    t1, t2 = count_content_and_code(filtered)
    assert t1 == [len("anchor text one"), len("anchor text two"), len("anchor text three")]
    assert t1 == t2


def test_listing_4_1_alone_is_not_main_content_under_filter_3() -> None:
    result = extract(page(*LISTING_4_1), algorithm="addanag", line_mode="source")
    assert not result.has_main_content
    assert result.main_content == ""


def test_listing_4_2_links_in_running_text_stay_in_main_content() -> None:
    assert all(d > 0 for d in _diff_after(LISTING_4_2, 3))
    result = extract(page(*LISTING_4_2), algorithm="addanag", line_mode="source")
    for anchor in ("anchor text one", "anchor text two", "anchor text three"):
        assert anchor in result.main_content


def test_filter_1_removes_anchor_and_text() -> None:
    assert normalise_links('x <a href="/y">gone</a> z', 1) == "x  z"


def test_filter_2_removes_attributes_only() -> None:
    assert normalise_links('<a href="/y" title="t">kept</a>', 2) == "<a>kept</a>"


def test_filters_keep_the_line_breaks_of_an_anchor_tag_spread_over_lines() -> None:
    # Line normalisation breaks before "<p>" even inside an attribute value.
    lines = normalise_lines('<p>x <a data-title="<p>Caption</p>" href="/big.jpg">Photo</a> y</p>')
    assert lines[-2].endswith('data-title="')  # the tag now spans two lines
    for link_filter in (1, 2, 3):
        filtered = normalise_links("\n".join(lines), link_filter).split("\n")
        assert len(filtered) == len(lines), link_filter
    assert normalise_links("\n".join(lines), 2).split("\n")[-1].startswith("<a>")


def _regions_apart(between: int) -> list[Region]:
    diff = [5] * 5 + [-5] * between + [5] * 5
    return find_regions(diff, [10] * len(diff))


def test_two_regions_fifteen_lines_apart_merge_with_gap_20() -> None:
    regions = _regions_apart(15)
    assert [(r.start, r.end) for r in regions] == [(0, 4), (20, 24)]
    assert grow_main_region(regions, 20) == regions


def test_two_regions_fifteen_lines_apart_stay_apart_with_gap_8() -> None:
    regions = _regions_apart(15)
    assert len(grow_main_region(regions, 8)) == 1


def test_gap_decides_on_a_real_page() -> None:
    first = "<p>" + "The first paragraph of the article tells the story at length. " * 4
    second = "<p>" + "A second paragraph, shorter, finishes the article. " * 2
    filler = ['<div class="ad-slot-wrapper"><span class="x"></span></div>'] * 15
    html = page(first, *filler, second)
    near = extract(html, algorithm="addanag", gap=20, line_mode="source")
    far = extract(html, algorithm="addanag", gap=8, line_mode="source")
    assert "finishes the article" in near.main_content
    assert "finishes the article" not in far.main_content
    assert "tells the story" in far.main_content


def test_seed_is_region_with_most_content() -> None:
    regions = [Region(0, 1, 50), Region(40, 45, 900), Region(90, 91, 60)]
    assert grow_main_region(regions, 20) == [regions[1]]


def test_r2l_counts_arabic_as_content_and_latin_as_code() -> None:
    arabic, latin = "<p>مرحبا بالعالم</p>", "<p>Hello world</p>"
    t1, t2 = count_r2l_and_ascii([arabic, latin])
    assert t1 == [len("مرحبابالعالم"), 0]
    assert t2 == [len("<p></p>"), len("<p></p>Helloworld")]


def test_r2l_extracts_only_arabic_text() -> None:
    body = [
        '<div class="menu"><a href="/en">English edition</a> <a href="/sport">Sport</a></div>',
        "<p>" + "هذا نص عربي طويل يمثل المحتوى الرئيسي للصفحة " * 5 + "</p>",
        "<p>" + "وفقرة ثانية من المقال نفسه تكمل الخبر " * 5 + "</p>",
        '<div class="footer">Copyright Example News Network, all rights reserved</div>',
    ]
    result = extract(page(*body), algorithm="r2l")
    assert "المحتوى الرئيسي" in result.main_content
    assert "تكمل الخبر" in result.main_content
    assert "Copyright" not in result.main_content
    assert result.parameters["gap"] == 8


def test_danag_and_r2l_differ_on_latin_pages() -> None:
    html = page("<p>" + "A long English paragraph that is clearly the content. " * 6 + "</p>")
    assert extract(html, algorithm="danag").has_main_content
    assert not extract(html, algorithm="r2l").has_main_content
    assert not extract(html, algorithm="dana").has_main_content


def test_smoothing_4_2_sums_three_lines_and_4_6_does_not() -> None:
    assert smooth([5, 0, 9], [1, 4, 0]) == [4 - 4, 4 - 4 + 9, -4 + 9]
    assert smooth([5, 0, 9], [1, 4, 0], "4.6") == [4, -4, 9]


def test_menu_only_page_is_not_content() -> None:
    items = [
        f'<li class="nav-item"><a class="nav-link" href="/section/{n}">Section number {n}</a></li>'
        for n in range(40)
    ]
    result = extract(page('<ul class="nav">', *items, "</ul>"))
    assert not result.has_main_content
