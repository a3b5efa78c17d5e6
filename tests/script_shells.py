"""A page whose software writes its text in the browser: the shell a crawler
receives, with only what its head declares (an excerpt cut short) to read.
Shared by the engine's tests of the declared excerpt and a crawl's."""

from __future__ import annotations

#: The opening of a forum post, as its head's description cuts it short.
OPENING = (
    "I'm new to astronomy and excited to start exploring the night sky. I'd love "
    "some advice on choosing my first telescope: something easy to set up but "
    "powerful enough for planets. Refractor or reflector, which"
)


def shell(head: str) -> str:
    """A forum page as its software serves a browser: a splash and an empty outlet."""
    return (
        "<!DOCTYPE html><html><head><title>First telescope? - Forum</title>"
        f'{head}<script src="/app.js"></script></head><body>'
        '<section id="splash"><div class="dots"></div></section>'
        '<div class="hidden" id="data-preloaded"></div><section id="main"></section>'
        '<form id="login" style="display:none"><input name="username"></form>'
        "</body></html>"
    )
