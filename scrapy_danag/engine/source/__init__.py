"""The page as text: bytes decoded as a browser would, and what markup looks like.

In flow the bytes of a response (with its transport charset, if any); out comes
one ``str`` (:func:`.decode.decode_html`), and, for every later stage, the
lexical shapes of HTML that they share (:mod:`.markup`: tags, entities, which
tags break a block, and the escaping that keeps every pattern linear), and the
page's JSON-LD scripts (:mod:`.scripts`), read by its kind and its metadata;
and the end tags a browser honours where libxml2 does not (:mod:`.open_divs`);
the page a script would show: the one in a ``<noscript>`` (:mod:`.noscript`),
the segments React streams late put on their markers (:mod:`.streamed`);
and, for the results, text encoded twice turned back (:mod:`.mojibake`).
"""
