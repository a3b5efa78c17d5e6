"""Character references decoded: the one reader of ``&amp;``, ``&#8217;``,
``&eacute`` for every stage that reads the page's text.

It reads them as :func:`html.unescape` does, with the HTML standard's table
of names (:data:`html.entities.html5`), in one compiled pass
(:mod:`..scan.references`), with one difference: a numeric reference of more
than 4,300 digits, on which :func:`html.unescape` raises (Python's limit on
turning text into an integer), is read as a browser reads any number past
U+10FFFF, as U+FFFD. A hostile page no longer fails its extraction there.
"""

from __future__ import annotations

from collections.abc import Callable
from html.entities import html5

from ..scan.references import References

#: ``text`` with its character references decoded (``text`` itself when it
#: holds no ``&``).
unescape: Callable[[str], str] = References(dict(html5)).unescaped
