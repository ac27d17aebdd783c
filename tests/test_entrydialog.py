"""TigerJython's entrydialog (`from entrydialog import *`): classroom-style programs headless with answer lines
(and clicks and keys in the game window), the model's rules, and the dialog window under Xvfb."""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import REPO, write_script
from gamegrid.testing import Replay, run_script
from test_real_window import display, find_window, x_env, xdotool  # noqa: F401 (display is a fixture)

HERE = Path(__file__).resolve().parent / "tj_programs"


def answers(name: str) -> list[str]:
    return (HERE / "input" / f"{name}.txt").read_text(encoding="utf-8").splitlines()


def run(name: str, **kwargs):
    res = run_script(HERE / f"{name}.py", answers=answers(name), **kwargs)
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output, res.output
    return res


def test_converter_takes_typed_values_and_clicks():
    res = run("entrydialog_converter")
    lines = res.output.splitlines()
    assert "100.0 -> 212.0" in lines and "-40.0 -> -40.0" in lines and "None -> not a number" in lines
    assert "conversions: 2" in lines
    # a read-only entry refuses typing, and says so
    assert "entrydialog: answer 'Fahrenheit: = 3' ignored: the entry 'Fahrenheit:' is not editable." in lines


def test_dialog_steers_a_game_with_keys_in_the_game_window():
    # the key comes between the third step (at 0.2 s and a few calls) and the end of the first Go
    res = run("entrydialog_robot", replay=Replay().wait(250).key(39))
    assert "Anna moved 5 times, bug at (0, 5)" in res.output   # 3 east, then 2 south; Home at the end
    assert res.status_text == "at (3, 7) after 5 moves"
    assert [(a["x"], a["y"], a["direction"]) for a in res.actors] == [(0, 5, 0.0)]


def test_dialog_closes_when_the_answers_run_out(tmp_path):
    script = write_script(tmp_path, """
        from entrydialog import *
        name = StringEntry("Name:", "Anna")
        ok = ButtonEntry("OK")
        dlg = EntryDialog(EntryPane(name), EntryPane(ok))
        while not dlg.isDisposed():
            if ok.isTouched():
                print("hello", name.getValue())
        print("end")
    """)
    res = run_script(script, answers=["Name: = Bert", "OK"])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines.index("hello Bert") < lines.index("end")   # the loop ended: the dialog counts as closed
    assert 'no answers left for the dialog "Entry Dialog"' in res.output


def test_values_read_after_a_click_are_those_of_that_click(tmp_path):
    script = write_script(tmp_path, """
        from entrydialog import *
        n = IntEntry("n", 0)
        add = ButtonEntry("Add")
        total = 0
        dlg = EntryDialog(EntryPane(n, add))
        while not dlg.isDisposed():
            if add.isTouched():
                total += n.getValue()
                print("total", total)
    """)
    res = run_script(script, answers=["n = 5", "Add", "n = 7", "Add", "n = 100", "close"])
    assert res.exit_code == 0, res.output
    assert [l for l in res.output.splitlines() if l.startswith("total")] == ["total 5", "total 12"]


def test_entries_model():
    from gamegrid.tigerjython.entrydialog import (CheckEntry, EntryDialog, EntryPane, FloatEntry, IntEntry,
                                                  RadioEntry, SliderEntry, StringEntry)
    from gamegrid.tigerjython.answers import set_answer_source
    set_answer_source([])
    try:
        a, b = RadioEntry("a", True), RadioEntry("b")
        f, i = FloatEntry("f", "2,5"), IntEntry("i", "x")
        s = SliderEntry(0, 10, 20, 5, 1)
        c = CheckEntry("c")
        dlg = EntryDialog(EntryPane(a, b), EntryPane(f, i, s, c, StringEntry("s", 3)))
        b.setValue(True)
        assert (a.getValue(), b.getValue()) == (False, True)
        assert f.getValue() == 2.5 and i.getValue() is None and s.getValue() == 10
        s.setValue(-3)
        assert s.getValue() == 0 and c.getValue() is False and dlg.getPanes()[1].getEntries()[4].getValue() == "3"
        with pytest.raises(TypeError, match="EntryPane objects"):
            EntryDialog("no pane")
        with pytest.raises(ValueError, match="min must be a number below max"):
            SliderEntry(5, 5, 5, 1, 1)
    finally:
        set_answer_source(None)


# ----- the window, under Xvfb ------------------------------------------------------------------------------
xvfb = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")


@xvfb
def test_dialog_window_typed_into_and_clicked(display, tmp_path):
    script = write_script(tmp_path, """
        from gamegrid import *
        from entrydialog import *
        makeGameGrid(5, 5, 40, Color.red, False)
        setTitle("Game")
        show()
        name = StringEntry("Name:", "")
        ok = ButtonEntry("OK")
        dlg = EntryDialog(EntryPane(name), EntryPane(ok))
        dlg.setTitle("Name please")
        while not dlg.isDisposed():
            if ok.isTouched():
                print("hello", name.getValue(), flush=True)
                dlg.dispose()
            delay(20)
        dispose()
    """)
    process = subprocess.Popen([sys.executable, str(script)], cwd=REPO, env=x_env(display),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(display, "Name please", process)
        xdotool(display, "mousemove", "--window", window, "250", "29")   # into the text field
        xdotool(display, "click", "1")
        time.sleep(0.3)
        xdotool(display, "type", "--delay", "60", "Bert")
        time.sleep(0.5)
        xdotool(display, "mousemove", "--window", window, "50", "69")    # the OK button
        xdotool(display, "click", "1")
        out, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert "hello Bert" in out, (out, err)
