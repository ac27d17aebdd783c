"""Run scripts headless from pytest, with replayed input, and read the result without a subprocess.

    rp = Replay(cell_size=70)
    rp.drag_cells((3, 1), (3, 3))
    res = run_script("lessons/solitaire/step3_game_over.py", replay=rp)
    assert res.status_text == "Jump (3, 1) -> (3, 3)"
"""
from __future__ import annotations

import contextlib
import io
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from .runtime import replay as replay_files
from .runner import RunOptions, run


class Replay:
    """Builds a list of replay events; each call moves an internal clock (in ms) forward."""

    def __init__(self, cell_size: int = 1, step_ms: int = 50, start_ms: int = 0) -> None:
        self.cell_size = cell_size
        self.step_ms = step_ms
        self.t = start_ms
        self.events: list[dict[str, Any]] = []
        self._gate: str | None = None
        self._window: int | None = None

    # ----- time -----------------------------------------------------------------------------------
    def wait(self, ms: int) -> "Replay":
        self.t += ms
        return self

    def when_status(self, text: str) -> "Replay":
        """The next event also waits (in order) until the status bar contains `text` (network games)."""
        self._gate = text
        return self

    def in_window(self, number: int) -> "Replay":
        """The next event goes to window `number` (1: the first window the program made; README, "Two windows")."""
        self._window = number
        return self

    def _add(self, kind: str, **fields: Any) -> "Replay":
        if self._gate is not None:
            fields["wait_for_status"], self._gate = self._gate, None
        if self._window is not None:
            fields["window"], self._window = self._window, None
        self.events.append({"at_ms": self.t, "type": kind, **fields})
        self.t += self.step_ms
        return self

    # ----- pixels ---------------------------------------------------------------------------------
    def press(self, x: int, y: int, button: str = "left") -> "Replay":
        return self._add("mouse_press", x=x, y=y, button=button)

    def drag(self, x: int, y: int) -> "Replay":
        return self._add("mouse_drag", x=x, y=y)

    def release(self, x: int, y: int, button: str = "left") -> "Replay":
        return self._add("mouse_release", x=x, y=y, button=button)

    def move(self, x: int, y: int) -> "Replay":
        return self._add("mouse_move", x=x, y=y)

    def click(self, x: int, y: int, button: str = "left") -> "Replay":
        return self._add("mouse_click", x=x, y=y, button=button)

    # ----- cells ----------------------------------------------------------------------------------
    def centre(self, cx: int, cy: int) -> tuple[int, int]:
        cs = self.cell_size
        return cs // 2 + cx * cs, cs // 2 + cy * cs

    def press_cell(self, cx: int, cy: int) -> "Replay":
        return self.press(*self.centre(cx, cy))

    def drag_cell(self, cx: int, cy: int) -> "Replay":
        return self.drag(*self.centre(cx, cy))

    def release_cell(self, cx: int, cy: int) -> "Replay":
        return self.release(*self.centre(cx, cy))

    def click_cell(self, cx: int, cy: int) -> "Replay":
        return self.click(*self.centre(cx, cy))

    def move_cell(self, cx: int, cy: int) -> "Replay":
        return self.move(*self.centre(cx, cy))

    def drag_cells(self, start: tuple[int, int], end: tuple[int, int], steps: int = 3) -> "Replay":
        """Press on start's centre, drag in `steps` steps, release on end's centre."""
        (x0, y0), (x1, y1) = self.centre(*start), self.centre(*end)
        self.press(x0, y0)
        for i in range(1, steps + 1):
            self.drag(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
        return self.release(x1, y1)

    # ----- keys and window ------------------------------------------------------------------------
    def key(self, code: int, char: str | None = None) -> "Replay":
        fields: dict[str, Any] = {"key": code}
        if char is not None:
            fields["char"] = char
        self._add("key_press", **fields)
        return self._add("key_release", **fields)

    def key_press(self, code: int) -> "Replay":
        return self._add("key_press", key=code)

    def key_release(self, code: int) -> "Replay":
        return self._add("key_release", key=code)

    def close(self) -> "Replay":
        return self._add("close")

    def write(self, path: str | Path) -> Path:
        import json
        path = Path(path)
        path.write_text("".join(json.dumps(e) + "\n" for e in self.events), encoding="utf-8")
        return path


@dataclass(frozen=True)
class ScriptError:
    """The first exception the script raised (at the top level, in act() or in a callback)."""
    kind: str          # the exception's class name, e.g. "ZeroDivisionError"
    message: str
    file: str | None   # the script's file (or its helper module) and the line in it, None if unknown
    line: int | None
    code: str          # the text of that line

    @classmethod
    def from_exception(cls, exc: BaseException) -> "ScriptError":
        from .runtime.errors import user_line
        where = user_line(exc)
        message = exc.msg if isinstance(exc, SyntaxError) and exc.msg else str(exc)
        if where is None:
            return cls(type(exc).__name__, message, None, None, "")
        return cls(type(exc).__name__, message, where[0], where[1], where[2])

    def __str__(self) -> str:
        text = f"{self.kind}: {self.message}" if self.message else self.kind
        if self.file is not None:
            text += f" ({Path(self.file).name}, line {self.line}" + (f": {self.code})" if self.code else ")")
        return text


@dataclass
class ScriptResult:
    exit_code: int
    output: str
    state: dict[str, Any] | None
    error: ScriptError | None = None

    @property
    def status_text(self) -> str | None:
        return None if self.state is None else self.state["status_text"]

    @property
    def actors(self) -> list[dict[str, Any]]:
        return [] if self.state is None else self.state["actors"]

    def actors_at(self, x: int, y: int) -> list[dict[str, Any]]:
        return [a for a in self.actors if a["x"] == x and a["y"] == y]

    def cells(self, class_name: str | None = None) -> set[tuple[int, int]]:
        """The cells (x, y) with an actor (of that class, if given): `result.cells("Marble")`."""
        return {(a["x"], a["y"]) for a in self.actors if class_name is None or a["class"] == class_name}


class _Tee(io.TextIOBase):
    """Capture what the script prints, and still show it (pytest shows it for failing tests)."""

    def __init__(self, target: Any) -> None:
        self.buffer_text = io.StringIO()
        self.target = target

    def write(self, text: str) -> int:
        self.buffer_text.write(text)
        return self.target.write(text)

    def flush(self) -> None:
        self.target.flush()


def run_script(script: str | Path, replay: Replay | Iterable[dict[str, Any]] | str | Path | None = None,
               seconds: float | None = None, frames: int | None = None, seed: int | None = None,
               answers: list[str] | None = None, screenshot: str | Path | None = None,
               argv: list[str] | None = None, cycles: int | None = None, lang: str | None = None,
               render: bool = False) -> ScriptResult:
    """Run a script headless in this process with the virtual clock; return exit code, output, state.
    `lang` ('en', 'de', 'fr'): the language of gamegrid's messages (default: GAMEGRID_LANG, else the locale).
    render=True draws every frame offscreen (`gamegrid run --headless --render`)."""
    if isinstance(replay, Replay):
        items = replay_files.load(replay.events)
    elif replay is None:
        items = []
    else:
        items = replay_files.load(replay)
    options = RunOptions(headless=True, render=render, seconds=seconds, frames=frames, cycles=cycles, replay=items,
                         seed=seed, answers=answers, screenshot=str(screenshot) if screenshot else None, argv=argv or [],
                         lang=lang)
    out, err = _Tee(sys.stdout), _Tee(sys.stderr)
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        outcome = run(script, options)
    first = outcome.runtime.first_error
    return ScriptResult(outcome.exit_code, out.buffer_text.getvalue() + err.buffer_text.getvalue(), outcome.state,
                        ScriptError.from_exception(first) if first is not None else None)
