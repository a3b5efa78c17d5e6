"""Sphinx configuration for the scrapy-danag documentation."""

from __future__ import annotations

import importlib.util

project = "scrapy-danag"
author = "scrapy-danag developers"
copyright = "2026, scrapy-danag developers"

extensions = ["myst_parser", "sphinx.ext.autodoc", "sphinx.ext.napoleon"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
myst_enable_extensions = ["colon_fence", "dollarmath"]
myst_heading_anchors = 3
exclude_patterns = ["_build"]
html_theme = "alabaster"
autodoc_member_order = "bysource"
autodoc_typehints = "description"
nitpicky = False
# The page objects need the poet extra (web-poet): without it, the API page
# documents them from stand-ins rather than failing the build.
autodoc_mock_imports = [] if importlib.util.find_spec("web_poet") else ["web_poet", "scrapy_poet"]
