"""The extraction engine: Python on lxml, with a compiled core, nothing from Scrapy.

One subpackage a capability: :mod:`.source` (bytes to text, the shapes of
markup), :mod:`.thesis` (the published phases, one function each), :mod:`.tree`
(the tree steps ``addanag+`` adds after them) and :mod:`.headline`. The
compiled core (Cython) does what every extraction repeats most: :mod:`.scan`
scans the page's text for the preprocessing, the filters and phase 1's counts,
and :mod:`.nodes` walks libxml2's nodes for the tree steps; each phase's
function calls them and keeps its name (docs/algorithm.md, "The stages"). The modules
at this level assemble them: :mod:`.algorithms` composes the phases by name,
:mod:`.api` is the entry point, with its :mod:`.options`, :mod:`.result`,
:mod:`.budget` and :mod:`.errors`. :mod:`.kinds` says which kind of page it is
(article, forum, product, listing…) and reads the content of kinds the lines
cannot represent; :mod:`.rendering` writes the chosen content as Markdown or
HTML; :mod:`.metadata` reads when, by whom and in what language.
"""

from .api import extract
from .budget import ExtractionTimeout
from .errors import NotTextError
from .kinds import PAGE_TYPES
from .metadata import METADATA_FIELDS, Metadata
from .options import ALGORITHMS, ExtractionOptions
from .result import Extraction
from .thesis.regions import Region

__all__ = [
    "ALGORITHMS",
    "METADATA_FIELDS",
    "PAGE_TYPES",
    "Extraction",
    "ExtractionOptions",
    "ExtractionTimeout",
    "Metadata",
    "NotTextError",
    "Region",
    "extract",
]
