"""API of the original that real programs call (issue 12): Actor from a list of files, GameGrid's
Component methods, sounds on GameGrid/Actor, setSlowDown, GGMaze, java.lang, --cycles."""
from __future__ import annotations

import json
import random
from collections import deque

import pytest

from gamegrid import Actor, Color, GameGrid, GGMaze, GGSound, Location
from tests.conftest import write_script


# ----- Actor ---------------------------------------------------------------------------------------------
def test_actor_from_a_list_of_files_and_one_counted_sprite(grid_runtime):
    a = Actor(["sprites/cardback.gif", "sprites/cards-heart.png"])
    assert a.getNbSprites() == 2 and not a.isRotatable()
    assert a.getImage(1).getHeight() == 48
    b = Actor(True, ("sprites/arrow.png", "sprites/arrow1.png"))
    assert b.isRotatable() and b.getNbSprites() == 2
    one = Actor(False, "sprites/ghost_0.gif", 1)
    assert one.getNbSprites() == 1 and one.getImage().getWidth() == Actor("sprites/ghost_0.gif").getImage().getWidth()
    with pytest.raises(ValueError, match="empty"):
        Actor([])
    with pytest.raises(TypeError, match="list of them"):
        Actor([3])


def test_slow_down_first_act_on_the_nth_cycle(grid_runtime):
    grid = GameGrid(5, 5, 10, None, False)
    acted = []

    class Counter(Actor):
        def act(self):
            acted.append(grid.getNbCycles())
    a = Counter()
    grid.addActor(a, Location(0, 0))
    a.setSlowDown(6)
    for _ in range(50):
        grid.doStep()
    assert acted == [6, 12, 18, 24, 30, 36, 42, 48]   # 8 acts, as measured in the original


# ----- GameGrid as a java.awt.Component ------------------------------------------------------------------
def test_component_methods(grid_runtime):
    grid = GameGrid(8, 6, 30, Color.red)
    assert (grid.getWidth(), grid.getHeight()) == (241, 181)
    size = grid.getSize()
    assert (size.width, size.height) == (241, 181) and grid.getPreferredSize() == size
    assert (grid.getX(), grid.getY()) == (0, 0)
    assert not grid.isVisible()
    grid.setVisible(True)
    assert grid.isVisible() and grid.isShown()
    grid.setBackground(Color.blue)
    assert grid.getBackground() == Color.blue == grid.getBgColor()
    grid.repaint()
    grid.requestFocus()
    grid.setCursor(None)
    assert grid.getGraphics() is grid.getBg().getContext()


def test_awt_listener_objects(grid_runtime):
    grid = GameGrid(8, 6, 30)
    seen = []

    class Motion:
        def mouseMoved(self, e):
            seen.append("moved")
    motion = Motion()
    grid.addMouseMotionListener(motion)
    assert grid._callback("mouseMoved") == motion.mouseMoved
    grid.removeMouseMotionListener(motion)
    assert grid._callback("mouseMoved") is None
    with pytest.raises(TypeError, match="mousePressed"):
        grid.addMouseListener(object())


def test_sound_methods_are_silent_headless(grid_runtime):
    grid = GameGrid(3, 3, 10)
    actor = Actor()
    for player in (grid.playSound(GGSound.PING), GameGrid.playSound(grid, GGSound.BOING),
                   actor.playSound("wav/none.wav"), grid.playLoop(GGSound.FROG), actor.playSoundExt(GGSound.CLICK)):
        assert not player.isPlaying()
        player.stop()


# ----- GGMaze --------------------------------------------------------------------------------------------
def _free_cells(maze: GGMaze) -> set[tuple[int, int]]:
    return {(x, y) for x in range(maze.getWidth()) for y in range(maze.getHeight())
            if not maze.isWall(Location(x, y))}


@pytest.mark.parametrize("width,height,seed", [(5, 5, 1), (21, 15, 2), (31, 31, 3), (41, 11, 4)])
def test_maze_is_perfect(width, height, seed):
    random.seed(seed)
    maze = GGMaze(width, height)
    free = _free_cells(maze)
    start, exit_ = maze.getStartLocation(), maze.getExitLocation()
    assert (start.x, start.y) == (0, 1) and (exit_.x, exit_.y) == (width - 1, height - 2)
    assert (0, 1) in free and (width - 1, height - 2) in free
    border = {(x, y) for (x, y) in free if x in (0, width - 1) or y in (0, height - 1)}
    assert border == {(0, 1), (width - 1, height - 2)}
    edges = sum(1 for (x, y) in free for nb in ((x + 1, y), (x, y + 1)) if nb in free)
    assert edges == len(free) - 1                     # a tree: no loops ...
    seen, todo = {(0, 1)}, deque([(0, 1)])
    while todo:
        x, y = todo.popleft()
        for nb in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nb in free and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    assert seen == free                               # ... that reaches every free cell
    rooms = ((width - 1) // 2) * ((height - 1) // 2)
    assert len(free) == 2 * rooms - 1 + 2             # rooms, the passages between them, entrance, exit


def test_maze_repeats_with_the_seed_and_checks_its_arguments():
    random.seed(7)
    a = str(GGMaze(15, 9))
    random.seed(7)
    assert str(GGMaze(15, 9)) == a and a.count("\n") == 8
    assert GGMaze(5, 5).isWall(Location(-1, 1)) and GGMaze(5, 5).isWall(Location(9, 9))
    with pytest.raises(ValueError, match="odd.*21"):
        GGMaze(20, 15)
    with pytest.raises(TypeError, match="whole number"):
        GGMaze(21.0, 15)
    with pytest.raises(TypeError, match="Location"):
        GGMaze(5, 5).isWall((1, 1))


# ----- java.lang -----------------------------------------------------------------------------------------
def test_java_lang_names(grid_runtime):
    from gamegrid.tigerjython.javalang import (Boolean, Character, Double, Integer, Long, Math, String,
                                               StringBuilder, System, Thread)
    assert String.valueOf(True) == "true" and String.valueOf(None) == "null"
    assert String.format("%d:%05.1f%n", 3, 2.25) == "3:002.2\n" and String.join("-", ["a", "b"]) == "a-b"
    assert String("abc").length() == 3 and String("abc").equalsIgnoreCase("ABC")
    assert Integer.parseInt(" 42 ") == 42 and Integer.valueOf("ff", 16) == 255 and Integer.toString(255, 2) == "11111111"
    assert Integer.toHexString(-1) == "ffffffff" and Long.parseLong("9") == 9 and Integer("5") == 5
    assert Double.parseDouble("2.5") == 2.5 and Double.isNaN(Double.NaN) and Double.compare(1.0, 2.0) == -1
    assert Boolean.parseBoolean("TRUE") and Boolean("false") is False and Character.isDigit("7")
    assert Math.round(-2.5) == -2 and Math.signum(-3) == -1.0 and Math.cbrt(-8) == pytest.approx(-2)
    assert StringBuilder("ab").append(1).append(True).reverse().toString() == "eurt1ba"
    assert System.getProperty("line.separator") == "\n" and System.getProperty("nope", "x") == "x"
    start = grid_runtime.now()
    Thread.sleep(250)          # on the main thread: through the runtime, so the virtual clock moves
    assert grid_runtime.now() - start == pytest.approx(0.25)


def test_java_imports_in_a_tigerjython_script(tmp_path):
    from gamegrid.testing import run_script
    script = write_script(tmp_path, """
        from java.lang import String, Math, System, Thread, Integer, Double, Runnable, Boolean, StringBuilder
        from java.awt.geom import GeneralPath, AffineTransform, Point2D, Rectangle2D, Ellipse2D, Line2D, Path2D
        from java.awt import BasicStroke, Polygon
        from java.util import ArrayList
        import java.lang
        l = ArrayList()
        l.add(String.valueOf(Math.PI > 3))
        print l, java.lang.Integer.MAX_VALUE, isinstance(Path2D.Double(), GeneralPath)
    """)
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "['true'] 2147483647 True" in res.output


# ----- --cycles ------------------------------------------------------------------------------------------
def test_cycles_option_on_the_command_line(tmp_path, capsys):
    from gamegrid.runner import main
    script = write_script(tmp_path, """
        from gamegrid import *
        class Ball(Actor):
            def act(self):
                self.move()
        makeGameGrid(100, 1, 10, None, False)
        addActor(Ball("sprites/ball_0.gif"), Location(0, 0))
        setSimulationPeriod(10)
        show()
        doRun()
        while not isDisposed():
            delay(7)
    """)
    state = tmp_path / "state.json"
    assert main(["run", str(script), "--cycles", "37", "--state", str(state)]) == 0
    data = json.loads(state.read_text())
    assert data["sim_cycles"] == 37 and data["actors"][0]["x"] == 37 and data["running"]
    assert main(["run", str(script), "--cycles", "-1"]) == 2


def test_cycles_counts_do_step_and_stops_a_paused_program(tmp_path):
    from gamegrid.testing import run_script
    stepper = write_script(tmp_path, """
        from gamegrid import *
        class Ball(Actor):
            def act(self):
                self.move()
        makeGameGrid(50, 1, 10, None, False)
        addActor(Ball("sprites/ball_0.gif"), Location(0, 0))
        show()
        for i in range(40):
            doStep()
            delay(100)
        print("all steps done")
    """, "stepper.py")
    res = run_script(stepper, cycles=12)
    assert res.exit_code == 0 and res.state["sim_cycles"] == 12 and res.actors[0]["x"] == 12
    assert "all steps done" not in res.output
    paused = write_script(tmp_path, """
        from gamegrid import *
        makeGameGrid(5, 5, 10, None, False)
        show()
    """, "paused.py")
    res = run_script(paused, cycles=100)          # never runs: ends instead of waiting for ever
    assert res.exit_code == 0 and res.state["sim_cycles"] == 0


def test_missing_java_class_imports_and_says_so_when_used(tmp_path):
    # issue 25: as in Jython the import succeeds; the first use names the class (tests/test_java_imports.py)
    from gamegrid.testing import run_script
    script = write_script(tmp_path, "from javax.swing import JFrame\nprint('imported')\nJFrame('x')\n")
    res = run_script(script, lang="en")
    assert res.exit_code == 1 and "imported" in res.output
    assert "Not available in gamegrid for CPython: javax.swing.JFrame" in res.output
