"""The `gamegrid` command: `run` and `convert` (runner.py) and the teachers' commands `lessons`, `grade`
and `watch` (gamegrid/teacher/), which sit above the runner and so are added here, on top of both."""
from __future__ import annotations

from .runner import main as run_main
from .teacher.cli import add_commands


def main(argv: list[str] | None = None) -> int:
    return run_main(argv, add_more=add_commands)
