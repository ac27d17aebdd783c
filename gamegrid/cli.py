"""The `gamegrid` command: `run` and `convert` (runner.py), the teachers' commands `lessons`, `grade`,
`watch`, `present`, `doctor` (gamegrid/teacher/) and `web` (gamegrid/web/), which sit above the runner and so
are added here, on top of them all."""
from __future__ import annotations

from typing import Any

from .runner import main as run_main
from .teacher.cli import add_commands as add_teacher_commands
from .web.cli import add_commands as add_web_commands


def _add_commands(commands: Any) -> dict[str, Any]:
    return {**add_teacher_commands(commands), **add_web_commands(commands)}


def main(argv: list[str] | None = None) -> int:
    return run_main(argv, add_more=_add_commands)
