"""Where an image path such as "sprites/town.jpg" is found.

Order (spec §5.10, adapted to a file system instead of a jar): the path as given if absolute; the
script's folder; the current folder; ~/gamegrid/; then the bundled sprite library. A leading
"sprites/" or "_sprites/" also finds the bundled library, and Windows backslashes work everywhere.
When no file has exactly the name (programs written on Windows say "sprites/snemo.gif" for
sNemo.gif), the same places are searched again ignoring letter case, and the file used is named once.

A Windows drive path ("C:\\Users\\anna\\Desktop\\game\\nemo.gif", written by a pupil who pointed at the picture
in her own folder) is taken as given where it exists (on that Windows computer); elsewhere (Linux, macOS,
another Windows computer) the picture of that name next to the script, or in the current folder (or, for a
path into a "sprites" folder, the library's picture of that name), is used and named once: the pupil's folder was copied with the script (docs/decisions.md, "Scripts written on Windows").
"""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from .errors import SpriteNotFoundError
from .hooks import runtime
from ..base.resources import sprites_dir
from ..base.i18n import tr

IMAGE_SUFFIXES = (".png", ".gif", ".jpg", ".jpeg", ".bmp")

_script_dir: Path | None = None
_case_notes: set[tuple[str, str]] = set()   # (asked, found) pairs already reported
# (name as asked, the script's folder, the current folder) -> the file found. Spawning games make hundreds of
# actors of one picture; finding it again each time (a stat per place) was most of Actor()'s cost. A new
# run (set_script_dir) starts afresh; `gamegrid watch` runs each save in a new process, so a picture changed
# or added on disk is found and read anew there.
_found: dict[tuple[str, str | None, str], Path] = {}


def set_script_dir(folder: Path | None) -> None:
    """The runner tells us where the student's script lives (plain `python x.py` uses __main__). A new run
    names its letter-case mismatches afresh (the pupil may run the same script again in another language)."""
    global _script_dir
    _script_dir = folder
    _case_notes.clear()
    _drive_notes.clear()
    _found.clear()


def script_dir() -> Path | None:
    if _script_dir is not None:
        return _script_dir
    main = sys.modules.get("__main__")
    main_file = getattr(main, "__file__", None)
    return Path(main_file).resolve().parent if main_file else None


_DRIVE_PATH = re.compile(r"^[A-Za-z]:[\\/]")   # C:\\... or C:/... (not C:name, relative to a drive's folder)
_drive_notes: set[tuple[str, str]] = set()   # (asked, found) pairs already reported


def _normalise(path: str) -> str:
    return path.replace("\\", "/")


def is_drive_path(path: str) -> bool:
    """True for a Windows path with a drive letter, on every system."""
    return bool(_DRIVE_PATH.match(path))


def _unique(places: list[Path]) -> list[Path]:
    unique: list[Path] = []
    for place in places:
        if place not in unique:
            unique.append(place)
    return unique


def candidate_paths(path: str) -> list[Path]:
    """Every place, in order, where `path` is looked for."""
    norm = _normalise(path)
    if is_drive_path(path):
        name = norm.rsplit("/", 1)[-1]
        places = [Path(norm)] if sys.platform.startswith("win") else []   # a drive path means something there
        folder = script_dir()
        if folder is not None:
            places.append(folder / name)
        places.append(Path.cwd() / name)
        library = sprites_dir()
        if library is not None and "/sprites/" in norm.lower():   # C:\\...\\TigerJython\\sprites\\nemo.gif
            places.append(library / name)
        return _unique(places)
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
        if parts[0].lower() in ("sprites", "_sprites") and len(parts) > 1:
            parts = parts[1:]
        places.append(library.joinpath(*parts))
    return _unique(places)


def resolve(path: str) -> Path:
    """The first existing file for `path`, or an error naming the path and every place searched."""
    if not isinstance(path, str):
        raise TypeError(tr('An image path must be a string such as "sprites/marble.png", got {path!r}.', path=path))
    if _script_dir is not None:
        folder: str | None = str(_script_dir)
    else:
        folder = getattr(sys.modules.get("__main__"), "__file__", None)
    try:
        key = (path, folder, os.getcwd())
    except OSError:   # the current folder was deleted: look without remembering
        key = None
    found = _found.get(key) if key is not None else None
    if found is not None:
        return found
    found = _search(path)
    if key is not None:
        _found[key] = found
    return found


def _search(path: str) -> Path:
    places = candidate_paths(path)
    for place in places:
        if place.is_file():
            _note_drive_path(path, place)
            return place
    for place in places:
        found = _match_ignoring_case(place)
        if found is not None:
            _note_case(path, found)
            _note_drive_path(path, found)
            return found
    searched = "\n".join(f"  - {p}" for p in places)
    error = SpriteNotFoundError(tr('Image "{path}" not found. Searched:\n{searched}\nCheck the spelling, or put the '
                                   'image next to your script.', path=path, searched=searched))
    error._asked, error._suggestion = path, _other_extension(places)   # for the hint line
    error._close_match = None if error._suggestion is not None else _close_name(path, places)
    raise error


def _close_name(asked: str, places: list[Path]) -> str | None:
    """"sprites/nemmo.gif" asked, "nemo.gif" there: "sprites/nemo.gif" (the asked path with the name of the
    image file most like it, a typo apart), else None."""
    import difflib
    wanted = places[0].name.lower() if places else ""
    for place in places:
        folder = place.parent
        try:
            names = {entry.name.lower(): entry.name for entry in folder.iterdir()
                     if entry.suffix.lower() in IMAGE_SUFFIXES and entry.is_file()} if folder.is_dir() else {}
        except OSError:
            continue
        close = difflib.get_close_matches(wanted, list(names), n=1, cutoff=0.8)
        if close:
            head, slash, _ = _normalise(asked).rpartition("/")
            return f"{head}{slash}{names[close[0]]}"
    return None


def _other_extension(places: list[Path]) -> str | None:
    """"sprites/fish.png" asked, "sprites/fish.gif" there: the name as it should be written, else None."""
    library = sprites_dir()
    for place in places:
        folder = place.parent
        if not folder.is_dir():
            continue
        stem = place.stem.lower()
        try:
            matches = sorted(entry for entry in folder.iterdir()
                             if entry.is_file() and entry.stem.lower() == stem
                             and entry.suffix.lower() in IMAGE_SUFFIXES)
        except OSError:
            continue
        if matches:
            found = matches[0]
            return f"sprites/{found.name}" if library is not None and folder == library else str(found)
    return None


def _match_ignoring_case(place: Path) -> Path | None:
    """The existing file whose path equals `place` but for letter case (in the parts that do not exist)."""
    parts = place.parts
    base = Path(parts[0])
    index = 1
    while index < len(parts) and (base / parts[index]).exists():   # the part that exists as written
        base = base / parts[index]
        index += 1
    for part in parts[index:]:
        if not base.is_dir():
            return None
        wanted = part.lower()
        try:
            matches = sorted(entry for entry in base.iterdir() if entry.name.lower() == wanted)
        except OSError:
            return None
        if not matches:
            return None
        base = matches[0]
    return base if base.is_file() else None


def _note_drive_path(asked: str, found: Path) -> None:
    """A drive path answered by the picture next to the script: say so once, with the portable spelling."""
    if not is_drive_path(asked) or found == Path(_normalise(asked)):
        return
    key = (asked, str(found))
    if key not in _drive_notes:
        _drive_notes.add(key)
        runtime.warn(tr('The image "{asked}" is not on this computer; "{found}" is used, the picture of that name '
                        'next to the script. Write "{name}" (a path from the script\'s folder): then it is found on '
                        'every computer.', asked=asked, found=str(found), name=found.name))


def _note_case(asked: str, found: Path) -> None:
    """Say once per name which file was used, so the program can be corrected."""
    library = sprites_dir()
    shown = f"sprites/{found.name}" if library is not None and found.parent == library else str(found)
    key = (asked, str(found))
    if key not in _case_notes:
        _case_notes.add(key)
        runtime.warn(tr('The image "{asked}" is called "{shown}": capital and small letters count. Write the name '
                        'exactly like that (on other computers it is not found otherwise).', asked=asked, shown=shown))
