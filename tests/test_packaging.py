"""The package as a user gets it: an sdist, a wheel built from that sdist, the
wheel installed in a fresh virtual environment, the bundled news crawler run
there from a copy outside the source tree. The wheel holds the compiled core
built: installing it compiles nothing, and the installed package runs it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

from .conftest import REPO


def _tracked_files() -> list[str]:
    """The files of the checkout as git knows them (build artefacts left out)."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    return [name for name in listed.stdout.splitlines() if (REPO / name).is_file()]


def test_the_wheel_built_from_the_sdist_installs_and_crawls(tmp_path: Path) -> None:
    source = tmp_path / "source"
    for name in _tracked_files():
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, source / name)
    dist = tmp_path / "dist"
    # `python -m build` builds the sdist, then the wheel from the sdist: a file
    # missing from the sdist fails here.
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(dist)],
        cwd=source,
        capture_output=True,
        check=True,
        timeout=600,
    )
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    (wheel,) = dist.glob(f"scrapy_danag-{version}-cp3*.whl")  # for this platform
    sdist = dist / f"scrapy_danag-{version}.tar.gz"
    with zipfile.ZipFile(wheel) as built:
        names = set(built.namelist())
    for needed in ("scrapy_danag/py.typed", "scrapy_danag/engine/kinds/model.json"):
        assert needed in names
    assert any(
        n.startswith("scrapy_danag/engine/nodes/sizes.") and n.endswith(".so") for n in names
    )
    assert "scrapy_danag/engine/nodes/sizes.pyi" in names
    assert not any(name.startswith(("tests/", "benchmarks/")) for name in names)
    with tarfile.open(sdist) as archive:
        members = {Path(m.name).relative_to(f"scrapy_danag-{version}").as_posix() for m in archive}
    assert {"LICENSE", "README.md", "pyproject.toml", "setup.py"} <= members
    assert {"scrapy_danag/engine/nodes/sizes.pyx", "scrapy_danag/engine/nodes/text.pxd"} <= members

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    # No compiler on the way: a build step would fail rather than be skipped.
    no_compiler = {"PATH": f"{venv / 'bin'}:/usr/bin:/bin", "CC": "/bin/false", "CXX": "/bin/false"}
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--only-binary", ":all:", str(wheel)],
        capture_output=True,
        check=True,
        timeout=900,
        env=no_compiler,
    )
    where = subprocess.run(
        [
            str(python),
            "-c",
            "import scrapy_danag as d; from scrapy_danag.engine.nodes import sizes; "
            "print(d.__file__, d.__version__, sizes.__file__)",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    installed, installed_version, compiled = where.stdout.split()
    assert installed.startswith(str(venv))  # the installed package, not the source tree
    assert installed_version == version
    assert compiled.startswith(str(venv)) and compiled.endswith(".so")

    project = tmp_path / "example_project"
    shutil.copytree(REPO / "example_project", project, ignore=shutil.ignore_patterns("*.jsonl"))
    crawl = subprocess.run(
        [str(venv / "bin" / "scrapy"), "crawl", "news", "-O", "articles.jsonl"],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert crawl.returncode == 0, crawl.stderr[-3000:]
    items = [json.loads(line) for line in (project / "articles.jsonl").read_text().splitlines()]
    manifest = json.loads((project / "site" / "manifest.json").read_text(encoding="utf-8"))
    assert len(items) == len(manifest["articles"])
    assert all(item["main_content"] and "published" in item for item in items)
