"""The compiled core: Cython modules built against the headers lxml's wheel ships.

Everything else about the package is in ``pyproject.toml``; this file only
lists the extension modules, because their include path comes from the lxml
installed in the build environment (``lxml.get_include()``).
"""

from __future__ import annotations

from pathlib import Path

import lxml
from Cython.Build import cythonize
from setuptools import Extension, setup

#: The packages that hold compiled modules: walks over lxml's nodes, scans of text.
COMPILED = (Path("scrapy_danag/engine/nodes"), Path("scrapy_danag/engine/scan"))


def extensions() -> list[Extension]:
    """One extension per ``.pyx`` module of the compiled packages; none found is
    an error, never a wheel without its core."""
    sources = [source for package in COMPILED for source in sorted(package.glob("*.pyx"))]
    if any(not any(package.glob("*.pyx")) for package in COMPILED):
        raise SystemExit(f"a compiled package has no module ({COMPILED}): the tree is incomplete")
    return [
        Extension(
            ".".join(source.with_suffix("").parts),
            [str(source)],
            include_dirs=lxml.get_include(),
        )
        for source in sources
    ]


setup(
    ext_modules=cythonize(
        extensions(),
        compiler_directives={"language_level": "3", "embedsignature": True},
    ),
)
