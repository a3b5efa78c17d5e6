"""Code blocks as highlighters write them: the code without its line numbers,
in every format, and the block kept whatever markup holds its lines.

Each page is the shape a documentation generator or blog engine serves: Sphinx
with Pygments' inline line numbers, Pygments' table of numbers and code, Jekyll's
Rouge table inside a ``<pre>``, WordPress's SyntaxHighlighter (no ``<pre>`` at
all), Shiki's one ``<span>`` a line, a viewer's one ``<div>`` a line, and a
``<pre>`` inside a list item.
"""

from __future__ import annotations

from html import unescape

import pytest

import scrapy_danag

from .conftest import page

PROSE = (
    "<p>This guide explains how the configuration file is read, which keys it "
    "accepts and what each of them changes in the build, with an example of each "
    "key and the value it takes when the file leaves it out.</p>"
)


def doc(code: str) -> str:
    return page(
        '<nav><a href="/">Home</a> <a href="/docs/">Docs</a> <a href="/blog/">Blog</a></nav>',
        "<main><h1>Configuration file reference</h1>",
        PROSE,
        code,
        PROSE,
        "</main>",
        "<footer>Copyright 2026 The Project</footer>",
        title="Configuration file reference",
    )


SPHINX_INLINE = doc(
    '<div class="highlight-yaml notranslate"><div class="highlight"><pre><span></span>'
    '<span class="linenos"> 1</span><span class="c1"># Read the Docs configuration file</span>\n'
    '<span class="linenos"> 2</span><span class="nt">version</span><span class="p">:</span>'
    '<span class="w"> </span><span class="l l-Scalar l-Scalar-Plain">2</span>\n'
    '<span class="linenos"> 3</span><span class="nt">build</span><span class="p">:</span>\n'
    '<span class="linenos"> 4</span><span class="w">  </span><span class="nt">os</span>'
    '<span class="p">:</span><span class="w"> </span>'
    '<span class="l l-Scalar l-Scalar-Plain">ubuntu-22.04</span>\n'
    "</pre></div></div>"
)
PYGMENTS_TABLE = doc(
    '<div class="highlight"><table class="highlighttable"><tr><td class="linenos">'
    '<div class="linenodiv"><pre><span class="normal">1</span>\n<span class="normal">2</span>\n'
    '<span class="normal">3</span></pre></div></td><td class="code"><div><pre><span></span>'
    '<span class="kn">import</span> <span class="nn">os</span>\n'
    '<span class="n">path</span> <span class="o">=</span> <span class="n">os</span>'
    '<span class="o">.</span><span class="n">getcwd</span><span class="p">()</span>\n'
    '<span class="nb">print</span><span class="p">(</span><span class="n">path</span>'
    '<span class="p">)</span>\n</pre></div></td></tr></table></div>'
)
ROUGE_TABLE = doc(
    '<div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight">'
    '<code><table class="rouge-table"><tbody><tr><td class="rouge-gutter gl">'
    '<pre class="lineno">1\n2\n</pre></td><td class="rouge-code"><pre>'
    '<span class="nb">puts</span> <span class="s2">"hello"</span>\n'
    '<span class="nb">puts</span> <span class="s2">"world"</span>\n'
    "</pre></td></tr></tbody></table></code></pre></div></div>"
)
SYNTAX_HIGHLIGHTER = doc(
    '<div class="syntaxhighlighter python"><table border="0" cellpadding="0" cellspacing="0">'
    '<tbody><tr><td class="gutter"><div class="line number1 index0 alt2">1</div>'
    '<div class="line number2 index1 alt1">2</div></td><td class="code"><div class="container">'
    '<div class="line number1 index0 alt2"><code class="python keyword">def</code> '
    '<code class="python plain">main():</code></div><div class="line number2 index1 alt1">'
    '<code class="python spaces">&nbsp;&nbsp;&nbsp;&nbsp;</code>'
    '<code class="python functions">print</code><code class="python plain">("hi")</code>'
    "</div></div></td></tr></tbody></table></div>"
)
SHIKI_LINES = doc(
    '<pre class="shiki" tabindex="0"><code><span class="line">'
    '<span style="color:#F97583">const</span><span style="color:#E1E4E8"> x </span>'
    '<span style="color:#F97583">=</span><span style="color:#79B8FF"> 1</span></span>\n'
    '<span class="line"><span style="color:#B392F0">console</span>'
    '<span style="color:#E1E4E8">.log(x)</span></span></code></pre>'
)
DIV_LINES = doc(
    '<pre class="code"><div class="line"><span>SELECT</span> <span>name</span></div>'
    '<div class="line"><span>FROM</span> users</div>'
    '<div class="line"><span>WHERE</span> id = 7;</div></pre>'
)
PRE_IN_LIST = doc(
    '<ol><li><p>Install the package:</p><pre><code class="language-bash">'
    "pip install scrapy-danag\nscrapy-danag --version</code></pre></li>"
    "<li><p>Run the crawl and read the items it writes.</p></li></ol>"
)
#: Numbers that are code, not a gutter: the block opens with code.
NUMBERS_IN_CODE = doc(
    '<div class="highlight"><pre><span class="n">total</span> <span class="o">=</span> '
    '<span class="mi">1</span> <span class="o">+</span> <span class="mi">2</span>\n'
    '<span class="mi">3</span> <span class="o">*</span> <span class="n">total</span>\n</pre></div>'
)
#: A numbered steps table: one number a cell is a step, not a gutter.
STEPS_TABLE = doc(
    "<table><tr><th>Step</th><th>Command</th></tr>"
    "<tr><td>1</td><td><pre>pip install scrapy-danag</pre></td></tr>"
    "<tr><td>2</td><td><pre>scrapy crawl news</pre></td></tr></table>"
)

CODE = {
    "sphinx": (
        SPHINX_INLINE,
        "# Read the Docs configuration file\nversion: 2\nbuild:\n  os: ubuntu-22.04",
    ),
    "pygments": (PYGMENTS_TABLE, "import os\npath = os.getcwd()\nprint(path)"),
    "rouge": (ROUGE_TABLE, 'puts "hello"\nputs "world"'),
    "shiki": (SHIKI_LINES, "const x = 1\nconsole.log(x)"),
    "div lines": (DIV_LINES, "SELECT name\nFROM users\nWHERE id = 7;"),
    "list": (PRE_IN_LIST, "pip install scrapy-danag\nscrapy-danag --version"),
}


@pytest.mark.parametrize("name", list(CODE))
def test_a_code_block_comes_out_whole_without_its_line_numbers(name: str) -> None:
    html, code = CODE[name]
    markdown = scrapy_danag.extract(html, output_format="markdown").main_content
    in_item = "\n".join(f"   {line}" for line in code.splitlines())  # a list item's indent
    assert f"\n{code}\n```" in markdown or f"\n{in_item}\n   ```" in markdown, markdown
    rendered = scrapy_danag.extract(html, output_format="html").main_content
    assert f">{code}</code></pre>" in unescape(rendered), rendered
    text = scrapy_danag.extract(html).main_content
    assert " ".join(code.split()) in " ".join(text.split()), text
    assert "```\n```" not in markdown  # no empty block where the numbers stood


def test_syntax_highlighter_code_keeps_its_lines_without_the_gutter() -> None:
    for output_format in ("text", "markdown", "html"):
        content = scrapy_danag.extract(SYNTAX_HIGHLIGHTER, output_format=output_format)
        lines = [line.strip("`<>p/ ") for line in content.main_content.splitlines()]
        assert "1" not in lines and "2" not in lines, content.main_content
        assert "main():" in content.main_content and "print" in content.main_content


def test_numbers_that_are_code_or_steps_stay() -> None:
    markdown = scrapy_danag.extract(NUMBERS_IN_CODE, output_format="markdown").main_content
    assert "total = 1 + 2\n3 * total\n```" in markdown
    steps = scrapy_danag.extract(STEPS_TABLE).main_content.splitlines()
    assert "1" in steps and "2" in steps
