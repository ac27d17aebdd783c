"""Where an image path such as "sprites/town.jpg" is found.

Order (spec §5.10, adapted to a file system instead of a jar): the path as given if absolute; the
script's folder; the current folder; ~/gamegrid/; then the bundled sprite library. A leading
"sprites/" or "_sprites/" also finds the bundled library, and Windows backslashes work everywhere.
"""
from __future__ import annotations

import sys
from pathlib import Path

from .errors import SpriteNotFoundError
from .resources import sprites_dir

_script_dir: Path | None = None


def set_script_dir(folder: Path | None) -> None:
    """The runner tells us where the student's script lives (plain `python x.py` uses __main__)."""
    global _script_dir
    _script_dir = folder


def script_dir() -> Path | None:
    if _script_dir is not None:
        return _script_dir
    main = sys.modules.get("__main__")
    main_file = getattr(main, "__file__", None)
    return Path(main_file).resolve().parent if main_file else None


def _normalise(path: str) -> str:
    return path.replace("\\", "/")


def candidate_paths(path: str) -> list[Path]:
    """Every place, in order, where `path` is looked for."""
    norm = _normalise(path)
    given = Path(norm).expanduser()
    if given.is_absolute():
        return [given]
    places: list[Path] = []
    folder = script_dir()
    if folder is not None:
        places.append(folder / norm)
    places.append(Path.cwd() / norm)
    places.append(Path.home() / "gamegrid" / norm)
    library = sprites_dir()
    if library is not None:
        parts = norm.split("/")
        if parts[0] in ("sprites", "_sprites") and len(parts) > 1:
            parts = parts[1:]
        places.append(library.joinpath(*parts))
    unique: list[Path] = []
    for place in places:
        if place not in unique:
            unique.append(place)
    return unique


def resolve(path: str) -> Path:
    """The first existing file for `path`, or an error naming the path and every place searched."""
    if not isinstance(path, str):
        raise TypeError(f"An image path must be a string such as \"sprites/marble.png\", got {path!r}.")
    places = candidate_paths(path)
    for place in places:
        if place.is_file():
            return place
    searched = "\n".join(f"  - {p}" for p in places)
    # "red" as makeGameGrid's 4th argument, or "sprites/bug" without extension
    hint = "" if "." in path.replace("\\", "/").rsplit("/", 1)[-1] else (
        "\nAn image name ends in .png, .gif or .jpg; for a colour use e.g. Color.red or makeColor(\"red\").")
    raise SpriteNotFoundError(
        f'Image "{path}" not found. Searched:\n{searched}\n'
        "Check the spelling, or put the image next to your script." + hint
    )
