"""`gamegrid watch SCRIPT`: run a script, and run it again each time it is saved.

Any editor works: the watcher looks at the modification times of the script and of the other Python
files in its folder (the helper modules it imports) a few times a second; nothing is installed for it.
Each run is a fresh `gamegrid run` process, so a change in any module counts. The window opens where
the last run's window was (view/window_state.py). An error is printed by the run itself, pointing at the
pupil's line; the watcher then waits for the next save. Ctrl+C ends the watcher and the run.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

from . import processes
from ..view.window_state import ENV as WINDOW_STATE_ENV
from ..base.i18n import tr

POLL_S = 0.25      # how often the files are looked at
SETTLE_S = 0.2     # after a change, wait this long for the editor to finish writing
Stamp = dict[Path, tuple[int, int] | None]


def watched_files(script: Path) -> list[Path]:
    """The script and the Python files beside it (helper modules the script imports)."""
    return sorted({script, *script.parent.glob("*.py")})


def stamp(files: list[Path]) -> Stamp:
    found: Stamp = {}
    for path in files:
        try:
            info = path.stat()
            found[path] = (info.st_mtime_ns, info.st_size)
        except OSError:
            found[path] = None   # being replaced by the editor right now, or deleted
    return found


class Watcher:
    def __init__(self, script: Path, run_args: list[str], say: Callable[[str], None] | None = None) -> None:
        self.script = script.resolve()
        self.run_args = run_args
        self.say = say or (lambda text: print(tr("gamegrid watch: {text}", text=text), file=sys.stderr,
                                                       flush=True))
        self.child: subprocess.Popen | None = None
        self.runs = 0

    def _start(self, state_file: Path) -> None:
        self.runs += 1
        env = dict(os.environ, **{WINDOW_STATE_ENV: str(state_file)})
        command = [sys.executable, "-m", "gamegrid", "run", str(self.script), *self.run_args]
        self.child = subprocess.Popen(command, env=env, **processes.group_options())
        self.say(f"run {self.runs} of {self.script.name} (save the file to run it again; Ctrl+C ends)")

    def _stop_child(self) -> None:
        child, self.child = self.child, None
        if child is None or child.poll() is not None:
            return
        processes.end_group(child, grace_s=3)   # asked to stop, then ended with what it started

    def _report_end(self) -> None:
        child = self.child
        if child is None or child.poll() is None:
            return
        self.child = None
        if child.returncode == 0:
            self.say("the run ended; waiting for the next save")
        else:
            self.say(f"the run ended with an error (exit status {child.returncode}); fix it and save again")

    def run(self) -> int:
        if not self.script.is_file():
            print(tr("gamegrid: script not found: {script}", script=self.script), file=sys.stderr)
            return 2
        previous = signal.signal(signal.SIGTERM, _terminated)   # ended from outside: end the run too
        with tempfile.TemporaryDirectory(prefix="gamegrid-watch-") as folder:
            state_file = Path(folder) / "window.json"
            try:
                self._loop(state_file)
            except KeyboardInterrupt:
                self.say("stopped")
            finally:
                self._stop_child()
                signal.signal(signal.SIGTERM, previous)
        return 0

    def _loop(self, state_file: Path) -> None:
        seen = stamp(watched_files(self.script))
        self._start(state_file)
        while True:
            time.sleep(POLL_S)
            self._report_end()
            files = watched_files(self.script)
            if stamp(files) == seen:
                continue
            time.sleep(SETTLE_S)
            settled = stamp(files)
            if settled.get(self.script) is None:
                continue   # the editor is still replacing the file
            changed = [path.name for path in files if settled.get(path) != seen.get(path)]
            seen = settled
            self._stop_child()
            self.say(f"{', '.join(changed)} changed")
            self._start(state_file)


def _terminated(signum: int, frame: object) -> None:
    raise KeyboardInterrupt
