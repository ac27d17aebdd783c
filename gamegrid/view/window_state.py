"""The window's place on the screen (and its zoom), kept in a small JSON file across runs, so that
`gamegrid watch` opens each new run where the teacher left the window. The watcher names the file in
GAMEGRID_WINDOW_STATE; without it nothing is read or written."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

ENV = "GAMEGRID_WINDOW_STATE"


def _path() -> Path | None:
    name = os.environ.get(ENV)
    return Path(name) if name else None


def load() -> dict[str, Any]:
    path = _path()
    if path is None:
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save(**fields: Any) -> None:
    path = _path()
    if path is None:
        return
    data = load()
    data.update(fields)
    try:
        partial = path.with_name(path.name + ".part")
        partial.write_text(json.dumps(data), encoding="utf-8")
        os.replace(partial, path)
    except OSError:
        pass   # the place is a convenience; never stop the program for it
