"""An accordion's panels are the page's content, though they are sent closed.

A product's shipping and care sections, a service's questions and answers: each
heading's button opens its panel, which the page sends hidden -- as ARIA's
accordion pattern has it, a ``role="region"`` named by its button, with HTML's
``hidden="until-found"``, which the browser opens when a search finds text in
it, or closed any way at all but named by its button's ``aria-controls``, one
of a set of such panels. Real HTML, extracted end to end.
"""

from __future__ import annotations

from lxml import etree

from scrapy_danag import extract
from scrapy_danag.engine.kinds.records import records_text

ANSWERS = {
    "How long does delivery take?": (
        "Orders placed before two in the afternoon leave our warehouse the same day and "
        "arrive within three working days anywhere on the mainland."
    ),
    "Can I return a rug I have used?": (
        "Yes: within thirty days, as long as it is clean, we collect it from your door and "
        "refund the full price, less nothing, to the card you paid with."
    ),
    "How do I clean it?": (
        "Vacuum it weekly without the beater bar, blot spills at once with a damp cloth, "
        "and have it washed by a professional once a year."
    ),
}


def _item(n: int, question: str, answer: str, panel: str, controls: bool) -> str:
    named = f' aria-controls="answer-{n}"' if controls else ""
    button = f'<h3><button aria-expanded="false"{named} id="question-{n}">{question}</button></h3>'
    if panel == "collapsed":
        return (
            f'{button}\n<div class="collapse" style="overflow:hidden;display:none">'
            f'<div role="region" id="answer-{n}"><p>{answer}</p></div></div>\n'
        )
    return (
        f'{button}\n<div id="answer-{n}" class="answer answer-{n}" {panel.format(n=n)}>'
        f"<p>{answer}</p></div>\n"
    )


def _page(panel: str, controls: bool = True, count: int = len(ANSWERS)) -> bytes:
    """The product page, its first ``count`` questions answered in panels
    with ``panel``'s attributes, named by their buttons when ``controls``;
    ``panel`` "collapsed": a region in a wrapper hidden by its style."""
    chosen = list(ANSWERS.items())[:count]
    items = "".join(
        _item(n, question, answer, panel, controls) for n, (question, answer) in enumerate(chosen)
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Wool rug - Example Rugs</title></head>
<body>
<header><nav><a href="/">Home</a> <a href="/rugs/">Rugs</a> <a href="/help/">Help</a></nav></header>
<main>
<h1>Hand-tufted wool rug</h1>
<p>Tufted by hand from New Zealand wool on a cotton backing, this rug keeps its
colour for years and softens underfoot with every month of use. Each one is made
to order in the size you choose, from a doormat to a living room's whole floor.</p>
<p>The pile is cut to fifteen millimetres, deep enough to quiet a wooden floor and
low enough for a door to pass over it. A felt underlay, sold separately, stops it
from moving on tiles.</p>
<h2>Questions and answers</h2>
{items}
<div role="dialog" hidden><p>Sign up to our newsletter for ten percent off your first
order, early access to our sales and news of every new collection.</p></div>
</main>
<footer><p>Copyright Example Rugs Ltd.</p></footer>
</body></html>""".encode()


PANELS = (
    'role="region" aria-labelledby="question-{n}" hidden',
    'hidden="until-found"',
    "hidden",  # no role: named by its button's aria-controls, one of a set
    'aria-hidden="true"',
    'style="display: none"',
)


def test_closed_accordion_panels_are_content() -> None:
    for panel in PANELS:
        text = extract(_page(panel)).main_content
        assert "Tufted by hand from New Zealand wool" in text, panel
        for answer in ANSWERS.values():
            assert answer in text, panel
        assert "Sign up to our newsletter" not in text  # a hidden dialog stays out


def test_a_hidden_block_no_button_opens_stays_out() -> None:
    text = extract(_page("hidden", controls=False)).main_content
    assert "Tufted by hand from New Zealand wool" in text
    for answer in ANSWERS.values():
        assert answer not in text


def test_a_single_hidden_block_a_button_opens_stays_out() -> None:
    # One disclosure alone is as often a banner's "Here's how you know" or a
    # menu as a section of the page.
    text = extract(_page("hidden", count=1)).main_content
    assert "Tufted by hand from New Zealand wool" in text
    assert next(iter(ANSWERS.values())) not in text


def test_hidden_dialogs_buttons_open_stay_out() -> None:
    for dialog in ('role="dialog" hidden', 'aria-modal="true" hidden'):
        text = extract(_page(dialog)).main_content
        assert "Tufted by hand from New Zealand wool" in text, dialog
        for answer in ANSWERS.values():
            assert answer not in text, dialog


def test_a_collapsed_wrapper_around_a_region_is_content() -> None:
    # A component library's collapse (Chakra's) hides a wrapper of its own
    # around the accordion's region, which carries the role and the id.
    text = extract(_page("collapsed", controls=False)).main_content
    for answer in ANSWERS.values():
        assert answer in text


def _records(body: str) -> list[str]:
    """The records walk's lines of a product grid's container (the reading of
    listings, collections and a service's declared main), parsed with its
    attributes as the page-kind step parses a page."""
    root = etree.fromstring(f"<html><body><main>{body}</main></body></html>", etree.HTMLParser())
    container = root.find(".//main")
    assert container is not None
    return records_text(container).split("\n")


def test_the_records_walk_opens_the_same_panels() -> None:
    tiles = "".join(
        f'<div class="tile"><h3>Rug number {n}</h3>'
        f'<button aria-controls="care-{n}">Care</button>'
        f'<div id="care-{n}" class="care care-{n}" aria-hidden="true">'
        f"<p>Vacuum rug number {n} weekly without the beater bar.</p></div></div>"
        for n in range(3)
    )
    lines = _records(tiles)
    for n in range(3):
        assert f"Vacuum rug number {n} weekly without the beater bar." in lines
    # A lone disclosure, and a set of hidden blocks no button names, stay out.
    lone = (
        '<button aria-controls="how">How you know</button>'
        '<div id="how" hidden><p>Official.</p></div>'
    )
    unnamed = "".join(
        f'<div id="note-{n}" class="note" hidden><p>Note {n}.</p></div>' for n in range(3)
    )
    lines = _records(f"<p>Rugs made to order.</p>{lone}{unnamed}")
    assert lines == ["Rugs made to order."]  # (a button is a control: left out)
