"""The spot a GGMouseTouchListener gets, as the original measures it (found running drag programs against refrun,
issue 36 hunt): from the actor's pixel location without the view's one-pixel shift of 1-px cells (a card
dragged by its hotspot jumped a pixel), then from the touch area's centre: a rectangle's spot in its own turned
frame, a circle's in screen axes from its turned centre, an image's turned back into the picture.
Expected values from the original: refrun --cycles 40 with the same events, on gamegrid's pictures."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.original_states import run_ours

PROGRAM = '''\
from gamegrid import *

log = []
class L(GGMouseTouchListener):
    def __init__(self, name):
        self.name = name
    def mouseTouched(self, actor, mouse, spot):
        log.append("%s(%d,%d)" % (self.name, spot.x, spot.y))
        setStatusText(" ".join(log))

CS = CELLSIZE
makeGameGrid(400 // CS, 400 // CS, CS, None, False)
addStatusBar(25)
specs = [("R", 60, 60, 30, "rect", "sprites/beetle.gif"), ("C", 200, 60, 30, "circle", "sprites/spaceship.gif"),
         ("I", 60, 200, 30, "image", "sprites/marble.png"), ("r", 200, 200, 0, "rect", "sprites/token_1.png"),
         ("c", 60, 330, 0, "circle", "sprites/alien.png")]
for name, x, y, d, kind, spr in specs:
    a = Actor(True, spr) if d else Actor(spr)
    if kind == "rect":
        a.setMouseTouchRectangle(Point(3, 2), 40, 30)
    elif kind == "circle":
        a.setMouseTouchCircle(Point(3, 2), 20)
    addActor(a, Location(x // CS, y // CS), d)
    a.addMouseTouchListener(L(name), GGMouse.lPress)
show()
'''

EVENTS = {
    1: '''\
{"at_ms": 100, "type": "mouse_press", "x": 67, "y": 65, "button": "left"}
{"at_ms": 110, "type": "mouse_release", "x": 67, "y": 65, "button": "left"}
{"at_ms": 700, "type": "mouse_press", "x": 54, "y": 69, "button": "left"}
{"at_ms": 710, "type": "mouse_release", "x": 54, "y": 69, "button": "left"}
{"at_ms": 1300, "type": "mouse_press", "x": 207, "y": 65, "button": "left"}
{"at_ms": 1310, "type": "mouse_release", "x": 207, "y": 65, "button": "left"}
{"at_ms": 1900, "type": "mouse_press", "x": 194, "y": 69, "button": "left"}
{"at_ms": 1910, "type": "mouse_release", "x": 194, "y": 69, "button": "left"}
{"at_ms": 2500, "type": "mouse_press", "x": 67, "y": 205, "button": "left"}
{"at_ms": 2510, "type": "mouse_release", "x": 67, "y": 205, "button": "left"}
{"at_ms": 3100, "type": "mouse_press", "x": 54, "y": 209, "button": "left"}
{"at_ms": 3110, "type": "mouse_release", "x": 54, "y": 209, "button": "left"}
{"at_ms": 3700, "type": "mouse_press", "x": 207, "y": 205, "button": "left"}
{"at_ms": 3710, "type": "mouse_release", "x": 207, "y": 205, "button": "left"}
{"at_ms": 4300, "type": "mouse_press", "x": 194, "y": 209, "button": "left"}
{"at_ms": 4310, "type": "mouse_release", "x": 194, "y": 209, "button": "left"}
{"at_ms": 4900, "type": "mouse_press", "x": 67, "y": 335, "button": "left"}
{"at_ms": 4910, "type": "mouse_release", "x": 67, "y": 335, "button": "left"}
{"at_ms": 5500, "type": "mouse_press", "x": 54, "y": 339, "button": "left"}
{"at_ms": 5510, "type": "mouse_release", "x": 54, "y": 339, "button": "left"}
''',
    20: '''\
{"at_ms": 100, "type": "mouse_press", "x": 77, "y": 75, "button": "left"}
{"at_ms": 110, "type": "mouse_release", "x": 77, "y": 75, "button": "left"}
{"at_ms": 700, "type": "mouse_press", "x": 64, "y": 79, "button": "left"}
{"at_ms": 710, "type": "mouse_release", "x": 64, "y": 79, "button": "left"}
{"at_ms": 1300, "type": "mouse_press", "x": 217, "y": 75, "button": "left"}
{"at_ms": 1310, "type": "mouse_release", "x": 217, "y": 75, "button": "left"}
{"at_ms": 1900, "type": "mouse_press", "x": 204, "y": 79, "button": "left"}
{"at_ms": 1910, "type": "mouse_release", "x": 204, "y": 79, "button": "left"}
{"at_ms": 2500, "type": "mouse_press", "x": 77, "y": 215, "button": "left"}
{"at_ms": 2510, "type": "mouse_release", "x": 77, "y": 215, "button": "left"}
{"at_ms": 3100, "type": "mouse_press", "x": 64, "y": 219, "button": "left"}
{"at_ms": 3110, "type": "mouse_release", "x": 64, "y": 219, "button": "left"}
{"at_ms": 3700, "type": "mouse_press", "x": 217, "y": 215, "button": "left"}
{"at_ms": 3710, "type": "mouse_release", "x": 217, "y": 215, "button": "left"}
{"at_ms": 4300, "type": "mouse_press", "x": 204, "y": 219, "button": "left"}
{"at_ms": 4310, "type": "mouse_release", "x": 204, "y": 219, "button": "left"}
{"at_ms": 4900, "type": "mouse_press", "x": 77, "y": 335, "button": "left"}
{"at_ms": 4910, "type": "mouse_release", "x": 77, "y": 335, "button": "left"}
{"at_ms": 5500, "type": "mouse_press", "x": 64, "y": 339, "button": "left"}
{"at_ms": 5510, "type": "mouse_release", "x": 64, "y": 339, "button": "left"}
''',
}

# the same for both cell sizes: R and C turned by 30 degrees, I a turned image, r and c unturned;
# every area is centred at (3, 2) from the image centre; presses at (7, 5) and (-6, 9) from the actor
ORIGINAL = "R(5,-1) R(-3,8) C(5,1) C(-7,5) I(8,0) I(-1,10) r(4,3) r(-9,7) c(4,3) c(-9,7)"


@pytest.mark.parametrize("cell_size", [1, 20])
def test_touch_spots_are_the_originals(tmp_path: Path, cell_size: int) -> None:
    program = tmp_path / "spots.py"
    program.write_text(PROGRAM.replace("CELLSIZE", str(cell_size)), encoding="utf-8")
    program.with_suffix(".jsonl").write_text(EVENTS[cell_size], encoding="utf-8")
    state = run_ours(program, 40)
    assert state is not None
    assert state["status_text"] == ORIGINAL
