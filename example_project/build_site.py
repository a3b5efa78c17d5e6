"""Builds the bundled offline news site in ``site/`` from the dev corpora.

Run once from the repository root (``python example_project/build_site.py``); its
output is committed, so the crawl needs neither the corpora nor a network. The
articles are the first 30 pages of the readability corpus that have a gold
headline, in corpus order, copied byte for byte (still gzipped). We write the
index pages, a tag page, an about page and a PDF around them.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SITE = HERE / "site"
SECTIONS = ("technology", "world", "culture")
ARTICLE_COUNT = 30


def slug(text: str) -> str:
    words = re.findall(r"[a-z0-9]+", text.lower())
    return "-".join(words[:8]) or "article"


def layout(title: str, body: str) -> str:
    nav = (
        "".join(f'<li><a href="/section/{s}/">{s.title()}</a></li>' for s in SECTIONS)
        + '<li><a href="/about.html">About</a></li>'
    )
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8">'
        f"<title>{html.escape(title)} | The Offline Gazette</title></head>\n<body>\n"
        f'<header><a href="/">The Offline Gazette</a><nav><ul>{nav}</ul></nav></header>\n'
        f"<main>\n{body}\n</main>\n"
        '<footer><ul><li><a href="/ATTRIBUTION.txt">Attribution</a></li>'
        '<li><a href="/about.html">About</a></li></ul></footer>\n'
        "</body>\n</html>\n"
    )


def link_list(articles: list[dict[str, str]]) -> str:
    items = "".join(
        f'<li><a href="{a["path"]}">{html.escape(a["headline"])}</a></li>' for a in articles
    )
    return f'<ul class="teasers">{items}</ul>'


def tiny_pdf() -> bytes:
    """A valid one-page PDF with no text: a non-HTML resource for the crawler to skip."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer << /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def main() -> None:
    corpora = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parent.parent / "shared/corpora"
    corpus = corpora / "readability"
    records = [json.loads(line) for line in (corpus / "pages.jsonl").open(encoding="utf-8")]
    chosen = [r for r in records if r.get("headline")][:ARTICLE_COUNT]
    if SITE.exists():
        shutil.rmtree(SITE)
    (SITE / "articles").mkdir(parents=True)
    articles: list[dict[str, str]] = []
    for number, record in enumerate(chosen):
        section = SECTIONS[number % len(SECTIONS)]
        path = f"/articles/{2016 + number % 3}/{slug(record['headline'])}-{number + 1}.html"
        target = SITE / path.lstrip("/")
        target = target.with_name(target.name + ".gz")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(corpus / record["file"], target)
        articles.append(
            {
                "path": path,
                "section": section,
                "headline": record["headline"],
                "corpus": "readability",
                "id": record["id"],
            }
        )
    front = "<h2>Latest</h2>" + link_list(articles[:9])
    (SITE / "index.html").write_text(layout("Front page", front), encoding="utf-8")
    for section in SECTIONS:
        listed = [a for a in articles if a["section"] == section]
        folder = SITE / "section" / section
        folder.mkdir(parents=True)
        body = f"<h1>{section.title()}</h1>" + link_list(listed)
        body += '<p><a href="/articles/2016/tag-open-source-and-the-web.html">More: tag</a></p>'
        (folder / "index.html").write_text(layout(section.title(), body), encoding="utf-8")
    # An archive-style tag page: a bare list of links at an article-like URL.
    tag = link_list(articles[::4])
    tag_path = SITE / "articles/2016/tag-open-source-and-the-web.html"
    tag_path.write_text(layout("Tag", tag), encoding="utf-8")
    about = (
        "<h1>About us</h1><p>The Offline Gazette is a demonstration site bundled with "
        "scrapy-danag. Its articles are test pages of the Mozilla Readability project "
        '(Apache-2.0). Read the <a href="/files/annual-report-2016.pdf">annual report</a>.</p>'
    )
    (SITE / "about.html").write_text(layout("About", about), encoding="utf-8")
    (SITE / "files").mkdir()
    (SITE / "files/annual-report-2016.pdf").write_bytes(tiny_pdf())
    (SITE / "robots.txt").write_text("User-agent: *\nDisallow: /private/\n", encoding="utf-8")
    (SITE / "ATTRIBUTION.txt").write_text(
        "The pages under articles/ (except the tag page) are test pages of Mozilla\n"
        "Readability (https://github.com/mozilla/readability), Apache License 2.0,\n"
        "copied unchanged from scrapy-danag's dev corpus. Their texts belong to their\n"
        "original publishers. Everything else in this folder was written for\n"
        "scrapy-danag.\n",
        encoding="utf-8",
    )
    manifest = {
        "articles": articles,
        "not_articles": [
            "/",
            *[f"/section/{s}/" for s in SECTIONS],
            "/about.html",
            "/files/annual-report-2016.pdf",
            "/articles/2016/tag-open-source-and-the-web.html",
        ],
    }
    (SITE / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    print(f"wrote {len(articles)} articles to {SITE}")


if __name__ == "__main__":
    main()
