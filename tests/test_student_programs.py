"""Students' own exercise variants (tests/student_programs/) run headless with replayed input.

Each program is written the sloppy-but-legal way students write them; the assertions check what the
original would show: printed values, the status bar, the actors left in the grid.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from gamegrid.testing import Replay, run_script

PROGRAMS = Path(__file__).resolve().parent / "student_programs"


def run(name: str, replay: Replay | None = None, **kwargs):
    return run_script(PROGRAMS / name, replay=replay, **kwargs)


def lines(result) -> list[str]:
    return result.output.splitlines()


def test_fish_global_counter_in_status_bar():
    res = run("p01_fish_globals.py", seconds=3)
    assert res.exit_code == 0
    assert res.status_text == "cycles: 15"
    (fish,) = res.actors
    assert (fish["x"], fish["y"], fish["direction"]) == (1, 4, 180.0)


def test_import_as_gg_removing_in_act():
    res = run("p02_gg_module.py", seconds=3)
    assert res.exit_code == 0
    assert "eaten at (7, 0)" in res.output and "left: 0" in res.output
    assert [a["class"] for a in res.actors] == ["Eater"]


def test_grid_object_bullets_hit_targets():
    res = run("p03_grid_object.py", seconds=3)
    assert res.exit_code == 0
    assert res.state["title"] == "Shooter"
    classes = [a["class"] for a in res.actors]
    assert "Target" not in classes and classes.count("Gun") == 1 and "Bullet" in classes


def test_key_polling_loop_with_kbhit():
    rp = Replay().wait(300)
    for code in (39, 39, 38, 37, 40, 40, 81):
        rp.key(code)
    res = run("p04_keys_poll.py", rp, seconds=3)
    assert res.exit_code == 0
    assert "moves 6 at 6 6" in res.output
    assert res.status_text is None   # no status bar was added


def test_key_repeated_with_two_keys_held():
    rp = Replay().wait(300).key_press(39).key_press(38).wait(800).key_release(38).wait(300).key_release(39)
    res = run("p05_keyrepeat.py", rp, seconds=3)
    assert res.exit_code == 0
    assert "pressed [39, 38]" in res.output and "repeated [38, 39]" in res.output


def test_mouse_buttons_double_click_enter_exit():
    rp = Replay(cell_size=50).wait(200).move(10, 10)
    rp.click_cell(1, 1).click_cell(2, 2).click_cell(3, 3).click(175, 175, button="right")
    rp.move_cell(4, 4).wait(500).click_cell(5, 5).click_cell(5, 5).click_cell(6, 1).move(-5, 100)
    res = run("p06_mouse_clicks.py", rp, seconds=3)
    assert res.exit_code == 0
    assert "['enter', 'left', 'left', 'left', 'right', 'left', 'double', 'left', 'exit']" in res.output
    assert res.status_text == "mouse at (4, 4)"
    assert [(a["x"], a["y"]) for a in res.actors] == [(6, 1)]


def test_hide_show_toggles():
    rp = Replay().wait(500).key(72).wait(500).key(83)
    res = run("p07_hide_show.py", rp, seconds=3)
    assert res.exit_code == 0
    assert "blinker 20 True 1" in res.output and "other True 1" in res.output


def test_paint_and_act_order_with_several_classes():
    res = run("p08_paint_act_order.py")
    assert res.exit_code == 0
    assert "act order ['Leaf', 'Leaf', 'Bug', 'Bug', 'Rock', 'Rock']" in res.output
    assert "act order 2 ['Rock', 'Rock', 'Leaf', 'Leaf', 'Bug', 'Bug']" in res.output
    assert [a["class"] for a in res.actors] == ["Rock", "Rock", "Leaf", "Leaf", "Bug", "Bug"]


def test_actors_outside_the_grid():
    res = run("p09_outside_grid.py", seconds=2)
    assert res.exit_code == 0
    assert "in grid False False" in res.output and "at outside 1" in res.output
    assert "walker 2 2 True" in res.output
    assert {(a["x"], a["y"]) for a in res.actors} >= {(10, 10), (-1, -1)}


def test_pixel_grid_800_by_600():
    res = run("p10_pixels_big.py", seconds=2.1)
    assert res.exit_code == 0
    assert "inside 20" in res.output and "cells 800 600 1" in res.output


def test_500_actors_and_many_refresh_calls():
    res = run("p11_many_actors.py", seconds=1.2, seed=3)
    assert res.exit_code == 0
    assert "actors 500" in res.output and len(res.actors) == 500


def test_delay_inside_act_and_mouse_callback():
    # delay() inside act() used to hang the headless loop (the clock waited for the running cycle)
    rp = Replay(cell_size=40).wait(300).click_cell(3, 1).wait(100).click_cell(5, 1).wait(1000).click_cell(1, 1)
    res = run("p12_delay_in_act.py", rp, seconds=3)
    assert res.exit_code == 0
    # The script's ten calls before doRun() take 0.1 virtual ms, so the first cycle's delay(300) lasts
    # until 300.1 ms and the click at 300 ms is delivered inside it: the callback's delay(500) holds that
    # cycle (steps at 0, 0.8, 1.1, 1.4 s...), the later clicks come between cycles.
    assert "steps [1, 2, 3, 4, 5, 6]" in res.output
    assert "clicks [(140, 60), (220, 60), (60, 60)]" in res.output
    assert res.status_text == "clicked 3"


def test_multiline_status_and_title_changes():
    rp = Replay().wait(300).key(65, "a").key(66, "b")
    res = run("p13_status_title.py", rp)
    assert res.exit_code == 0
    assert res.status_text == "Key: 66\nChar: b\nTotal: 2"
    assert res.state["title"] == "Pressed 2 keys"


def test_pause_run_step_and_period_zero_from_keys():
    rp = Replay().wait(200).key(32).wait(1000).key(32).wait(300).key(83).key(83)
    res = run("p14_pause_run_keys.py", rp)
    assert res.exit_code == 0
    assert res.state["running"] is False
    n = int(res.status_text.split("n=")[1])
    assert 10 <= n <= 14 and res.state["sim_cycles"] == n
    rp.wait(200).key(32).key(48).wait(100).key(32)
    fast = run("p14_pause_run_keys.py", rp)
    assert fast.state["simulation_period"] == 0 and fast.state["sim_cycles"] > n + 50


def test_act_enabled_and_slow_down():
    res = run("p15_act_enabled.py", seconds=2)
    assert res.exit_code == 0
    assert "a 4 4 False" in res.output and "b 4 4 False" in res.output and "a again 8" in res.output


def test_location_arithmetic():
    res = run("p16_location_math.py")
    assert res.exit_code == 0
    for expected in ("n45 (4, 4)", "n90 (3, 4)", "n-90 (3, 2)", "adj 0 (8, 3)", "dir to 0.0 270.0 45.0",
                     "compass SOUTH", "dist 5", "eq True True True", "hash a", "moved to (4, 4) 45.0",
                     "dir 90.0", "next (4, 5)"):
        assert expected in res.output


def test_seed_makes_random_placement_repeatable():
    first = run("p17_seed_random.py", seed=5)
    again = run("p17_seed_random.py", seed=5)
    other = run("p17_seed_random.py", seed=6)
    assert first.exit_code == 0 and len(first.actors) == 5
    assert first.output == again.output != other.output


def test_errors_in_callbacks_are_reported_and_the_game_goes_on():
    rp = Replay(cell_size=40).wait(500).click_cell(2, 2).wait(500).click_cell(3, 2)
    res = run("p18_error_callback.py", rp, seconds=3)
    assert res.exit_code == 1
    assert "p18_error_callback.py\", line 10, in onMousePressed" in res.output
    assert "ZeroDivisionError" in res.output
    assert "p18_error_callback.py\", line 21, in act" in res.output
    assert res.status_text == "clicks: 2"   # the second click still worked


def test_wrong_argument_types_give_clear_messages():
    res = run("p19_wrong_types.py")
    assert res.exit_code == 0
    out = res.output
    assert "AttributeError" not in out and "isinstance()" not in out and "issubclass()" not in out
    assert "getActorsAt tuple TypeError getActorsAt() needs a Location" in out
    assert "isEmpty list TypeError isEmpty() needs a Location" in out
    assert "move str TypeError move() needs a whole number" in out
    assert "getActorsAt cls str TypeError getActorsAt() needs a class" in out
    assert "getActors cls str TypeError getActors() needs a class" in out
    assert "getOneActorAt TypeError getOneActorAt() needs a class" in out
    assert "removeActor str TypeError removeActor() needs an Actor" in out
    assert "setDirection str TypeError setDirection()" in out
    assert "Actor missing SpriteNotFoundError" in out
    assert "setPaintOrder actor TypeError setPaintOrder() needs a class" in out
    assert "setActOrder str TypeError setActOrder() needs a class" in out
    assert "show str TypeError show() needs a whole number" in out
    assert "toPoint tuple TypeError toPoint() needs a Location" in out
    assert "isKeyPressed char TypeError isKeyPressed() needs a key code" in out
    accepted = {line.rsplit(" ", 1)[0] for line in out.splitlines() if line.endswith(" OK")}
    assert accepted == {"status int", "title int", "bg str"}   # lenient on purpose, the rest must fail


def test_script_loop_with_refresh_and_actors_from_key_callback():
    rp = Replay().wait(300).key(66).key(66).wait(200).key(66).wait(100).key(66)
    res = run("p20_sloppy_loop.py", rp, seconds=4)
    assert res.exit_code == 0
    assert "first key 66" in res.output and "bombs left 0 actors 0" in res.output


def test_gamegrid_subclass_with_mouse_listener():
    rp = Replay(cell_size=40).wait(300).click_cell(1, 1).click(100, 180, button="right").wait(1000).click_cell(5, 5)
    res = run("p21_grid_subclass.py", rp, seconds=3)
    assert res.exit_code == 0
    assert "cycles 25" in res.output
    assert "clicked [('(1, 1)', False), ('(2, 4)', True), ('(5, 5)', False)]" in res.output


def test_collide_removes_and_adds_partners():
    res = run("p22_collisions.py", seconds=2.1)
    assert res.exit_code == 0
    hits = int(res.status_text.split(": ")[1])
    assert hits >= 10 and "ghosts 1" in res.output


def test_typical_subclass_mistakes():
    res = run("p23_mistakes.py")
    assert res.exit_code == 0
    assert "twice: GameGridError" in res.output and "already in the game grid" in res.output
    assert "after mutate (2, 2) (5, 2)" in res.output and "after set (5, 2)" in res.output


def test_close_ends_dispose_loop():
    rp = Replay().wait(300).key(65).key(66).wait(300).key(67).close()
    res = run("p24_close_loop.py", rp)
    assert res.exit_code == 0
    assert "codes [65, 66, 67]" in res.output and "closed True" in res.output


def test_text_actor_replaced_every_cycle():
    res = run("p25_textactor_bg.py", Replay().wait(1500).key(32), seconds=2)
    assert res.exit_code == 0
    assert [a["class"] for a in res.actors] == ["TextActor", "Ticker"]


def test_busy_kbhit_loop_without_delay():
    res = run("p26_busy_kbhit.py", Replay().wait(300).key(65).key(66).wait(300).key(27))
    assert res.exit_code == 0 and "seen [65, 66, 27]" in res.output


def test_delay_inside_key_callback_keeps_simulation_running():
    res = run("p27_delay_in_key_callback.py", Replay().wait(300).key(65).key(66).wait(1000).key(67), seconds=2.5)
    assert res.exit_code == 0
    assert "('start', 65, 6)" in res.output and "('end', 65, 14)" in res.output
    assert "('start', 66, 14)" in res.output   # the second key waited for the first callback


def test_animation_paint_order_and_pixel_location():
    res = run("p28_animation_order.py", seconds=1.5)
    assert res.exit_code == 0
    assert "ids [1, -1, 1, 1]" in res.output and "xs [8, 1, 6, 5] removed True" in res.output
    assert "extra (5, 3)" in res.output and "paint [2, None, 1, 0]" in res.output


def test_module_forms_and_early_calls():
    res = run("p29_module_forms.py")
    assert res.exit_code == 0
    assert "before: WindowNotInitialized" in res.output and "first disposed True" in res.output
    assert "move early: GameGridError Actor.move()" in res.output
    assert "actors 1 1" in res.output and res.state["sim_cycles"] >= 50


def test_teleport_by_remove_and_add_then_reset():
    res = run("p30_readd_reset.py")
    assert res.exit_code == 0
    assert "at (3, 2) removed False actors 1" in res.output
    assert "after reset (0, 2) False 4" in res.output and "after step (1, 2)" in res.output


def test_drag_with_offset_touch_listener_and_repeated_error_shown_once():
    rp = Replay(cell_size=50).wait(200).drag_cells((1, 1), (3, 2))
    rp.move_cell(0, 0).move_cell(4, 4).move_cell(5, 5).key_press(32).wait(300).key_release(32)
    res = run("p31_drag_touch.py", rp, seconds=3)
    assert res.exit_code == 1
    assert res.status_text == "dropped at (3, 2)"
    assert "touched [(4, 4, True), (4, 4, False)]" in res.output
    # held for 300 ms = about 15 repeats of the same error: one traceback, not a flood
    assert res.output.count("ValueError: space held") == 1
    assert 'p31_drag_touch.py", line 28, in onKeyRepeated' in res.output


def test_notify_exit_key_wait_after_close_and_error_in_script_body():
    res = run("p32_nav_exit.py", Replay().wait(300).close().wait(200).close())
    assert res.exit_code == 1
    assert "key 65535 disposed True ['exit', 'exit']" in res.output   # doRun()/doPause() in code: no nav callbacks
    assert 'p32_nav_exit.py", line 27, in <module>' in res.output and "IndexError" in res.output


def test_refresh_loop_without_delay_still_takes_input_and_stops():
    # used to spin forever: refresh() never let input (or the run's time limit) in
    res = run("p33_refresh_no_delay.py", Replay().wait(100).key(65).wait(100).key(66), seconds=1)
    assert res.exit_code == 0
    assert res.status_text == "turns: 2"


def test_is_key_pressed_in_act_key_released_and_click_counts():
    rp = Replay().wait(250).key_press(38).wait(450).key_press(39).wait(180).key_release(39).wait(300)
    rp.key_release(38).click(50, 50).click(50, 50).wait(600).click(50, 50)
    res = run("p34_iskeypressed_act.py", rp, seconds=3)
    assert res.exit_code == 0
    assert "car (21, 16) 60.0" in res.output
    assert "released [39, 38]" in res.output and "clicks [1, 2, 1]" in res.output


def test_key_wait_loop_after_close_ends_at_the_time_limit():
    # used to spin forever: getKeyCodeWait() returned 65535 at once without letting time pass
    res = run("p35_keywait_after_close.py", Replay().wait(200).key(39).wait(100).close(), seconds=3)
    assert res.exit_code == 0
    assert "moved to (3, 2)" in res.output and res.state["disposed"] is True


def test_callback_without_event_parameter_points_at_def_line():
    res = run("p36_wrong_parameters.py", Replay().wait(200).click(10, 10).key(65))
    assert res.exit_code == 1
    assert "onMousePressed() takes 0 positional arguments but 1 was given" in res.output
    assert 'p36_wrong_parameters.py", line 5, in onMousePressed' in res.output
    assert "Hint: gamegrid gives onMousePressed one value: write def onMousePressed(e):" in res.output
    assert res.status_text == "key 65"   # the game went on


@pytest.mark.parametrize("name", sorted(p.name for p in PROGRAMS.glob("p*.py")))
def test_every_program_is_covered(name):
    assert f'"{name}"' in Path(__file__).read_text(encoding="utf-8")
