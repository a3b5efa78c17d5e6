"""Metadata: when, by whom, in what language -- and what else a page declares.

In: the decoded page (scripts still in it), its address, its block lines with
the headline's line, and the extracted main text. Out: a :class:`Metadata`.
:mod:`.structured` reads the page's structured data once (JSON-LD, OpenGraph
and other ``<meta>``, microdata, ``<html lang>``, ``<link>``, ``<time>``);
:mod:`.declared` lists each field's declared candidates by trust;
:mod:`.visible` reads the byline and dateline printed by the headline;
:mod:`.dates` and :mod:`.names` turn what was written into ISO dates and clean
names; :mod:`.language` checks the declared language against the text;
:mod:`.choose` weighs the sources against each other. :mod:`.excerpt`
reads the excerpt a page's head declares (a description cut short), which
opens a main content that lacks it.
"""

from .choose import read_metadata
from .model import METADATA_FIELDS, Metadata

__all__ = ["METADATA_FIELDS", "Metadata", "read_metadata"]
