"""A formula's TeX source is not the article's text.

MathML carries a formula's other forms beside the one shown -- Wikipedia puts
each formula's TeX in an ``<annotation>`` -- and a browser renders none of
them. Real HTML, extracted end to end, and a records container read alone.
"""

from __future__ import annotations

from lxml import html as lxml_html

from scrapy_danag import extract
from scrapy_danag.engine.kinds.records import records_text

TEX = r"{\displaystyle A=\overline {A^{\mathsf {T}}}}"


def _formula() -> str:
    return (
        '<math display="inline"><semantics><mrow><mi>A</mi><mo>=</mo>'
        "<msup><mi>A</mi><mi>H</mi></msup></mrow>"
        f'<annotation encoding="application/x-tex">{TEX}</annotation>'
        '<annotation-xml encoding="MathML-Content"><ci>CONTENTMARKUP</ci></annotation-xml>'
        "</semantics></math>"
    )


PAGE = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Hermitian matrix - Example Wiki</title></head>
<body>
<nav><a href="/">Main page</a> <a href="/random">Random article</a></nav>
<main><article>
<h1>Hermitian matrix</h1>
<p>In mathematics, a Hermitian matrix is a complex square matrix that is equal to its
own conjugate transpose: the element in the i-th row and j-th column is equal to the
complex conjugate of the element in the j-th row and i-th column, for all indices.</p>
<p>Written with the conjugate transpose, a matrix is Hermitian when {_formula()} holds,
and every real symmetric matrix is therefore Hermitian as well.</p>
<ul>
<li>The sum of a square matrix and its conjugate transpose {_formula()} is Hermitian.</li>
<li>The eigenvalues of a Hermitian matrix are real, and its eigenvectors of distinct
eigenvalues are orthogonal to one another.</li>
</ul>
</article></main>
<footer><p>Text is available under a free licence.</p></footer>
</body></html>""".encode()


def test_the_tex_source_of_a_formula_stays_out() -> None:
    for output_format in ("text", "markdown", "html"):
        content = extract(PAGE, output_format=output_format).main_content
        assert "a Hermitian matrix is a complex square matrix" in content, output_format
        assert "is Hermitian" in content, output_format
        assert "displaystyle" not in content, output_format
        assert "CONTENTMARKUP" not in content, output_format


def test_records_leave_out_the_tex_source_too() -> None:
    container = lxml_html.fromstring(
        "<ul>"
        + "".join(
            f"<li><a href='/w/{n}'>Identity {n}</a> {_formula()} holds for every matrix.</li>"
            for n in range(3)
        )
        + "</ul>"
    )
    text = records_text(container)
    assert "Identity 2" in text
    assert "displaystyle" not in text
    assert "CONTENTMARKUP" not in text
