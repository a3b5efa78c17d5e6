"""The article the rendering tests read -- every kind of block (headings,
nested and ordered lists, code, a quote, a table with a pipe in a cell, links
relative to a ``<base>``, an image) in one story -- and the CommonMark reader
they parse Markdown back with."""

from __future__ import annotations

from typing import Any

from markdown_it import MarkdownIt

from .conftest import page

PARA = (
    "The survey team walked the whole length of the river in the spring and counted "
    "every kind of fish they could find in the shallow pools along the banks. "
)

ARTICLE = page(
    '<nav><a href="/">Home</a> <a href="/news">News</a></nav>',
    '<div class="story">',
    f"<p>{PARA * 3}</p>",
    "<h2>How the fish were <em>counted</em></h2>",
    f'<p>{PARA}The method is described in <a href="methods/counting.html">the '
    "<strong>counting</strong> guide</a>, with <code>count_fish()</code> in the appendix.</p>",
    "<ul><li>Trout in the upper pools</li><li>Perch near the weir<ul>"
    "<li>young perch</li><li>old perch</li></ul></li><li>Pike, rarely</li></ul>",
    '<ol start="3"><li>Net the pool</li><li>Count and release</li></ol>',
    "<h3>The code</h3>",
    f"<p>{PARA}</p>",
    '<pre><code class="language-python">def count(pool):\n'
    "    return len(pool.fish)\n\n\nprint(count(upper))</code></pre>",
    "<blockquote><p>The river is alive again, said the warden.</p></blockquote>",
    "<table><thead><tr><th>Species</th><th>Count</th></tr></thead><tbody>"
    "<tr><td>Trout | brown</td><td>41</td></tr><tr><td>Perch</td><td>17</td></tr>"
    "</tbody></table>",
    f'<p>{PARA}<img src="/img/weir.jpg" alt="The weir at dawn"> {PARA}</p>',
    "</div>",
    head='<base href="https://example.org/reports/2024/">',
)


def parse_markdown(markdown: str) -> list[Any]:
    """``markdown``'s tokens as a CommonMark reader with GFM tables finds them."""
    return MarkdownIt("commonmark").enable("table").parse(markdown)


def inline_text(token: Any) -> str:
    """The text an inline token shows (links and emphasis keep their text)."""
    return "".join(
        child.content for child in token.children or [] if child.type in ("text", "code_inline")
    )
