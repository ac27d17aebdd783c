"""`gamegrid lessons`: list the lessons that ship with gamegrid, run a step, show what a step adds to
another, copy a lesson to a folder of one's own to edit it."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import TextIO

from .catalogue import Lesson
from .lessondiff import side_by_side_html, unified


def listing(lessons: list[Lesson]) -> str:
    """Every lesson with its steps and exercises, one line each."""
    out = []
    width = max((len(step.path.name) for lesson in lessons for step in lesson.steps), default=0)
    for lesson in lessons:
        out.append(f"{lesson.name}: {lesson.title}")
        for step in lesson.steps:
            out.append(f"  {step.key:<4} {step.path.name:<{width}}  {step.summary}")
        out.append("")
    out.append("Run a step:   gamegrid lessons LESSON STEP        e.g. gamegrid lessons solitaire 2")
    out.append("Compare:      gamegrid lessons LESSON --diff A B  e.g. gamegrid lessons solitaire --diff 1 2")
    out.append("Copy to edit: gamegrid lessons LESSON --copy DIR")
    return "\n".join(out) + "\n"


def wants_colour(stream: TextIO) -> bool:
    """Colour for a terminal, plain text into a file or a pipe; NO_COLOR (no-color.org) turns it off."""
    if os.environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def diff(lesson: Lesson, old_key: str, new_key: str, html_file: Path | None, stream: TextIO) -> str:
    """Print the unified diff from step old_key to step new_key, or write the side-by-side page.
    Returns a line saying what was done (empty when the diff was printed)."""
    old, new = lesson.step(old_key), lesson.step(new_key)
    if html_file is not None:
        title = f"{lesson.title}: {old.path.name} → {new.path.name}"
        html_file.write_text(side_by_side_html(old.path, new.path, title), encoding="utf-8")
        return f"Wrote {html_file} ({old.path.name} and {new.path.name} side by side)."
    text = unified(old.path, new.path, colour=wants_colour(stream))
    stream.write(text or f"{old.path.name} and {new.path.name} are the same.\n")
    return ""


class CopyRefused(Exception):
    pass


def copy(lesson: Lesson, destination: Path) -> Path:
    """Copy the whole lesson folder (steps, helper modules, boards, READMEs) to edit it.

    Like `cp -r`: into DIR/<lesson> when DIR exists, else to DIR itself. Never overwrites anything."""
    target = destination / lesson.name if destination.is_dir() else destination
    if target.exists():
        raise CopyRefused(f"{target} already exists; nothing was copied. Choose another folder, or remove "
                          "that one first if you no longer need it.")
    shutil.copytree(lesson.folder, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return target


def run_step(lesson: Lesson, key: str, options: object) -> int:
    from ..runner import run_with_options
    step = lesson.step(key)
    print(f"gamegrid: {lesson.name}, {step.path.name}: {step.summary}", file=sys.stderr)
    return run_with_options(step.path, options)   # type: ignore[arg-type]
