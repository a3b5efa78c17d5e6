"""Pages written the way forum software, shops, documentation generators and
news sections write them, for the page-kind and records tests and the crawls
that drop pages by kind: each builder returns the page and its address (and,
for the pages of records, what a reader finds in them)."""

from __future__ import annotations

import json

from .conftest import page

#: Words the sentences are cut from, so that no two pages read alike.
WORDS = (
    "the committee said on Tuesday that its members would review every proposal "
    "before the end of the year and publish their findings in a report"
).split()


#: What forum software declares of a thread (XenForo, Discourse, phpBB 3.3...):
#: with it the page is clearly a forum, whose own reading then applies.
DECLARED_THREAD = (
    '<script type="application/ld+json">{"@context": "https://schema.org", '
    '"@type": "DiscussionForumPosting", "headline": "A thread"}'
    "</script>"
)


def sentence(k: int, length: int = 24) -> str:
    """A sentence of ``length`` words starting at the ``k``-th."""
    return " ".join(WORDS[(k + i) % len(WORDS)] for i in range(length)).capitalize() + "."


def forum_thread() -> tuple[str, str]:
    posts = "\n".join(
        f'<article class="message message--post" id="post-{k}">'
        f'<div class="message-user"><a href="/members/user{k}.{k}/" class="username">user{k}</a>'
        f'<span class="userTitle">Member</span></div>'
        f'<div class="message-main"><header class="message-attribution">'
        f'<time datetime="2025-03-0{k}T10:00:00">Mar {k}, 2025</time><a href="#post-{k}">#{k}</a>'
        f'</header><div class="message-body"><div class="bbWrapper">{sentence(k)} '
        f"{sentence(k + 3)}</div></div>"
        f'<footer class="message-footer"><a href="/posts/{k}/react">Like</a>'
        f'<a href="/threads/x/reply?quote={k}">Reply</a></footer></div></article>'
        for k in range(1, 9)
    )
    declared = {
        "@context": "https://schema.org",
        "@type": "DiscussionForumPosting",
        "headline": "Which projector should replace an old one?",
        "author": {"@type": "Person", "name": "user1"},
        "interactionStatistic": {"@type": "InteractionCounter", "userInteractionCount": 8},
    }
    html = page(
        '<nav><a href="/">Forums</a> <a href="/whats-new/">New posts</a></nav>',
        "<h1>Which projector should replace an old one?</h1>",
        f'<div class="block-body">{posts}</div>',
        '<form action="/threads/x/add-reply"><textarea name="message"></textarea>'
        "<button>Post reply</button></form>",
        title="Which projector should replace an old one? | Home Theater Forum",
        head=f'<script type="application/ld+json">{json.dumps(declared)}</script>',
    )
    return html, "https://forum.example.org/threads/which-projector-should-replace.3291860/"


def product_page(reviews: str = "") -> tuple[str, str]:
    declared = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Trail Runner 3 Shoe",
        "brand": {"@type": "Brand", "name": "Acme"},
        "offers": {"@type": "Offer", "price": "129.99", "priceCurrency": "USD"},
    }
    specs = "".join(
        f"<tr><th>{name}</th><td>{value}</td></tr>"
        for name, value in [("Weight", "280 g"), ("Drop", "6 mm"), ("Upper", "Mesh")]
    )
    html = page(
        "<h1>Trail Runner 3 Shoe</h1>",
        '<div class="product-price"><span class="price">$129.99</span></div>',
        '<form class="cart"><select name="size"><option>9</option><option>10</option>'
        '</select><input type="number" name="quantity" value="1">'
        '<button class="add-to-cart">Add to cart</button></form>',
        f'<div class="product-description"><p>{sentence(1, 40)}</p><p>{sentence(5, 40)}</p></div>',
        f'<table class="specs">{specs}</table>',
        reviews,
        title="Trail Runner 3 Shoe | Acme Store",
        head='<meta property="og:type" content="product">'
        f'<script type="application/ld+json">{json.dumps(declared)}</script>',
    )
    return html, "https://shop.example.com/products/trail-runner-3-shoe"


def news_section() -> tuple[str, str, list[str]]:
    titles = [f"Story number {k} on the science beat this week" for k in range(1, 41)]
    cards = "\n".join(
        f'<article class="card"><a href="/2025/03/story-{k}"><img src="/img/{k}.jpg" alt="">'
        f'</a><a class="kicker" href="/section/science/">Science</a>'
        f'<h3 class="card-title"><a href="/2025/03/story-{k}">'
        f'{title}</a></h3><p class="card-summary">{sentence(k, 18)}</p>'
        f'<time datetime="2025-03-{k:02d}">March {k}, 2025</time></article>'
        for k, title in enumerate(titles, start=1)
    )
    sections = "world politics business science health sport arts books travel food".split()
    menu = "".join(f'<li><a href="/section/{s}/">{s.title()}</a></li>' for s in sections)
    html = page(
        f'<header><nav><ul class="menu">{menu}</ul></nav></header>',
        '<main><h1>Science</h1><div class="cards">',
        cards,
        '</div><a href="/section/science/page/2" rel="next">More stories</a></main>',
        '<footer><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a>'
        "</li></ul></footer>",
        title="Science - The Daily Example",
        # As WordPress's most used SEO plug-in declares category and tag archives.
        head='<meta property="og:type" content="website"><script type="application/ld+json">'
        '{"@context": "https://schema.org", "@graph": [{"@type": "CollectionPage", '
        '"name": "Science"}, {"@type": "BreadcrumbList"}]}</script>',
    )
    return html, "https://news.example.com/section/science/", titles


def documentation_page() -> tuple[str, str]:
    steps = "\n".join(
        f"<h2>Step {k}</h2><p>{sentence(k, 30)}</p>"
        f'<pre><code class="language-python">client = Client(timeout={k})\n'
        f"result = client.fetch('/items/{k}')\nprint(result.status)</code></pre>"
        for k in range(1, 6)
    )
    sidebar = "".join(f'<li><a href="/docs/api/{k}">Reference {k}</a></li>' for k in range(12))
    html = page(
        f'<nav class="sidebar"><ul>{sidebar}</ul></nav>',
        f'<div class="document"><h1>Fetching items with the client</h1>{steps}</div>',
        title="Fetching items - Example SDK documentation",
    )
    return html, "https://docs.example.dev/docs/guide/fetching-items.html"


def shop_category() -> tuple[str, str, list[str]]:
    """A shop's category page: product tiles of a name and a price, too short for
    a dense line anywhere, so that the densest text stands in the page's footer."""
    names = [
        f"{brand} {model}"
        for brand in ("Roc Loc", "Trail", "City", "Scamp")
        for model in (
            "Front Light",
            "Rear Light",
            "Vent Light",
            "Commuter",
            "Night Light",
            "Beacon",
        )
    ]
    tiles = "\n".join(
        f'<li class="product-tile"><a href="/p/{k}"><img src="/i/{k}.jpg" alt=""></a>\n'
        f'<a class="name" href="/p/{k}">{name}</a>\n<span class="price">${20 + k}.95</span></li>'
        for k, name in enumerate(names)
    )
    legal = " ".join(sentence(k, 30) for k in range(4))
    html = page(
        '<header><nav><ul><li><a href="/helmets">Helmets</a></li>'
        '<li><a href="/lights">Lights</a></li></ul></nav></header>',
        f'<main><h1>Lights</h1><p>24 results</p><ul class="product-grid">{tiles}</ul></main>',
        f"<footer><p>{legal}</p></footer>",
        title="Lights | Example Cycling",
    )
    return html, "https://www.example-cycling.com/collections/lights", names
