"""A script's data left in the page as text is never main content.

Shops leave a widget's state in the document as a JSON object inside a block
their style sheet hides; with no markup in it, it is the densest text of the
page and used to be chosen as the article. A JSON example a documentation page
shows in a code block stays. Real HTML, extracted end to end.
"""

from __future__ import annotations

import json

from scrapy_danag import extract

PARAGRAPHS = [
    "These wireless earbuds were tested for three weeks on commutes, runs and long "
    "flights, and their noise cancellation held up better than we expected.",
    "Battery life reached seven hours with cancellation on, a little under the "
    "maker's claim, and the case adds three more charges before it needs a cable.",
    "The fit is the weak point: the medium tips slipped during runs, and only the "
    "large ones stayed in, which not every ear will tolerate for long.",
]


def _state() -> str:
    products = [
        {"asin": f"B0{n:08d}", "title": f"Wireless earbuds model {n} with case", "price": n}
        for n in range(150)
    ]
    return json.dumps({"painterId": "GridWidget", "pageType": "BROWSE", "products": products})


def _page(extra: str = "") -> bytes:
    body = "".join(f"<p>{p}</p>\n" for p in PARAGRAPHS)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Earbuds review</title></head>
<body>
<nav><a href="/">Home</a> <a href="/audio/">Audio</a></nav>
<div class="grid"><div class="grid-inner">
<div class="grid-state a-hidden">{_state()}</div></div></div>
<article><h1>Our review of the earbuds</h1>
{body}{extra}</article>
<footer><p>Reviews are independent.</p></footer>
</body></html>""".encode()


def test_a_widgets_state_is_not_the_article() -> None:
    text = extract(_page()).main_content
    for paragraph in PARAGRAPHS:
        assert paragraph in text
    assert "painterId" not in text and '{"' not in text


def test_a_json_example_in_a_code_block_stays() -> None:
    example = '{"id": 42, "name": "earbuds", "tags": ["audio", "wireless"]}'
    cart = [{"sku": f"EB-{n}", "quantity": 1, "price": 129.5} for n in range(8)]
    state = f'<div class="state">{json.dumps({"cart": cart})}</div>'
    code = f"<pre><code>{example}</code></pre>"
    after = "<p>Errors come back with a status code and a message saying what to fix.</p>"
    extra = f"<p>The shop's API answers like this:</p>{code}{state}{after}"
    markdown = extract(_page(extra), output_format="markdown").main_content
    assert example in markdown  # shown to the reader, in a code block
    assert "Errors come back" in markdown
    assert '"cart"' not in markdown and "EB-3" not in markdown  # the shop's state
