"""Tutorial-style programs using TextActor, GGButton, the status bar, GGPanel and putSleep, run
headless through run_script with replayed clicks (the style of [TJX] Db3a, Si9a, Eff3b)."""
from __future__ import annotations

from conftest import write_script
from gamegrid.testing import Replay, run_script

SEATS = """
from gamegrid import *

def pressCallback(e):
    loc = toLocationInGrid(e.getX(), e.getY())
    seat = getOneActorAt(loc, Seat)
    if seat == None:
        return
    if seat.getIdVisible() == 0:
        seat.show(1)
    elif seat.getIdVisible() == 1:
        seat.show(0)
    refresh()

class Seat(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/btn_ok.gif", 3)

class MyButton(GGButton, GGButtonListener):
    def __init__(self):
        GGButton.__init__(self, "sprites/btn_confirm.gif")
        self.addButtonListener(self)

    def buttonClicked(self, button):
        nb = 0
        for seat in getActors(Seat):
            if seat.getIdVisible() == 1:
                seat.show(2)
                nb += 1
        setStatusText(str(nb) + " seat(s) booked")
        refresh()

    def buttonPressed(self, button):
        pass

    def buttonReleased(self, button):
        pass

makeGameGrid(6, 4, 100, None, False, mousePressed = pressCallback)
setBgColor(Color.white)
addStatusBar(30)
setStatusText("Select seats and press the button")
seatNb = 1
for y in range(3):
    for x in range(6):
        addActor(Seat(), Location(x, y))
        addActor(TextActor(str(seatNb)), Location(x, y))
        seatNb += 1
addActor(MyButton(), Location(3, 3))
show()
"""


def test_seat_booking_with_text_actors_and_a_button(tmp_path):
    script = write_script(tmp_path, SEATS)
    rp = Replay(cell_size=100).wait(300)
    rp.click_cell(0, 0).click_cell(2, 1).click_cell(5, 2).click_cell(5, 2)   # last one deselects again
    rp.click_cell(3, 3)
    res = run_script(str(script), replay=rp)
    assert res.exit_code == 0, res.output
    assert res.status_text == "2 seat(s) booked"
    seats = [a for a in res.actors if a["class"] == "Seat"]
    booked = sorted((a["x"], a["y"]) for a in seats if a["sprite_id"] == 2)
    assert booked == [(0, 0), (2, 1)]
    texts = [a for a in res.actors if a["class"] == "TextActor"]
    assert len(texts) == 18


GRAPH = """
from gamegrid import *

def onClick(e):
    wakeUp()

makeGameGrid(400, 300, 1, None, None, False, mousePressed = onClick)
p = getPanel(-10, 10, -1.5, 1.5)
p.color(Color.white)
p.line(-10, 0, 10, 0)
p.line(0, -1.5, 0, 1.5)
p.color(Color.green)
p.move(-10, 0)
import math
x = -10.0
while x <= 10:
    p.draw(x, math.sin(x))
    x += 0.1
show()
setTitle("Click to continue")
putSleep()
setTitle("done " + str(getBg().getColor(Point(p.toPixelX(0), p.toPixelY(0))) == Color.green))
"""


def test_function_graph_on_the_panel_and_put_sleep(tmp_path):
    script = write_script(tmp_path, GRAPH)
    res = run_script(str(script), replay=Replay().wait(500).click(200, 150))
    assert res.exit_code == 0, res.output
    assert res.state["title"] == "done True"
