"""What a source tree without its compiled core says when imported.

The compiled packages (:mod:`.nodes`, :mod:`.scan`) have no Python stand-in:
a checkout put on the path without ``pip install`` would fail on a bare module
name, so each package turns that into an error that gives the way out.
"""

from __future__ import annotations


def not_built(missing: ImportError) -> ImportError:
    """The error to raise, from ``missing``, when a compiled module is absent."""
    return ImportError(
        f"scrapy-danag's compiled core is not built ({missing}): install the package "
        "with pip (`pip install -e .` in a checkout, which needs a C compiler), or "
        "install a wheel built for this platform (docs/installation.md)"
    )
