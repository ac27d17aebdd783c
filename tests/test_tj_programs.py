"""TigerJython classroom programs (Python 2 syntax, the style of the tutorial's GG/Si/Db/Eff programs)
run headless, unchanged, with replayed input; each asserts the state that the program's logic implies."""
from __future__ import annotations

from pathlib import Path

import pytest

from gamegrid.testing import Replay, run_script

HERE = Path(__file__).resolve().parent / "tj_programs"


def run(name: str, **kwargs):
    res = run_script(HERE / f"{name}.py", **kwargs)
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output, res.output
    return res


def classes(res, cls: str) -> list[dict]:
    return [a for a in res.actors if a["class"] == cls]


def test_gg1a_aliens_fall_and_wrap():
    res = run("gg1a_aliens")
    assert "cycles 11 half 3" in res.output
    aliens = classes(res, "Alien")
    assert [(a["x"], a["y"]) for a in aliens] == [(0, 1), (2, 1), (4, 1), (6, 1), (8, 1)]
    assert res.status_text is None and res.state["title"] == "Aliens"


def test_gg1c_loop_ends_when_window_closes():
    res = run("gg1c_disposed", replay=Replay().wait(1500).close())
    assert "window closed after 5 darts" in res.output and "remaining 5" in res.output
    assert res.state["disposed"] is True


def test_gg2a_mouse_pressed_on_pixel_grid():
    rp = Replay().click(100, 100).click(300, 300).click(100, 100, button="right")
    res = run("gg2a_mouse", replay=rp)
    assert res.status_text == "Honey: 1"
    assert [(a["x"], a["y"]) for a in res.actors] == [(300, 300)]
    assert res.state["bg_color"] == [144, 238, 144]


def test_gg3_arrow_keys_move_frog():
    res = run("gg3_keys", replay=Replay().key(38).key(38).key(39).key(65))
    assert res.status_text == "Frog at (5, 2)"


def test_gg3_key_repeated_moves_ship():
    res = run("gg3_keyrepeated", replay=Replay().wait(200).key_press(39).wait(100).key_release(39), seconds=2)
    ship = res.actors[0]
    assert ship["y"] == 150 and 200 < ship["x"] <= 220


def test_get_key_code_wait_loop_until_escape():
    res = run("keycodewait", replay=Replay().key(10).key(32).key(10).key(10).key(27))
    assert "moves: 3 at (3, 4) dir 90.0" in res.output
    assert res.state["disposed"] is True


def test_gg5_collide_returning_zero_removes_targets():
    res = run("gg5_collide")
    assert "hits 3 targets 0" in res.output and res.state["title"] == "hits=3"


def test_gg5c_to_array_list_collisions():
    res = run("gg5c_arraylist")
    assert [a["sprite_id"] for a in classes(res, "Fruit")] == [1, 1, 1, 1]
    score = int(res.output.split("score ")[1].split()[0])
    assert score >= 4


def test_rotatable_actor_turns_full_circle():
    res = run("rotate_turn")
    assert "dir 0.0 0 True" in res.output


def test_gg4_touch_listener_drag_with_location_offset():
    res = run("touch_drag", replay=Replay(cell_size=70).drag_cells((2, 3), (2, 1)))
    assert res.status_text == "moved to (2, 1)"
    assert sorted((a["x"], a["y"]) for a in res.actors) == [(2, 1), (3, 3), (4, 3)]
    assert all(a["offset"] == [0, 0] for a in res.actors)


def test_db3a_button_listener_subclass():
    rp = Replay(cell_size=100).click_cell(1, 1).wait(400).click_cell(1, 1).wait(400).click_cell(3, 0)
    res = run("db3a_button", replay=rp)
    assert res.status_text == "clicked 2"


def test_si9a_life_register_act_and_navigation():
    res = run("si9a_life")
    assert "gen 4 ['(1, 2)', '(2, 2)', '(3, 2)']" in res.output
    assert "after reset 4 3" in res.output    # doReset() does not call the resetted callback


def test_dialogs_with_answers():
    res = run("dialogs", answers=["3", "Bob", "yes"])
    assert "Added 3 fish for Bob" in res.output and "caught ZeroDivisionError" in res.output
    assert res.state["title"] == "Bob:4"


def test_db1c_pickle_after_window_closed(tmp_path, monkeypatch):
    monkeypatch.setenv("TJ_PICKLE", str(tmp_path / "state.dat"))
    rp = Replay(cell_size=60).click_cell(1, 0).click_cell(2, 1).click_cell(5, 0).wait(300).click_cell(2, 1).close()
    res = run("db1c_pickle", replay=rp)
    assert "saved [[1, 0], [5, 0]]" in res.output and res.state["disposed"] is True


def test_background_drawing_and_colors():
    res = run("bg_drawing")
    assert "colors 255 0 0 128 230" in res.output


def test_text_actors_and_status():
    res = run("textactor")
    assert res.status_text == "Actors: 2"


def test_gamegrid_subclass_act_and_bound_callback():
    res = run("mygame_subclass", replay=Replay().click(300, 300))
    assert "acts 20 fish 2" in res.output
    assert (4, 4) in [(a["x"], a["y"]) for a in res.actors]


def test_si4g_factory_without_actor_init():
    res = run("si4g_factory")
    assert "passengers 3 3 -1" in res.output


def test_animgif_delay_inside_key_callback():
    res = run("animgif", replay=Replay().key(32))
    assert res.status_text == "sprite 0"


def test_eff3b_recursion_with_key_code_wait():
    res = run("eff3b_recursion", replay=Replay().key(39).key(37).key(39))
    assert "steps 3 2" in res.output and res.state["title"] == "x=2"


def test_actors_at_and_top_actor():
    res = run("actors_at")
    assert "n 3 3 top 0 left 3 True" in res.output and "occupied 2 True False" in res.output
    assert res.state["title"] == "3 3 14"


def test_pacman_is_key_pressed_in_act():
    res = run("pacman_keys", replay=Replay().wait(280).key_press(40).wait(200).key_release(40))
    assert "pac (2, 3) 90.0 1 0" in res.output
    assert "compass NORTHWEST" in res.output and "neigh (2, 2) 4" in res.output


def test_mouse_listener_function_and_mouse_dragged():
    rp = Replay().click(75, 75).wait(400).click(125, 75).press(10, 10).drag(20, 20).drag(30, 30).release(30, 30).close()
    res = run("mouse_listener", replay=rp)
    assert "clicks 2 drags 2 awt 2 2" in res.output and res.status_text == "drag 30,30"


def test_actor_collision_listener_class():
    res = run("collision_listener")
    assert "count 4 [False, False, False, False] 720" in res.output


def test_notify_exit_can_refuse_close():
    res = run("notify_exit", replay=Replay().close().wait(300).close())
    assert "tries 2" in res.output and res.state["disposed"] is True


def test_vector_motion_with_pixel_location():
    res = run("vector_ball")
    assert "mag 5.0 pos 130 140" in res.output


def test_navigation_kwargs_and_do_reset():
    res = run("navigation_kw")
    assert "x 1 after reset (1, 1) 90.0 0 2 []" in res.output


def test_time_sleep_loop_with_refresh():
    res = run("sleep_loop")
    assert "x 320 30" in res.output


def test_kbhit_busy_loop():
    res = run("kbhit_poll", replay=Replay().wait(100).key(65).key(66).key(67))
    assert res.status_text == "keys [65, 66, 67] none 65535"


def test_ball_animation_without_simulation():
    res = run("ball_animation")
    assert "x 358 358 1" in res.output and "point 358 200 358.0" in res.output


def test_key_listener_class_with_key_char():
    rp = Replay().key(65, "a").key(65, "a").key(32, " ").key(65, "a").close()
    res = run("key_listener_class", replay=rp)
    assert "hero 6 aa a" in res.output


def test_paint_and_act_order():
    res = run("order_paint")
    assert "log GSFF top Fish" in res.output
    assert [a["class"] for a in res.actors] == ["Shark", "Fish", "Fish"]


def test_touch_listener_plain_function_with_circle():
    rp = Replay(cell_size=80).click_cell(0, 0).wait(1000).click_cell(2, 0).wait(1000).click_cell(2, 0)
    rp.wait(1000).click_cell(3, 0).wait(1000).click(80 * 3 + 2, 5).close()
    res = run("touch_function", replay=rp)
    assert "counts [(0, 1), (2, 2), (3, 1)]" in res.output
    assert "ids [1, 0, 0, 1]" in res.output


def test_mixed_tabs_spaces_and_latin1_source():
    res = run("mixed_tabs")
    assert "Schritte: 5" in res.output and res.state["title"] == "Fische äöü 5"


def test_delay_in_mouse_callback_keeps_simulation_running():
    res = run("callback_blocking", replay=Replay().wait(300).press(10, 10).release(10, 10).wait(1000).close())
    assert "cycles during callback 10 ball 5 runner moved True" in res.output


def test_remove_actors_during_act_and_iteration():
    res = run("remove_in_loop")
    assert "acted [1, 1, 1, 1] left 2 log [0]" in res.output and "now 0" in res.output


def test_make_game_grid_again_for_next_level():
    res = run("restart_game")
    assert "level 3 3 8 False" in res.output and res.state["title"] == "Level 3"


def test_key_callbacks_and_get_key_code_see_same_key():
    res = run("key_and_poll", replay=Replay().key(65).wait(100).key(66))
    assert "seen [65, 66]" in res.output and "polled [65, 66]" in res.output


def test_mouse_moved_and_released_kwargs():
    rp = Replay().move(100, 100).move(300, 220).click(50, 50).click(60, 60, button="right").close()
    res = run("mouse_moves", replay=rp)
    assert "cursor (7, 5) trail ['(1, 1)', 'R'] (1, 1)" in res.output


def test_frogger_collision_and_key_repeat():
    rp = Replay().wait(200).key_press(38).wait(1200).key_release(38)
    res = run("frogger", replay=rp, seconds=3)
    assert res.status_text == "Lives: 1"
    assert classes(res, "Frog")[0]["x"] == 400


def test_background_color_probe_maze():
    res = run("bgcolor_probe", seconds=6)
    assert "white? True True True True" in res.output and "mouse (1, 3) 270.0" in res.output


def test_eff1a_sorted_with_cmp():
    res = run("eff1a_cards", replay=Replay(cell_size=150).click_cell(1, 0).close())
    assert "moves 1" in res.output and "True" in res.output.split("heights")[1]


def test_py2_builtins_string_module_and_input_dialogs():
    res = run("py2_misc", answers=["Anna", "3"])
    assert "Spieler Anna hat 12 Punkte" in res.output and "level 3 int ANNA" in res.output
    assert "avg 1.6 3.0 3.5" in res.output   # Python 2 round(); TigerJython's / divides exactly
    assert res.state["title"] == "Anna 12 3"


def test_reaction_time_with_time_clock_and_file():
    res = run("reaction_clock", replay=Replay().wait(500).key(32).wait(500).key(10))
    assert res.status_text == "ANNA 2 True"


def test_py2_stdlib_names_only_added_not_replaced():
    import string
    import time

    from gamegrid.tigerjython.py2stdlib import install_py2_stdlib
    ns: dict = {}
    install_py2_stdlib(ns)
    assert ns["file"] is open and not hasattr(time, "clock")   # the program's own time has clock()
    assert string.upper("ab") == "AB" and string.join(["a", "b"], "-") == "a-b"
    assert string.split("a b  c") == ["a", "b", "c"] and string.atoi("ff", 16) == 255
    assert string.letters.startswith("abc") and string.uppercase == "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    assert string.capwords("a b") == "A B"   # Python 3's own function is kept


def test_gg4d_hotspot_drag_and_bare_color_constant():
    rp = Replay().press(150, 40).drag(200, 100).drag(300, 300).release(320, 320).close()
    res = run("gg4d_hotspot", replay=rp)
    assert "hotspot -25 5 dragged to (4, 4) 200 0" in res.output and "bg 255 3" in res.output
    assert res.state["bg_color"] == [255, 255, 255]


def test_bare_color_constants_are_exported():
    import gamegrid
    assert gamegrid.WHITE == gamegrid.GameGrid.WHITE and "WHITE" in gamegrid.__all__
    assert gamegrid.PINK.getGreen() == 175 and "DARKGRAY" in gamegrid.__all__


def test_si9b_flocking_with_vectors_and_register_act():
    res = run("si9b_flock")
    assert "birds 12 ok True cycles 100" in res.output


def test_si10d_game_grid_attribute_and_actor_background():
    res = run("si10d_gamegrid_attr")
    assert "planet 300 200 360 0 36" in res.output


def test_eff1a_get_key_code_wait_loop_ends_on_close():
    res = run("eff1a_space_loop", replay=Replay().key(32).key(32).key(65).wait(300).close())
    assert "wait ended by close" in res.output and "moved 2 [1, 1, 0, 0, 0, 0, 0]" in res.output
    assert res.status_text == "moved 2"


def test_eff3b_get_key_code_wait_true_exits_cleanly_on_close():
    res = run("exit_on_close", replay=Replay().key(32).key(33).wait(300).close())
    assert "key 33 depth 1" in res.output and "never printed" not in res.output


def test_msg_dlg_and_dispose_inside_act():
    res = run("dispose_in_act")
    assert "Time is up" in res.output and "over True 5 True" in res.output


def test_actors_from_bitmaps_and_panel_drawing():
    res = run("bitmap_panel")
    assert "img 40 40 2 1" in res.output and "center 255 255 255" in res.output
    assert [a["sprite"] for a in res.actors] == [None] * 4


def test_get_neighbours_large_radius_matches_cell_by_cell(grid_runtime):
    """Si9b-style flocking calls getNeighbours(60) on a pixel grid; the fast path must give exactly the
    actors (and order) of visiting every neighbour cell."""
    import random

    from gamegrid import Actor, GameGrid, Location

    class Bird(Actor):
        pass

    rnd = random.Random(11)
    grid = GameGrid(200, 200, 1, None, None, False)
    birds = []
    for _ in range(40):
        b = Bird() if rnd.random() < 0.7 else Actor()
        grid.addActor(b, Location(rnd.randint(60, 140), rnd.randint(60, 140)))
        birds.append(b)
    grid.addActor(Bird(), birds[0].getLocation())           # same cell as another actor
    for distance in (0.5, 1, 2.5, 7, 20, 33.3, 60):
        for b in birds[:10]:
            for cls in (None, Bird):
                slow = []
                for loc in b.getLocation().getNeighbourLocations(distance):
                    slow.extend(grid.getActorsAt(loc, cls))
                assert b.getNeighbours(distance, cls) == slow


def test_invaders_score_text_actor_each_cycle_and_bullets():
    rp = Replay().wait(100)
    for _ in range(10):
        rp.key(32).wait(150)
    rp.wait(1000).close()
    res = run("invaders", replay=rp)
    assert "hits 10 aliens 50 bullets 0" in res.output
    labels = classes(res, "TextActor")
    assert len(labels) == 1 and labels[0]["x"] == 100


def test_key_typed_click_count_and_get_key_code_in_act():
    rp = Replay().wait(250).key(38).wait(400).key(37).key(72, "h").key(73, "i")
    rp.click(10, 10).click(10, 10).wait(200).close()
    res = run("typed_clicks", replay=rp)
    assert "snake (9, 8) 180.0 typed hi clicks [1, 2]" in res.output


def test_button_adapter_toggle_and_check_buttons():
    rp = Replay(cell_size=80).click_cell(0, 0).wait(600).click_cell(1, 0).wait(600).click_cell(1, 0)
    rp.wait(600).click(2 * 80 + 30, 120).wait(600).close()
    res = run("buttons_mix", replay=rp)
    assert "log ['ok', 'toggle True', 'toggle False', 'check True'] False True" in res.output


def test_actor_lists_have_java_array_list_methods():
    res = run("java_lists")
    assert "bees 5 False 0" in res.output and "here 2 True" in res.output
    assert "around 8 (2, 3)" in res.output and "neighbours 3 True" in res.output
    assert "after 4 5" in res.output   # removing from the returned list leaves the grid alone


def test_py2_round_is_float_and_rounds_halves_away_from_zero():
    from gamegrid.tigerjython.py2stdlib import py2_round
    assert [py2_round(2.5), py2_round(-2.5), py2_round(3)] == [3.0, -3.0, 3.0]
    assert isinstance(py2_round(3), float)
    assert py2_round(0.125, 2) == 0.13 and py2_round(2.675, 2) == 2.67 and py2_round(1250, -2) == 1300.0


def test_gg1a1_game_grid_object_without_make_game_grid():
    res = run("gg1a1_direct", replay=Replay().wait(1050).close())
    assert "y [11, 11] True True" in res.output


def test_command_line_with_replay_and_answers_files(tmp_path):
    """The same programs through `python -m gamegrid run` with the input files in tj_programs/input."""
    import json
    import os
    import subprocess
    import sys

    repo = HERE.parent.parent
    env = dict(os.environ, PYTHONPATH=str(repo))
    state = tmp_path / "state.json"
    cmd = [sys.executable, "-m", "gamegrid", "run", str(HERE / "touch_drag.py"), "--headless", "--seconds", "3",
           "--replay", str(HERE / "input" / "touch_drag.jsonl"), "--state", str(state)]
    done = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert json.loads(state.read_text())["status_text"] == "moved to (2, 1)"
    cmd = [sys.executable, "-m", "gamegrid", "run", str(HERE / "dialogs.py"), "--headless", "--seconds", "3",
           "--answers", str(HERE / "input" / "dialogs.txt"), "--state", str(state)]
    done = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(state.read_text())["title"] == "Bob:4"


def test_gg4a_drag_with_mouse_kwargs_and_location_offset():
    rp = Replay(cell_size=70).drag_cells((3, 1), (3, 0)).drag_cells((3, 2), (2, 3)).press_cell(2, 3).drag(100, 100)
    res = run("gg4a_kwargs_drag", replay=rp)
    assert res.status_text == "Moves: 1"
    assert [(a["x"], a["y"], a["offset"]) for a in res.actors] == [(3, 0, [0, 0]), (3, 2, [0, 0]), (2, 3, [-75, -145])]


def test_global_statement_below_first_use_compiles_as_in_jython():
    rp = Replay(cell_size=60).click_cell(0, 0).click_cell(1, 0).click_cell(1, 0).click_cell(2, 0)
    rp.click_cell(3, 0).click_cell(4, 0)
    res = run("late_global", replay=rp)
    assert "hits 3 acts True" in res.output
    assert res.status_text == "Game over" and len(res.actors) == 2


def test_early_globals_keep_line_numbers(tmp_path):
    from gamegrid.tigerjython.loader import load_script_source
    script = tmp_path / "s.py"
    script.write_text("x = 0\ndef f():\n    y = x\n    global x\n    x = y + 1\n    return 1 / 0\n")
    code, _ = load_script_source(script)
    ns: dict = {}
    exec(code, ns)
    with pytest.raises(ZeroDivisionError) as info:
        ns["f"]()
    assert ns["x"] == 1 and info.traceback[-1].lineno + 1 == 6


def test_syntax_error_report_shows_only_the_students_file(tmp_path):
    script = tmp_path / "bad.py"
    script.write_text("from gamegrid import *\ndef f(:\n    pass\n")
    res = run_script(script)
    assert res.exit_code == 1 and "Traceback" not in res.output and "gamegrid/" not in res.output
    assert "bad.py\", line 2" in res.output


def test_sokoban_python2_without_print_statement_is_translated():
    """No print statement, so the file parses as Python 3, but dict.has_key() makes it Python 2."""
    res = run("sokoban", replay=Replay().key(37).key(38).key(38).key(39).key(40).key(40))
    assert res.status_text == "Moves: 5"
    assert [(a["class"], a["x"], a["y"]) for a in res.actors if a["class"] != "Wall"] == [("Box", 3, 3), ("Player", 3, 2)]
    res = run("sokoban", replay=Replay().key(37).key(39).key(38))
    assert res.status_text == "Moves: 3 - solved!"


def test_python2_only_calls_decide_translation():
    from gamegrid.tigerjython.translate import needs_translation
    assert needs_translation("d = {}\nprint(d.has_key(1))\n")
    assert needs_translation("for i in xrange(3):\n    pass\n")
    assert not needs_translation("x = 7 / 2\n")
    assert not needs_translation("def xrange(n):\n    return range(n)\nxrange(3)\n")
    assert not needs_translation("class A:\n    def has_key(self, k):\n        pass\nA().has_key(1)\n")


def test_touch_enter_and_leave_with_touch_rectangle():
    rp = Replay().move(40, 40).move(60, 40).move(120, 40).move(200, 40).move(240, 78).close()
    res = run("hover", replay=rp)
    assert "['enter 0', 'leave 0', 'enter 1', 'leave 1', 'enter 2', 'leave 2']" in res.output
    assert "[0, 0, 0, 0]" in res.output


def test_delay_inside_collide_blocks_the_simulation_like_the_game_thread():
    res = run("explode_delay")
    assert "booms 3 1 True" in res.output
    assert 55 <= res.state["sim_cycles"] <= 70   # 100 cycles minus about 3 x 250 ms spent inside collide()
