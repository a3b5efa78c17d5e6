"""Every tab panel is the page's content, though all but one are sent hidden.

Documentation shows one code sample per language in tabs, a product its
specifications beside its description: the reader opens each panel with its
tab, so each is main content. Real HTML, extracted end to end.
"""

from __future__ import annotations

from markdown_it import MarkdownIt

from scrapy_danag import extract

SAMPLES = {
    "Python": 'client.messages.create(to="+15558675310", body="Hello from Python")',
    "Node.js": 'await client.messages.create({ to: "+15558675310", body: "Hello from Node" });',
    "Ruby": '@client.messages.create(to: "+15558675310", body: "Hello from Ruby")',
}


def _panel(n: int, language: str, code: str, hiding: str) -> str:
    return (
        f'<div role="tabpanel" id="panel-{n}" aria-labelledby="tab-{n}"{hiding}>'
        f'<pre><code class="language-{language.lower()}">{code}</code></pre></div>\n'
    )


def _page(hiding: str) -> bytes:
    tabs = "".join(
        f'<button role="tab" id="tab-{n}" aria-controls="panel-{n}">{language}</button>'
        for n, language in enumerate(SAMPLES)
    )
    panels = "".join(
        _panel(n, language, code, "" if n == 0 else hiding)
        for n, (language, code) in enumerate(SAMPLES.items())
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Send a message - Docs</title></head>
<body>
<nav><a href="/docs/">Docs</a> <a href="/docs/api/">API reference</a></nav>
<main><article>
<h1>Send a message</h1>
<p>This guide sends a text message from your account's number with the REST API.
Install the library for your language first, then set the account's identifier and
token as environment variables so that no secret is written into the code.</p>
<h2>Send it</h2>
<p>Create the message with the number it goes to and its text. The call returns at
once with the message's identifier; delivery happens afterwards, and its status can be
read with a second call or sent to your server by a callback.</p>
<div role="tablist">{tabs}</div>
{panels}
<div hidden><p>Your session expired. Sign in again to keep your changes.</p></div>
<p>The message's status moves from queued to sent to delivered; a number that cannot
receive messages ends in failed, with an error code that says why.</p>
</article></main>
<footer><p>Copyright Example Messaging Inc.</p></footer>
</body></html>""".encode()


def test_hidden_tab_panels_are_content() -> None:
    for hiding in (" hidden", ' aria-hidden="true"', ' class="tab-panel hidden"'):
        text = extract(_page(hiding)).main_content
        for code in SAMPLES.values():
            assert code in text, hiding
        assert "Your session expired" not in text  # a hidden block that is no panel


def test_markdown_keeps_each_panel_as_a_code_block() -> None:
    markdown = extract(_page(" hidden"), output_format="markdown").main_content
    fences = [token for token in MarkdownIt().parse(markdown) if token.type == "fence"]
    assert [token.info for token in fences] == ["python", "node.js", "ruby"]
    assert [token.content.strip() for token in fences] == list(SAMPLES.values())
