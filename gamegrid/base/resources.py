"""Where the folders that ship with gamegrid live: the sprite library, the lessons, the examples.

In a clone (or an editable install) they are the repository's top-level folders `sprites/`, `lessons/`
and `examples/`, where teachers look for them. A built wheel carries copies inside the package as
`gamegrid/_sprites/`, `gamegrid/_lessons/` and `gamegrid/_examples/` (setup.py copies them at build time),
so an installed gamegrid finds them without the repository.
"""
from __future__ import annotations

from pathlib import Path

# gamegrid/, the package this sub-package belongs to
_PACKAGE_DIR = Path(__file__).resolve().parent.parent

# folder name at the repository root -> folder name inside an installed package (see setup.py)
SHIPPED_FOLDERS = {"sprites": "_sprites", "lessons": "_lessons", "examples": "_examples"}
# Installed copies holding programs: code there is a pupil's program (tracebacks show it, poll points
# tick in it), although it lives inside the package.
PROGRAM_FOLDERS = (SHIPPED_FOLDERS["lessons"], SHIPPED_FOLDERS["examples"])


def shipped_dir(name: str) -> Path | None:
    """The installed copy of the top-level folder `name` if there is one, else the repository's folder."""
    installed = _PACKAGE_DIR / SHIPPED_FOLDERS[name]
    for candidate in (installed, _PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    return None


def sprites_dir() -> Path | None:
    """The bundled sprite library (spec §6.1 names), or None if it is missing."""
    return shipped_dir("sprites")


def lessons_dir() -> Path | None:
    """The lessons: one folder per lesson (`solitaire/`, ...) with its step scripts and READMEs."""
    return shipped_dir("lessons")


def examples_dir() -> Path | None:
    """The classroom example programs and their recorded input (`replays/`)."""
    return shipped_dir("examples")


def sound_clip(relative_path: str) -> Path | None:
    """GGSound's clip for the original's path "wav/_<name>.wav": our own sound of that name (made by
    tools/make_sounds.py into gamegrid/_sounds/), or None for any other path."""
    folder, _slash, name = relative_path.replace("\\", "/").rpartition("/")
    if folder.lower() != "wav" or not name.startswith("_"):
        return None
    clip = _PACKAGE_DIR / "_sounds" / name.lower()
    return clip if clip.is_file() else None
