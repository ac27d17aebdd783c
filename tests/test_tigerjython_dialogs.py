"""The pyglet dialogs behind msgDlg/inputInt/askYesNo, driven in a headless pyglet (own process)."""
import os
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

SCRIPT = textwrap.dedent('''
    import pyglet
    pyglet.options["headless"] = True
    from pyglet.window import key
    from gamegrid.tigerjython import script_builtins as tj
    from gamegrid.tigerjython.answers import set_dialog_mode
    from gamegrid.view.dialogs import _Dialog
    no_game = lambda: False   # no game window: the dialog keeps the other windows alive itself

    d = _Dialog("Input", "How many?", ("OK", "Cancel"), with_field=True, initial="1")
    d.window.dispatch_event("on_text", "42"); d.window.dispatch_events()
    d.on_draw()
    d.on_key_press(key.ENTER, 0)
    print(repr(d.run(no_game)))
    d = _Dialog("Input", "How many?", ("OK", "Cancel"), with_field=True)
    d.window.dispatch_event("on_close")
    print(repr(d.run(no_game)))
    d = _Dialog("Q", "Sure?", ("Yes", "No", "Cancel"), with_field=False)
    bx, by, bw, bh = d.button_rects[1]
    d.on_mouse_press(bx + 5, by + 5, 1, 0)
    print(repr(d.run(no_game)))

    # Through the builtins: the dialog loop ticks the clock, so a scheduled "user" can type.
    set_dialog_mode("window")
    def user(texts):
        def act(dt):
            w = list(pyglet.app.windows)[-1]
            for t in texts:
                if t == "ENTER":
                    w.dispatch_event("on_key_press", key.ENTER, 0)
                elif t == "ESC":
                    w.dispatch_event("on_key_press", key.ESCAPE, 0)
                else:
                    w.dispatch_event("on_text", t)
        pyglet.clock.schedule_once(act, 0.05)
    user(["x", "ENTER", ])
    user_second = None
    # first answer "x" is not an integer: the dialog comes again, answered "7"
    pyglet.clock.schedule_once(lambda dt: user(["7", "ENTER"]), 0.2)
    print(repr(tj.inputInt("n?")))
    user(["ESC"])
    print(repr(tj.inputString("name?")))
    print(len(pyglet.app.windows))
    ''')


def test_pyglet_dialogs_headless():
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("GAMEGRID_HEADLESS", None)
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[:3] == ["'42'", "None", "False"]
    assert "'x' is not an integer" in run.stdout
    assert lines[-3:] == ["7", "None", "0"]


WINDOWED = '''\
import pyglet
from gamegrid import *

class Fish(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/nemo.gif")
    def act(self):
        self.move()

makeGameGrid(8, 3, 50, Color.gray)
addActor(Fish(), Location(0, 1))
setSimulationPeriod(100)
show()
doRun()

def typer(dt):
    w = [w for w in pyglet.app.windows if w.caption == "Input"][0]
    w.dispatch_event("on_text", "7")
    w.dispatch_event("on_key_press", pyglet.window.key.ENTER, 0)

pyglet.clock.schedule_once(typer, 0.5)
n = inputInt("n?")
print "n =", n, "fish moved:", getActors()[0].getX() > 0
dispose()
'''


def test_dialog_in_a_real_window_keeps_the_game_running(tmp_path):
    """Under Xvfb: the dialog is a second window; the game keeps cycling while it waits."""
    import shutil
    import pytest
    if shutil.which("xvfb-run") is None:
        pytest.skip("xvfb-run not available")
    script = tmp_path / "windowed.py"
    script.write_text(WINDOWED, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("GAMEGRID_HEADLESS", None)
    run = subprocess.run(["xvfb-run", "-a", sys.executable, "-m", "gamegrid", "run", "--seconds", "60",
                          str(script)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "n = 7 fish moved: True" in run.stdout, (run.stdout, run.stderr)
