"""Two real windows under Xvfb with openbox: a GPanel plot beside a GameGrid, and two GameGrids. Closing one
window through the window manager (`wmctrl -c`) leaves the other running (its simulation goes on); closing
the other ends the program. Skipped where Xvfb, openbox or wmctrl is not installed (.ci/run installs them)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from conftest import REPO
from test_real_window import x_env, x_server

pytestmark = pytest.mark.skipif(not all(shutil.which(tool) for tool in ("Xvfb", "openbox", "wmctrl")),
                                reason="needs Xvfb, openbox and wmctrl")

# Each window's simulation writes its cycle count into a file of its own, so the test sees which ones go on.
COUNTER = """
import os
class Counter(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/nemo.gif")
        self.name, self.n = name, 0
    def act(self):
        self.n += 1
        path = os.path.join(os.environ["COUNTS"], self.name)
        with open(path + ".new", "w") as out:
            out.write(str(self.n))
        os.replace(path + ".new", path)   # the test never reads a half-written count
"""

SCRIPTS = {
    "plot_and_game": "from gpanel import *\nfrom gamegrid import *\n" + COUNTER + textwrap.dedent("""\
        plot = makeGPanel(0, 10, 0, 10)
        title("Plot Window")
        line(0, 0, 10, 10)
        makeGameGrid(5, 5, 40, Color.red, False)
        setTitle("Game Window")
        addStatusBar(20)
        addActor(Counter("Game Window"), Location(1, 1))
        setSimulationPeriod(50)
        show()
        doRun()
        """),
    "two_grids": "from gamegrid import *\n" + COUNTER + textwrap.dedent("""\
        first = GameGrid(5, 3, 40, Color.gray, False)
        first.setTitle("First Grid")
        first.addActor(Counter("First Grid"), Location(0, 0))
        first.setSimulationPeriod(50)
        first.show()
        first.doRun()
        second = GameGrid(4, 4, 40, Color.blue, False)
        second.setTitle("Second Grid")
        second.addActor(Counter("Second Grid"), Location(0, 0))
        second.setSimulationPeriod(50)
        second.show()
        second.doRun()
        """),
}
TITLES = {"plot_and_game": ("Plot Window", "Game Window"), "two_grids": ("First Grid", "Second Grid")}


def listed(display: str) -> list[str]:
    return subprocess.run(["wmctrl", "-l"], env=x_env(display), capture_output=True, text=True).stdout.splitlines()


def placed(display: str, title: str) -> tuple[int, int, int, int]:
    """x, y, width, height of the window titled `title`, as the window manager lists it."""
    listing = subprocess.run(["wmctrl", "-lG"], env=x_env(display), capture_output=True, text=True).stdout
    for line in listing.splitlines():
        if line.endswith(" " + title):
            x, y, width, height = (int(v) for v in line.split()[2:6])
            return x, y, width, height
    raise AssertionError(f"{title!r} is not listed: {listing}")


def wait_until(condition, limit: float, what: str) -> None:
    deadline = time.time() + limit
    while not condition():
        assert time.time() < deadline, what
        time.sleep(0.1)


def count(folder: Path, name: str) -> int:
    try:
        return int((folder / name).read_text() or 0)
    except (FileNotFoundError, ValueError):
        return 0


@pytest.mark.parametrize("closed_first", [0, 1], ids=["older first", "newer first"])
@pytest.mark.parametrize("program", sorted(SCRIPTS))
def test_closing_one_window_leaves_the_other_running_and_closing_both_ends_the_program(tmp_path, program,
                                                                                      closed_first):
    script = tmp_path / "two.py"
    script.write_text(SCRIPTS[program], encoding="utf-8")
    counts = tmp_path / "counts"
    counts.mkdir()
    titles = TITLES[program]
    first_closed, other = titles[closed_first], titles[1 - closed_first]
    with x_server((1280, 1024), "openbox") as display:
        env = x_env(display, COUNTS=str(counts), GAMEGRID_STATE=str(tmp_path / "s.json"))
        process = subprocess.Popen([sys.executable, str(script)], cwd=REPO, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            wait_until(lambda: all(any(line.endswith(" " + t) for line in listed(display)) for t in titles)
                       or process.poll() is not None, 90, f"both windows {titles} on the screen")
            assert process.poll() is None, process.communicate()
            # side by side: the second window opens beside the first, not on top of it
            boxes = [placed(display, title) for title in titles]
            assert boxes[0][0] + boxes[0][2] <= boxes[1][0] or boxes[1][0] + boxes[1][2] <= boxes[0][0], boxes
            subprocess.run(["wmctrl", "-c", first_closed], env=x_env(display), check=True, timeout=30)
            wait_until(lambda: not any(line.endswith(" " + first_closed) for line in listed(display)), 30,
                       f"{first_closed} closed")
            time.sleep(1.0)
            assert process.poll() is None, f"closing {first_closed} ended the program: {process.communicate()}"
            assert any(line.endswith(" " + other) for line in listed(display))
            if other in ("Game Window", "First Grid", "Second Grid"):   # its simulation goes on
                before = count(counts, other)
                time.sleep(1.0)
                assert count(counts, other) > before, f"{other} stopped cycling after {first_closed} closed"
            subprocess.run(["wmctrl", "-c", other], env=x_env(display), check=True, timeout=30)
            process.wait(timeout=30)
            out, err = process.communicate()
            assert process.returncode == 0, err
            assert "Traceback" not in err, err
            state = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))   # a plain run's state, too
            assert [(w["title"], w["disposed"]) for w in state["windows"]] == [(t, True) for t in titles]
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
