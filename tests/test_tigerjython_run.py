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
    addActor(Fish(), Location(n / 2, row))
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
    # n / 2 == 2 (Python 2 division), then one second of moving to the right
    assert sorted(a["y"] for a in res.state["actors"]) == [0, 1, 2, 3, 4]
    assert {a["x"] for a in res.state["actors"]} == {7}


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
