"""An accordion's panels are the page's content, though they are sent closed.

A product's shipping and care sections, a service's questions and answers: each
heading's button opens its panel, which the page sends hidden -- as ARIA's
accordion pattern has it, a ``role="region"`` named by its button, or with
HTML's ``hidden="until-found"``, which the browser opens when a search finds
text in it. Real HTML, extracted end to end.
"""

from __future__ import annotations

from scrapy_danag import extract

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


def _item(n: int, question: str, answer: str, panel: str) -> str:
    return (
        f'<h3><button aria-expanded="false" aria-controls="answer-{n}" id="question-{n}">'
        f"{question}</button></h3>\n"
        f'<div id="answer-{n}" {panel.format(n=n)}><p>{answer}</p></div>\n'
    )


def _page(panel: str) -> bytes:
    items = "".join(
        _item(n, question, answer, panel) for n, (question, answer) in enumerate(ANSWERS.items())
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


def test_closed_accordion_panels_are_content() -> None:
    for panel in ('role="region" aria-labelledby="question-{n}" hidden', 'hidden="until-found"'):
        text = extract(_page(panel)).main_content
        assert "Tufted by hand from New Zealand wool" in text, panel
        for answer in ANSWERS.values():
            assert answer in text, panel
        assert "Sign up to our newsletter" not in text  # a hidden dialog stays out


def test_a_hidden_block_that_is_no_panel_stays_out() -> None:
    text = extract(_page("hidden")).main_content
    assert "Tufted by hand from New Zealand wool" in text
    for answer in ANSWERS.values():
        assert answer not in text
