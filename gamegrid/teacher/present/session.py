"""`gamegrid present` in a window: the steps one after another, each step's program started as its own
process (`gamegrid run STEP`, the runner), so that a step that fails or freezes never takes the presenter
down; the presenter's window (gamegrid/view/presenter.py) shows the step's code, the lines changed since
the previous step, and a failing step's error at the pupil's line."""
from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from typing import IO, Any

from ...base.i18n import tr
from ..processes import end_group, ended_by_signals, group_options
from . import codeimage
from .codeview import StepError, changed_lines, error_in, highlighted_lines, read_code
from .steps import Deck

BASE_SIZE = (860, 720)   # the code window at zoom 1: about 80 columns and 30 lines
FOCUS_BACK_S = (1.5, 4.0)   # when the presenter takes the keyboard back from a step's new window
STOP_GRACE_S = 1.0       # a step's program gets this long to end politely when the presenter moves on


class Presenter:
    def __init__(self, deck: Deck, start: int = 0, zoom: float = 1.0, lang: str | None = None,
                 run_steps: bool = True, run_options: tuple[str, ...] = ()) -> None:
        self.deck, self.index, self.zoom, self.lang = deck, start, zoom, lang
        self.step_zoom = zoom    # the steps' windows get the zoom asked for (each fits itself to the screen)
        self.run_steps = run_steps
        self.run_options = run_options   # more `gamegrid run` options for every step (tests: --headless)
        self.process: subprocess.Popen | None = None
        self._errors: IO[bytes] | None = None
        self.error: StepError | None = None
        self.ended = False
        self.top = 1
        self.window: Any = None
        self._load()

    # what the window shows
    def title(self) -> str:
        step = self.deck.steps[self.index]
        return tr("{lesson} – step {k}/{n}: {file}", lesson=self.deck.title, k=self.index + 1,
                  n=len(self.deck.steps), file=step.path.name)

    def header(self) -> str:
        step = self.deck.steps[self.index]
        text = f"{self.index + 1}/{len(self.deck.steps)}  {step.path.name}"
        if step.summary:
            text += f" – {step.summary}"
        if self.error is not None:
            text += "   " + tr("(stopped with an error)")
        elif self.ended:
            text += "   " + tr("(the program has ended; R runs it again)")
        return text

    def picture(self, width: int, height: int) -> Any:
        return codeimage.render(self.lines, self.marked, self.error, (width, height), self.zoom, self.top,
                                self.header())

    # the steps
    def _load(self) -> None:
        step = self.deck.steps[self.index]
        code = read_code(step.path)
        previous = read_code(self.deck.steps[self.index - 1].path) if self.index > 0 else None
        self.lines = highlighted_lines(code)
        self.marked = changed_lines(previous, code)
        self.error, self.ended = None, False
        rows = max(5, (BASE_SIZE[1] * self.zoom) // codeimage.line_height(self.zoom))
        self.top = codeimage.first_line_to_show(self.marked, None, int(rows))

    def start_runner(self) -> None:
        """Start the current step's program as its own process (its own window)."""
        self.stop_runner()
        if not self.run_steps:
            return
        step = self.deck.steps[self.index]
        command = [sys.executable, "-m", "gamegrid", "run", *self.run_options, str(step.path)]
        if self.step_zoom != 1.0:
            command += ["--zoom", f"{self.step_zoom:g}"]
        if self.lang:
            command += ["--lang", self.lang]
        self._errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen(command, cwd=step.path.parent, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=self._errors, **group_options())
        if self.window is not None:
            for delay in FOCUS_BACK_S:
                self.window.take_focus_later(delay)

    def stop_runner(self) -> None:
        if self.process is not None:
            end_group(self.process, STOP_GRACE_S)
            self.process = None
        if self._errors is not None:
            self._errors.close()
            self._errors = None

    def poll(self) -> bool:
        """Look whether the step's program has ended; True when the view changed."""
        if self.process is None or self.ended or self.process.poll() is None:
            return False
        self.ended = True
        if self.process.returncode != 0 and self._errors is not None:
            self._errors.seek(0)
            output = self._errors.read().decode("utf-8", errors="replace")
            self.error = error_in(output or tr("The program ended with exit status {status}.",
                                               status=self.process.returncode), self.deck.steps[self.index].path)
            rows = max(5, (BASE_SIZE[1] * self.zoom) // codeimage.line_height(self.zoom))
            self.top = codeimage.first_line_to_show(self.marked, self.error, int(rows))
        return True

    def go(self, index: int) -> None:
        if not 0 <= index < len(self.deck.steps):
            return
        self.index = index
        self._load()
        self.start_runner()

    def command(self, name: str) -> None:
        if name == "next":
            self.go(self.index + 1)
        elif name == "previous":
            self.go(self.index - 1)
        elif name == "restart":
            self.go(self.index)
        elif name.startswith("scroll"):
            self.top = max(1, min(len(self.lines), self.top + int(name[len("scroll"):])))
        elif name == "close":
            self.stop_runner()
            if self.window is not None:
                self.window.close()
            return
        self._show()

    def tick(self) -> None:
        if self.poll():
            self._show()

    def _show(self) -> None:
        if self.window is not None:
            self.window.set_title(self.title())
            self.window.refresh()

    def run(self) -> int:
        from ...view.presenter import PresenterWindow
        # ended from outside (kill, a closed terminal): the step's program, in a session of its own, ends too
        with ended_by_signals():
            self.window = PresenterWindow(self.title(), self.picture, self.command, self.tick)
            fitted = self.window.open(BASE_SIZE, self.zoom)   # limited to the screen, with a note
            if fitted != self.zoom:
                self.zoom = fitted
                self._load()   # the lines shown depend on the zoom
            self.window.show()
            try:
                self.start_runner()
                self.window.run()
            finally:
                self.stop_runner()
        return 0


def present(deck: Deck, start: int = 0, zoom: float = 1.0, lang: str | None = None) -> int:
    return Presenter(deck, start, zoom, lang).run()


def save_picture(deck: Deck, index: int, target: Path, zoom: float = 1.0) -> Path:
    """The code view of one step as a PNG (for docs and checks), without a window."""
    presenter = Presenter(deck, index, zoom, run_steps=False)
    presenter.picture(*BASE_SIZE).save(target)
    return target
