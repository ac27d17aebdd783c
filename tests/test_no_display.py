"""No screen to open the window on: DISPLAY unset, or naming a display that cannot be reached, gets one
friendly message in the pupil's language (not pyglet's NoSuchDisplayException traceback)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, write_script

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays")

PROGRAM = """\
from gamegrid import *
makeGameGrid(5, 5, 20, Color.red)
show()
"""


def unreachable_display() -> str:
    number = 4711
    while Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    return f":{number}"


def run(tmp_path: Path, display: str | None, *command: str, lang: str = "en") -> subprocess.CompletedProcess:
    script = write_script(tmp_path, PROGRAM)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "GAMEGRID_HEADLESS")}
    env.update(PYTHONPATH=str(REPO), GAMEGRID_LANG=lang)
    if display is not None:
        env["DISPLAY"] = display
    args = [sys.executable, *command, str(script)] if command else [sys.executable, str(script)]
    return subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("command", [(), ("-m", "gamegrid", "run")], ids=["python", "gamegrid run"])
def test_an_unreachable_display_gets_the_friendly_message(tmp_path, command):
    display = unreachable_display()
    done = run(tmp_path, display, *command)
    assert done.returncode == 1
    assert f"There is no screen to open the game window on (the display {display} cannot be reached)." in done.stderr
    assert "--headless" in done.stderr
    assert "NoSuchDisplayException" not in done.stderr and "pyglet" not in done.stderr


def test_a_missing_display_gets_the_friendly_message(tmp_path):
    done = run(tmp_path, None)
    assert done.returncode == 1
    assert "There is no screen to open the game window on (DISPLAY is not set)." in done.stderr


@pytest.mark.parametrize("lang, words", [("de", "kann nicht erreicht werden"), ("fr", "est injoignable")])
def test_the_message_is_in_the_pupils_language(tmp_path, lang, words):
    done = run(tmp_path, unreachable_display(), lang=lang)
    assert done.returncode == 1 and words in done.stderr, done.stderr


def test_dialogs_know_an_unreachable_display_is_no_screen(monkeypatch):
    monkeypatch.setenv("DISPLAY", unreachable_display())
    code = "from gamegrid.view.display import display_usable; print(display_usable())"
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(REPO)},
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "False", done.stderr
