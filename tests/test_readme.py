"""The README's set-up commands are the ones CI runs."""

from __future__ import annotations

import re

from .conftest import REPO


def _readme_commands() -> list[str]:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    first_block = re.search(r"```bash\n(.*?)```", readme, re.DOTALL)
    assert first_block is not None, "the README must open with a bash block"
    return [line for line in first_block.group(1).splitlines() if line.strip()]


def test_readme_opens_with_two_commands() -> None:
    commands = _readme_commands()
    assert len(commands) == 2
    assert "pytest" in commands[1]


def test_ci_runs_exactly_the_readme_commands() -> None:
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    ci_commands = [
        line for line in ci.splitlines() if line.strip() and not line.lstrip().startswith("#")
    ]
    assert ci_commands[-2:] == _readme_commands()
