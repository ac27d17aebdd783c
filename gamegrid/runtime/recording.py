"""`gamegrid run --record FILE`: write the input a run receives as a replay file (JSON lines), with times
from the script's start, so that `gamegrid run --replay FILE` plays the same demonstration again.

Every line is written and flushed as the input arrives, so a run that ends badly still leaves the
recording of everything up to that point."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, TextIO

from .replay import KINDS, event_of


class Recorder:
    def __init__(self, path: str | Path, script: Path) -> None:
        self.path = Path(path)
        self.count = 0
        self.file: TextIO | None = self.path.open("w", encoding="utf-8")
        self.file.write(f"# gamegrid recording of {script.name}, {time.strftime('%Y-%m-%d %H:%M')}. "
                        f"Play it again: gamegrid run {script.name} --replay {self.path.name}\n")
        self.file.flush()

    def __call__(self, record: Any, at_s: float) -> None:
        """A runtime input tap: one input arrived at `at_s` seconds after the script's start."""
        if self.file is None or record.kind not in KINDS:
            return
        self.file.write(json.dumps(event_of(record, at_s)) + "\n")
        self.file.flush()
        self.count += 1

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
            self.file = None
