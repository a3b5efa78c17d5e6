"""The page's JSON-LD scripts: where a publisher declares what the page is.

Two capabilities read them -- the page's kind (which schema.org types it
declares) and its metadata (dates, authors...) -- so they are found once, on
the decoded page with its scripts, and handed to both.
"""

from __future__ import annotations


def json_ld_scripts(html: str) -> list[str]:
    """The text of each ``application/ld+json`` script, in page order.

    Found from the literal ``ld+json`` and the end of its tag: far faster than a
    pattern tried at every ``<script>`` of a page whose scripts are most of its
    bytes. Each character of the page is read once, so the texts together are
    never longer than the page.
    """
    scripts: list[str] = []
    position = 0
    while (mark := html.find("ld+json", position)) >= 0:
        start = html.find(">", mark)
        if start < 0:
            break
        end = html.find("</script", start)
        if end < 0:
            end = len(html)  # nothing closes it: the rest of the page is its text
        scripts.append(html[start + 1 : end])
        position = end
    return scripts
