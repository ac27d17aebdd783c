"""GGButton and friends, driven by replayed clicks through run_script (spec §4.7, §4.8)."""
from __future__ import annotations

from conftest import write_script
from gamegrid.testing import Replay, run_script

BUTTON_SCRIPT = """
from gamegrid import *

class MyButton(GGButton, GGButtonListener):
    def __init__(self):
        GGButton.__init__(self, "sprites/btn_ok.gif")
        self.addButtonListener(self)
    def buttonPressed(self, button):
        print("pressed", button.getIdVisible(), button.isPressed())
    def buttonReleased(self, button):
        print("released", button.getIdVisible())
    def buttonClicked(self, button):
        print("clicked")
        setStatusText("clicked")

makeGameGrid(8, 4, 50, Color.red, False)
addStatusBar(30)
addActor(MyButton(), Location(2, 2))
show()
"""


def test_button_click_calls_pressed_released_clicked(tmp_path):
    script = write_script(tmp_path, BUTTON_SCRIPT)
    rp = Replay(cell_size=50).wait(200).click_cell(2, 2)
    res = run_script(str(script), replay=rp)
    assert res.exit_code == 0, res.output
    assert res.output.splitlines() == ["pressed 1 True", "released 0", "clicked"]
    assert res.status_text == "clicked"


def test_press_inside_release_outside_is_not_a_click(tmp_path):
    script = write_script(tmp_path, BUTTON_SCRIPT)
    rp = Replay(cell_size=50).wait(200).press_cell(2, 2).drag_cell(5, 0).release_cell(5, 0)
    res = run_script(str(script), replay=rp)
    assert res.output.splitlines() == ["pressed 1 True", "released 0"]


def test_click_beside_the_button_does_nothing(tmp_path):
    script = write_script(tmp_path, BUTTON_SCRIPT)
    res = run_script(str(script), replay=Replay(cell_size=50).wait(200).click_cell(6, 0))
    assert res.exit_code == 0 and res.output == ""


def test_disabled_button_ignores_clicks(tmp_path):
    script = write_script(tmp_path, BUTTON_SCRIPT.replace(
        "addActor(MyButton(), Location(2, 2))", "b = MyButton()\nb.setEnabled(False)\naddActor(b, Location(2, 2))"))
    res = run_script(str(script), replay=Replay(cell_size=50).wait(200).click_cell(2, 2))
    assert res.output == ""


def test_toggle_check_and_radio_buttons(tmp_path):
    script = write_script(tmp_path, """
        from gamegrid import *

        def report(button, state):
            print(type(button).__name__, state)

        class L(GGToggleButtonListener, GGCheckButtonListener, GGRadioButtonListener):
            def buttonToggled(self, button, toggled):
                report(button, toggled)
            def buttonChecked(self, button, checked):
                report(button, checked)
            def buttonSelected(self, button, selected):
                report(button, selected)

        makeGameGrid(8, 4, 50, None, False)
        listener = L()
        toggle = GGToggleButton("sprites/btn_ok.gif")
        toggle.addToggleButtonListener(listener)
        check = GGCheckButton("sound on")
        check.addCheckButtonListener(listener)
        r1, r2 = GGRadioButton("easy", None, None, True), GGRadioButton("hard")
        group = GGRadioButtonGroup(r1, r2)
        group.addRadioButtonListener(listener)
        addActor(toggle, Location(1, 1))
        addActor(check, Location(4, 1))
        addActor(r1, Location(1, 3))
        addActor(r2, Location(4, 3))
        show()
    """)
    rp = Replay(cell_size=50).wait(200)
    rp.click_cell(1, 1).click_cell(1, 1).click(4 * 50 + 25 - 30, 75).click_cell(4, 3).click_cell(4, 3)
    res = run_script(str(script), replay=rp)
    assert res.exit_code == 0, res.output
    assert res.output.splitlines() == [
        "GGToggleButton True", "GGToggleButton False",
        "GGCheckButton True",
        "GGRadioButton False", "GGRadioButton True",    # r1 deselected, r2 selected; the 2nd click changes nothing
    ]
