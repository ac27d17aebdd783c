"""Differences found by running public TigerJython gamegrid programs (tutorial examples, JGameGrid's Jython
examples, pupils' games) on the original (refrun) and on ours. Each test is a small program of our own that
shows the same behaviour; the expected values were read from the original's run (refrun --cycles N) of the
program in the test."""
from __future__ import annotations

from gamegrid import Color, GameGrid, Point

GRAY = (128, 128, 128)


def test_draw_grid_lines_use_the_pens_line_width(grid_runtime):
    # makeGameGrid(8, 6, 50, ...); getBg().setLineWidth(3); drawGridLines(Color.gray): the original draws
    # the lines 3 pixels wide, centred on the cell borders (the outer ones cut by the picture's edge).
    grid = GameGrid(8, 6, 50, Color.blue, False)
    bg = grid.getBg()
    bg.clear(Color(255, 255, 200))
    bg.setLineWidth(3)
    bg.drawGridLines(Color.gray)
    row = [x for x in range(401) if bg.image.getpixel((x, 30))[:3] == GRAY]
    column = [y for y in range(301) if bg.image.getpixel((30, y))[:3] == GRAY]
    assert row == [0, 1, 49, 50, 51, 99, 100, 101, 149, 150, 151, 199, 200, 201, 249, 250, 251,
                   299, 300, 301, 349, 350, 351, 399, 400]
    assert column == [0, 1, 49, 50, 51, 99, 100, 101, 149, 150, 151, 199, 200, 201, 249, 250, 251, 299, 300]
    assert bg.getColor(Point(200, 150)) == Color(128, 128, 128)


def test_draw_grid_lines_are_one_pixel_with_the_default_pen(grid_runtime):
    grid = GameGrid(4, 3, 20, None, False)
    bg = grid.getBg()
    bg.clear(Color.white)
    bg.drawGridLines(Color.gray)
    assert [x for x in range(81) if bg.image.getpixel((x, 10))[:3] == GRAY] == [0, 20, 40, 60, 80]


TEXT_FIELDS = """
from gamegrid import *

class Ball(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ball.gif")
    def act(self):
        self.move(4)
        tf.setText("x = " + str(self.getX()) + " cycle " + str(getNbCycles()))

gg = makeGameGrid(300, 200, 1, None, None, False)
tf = GGTextField(gg, "Hallo", Location(20, 30), True)
tf.setFont(Font("SansSerif", Font.BOLD, 16))
tf.show()
tf2 = GGTextField(gg, "fixed", Location(150, 150), False)
tf2.show()
addActor(Ball(), Location(50, 100), 0)
setSimulationPeriod(50)
show()
doRun()
"""


def test_text_fields_are_named_as_the_originals_inner_class_in_the_state(tmp_path):
    # The original (refrun --cycles 20) lists the fields as GGTextField$MyTextActor, the one shown last
    # (and changed in act()) re-added above the other, the ball on top.
    from conftest import write_script
    from gamegrid.testing import run_script
    result = run_script(write_script(tmp_path, TEXT_FIELDS), cycles=20)
    assert result.exit_code == 0, result.output
    assert [(a["class"], a["x"], a["y"]) for a in result.state["actors"]] == [
        ("GGTextField$MyTextActor", 150, 150), ("GGTextField$MyTextActor", 20, 30), ("Ball", 130, 100)]


def test_a_text_field_without_the_grid_is_refused_with_what_to_write(grid_runtime):
    # GGTextField("Score", Location(1, 1), True): the original raises TypeError ("1st arg can't be coerced
    # to ch.aplu.jgamegrid.GameGrid"); ours said "'str' object has no attribute 'addActorNoRefresh'".
    import pytest
    from gamegrid import GGTextField, Location
    with pytest.raises(TypeError, match=r"GGTextField\(\) takes the GameGrid first, got 'Score'"):
        GGTextField("Score", Location(1, 1), True)


PRESSED_KEYS = """
from gamegrid import *
def onPress(e):
    setTitle("pressed " + str(list(getPressedKeyCodes())))
def onRelease(e):
    setStatusText("after release " + str(list(getPressedKeyCodes())))
makeGameGrid(400, 300, 1, None, None, False, keyPressed = onPress, keyReleased = onRelease)
addStatusBar(20)
show()
doRun()
"""

KEY_REPEATS = """
from gamegrid import *
log = []
class Rep(GGKeyRepeatListener):
    def __init__(self, name):
        self.name = name
    def keyRepeated(self, code):
        log.append(self.name + str(code))
        setTitle(" ".join(log))
makeGameGrid(400, 300, 1, None, None, False)
setKeyRepeatPeriod(100000)
addKeyRepeatListener(Rep("A"))
addKeyRepeatListener(Rep("B"))
show()
doRun()
"""


def _press(at_ms, key, char=None, kind="key_press"):
    event = {"at_ms": at_ms, "type": kind, "key": key}
    if char is not None:
        event["char"] = char
    return event


def test_pressed_key_codes_are_in_the_order_the_keys_went_down(tmp_path):
    # The original keeps the held keys in a list: right, left, a, space held gives [39, 37, 65, 32], and
    # releasing left leaves [39, 65, 32] (ours sorted them: [32, 37, 39, 65]). refrun --cycles 5.
    from conftest import write_script
    from gamegrid.testing import run_script
    events = [_press(100, 39), _press(200, 37), _press(300, 65, "a"), _press(400, 32, " "),
              _press(500, 37, kind="key_release")]
    result = run_script(write_script(tmp_path, PRESSED_KEYS), replay=events, cycles=5)
    assert result.exit_code == 0, result.output
    assert result.state["title"] == "pressed [39, 37, 65, 32]"
    assert result.state["status_text"] == "after release [39, 65, 32]"


def test_key_repeats_go_listener_by_listener_in_press_order(tmp_path):
    # Each press makes the original's repeat thread call every listener in turn with every held key (the
    # period is long here, so only the presses' calls come). refrun --cycles 5.
    from conftest import write_script
    from gamegrid.testing import run_script
    events = [_press(100, 39), _press(300, 37), _press(500, 65, "a")]
    result = run_script(write_script(tmp_path, KEY_REPEATS), replay=events, cycles=5)
    assert result.exit_code == 0, result.output
    assert result.state["title"] == "A39 B39 A39 A37 B39 B37 A39 A37 A65 B39 B37 B65"


def _blue_runs(image, xs, ys):
    return [p for p in zip(xs, ys) if image.getpixel(p)[2] > 200 and image.getpixel(p)[0] < 100]


def test_wide_outlines_are_centred_and_fill_arc_fills_between_arc_and_chord(grid_runtime):
    # The original (refrun): setLineWidth(4); drawCircle / drawRectangle put the 4 pixels of the pen
    # across the edge (118-121 for an edge at 120), not inside it; fillArc fills an open Arc2D, the piece
    # between the arc and its chord (30° to 150°: down to the chord at y = 40, no point at the centre),
    # and draws the arc over it with the pen.
    grid = GameGrid(400, 300, 1, None, None, False)
    bg = grid.getBg()
    bg.clear(Color.white)
    bg.setPaintColor(Color.blue)
    bg.drawCircle(Point(60, 60), 40)
    bg.setLineWidth(4)
    bg.drawCircle(Point(160, 60), 40)
    bg.drawRectangle(Point(220, 20), Point(300, 100))
    bg.fillArc(Point(350, 60), 40, 30, 120)
    image = bg.image
    row = [x for x, _ in _blue_runs(image, range(110, 310), [60] * 200)]
    assert row == [118, 119, 120, 121, 198, 199, 200, 201, 218, 219, 220, 221, 298, 299, 300, 301]
    assert [y for _, y in _blue_runs(image, [350] * 60, range(10, 70))] == list(range(18, 40))
    across = [x for x, _ in _blue_runs(image, range(300, 400), [35] * 100)]
    # the original's row ends at 382; Pillow's stroke of the arc's end reaches one pixel further
    original = [300, 301] + list(range(316, 383))
    assert across in (original, original + [383])
    assert image.getpixel((350, 50))[:3] == (255, 255, 255)   # under the chord: no pie slice to the centre


SPRITE_LISTS = """
from gamegrid import *
class Walker(Actor):
    def __init__(self):
        Actor.__init__(self, ["sprites/man_0.gif", "sprites/man_1.gif", "sprites/man_2.gif"])
    def act(self):
        self.showNextSprite()
        self.move()
class Blinker(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/pacman.gif", 2)
    def act(self):
        self.turn(45)
makeGameGrid(10, 4, 50, Color.gray, False)
addActor(Walker(), Location(0, 1))
addActor(Blinker(), Location(5, 3))
show()
doRun()
"""


def test_an_actor_from_a_list_of_numbered_sprites_is_named_as_one_from_a_count(tmp_path):
    # Actor(["m_0.gif", "m_1.gif", ...]) and Actor("m.gif", n) load the same pictures; the original's state
    # (refrun --cycles 7) names both "m.gif".
    from conftest import write_script
    from gamegrid.testing import run_script
    result = run_script(write_script(tmp_path, SPRITE_LISTS), cycles=7)
    assert result.exit_code == 0, result.output
    assert [(a["sprite"], a["x"], a["sprite_id"]) for a in result.state["actors"]] == [
        ("sprites/man.gif", 7, 1), ("sprites/pacman.gif", 5, 0)]
