"""TigerJython-era programs run unchanged through the runner (headless, answers from a list)."""
import textwrap
from pathlib import Path

import pytest

testing = pytest.importorskip("gamegrid.testing")
from gamegrid.tigerjython.javaimports import uninstall_java_aliases  # noqa: E402

FISH_TANK = '''\
# Fish tank (TigerJython style, Python 2)
from gamegrid import *

class Fish(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/nemo.gif")

    def act(self):
        self.move()
        if not self.isMoveValid():
            self.turn(180)
            self.setHorzMirror(not self.isHorzMirror())

makeGameGrid(10, 10, 60, Color.red, "sprites/reef.gif", False)
setTitle("Fish tank")
n = inputInt("How many fish?")
row = 0
repeat n:
    addActor(Fish(), Location(n // 2, row))
    row += 1
if askYesNo("Start?"):
    doRun()
msgDlg("There are %d fish" % n)
print "fish:", getNumberOfActors(), "half:", n / 2
show()
'''

JAVA_STYLE = '''\
from ch.aplu.jgamegrid import GameGrid, Actor, Location
from ch.aplu.util import X11Color
from java.awt import Color
from java.awt.event import KeyEvent

class Game(GameGrid):
    def __init__(self):
        GameGrid.__init__(self, 8, 8, 50, Color.blue)
        self.setTitle("Java style")
        self.setBgColor(X11Color("skyblue"))
        for i in xrange(3):
            self.addActor(Actor("sprites/nemo.gif"), Location(i, i))
        self.show()

    def report(self):
        print "actors:", self.getNumberOfActors(), "up:", KeyEvent.VK_UP

g = Game()
g.report()
try:
    g.getOneActorAt(Location(0, 0)).explode()
except AttributeError, e:
    print "no explode"
'''


@pytest.fixture
def script(tmp_path):
    def write(name: str, text: str) -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path
    yield write
    uninstall_java_aliases()


def test_python2_script_with_repeat_and_dialogs(script):
    res = testing.run_script(script("tank.py", FISH_TANK), answers=["5", "yes"])
    assert res.exit_code == 0, res.output
    assert "How many fish? 5" in res.output and "There are 5 fish" in res.output
    assert "fish: 5 half: 2" in res.output
    assert res.state["title"] == "Fish tank" and res.state["running"]
    # n / 2 == 2 (Python 2 division), then one second of moving to the right: the run ends one virtual
    # second after the script's end, which is three calls (30 µs) after doRun(), so the cycle at 1.0 s
    # after doRun() is the sixth
    assert sorted(a["y"] for a in res.state["actors"]) == [0, 1, 2, 3, 4]
    assert {a["x"] for a in res.state["actors"]} == {8}


def test_java_imports_and_gamegrid_subclass(script):
    res = testing.run_script(script("java_style.py", JAVA_STYLE))
    assert res.exit_code == 0, res.output
    assert "actors: 3 up: 38" in res.output and "no explode" in res.output
    assert res.state["title"] == "Java style" and res.state["bg_color"] == [135, 206, 235]
    assert len(res.state["actors"]) == 3


def test_error_line_in_translated_script(script):
    path = script("err.py", '''\
        from gamegrid import *
        makeGameGrid(5, 5, 40)
        print "start"
        repeat 2:
            x = 7 / 2
        undefinedName.go()
        ''')
    res = testing.run_script(path)
    assert res.exit_code == 1
    assert "line 6" in res.output and "undefinedName" in res.output


KEYS_AND_RAW_INPUT = '''\
from gamegrid import *
from java.awt.event import KeyEvent

def onKey(e):
    global steps
    if e.getKeyCode() == KeyEvent.VK_RIGHT:
        hero.move()
        steps += 1
    print "key", e.getKeyCode(), "steps", steps
    return True

steps = 0
makeGameGrid(8, 4, 50, Color.gray, keyPressed = onKey)
hero = Actor("sprites/nemo.gif")
addActor(hero, Location(0, 1))
show()
name = raw_input("Your name?")
print "Hello %s, half of 9 is %d" % (name, 9 / 2)
print "scores:", sorted({"a": 3, "b": 1}.items(), cmp=lambda x, y: cmp(x[1], y[1]))
'''


def test_key_callbacks_and_raw_input(script):
    rp = testing.Replay(cell_size=50)
    rp.wait(300)
    rp.key(39)
    rp.wait(100)
    rp.key(39)
    res = testing.run_script(script("keys.py", KEYS_AND_RAW_INPUT), replay=rp, answers=["Ann"])
    assert res.exit_code == 0, res.output
    assert "Hello Ann, half of 9 is 4" in res.output
    assert "scores: [('b', 1), ('a', 3)]" in res.output
    assert "key 39 steps 2" in res.output
    assert [(a["x"], a["y"]) for a in res.state["actors"]] == [(2, 1)]


def _runner_has_tigerjython_wiring() -> bool:
    from gamegrid import runner
    return "convert" in getattr(runner, "_COMMANDS", {})


needs_wiring = pytest.mark.skipif(not _runner_has_tigerjython_wiring(),
                                  reason="runner without the convert command / --python2 yet")


@needs_wiring
def test_python3_script_gets_tigerjython_builtins_but_keeps_input(script):
    path = script("py3.py", '''\
        import builtins
        n = inputInt("n?")
        msgDlg("got", n)
        print(input is builtins.input, 7 / 2)
        ''')
    res = testing.run_script(path, answers=["4"])
    assert res.exit_code == 0, res.output
    assert "got 4" in res.output and "True 3.5" in res.output


@needs_wiring
def test_answers_do_not_leak_between_runs(script, monkeypatch):
    import io
    import sys
    path = script("ask.py", 'print "n =", inputInt("n?")\n')
    assert "n = 1" in testing.run_script(path, answers=["1", "2"]).output
    monkeypatch.setattr(sys, "stdin", io.StringIO("9\n"))   # no answers: standard input
    assert "n = 9" in testing.run_script(path).output


@needs_wiring
def test_command_line_convert_python2_and_show_translation(script, tmp_path):
    import os
    import subprocess
    import sys
    repo = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PYTHONPATH=str(repo), GAMEGRID_HEADLESS="1")
    src = script("old.py", 'from gamegrid import *\nrepeat 2:\n    print "x", 7 / 2\n')

    def gamegrid(*args):
        return subprocess.run([sys.executable, "-m", "gamegrid", *args], capture_output=True,
                              text=True, env=env, timeout=120)

    run = gamegrid("convert", str(src))
    assert run.returncode == 0, run.stderr
    converted = tmp_path / "old_py3.py"
    assert converted.is_file()
    plain = subprocess.run([sys.executable, str(converted)], capture_output=True, text=True,
                           env=env, timeout=120)
    viarun = gamegrid("run", "--headless", str(src))
    assert plain.returncode == 0 and viarun.returncode == 0, plain.stderr + viarun.stderr
    assert plain.stdout == viarun.stdout == "x 3.5\nx 3.5\n"
    shown = gamegrid("run", "--headless", "--show-translation", str(src))
    assert "for _tj_repeat_i in range(2):" in shown.stdout and shown.stdout.endswith("x 3.5\nx 3.5\n")
    py3 = script("py3div.py", "print(7 / 2, isinstance(map(abs, [-1]), list))\n")
    assert gamegrid("run", "--headless", str(py3)).stdout == "3.5 False\n"
    assert gamegrid("run", "--headless", "--python2", str(py3)).stdout == "3.5 True\n"
    assert gamegrid("convert", str(tmp_path / "nothing.py")).returncode == 2
