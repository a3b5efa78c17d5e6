"""The headline: TitleFinder as published and the improved default ``tf+``."""

from __future__ import annotations

import gzip
import re

import pytest

from scrapy_danag import extract
from scrapy_danag.engine.headline.stage import first_heading
from scrapy_danag.engine.headline.titlefinder import (
    BODY_LINES_READ,
    body_start,
    similarity_scores,
    tokenize,
)
from scrapy_danag.engine.thesis.preprocess import normalise_lines

from .conftest import SHIPPED, page
from .headline_pages import STORY

HEADLINE = "Harbour bridge to be rebuilt by 2029"
NAV = (
    '<ul class="nav"><li><a href="/">Riverside Herald</a></li>'
    '<li><a href="/local">Local</a></li></ul>'
)


def _article(title: str, *, related: str = "", logo: str = "Riverside Herald") -> str:
    return page(
        f'<div class="logo">{logo}</div>',
        NAV,
        f"<h1>{HEADLINE}</h1>",
        '<div class="byline">By A. Reporter</div>',
        *STORY,
        related,
        '<div class="footer">© Riverside Herald</div>',
        title=title,
    )


@pytest.mark.parametrize(
    "title",
    [
        f"{HEADLINE} – Riverside Herald",
        f"Riverside Herald | Local | {HEADLINE}",
        f"{HEADLINE}: Riverside Herald",
    ],
)
def test_headline_wins_over_the_site_name(title: str) -> None:
    assert extract(_article(title)).headline == HEADLINE


def test_headline_is_returned_as_shown_not_as_titled() -> None:
    html = _article("Harbour bridge to be rebuilt by 2029 | Riverside Herald").replace(
        f"<h1>{HEADLINE}</h1>", "<h1>Harbour   bridge to be <em>rebuilt</em> by 2029</h1>"
    )
    assert extract(html).headline == HEADLINE


def test_a_kicker_inside_the_heading_is_left_out() -> None:
    html = _article(f"{HEADLINE} | Riverside Herald").replace(
        f"<h1>{HEADLINE}</h1>",
        f'<h1><span class="kicker">Transport: river crossings</span> <span>{HEADLINE}</span></h1>',
    )
    assert extract(html).headline == HEADLINE


@pytest.mark.parametrize("separator", [": ", " – ", " "])
def test_a_kicker_the_title_repeats_is_left_out(separator: str) -> None:
    html = _article(f"Bridges: {HEADLINE} | Riverside Herald").replace(
        f"<h1>{HEADLINE}</h1>",
        f'<h1><span class="overline">Bridges</span>{separator}{HEADLINE}</h1>',
    )
    assert extract(html).headline == HEADLINE


def test_a_long_first_element_is_the_headline_not_a_kicker() -> None:
    html = _article(f"{HEADLINE} 2024 | Riverside Herald").replace(
        f"<h1>{HEADLINE}</h1>", f"<h1><span>{HEADLINE}</span> <small>2024</small></h1>"
    )
    assert extract(html).headline == f"{HEADLINE} 2024"


def test_faithful_tf_splits_at_inline_markup() -> None:
    html = _article(HEADLINE).replace(
        f"<h1>{HEADLINE}</h1>", "<h1>Harbour bridge to be <em>rebuilt</em> by 2029</h1>"
    )
    assert extract(html, title_method="tf").headline == "Harbour bridge to be"


def test_repeated_headline_below_picks_the_one_above_the_content() -> None:
    related = (
        '<div class="related"><h1>'
        + HEADLINE
        + '</h1><ul><li><a href="/a">Another story</a></li></ul></div>'
    )
    html = _article(f"{HEADLINE} - Riverside Herald", related=related)
    result = extract(html)
    assert result.headline == HEADLINE
    assert result.regions, "the article must have a main-content region"


def test_a_subheading_deep_inside_the_article_is_not_the_headline() -> None:
    # The deep <h2> matches the title exactly; the headline above it shares only part.
    title = "Council plan harbour bridge rebuilt"
    html = page(
        NAV,
        f"<h2>{HEADLINE}</h2>",
        *STORY * 30,
        f"<h2>{title}</h2>",
        *STORY * 5,
        title=title,
    )
    result = extract(html)
    assert result.regions and result.regions[-1].end - result.regions[0].start > 90
    assert result.headline == HEADLINE


def test_a_paragraph_is_not_a_headline_however_well_it_matches() -> None:
    title = "Council approves harbour bridge rebuild"
    chant = f"<p>{' '.join([title] * 6)}.</p>"  # the title's words in their proportions
    assert len(chant) > 200
    html = page(NAV, "<h2>Council approves bridge rebuild</h2>", chant, *STORY, title=title)
    assert extract(html).headline == "Council approves bridge rebuild"


def test_page_without_title_falls_back_to_the_heading() -> None:
    html = _article("x").replace("<title>x</title>", "")
    assert "<title>" not in html
    assert extract(html).headline == HEADLINE


#: Block lines with ``<h1>`` openings in either case and after a tab, and
#: lookalikes that open no ``<h1>`` (``<h10>``, ``<h1x>``).
HEADING_LINES = [
    "<body>",
    "<h10>Not a heading</h10>",
    "<p>Some text <h1x>odd</h1x></p>",
    '<H1 CLASS="t">Upper case heading</H1>',
    "<p>a paragraph</p>",
    '<h1\tid="x">Tabbed heading</h1>',
    "<div>text before <h1>Inline heading</h1></div>",
]


@pytest.mark.parametrize(
    ("main_start", "line", "text"),
    [(None, 3, "Upper case heading"), (4, 3, "Upper case heading"), (6, 5, "Tabbed heading")],
)
def test_the_heading_fallback_finds_h1_in_either_case(
    main_start: int | None, line: int, text: str
) -> None:
    # The last <h1> above the main content, else the first of the body.
    found = first_heading(HEADING_LINES, 0, main_start)
    assert found is not None
    assert (found.line, found.text) == (line, text)


def test_the_heading_fallback_finds_nothing_without_h1() -> None:
    assert first_heading(HEADING_LINES[:3], 0, None) is None


def test_title_that_is_only_the_site_name() -> None:
    # The title matches the logo, the menu and the footer -- repeated text, not a
    # headline -- so the <h1> above the article wins.
    assert extract(_article("Riverside Herald")).headline == HEADLINE


def test_faithful_tf_takes_the_site_name_when_the_title_is_only_that() -> None:
    assert extract(_article("Riverside Herald"), title_method="tf").headline == "Riverside Herald"


@pytest.mark.parametrize("algorithm", ["addanag", "addanag+"])
def test_a_block_sharing_one_word_with_the_title_is_no_match(algorithm: str) -> None:
    """A menu item sharing only "for" with a title that says something else is no
    evidence against the page's heading."""
    html = page(
        '<ul class="menu"><li><a href="/teachers">For teachers</a></li>',
        '<li><a href="/parents">News</a></li></ul>',
        f"<h1>{HEADLINE}</h1>",
        *STORY,
        title="Riverkids | Coding courses for primary schools",
    )
    assert extract(html, algorithm=algorithm).headline == HEADLINE


@pytest.mark.parametrize("algorithm", ["addanag", "addanag+"])
def test_a_posts_h2_wins_over_a_breadcrumb_under_the_blogs_h1(algorithm: str) -> None:
    """The breadcrumb holds every word of the title and scores best, the ``<h1>``
    is the blog's name and scores too little: the ``<h2>`` is the post's headline."""
    html = page(
        "<h1>Notes</h1>",
        '<div class="crumbs"><a href="/town">Notes › Town</a> › '
        '<a href="/town/bridge">Harbour bridge to be rebuilt by 2029</a></div>',
        f"<h2>{HEADLINE}</h2>",
        *STORY,
        title=f"{HEADLINE} | Notes",
    )
    assert extract(html, algorithm=algorithm).headline == HEADLINE


def test_a_headline_below_the_main_content_is_still_found() -> None:
    """When the densest region stands above the headline (a long introduction, then
    a spacer, then the titled section), the candidates above it hold nothing: the
    whole body is searched once more."""
    html = page(
        *STORY,
        *['<div class="spacer"><span class="line"></span></div>'] * 30,
        "<h2>Valencia festival guide</h2>",
        "<p>Fireworks every evening.</p>",
        title="Valencia festival guide",
    )
    result = extract(html)
    assert result.headline == "Valencia festival guide"
    assert result.regions[-1].end < (result.headline_line or 0)


def test_title_sharing_nothing_with_the_body_falls_back_to_h1() -> None:
    assert extract(_article("Zzz qqq")).headline == HEADLINE


def test_arabic_page() -> None:
    headline = "البرلمان يقر ميزانية العام الجديد"
    body = "<p>" + "ناقش النواب بنود الميزانية لساعات طويلة قبل التصويت عليها. " * 6 + "</p>"
    html = page(
        '<div class="logo">صحيفة الأخبار</div>',
        f"<h1>{headline}</h1>",
        body,
        title=f"{headline} - صحيفة الأخبار",
    )
    assert extract(html).headline == headline


def test_japanese_page_is_tokenised_by_character() -> None:
    headline = "東京で新しい美術館が開館"
    assert tokenize(headline)[:3] == ["東", "京", "で"]
    body = "<p>" + "新しい美術館には多くの人が訪れ、初日から長い列ができた。" * 6 + "</p>"
    html = page(
        '<div class="logo">毎日ニュース</div>',
        f"<h1>{headline}</h1>",
        body,
        title=f"{headline}｜毎日ニュース",
    )
    assert extract(html).headline == headline
    assert extract(html, title_method="tf").headline == headline


@pytest.mark.parametrize("algorithm", ["addanag", "addanag+"])
def test_ruby_readings_are_not_part_of_the_headline(algorithm: str) -> None:
    headline = "子どもへの体罰を禁止する"
    ruby = "<ruby>子<rt>こ</rt></ruby>どもへの<ruby>体罰<rt>たいばつ</rt></ruby>を禁止する"
    body = "<p>" + "体罰を禁止する法律が国会で成立し、子どもを守る取り組みが進む。" * 6 + "</p>"
    html = page(f"<h1>{ruby}</h1>", body, title=f"{headline}｜ニュース")
    assert extract(html, algorithm=algorithm).headline == headline


def test_the_headline_is_composed_as_typed_text() -> None:
    # Bengali ড় written as one code point (U+09DC), which Unicode decomposes (NFC)
    html = page(
        "<h1>\u09ac\u09be\u09dc\u09bf\u09b0 \u09b8\u09be\u09ae\u09a8\u09c7</h1>",
        *STORY,
        title="\u09ac\u09be\u09a1\u09bc\u09bf\u09b0 \u09b8\u09be\u09ae\u09a8\u09c7",
    )
    assert (
        extract(html).headline
        == "\u09ac\u09be\u09a1\u09bc\u09bf\u09b0 \u09b8\u09be\u09ae\u09a8\u09c7"
    )


def test_similarity_measures_rank_the_exact_fragment_first() -> None:
    query = tokenize("Bridge rebuilt by 2029 | Herald")
    sentences = [tokenize(s) for s in ("Herald", "Bridge rebuilt by 2029", "Weather today")]
    for method in ("tf", "tfidf", "osm", "aggregate"):
        scores = similarity_scores(query, sentences, method)
        assert scores.index(max(scores)) == 1, method
        assert scores[2] == 0


def test_tf_scores_are_the_cosines_of_term_counts() -> None:
    # The query "a b c d" is (1, 1, 1, 1), of norm 2; "d d a" is (1, 0, 0, 2).
    query = tokenize("a b c d")
    sentences = [tokenize(s) for s in ("a b", "c x y", "d d a", "", "x")]
    expected = [2 / (2 * 2**0.5), 1 / (2 * 3**0.5), 3 / (2 * 5**0.5), 0.0, 0.0]
    assert similarity_scores(query, sentences, "tf") == pytest.approx(expected, rel=1e-12)
    assert similarity_scores([], sentences, "tf") == [0.0] * 5


def test_aggregate_is_the_sum_of_the_three_measures() -> None:
    query = tokenize("a b c d")
    sentences = [tokenize(s) for s in ("a b", "c x y", "d d a")]
    parts = [similarity_scores(query, sentences, m) for m in ("tf", "tfidf", "osm")]
    total = similarity_scores(query, sentences, "aggregate")
    assert total == pytest.approx([sum(p) for p in zip(*parts, strict=True)])


def test_tokenizer_drops_quotes_commas_and_colons() -> None:
    assert tokenize('Don\'t: panic, "now"') == ["dont", "panic", "now"]


@pytest.mark.parametrize(
    "logo",
    [
        '<h1><a href="https://riverside.example/">Riverside Herald</a></h1>',
        '<h1><a href="/">Riverside Herald</a></h1>',
        "<a href='/.'>\n<h1> Riverside Herald </h1> </a>",  # the link around the heading
    ],
)
@pytest.mark.parametrize("algorithm", ["addanag", "addanag+"])
def test_a_blogs_name_linking_home_is_not_the_headline(logo: str, algorithm: str) -> None:
    html = page(
        logo,
        f'<h2><a href="/2024/03/harbour-bridge">{HEADLINE}</a></h2>',
        *STORY,
        title=f"{HEADLINE} | Riverside Herald",
    )
    assert extract(html, algorithm=algorithm).headline == HEADLINE


def test_a_headline_linking_to_its_own_page_is_the_headline() -> None:
    html = page(
        '<div class="logo">Riverside Herald</div>',
        f'<h1><a href=".">{HEADLINE}</a></h1>',
        *STORY,
        title=f"{HEADLINE} | Riverside Herald",
    )
    assert extract(html).headline == HEADLINE


def test_a_word_in_its_own_span_does_not_cut_the_headline_but_a_subtitle_is_left_out() -> None:
    html = page(
        "<h1><span class='highlight'>Harbour bridge to be rebuilt <span class='amp'>by</span>"
        " 2029</span> <small>What the council decided</small></h1>",
        *STORY,
        title=HEADLINE,
    )
    assert extract(html).headline == HEADLINE


def test_block_parts_split_at_top_level_children_only() -> None:
    from scrapy_danag.engine.headline.kicker import block_parts

    line = "<h1><a href='/x'><span>Energy:</span> Cuts <em>for</em> all</a></h1>"
    assert block_parts(line) == ["Energy:", "Cuts for all"]
    assert block_parts("plain text, no element") == []
    assert block_parts("") == []


@pytest.mark.parametrize("hiding", ['class="visuallyhidden"', 'class="sr-only"', "hidden"])
@pytest.mark.parametrize("algorithm", ["addanag", "addanag+"])
def test_a_heading_no_reader_sees_is_not_the_headline(hiding: str, algorithm: str) -> None:
    html = page(
        f"<h1 {hiding}>{HEADLINE} | Riverside Herald</h1>",
        '<div class="logo">Riverside Herald</div>',
        f"<h2>{HEADLINE}</h2>",
        *STORY,
        title=f"{HEADLINE} | Riverside Herald",
    )
    assert extract(html, algorithm=algorithm).headline == HEADLINE


def _body_start_line_by_line(lines: list[str]) -> int:
    """The rule of ``body_start`` as written over each line."""
    title_line = -1
    for number, line in enumerate(lines):
        if re.search(r"<body[\s>]", line, re.IGNORECASE):
            return number
        if title_line < 0 and "</title" in line.lower():
            title_line = number
    return title_line + 1


@pytest.mark.parametrize(
    ("late", "expected"),
    [
        (["<BODY class=x>"], BODY_LINES_READ + 1),  # found past the lines read one by one
        (["<body", "<body>"], BODY_LINES_READ + 2),  # "<body" ending its line opens nothing
        (["</TITLE>", "x", "<p>"], BODY_LINES_READ + 2),  # no body: after the title's line
        (["<bodyguard>", "</tİtle>"], 0),  # neither: from the first line
    ],
)
def test_body_start_of_a_long_head(late: list[str], expected: int) -> None:
    lines = ["<meta x>"] * (BODY_LINES_READ + 1) + late + ["<p>text</p>"] * 3
    assert body_start(lines) == expected == _body_start_line_by_line(lines)


def test_body_start_on_shipped_pages_reads_as_line_by_line() -> None:
    for path in sorted(SHIPPED.rglob("*.html.gz")):
        html = gzip.decompress(path.read_bytes()).decode("utf-8", "replace")
        lines = normalise_lines(html)
        head_longer = [line for line in lines if "<body" not in line.lower()]  # no body at all
        for case in (lines, head_longer):
            assert body_start(case) == _body_start_line_by_line(case)
