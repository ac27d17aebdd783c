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
    from gamegrid.tigerjython import builtins as tj
    from gamegrid.tigerjython.answers import set_dialog_mode
    from gamegrid.tigerjython.dialogs import _Dialog

    d = _Dialog("Input", "How many?", ("OK", "Cancel"), with_field=True, initial="1")
    d.window.dispatch_event("on_text", "42"); d.window.dispatch_events()
    d.on_draw()
    d.on_key_press(key.ENTER, 0)
    print(repr(d.run()))
    d = _Dialog("Input", "How many?", ("OK", "Cancel"), with_field=True)
    d.window.dispatch_event("on_close")
    print(repr(d.run()))
    d = _Dialog("Q", "Sure?", ("Yes", "No", "Cancel"), with_field=False)
    bx, by, bw, bh = d.button_rects[1]
    d.on_mouse_press(bx + 5, by + 5, 1, 0)
    print(repr(d.run()))

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
