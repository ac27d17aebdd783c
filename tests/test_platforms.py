"""Windows and macOS by construction: each platform-dependent path, simulated where the system is not here
(sys.platform, the signal module, a Retina framebuffer, a 200 % screen, Windows' process tree).

docs/decisions.md, "Every school's computer", lists the paths and what each does on each system.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import types

import pytest
from PIL import Image, ImageChops

from gamegrid.base import i18n
from gamegrid.runtime import watchdog
from gamegrid.teacher import processes
from gamegrid.view import hidpi, window as window_module
from gamegrid.view.zoom import script_xy, zoomed_size

SIGBREAK_ON_WINDOWS = 21


# ----- the watchdog's signal and Ctrl+C / Ctrl+Break ------------------------------------------------------

def test_watchdog_signal_is_sigurg_on_linux_and_macos_and_sigbreak_on_windows():
    posix = types.SimpleNamespace(SIGURG=23, SIGINT=2)
    windows = types.SimpleNamespace(SIGBREAK=SIGBREAK_ON_WINDOWS, SIGINT=2)   # Windows' signal module
    assert watchdog.choose_signal(posix) == 23
    assert watchdog.choose_signal(windows) == SIGBREAK_ON_WINDOWS
    assert watchdog.choose_signal(types.SimpleNamespace(SIGINT=2)) is None   # no nudging; poll points work
    assert watchdog.SIGNAL == watchdog.choose_signal(signal)
    assert watchdog.SIGNAL != signal.SIGINT   # Ctrl+C keeps Python's own handler everywhere


def _bare_watchdog(previous):
    dog = watchdog.Watchdog.__new__(watchdog.Watchdog)
    dog.request = None
    dog._previous_handler = previous
    dog.rt = types.SimpleNamespace(on_nudge=lambda what: pytest.fail("nudged"))
    return dog


def test_ctrl_break_on_windows_still_stops_the_program(monkeypatch):
    """On Windows the watchdog's handler sits on SIGBREAK: a real Ctrl+Break (no nudge asked for) must stop
    the program, as Python's default handler did."""
    monkeypatch.setattr(watchdog, "SIGNAL", SIGBREAK_ON_WINDOWS)
    dog = _bare_watchdog(signal.SIG_DFL)
    with pytest.raises(KeyboardInterrupt):
        dog._on_signal(SIGBREAK_ON_WINDOWS, None)
    # a handler the program had installed itself is called instead
    seen = []
    _bare_watchdog(lambda signum, frame: seen.append(signum))._on_signal(SIGBREAK_ON_WINDOWS, None)
    assert seen == [SIGBREAK_ON_WINDOWS]


def test_unasked_sigurg_is_ignored_as_by_default():
    if not hasattr(signal, "SIGURG"):
        pytest.skip("no SIGURG on this system")
    _bare_watchdog(signal.SIG_DFL)._on_signal(signal.SIGURG, None)   # no exception: SIGURG's default


def test_a_nudge_in_library_code_waits_for_the_pupils_code():
    dog = _bare_watchdog(signal.SIG_DFL)
    dog.request = "tick"
    frame = types.SimpleNamespace(f_code=types.SimpleNamespace(co_filename=watchdog.__file__))
    dog._on_signal(SIGBREAK_ON_WINDOWS, frame)   # in gamegrid's own code: nothing happens (no fail)


# ----- child processes of the teachers' commands ----------------------------------------------------------

def test_child_process_groups_per_system():
    assert processes.group_options("linux") == {"start_new_session": True}
    assert processes.group_options("darwin") == {"start_new_session": True}
    assert processes.group_options("win32") == {"creationflags": 0x200}   # CREATE_NEW_PROCESS_GROUP


class _FakeChild:
    pid = 4242

    def __init__(self, stops_when_asked: bool) -> None:
        self.stops_when_asked = stops_when_asked
        self.asked = False
        self.waits = 0

    def poll(self):
        return None

    def wait(self, timeout=None):
        self.waits += 1
        if self.stops_when_asked and self.asked or self.waits > 1:
            return 0
        raise subprocess.TimeoutExpired("child", timeout)

    def kill(self):
        pytest.fail("taskkill should have ended it")


@pytest.mark.parametrize("stops_when_asked", [True, False])
def test_windows_asks_with_ctrl_break_then_ends_the_tree(monkeypatch, stops_when_asked):
    sent, ran = [], []
    child = _FakeChild(stops_when_asked)

    def fake_kill(pid, sig):
        sent.append((pid, sig))
        child.asked = True

    monkeypatch.setattr(processes.os, "kill", fake_kill)
    monkeypatch.setattr(processes.subprocess, "run", lambda command, **kw: ran.append(command))
    monkeypatch.delattr(processes.os, "killpg", raising=False)   # Windows has none
    processes.end_group(child, grace_s=3, platform="win32")
    assert sent == [(4242, getattr(signal, "CTRL_BREAK_EVENT", 1))]
    assert ran == ([] if stops_when_asked else [["taskkill", "/T", "/F", "/PID", "4242"]])


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")
def test_posix_ends_the_child_and_what_it_started(tmp_path):
    code = ("import subprocess, sys, time\n"
            "g = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
            "print(g.pid, flush=True)\ntime.sleep(60)\n")
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                             **processes.group_options())
    grandchild = int(child.stdout.readline())
    processes.end_group(child, grace_s=2)
    assert child.poll() is not None
    for _ in range(50):
        try:
            os.kill(grandchild, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail("the grandchild survived")
    child.stdout.close()


# ----- high-DPI screens -----------------------------------------------------------------------------------

@pytest.mark.parametrize("platform, scale, zoom", [
    ("win32", 1.0, 1.0), ("win32", 1.25, 1.25), ("win32", 1.5, 1.5), ("win32", 1.75, 1.5),
    ("win32", 2.0, 2.0), ("win32", 3.0, 3.0),
    ("linux", 1.0, 1.0), ("linux", 1.25, 1.0), ("linux", 2.0, 2.0),
    ("darwin", 2.0, 1.0), ("darwin", 1.0, 1.0),
])
def test_the_window_is_enlarged_as_java_does_where_the_system_does_not(platform, scale, zoom):
    assert hidpi.dpi_zoom(scale, platform) == zoom


def _fake_pyglet(scale: float):
    screen = types.SimpleNamespace(get_scale=lambda: scale)
    display = types.SimpleNamespace(get_default_screen=lambda: screen)
    return types.SimpleNamespace(display=types.SimpleNamespace(get_display=lambda: display))


def test_initial_zoom_follows_a_200_percent_windows_screen(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.delenv("GAMEGRID_WINDOW_STATE", raising=False)
    assert window_module._initial_zoom(None, _fake_pyglet(2.0)) == 2.0
    assert window_module._initial_zoom(1.0, _fake_pyglet(2.0)) == 1.0      # --zoom 1 is obeyed
    assert window_module._initial_zoom(None, _fake_pyglet(1.0)) == 1.0
    monkeypatch.setattr(sys, "platform", "darwin")                         # Retina: the system scales
    assert window_module._initial_zoom(None, _fake_pyglet(2.0)) == 1.0
    broken = types.SimpleNamespace(display=None)                           # no screen to ask
    assert window_module._initial_zoom(None, broken) == 1.0


def test_mouse_on_a_200_percent_screen_lands_on_the_scripts_pixel():
    size = (401, 301)
    window_size = zoomed_size(size, 2.0)
    assert window_size == (802, 602)
    for px, py in [(0, 0), (200, 150), (400, 300), (17, 255)]:
        for dx in (0, 1):   # both physical pixels of the script's pixel
            # pyglet counts y from the bottom of the window
            x, y = 2 * px + dx, window_size[1] - 1 - (2 * py + dx)
            assert script_xy(x, y, size, window_size) == (px, py)


def test_retina_framebuffer_is_read_back_at_the_scripts_size():
    script = Image.new("RGB", (7, 5), (0, 0, 0))
    for x in range(7):
        script.putpixel((x, x % 5), (255, 20 * x, 0))
    retina = script.resize((14, 10), Image.Resampling.NEAREST)   # each pixel drawn as 2 x 2
    back = hidpi.at_script_size(retina, (7, 5))
    assert back.size == (7, 5) and ImageChops.difference(back, script).getbbox() is None
    assert hidpi.at_script_size(script, (7, 5)) is script


def test_retina_window_maps_points_to_the_scripts_pixels_and_fills_the_framebuffer():
    """macOS: window and mouse in points (= the script's pixels), framebuffer twice as large."""
    view = window_module.View.__new__(window_module.View)
    view.size, view.zoom = (300, 200), 1.0
    view.window = types.SimpleNamespace(get_size=lambda: (300, 200), get_framebuffer_size=lambda: (600, 400))
    assert view._framebuffer_scale() == (2.0, 2.0)          # viewport and scissor in framebuffer pixels
    assert view._java_xy(10.5, 199.0) == (10, 0)            # the top-left pixel, in points
    assert view._java_xy(299.0, 0.0) == (299, 199)


# ----- the pupil's language on macOS ----------------------------------------------------------------------

def test_macos_language_from_the_systems_preferences(monkeypatch):
    """Programs started from the Dock (Thonny, IDLE) have no LANG on macOS: the system's list is asked."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", i18n.ENV_VARIABLE):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(sys, "platform", "darwin")
    asked = []

    def defaults(command, **kwargs):
        asked.append(command)
        return subprocess.CompletedProcess(command, 0, stdout='(\n    "fr-CH",\n    "en-US"\n)\n', stderr="")

    monkeypatch.setattr(subprocess, "run", defaults)
    assert i18n.language_from_environment() == "fr"
    assert asked == [["defaults", "read", "-g", "AppleLanguages"]]


def test_settings_are_written_nowhere_but_where_the_watcher_says(tmp_path, monkeypatch):
    """gamegrid keeps no settings file of its own (no per-system folder to get wrong): the only state, the
    window's place under `gamegrid watch`, goes to the file the watcher names (in the system's temp folder)."""
    from gamegrid.view import window_state
    monkeypatch.delenv(window_state.ENV, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path))
    window_state.save(x=1, y=2, zoom=2.0)
    assert list(tmp_path.iterdir()) == [] and window_state.load() == {}
    target = tmp_path / "state" / "window.json"
    target.parent.mkdir()
    monkeypatch.setenv(window_state.ENV, str(target))
    window_state.save(x=1, y=2)
    assert window_state.load() == {"x": 1, "y": 2}
