"""Round 2 of real-program patterns (issue 12): classroom programs written as TigerJython users write
them, run headless and unchanged with replayed clicks and keys; each test checks what the program's
logic implies. The programs are in tests/tj_programs2/."""
from __future__ import annotations

import re
from pathlib import Path

from gamegrid.testing import Replay
from tests.conftest import run_program

HERE = Path(__file__).resolve().parent / "tj_programs2"


def run(name: str, **kwargs):
    return run_program(HERE / f"{name}.py", ("Traceback", "Warning"), **kwargs)


def test_memory_cards_from_lists_of_sprite_files():
    # (0,0) heart + (1,0) spade: no pair, both turn back after the delay; then the three pairs
    rp = (Replay(cell_size=120).click_cell(0, 0).click_cell(1, 0).wait(700)
          .click_cell(0, 0).click_cell(0, 1).click_cell(1, 0).click_cell(1, 1).click_cell(2, 0).click_cell(2, 1))
    res = run("memory_cards", replay=rp)
    assert "sprites: 2 2 1" in res.output            # Actor([back, face]); Actor(True, [...]); name as given
    assert "pointer: True 90.0" in res.output
    assert res.status_text == "Pairs: 3"
    cards = [a for a in res.actors if a["class"] == "Card"]
    assert len(cards) == 6 and all(c["sprite_id"] == 1 for c in cards)
    ghost = res.actors_at(0, 0)[-1]
    assert ghost["sprite"] == "sprites/ghost_0.gif" and ghost["sprite_id"] == 0


def test_memory_cards_mismatch_turns_back():
    rp = Replay(cell_size=120).click_cell(0, 0).click_cell(1, 0).wait(700)
    res = run("memory_cards", replay=rp)
    assert res.status_text is None
    assert all(a["sprite_id"] == 0 for a in res.actors if a["class"] == "Card")


def test_canvas_size_listeners_and_sounds():
    rp = Replay().move(100, 100).click(100, 100).move(200, 150).click(200, 150).move(203, 148).click(203, 148)
    res = run("canvas_size", replay=rp)
    assert "canvas 401 x 301 401 301" in res.output     # getWidth/getHeight/getSize/getPreferredSize
    assert "background True True" in res.output
    assert res.status_text == "Hits: 2"                 # playSound on GameGrid and Actor: silent, no error
    balloon, ball = res.actors
    assert (balloon["x"], balloon["y"]) == (200, 150) and (ball["x"], ball["y"]) == (203, 148)


def test_rubber_band_in_xor_mode():
    rp = Replay().press(50, 50).drag(250, 50).drag(250, 150).drag(150, 250).release(150, 250)
    res = run("rubberband", replay=rp)
    # while dragging: light gray ^ red ^ white on the band; afterwards the bands are gone, the line stays
    assert res.output.count("java.awt.Color[r=192,g=63,b=63]") == 3
    assert "150 50 java.awt.Color[r=192,g=192,b=192]" in res.output
    assert "150 150 java.awt.Color[r=192,g=192,b=192]" in res.output
    assert "100 150 java.awt.Color[r=255,g=0,b=0]" in res.output
    assert res.status_text == "Lines: 1"


def test_compass_with_java_geom_and_java_lang(tmp_path):
    shot = tmp_path / "compass.png"
    res = run("compass_geom", replay=Replay().click(200, 50).click(350, 200).click(100, 100), screenshot=shot)
    assert "max 2147483647 18 5.0" in res.output
    assert "tip 200 50 false true" in res.output        # turned up: crosses y = 100
    assert "tip 350 200 false false" in res.output
    assert "tip 94 94 true true" in res.output
    assert res.status_text == "3: -135 deg"
    from PIL import Image
    picture = Image.open(shot).convert("RGB")
    assert picture.getpixel((150, 150)) == (255, 0, 0)      # the needle towards the upper left
    assert picture.getpixel((300, 200)) == (255, 255, 255)  # not the old one to the right
    assert picture.getpixel((200, 40)) == (0, 0, 0)         # the dial, 2 px wide


def test_java_threads_blink_and_count():
    res = run("blink_threads", replay=Replay().wait(300).key(32, " "))
    assert "threads done: False counter 10" in res.output
    assert res.status_text == "key 32, lamps 1 0, counted 10"


def test_labyrinth_with_ggmaze():
    rp = Replay().key(39).key(39).key(40).key(40).key(37).key(38)
    for seed in (1, 2, 3):
        res = run("labyrinth", replay=rp, seed=seed)
        # a perfect 21 x 15 maze: 70 rooms, 69 passages between them, entrance and exit
        assert "exit found: True at (20, 13) free cells: 141" in res.output
        searcher, player = res.actors
        assert (searcher["x"], searcher["y"]) == (20, 13)
        steps = int(re.search(r"steps (\d+)", res.status_text).group(1))
        assert 1 <= steps <= 6       # the first step right always leads into room (1, 1)


def test_slow_down_first_act_on_cycle_n_with_cycles_limit():
    res = run("slow_snails", cycles=50)
    assert res.state["sim_cycles"] == 50
    assert [(a["x"], a["y"]) for a in res.actors] == [(50, 0), (16, 1), (8, 2)]   # 50, 16, 8 acts
    paused = run("slow_snails", cycles=50, replay=Replay().wait(300).key(32).wait(2000).key(32))
    assert paused.state["sim_cycles"] == 50 and paused.actors == res.actors


def test_reaction_scores_python2_habits():
    rp = Replay().wait(1300).key(32).wait(950).key(32).wait(1000).key(32)
    res = run("reaction_scores", replay=rp)
    assert "fastest first: ['Bo', 'Chris', 'Anna']" in res.output     # list.sort(cmp) on time.clock() times
    assert "slowest first: ['Anna', 'Chris', 'Bo']" in res.output     # sorted(cmp=, reverse=)
    assert "by name length: ['Bo', 'Anna', 'Chris']" in res.output    # sorted(x, f)
    assert "by name length of scores: ['Bo', 'Anna', 'Chris']" in res.output   # cmp= with key=
    assert "names z-a: ['Chris', 'Bo', 'Anna']" in res.output         # sort(cmp=, reverse=)
    ms = int(re.search(r"Reaction: (\d+) ms", res.status_text).group(1))
    assert 0 < ms < 200


def test_coffee_machine_enum_states():
    rp = Replay().wait(100).key(80, "p").key(67, "c").wait(600).key(67, "c").wait(600).key(80, "p")
    res = run("coffee_states", replay=rp)
    assert "states: [OFF, STANDBY, WORKING] max: WORKING True" in res.output
    assert ("log: OFF->STANDBY, STANDBY->WORKING, WORKING->STANDBY, STANDBY->WORKING, WORKING->STANDBY"
            in res.output)
    assert "cups: 2 True OFF->STANDBY 4" in res.output
    assert res.status_text == "State: OFF"


def test_seating_plan_py3_syntax_with_python2_modules_and_cmp():
    from gamegrid.tigerjython.translate import needs_translation
    source = (HERE / "seating_plan.py").read_text(encoding="utf-8")
    assert needs_translation(source)             # print(...) only, but sort(cmp=...) is Python 2 for sure
    res = run("seating_plan", replay=Replay(cell_size=80).click_cell(2, 0).click_cell(1, 1))
    assert "order: Mia Tim Ana Noah Leon Eva" in res.output
    assert "pickled: True, thread module: True, urllib2: True" in res.output
    assert res.status_text == "Seat (1, 1): Leon" and res.state["title"] == "Class 3b"


def test_quiz_timer_with_python2_module_names_is_read_as_python2():
    from gamegrid.tigerjython.translate import python2_reason
    # print(...) only, but `import Queue` is a module name only Python 2 has (issue 25: decided per file)
    sign = python2_reason((HERE / "quiz_timer.py").read_text(encoding="utf-8"))
    assert sign is not None and "Queue" in sign.code
    res = run("quiz_timer", replay=Replay().wait(1000).key(65).wait(1000).key(65).wait(500).key(65))
    assert "quiz done in 2.7 s, 2 right, DONE" in res.output      # time.clock() on the virtual clock
    assert res.status_text == "DONE: 2 right"


def test_dice_game_with_a_python2_helper_module():
    import builtins
    import sys
    res = run("dice_game", replay=Replay().key(32).key(32).key(32), seed=5)
    rolls = [[int(n) for n in re.findall(r"\d", line)] for line in res.output.splitlines()
             if line.startswith("rolled")]
    assert len(rolls) == 3 and all(len(r) == 5 for r in rolls)
    last = rolls[-1]
    assert res.status_text == "Round 3: average %d, best %s" % (
        sum(last) // 5, ["ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX"][max(last) - 1])
    assert "Three rounds played" in res.output                # msgDlg in the module, headless: printed
    assert [a["sprite_id"] for a in res.actors] == [n - 1 for n in last]
    assert "dicelib" not in sys.modules and not hasattr(builtins, "msgDlg")   # nothing left after the run


def test_time_time_and_sleep_follow_the_run():
    import time
    res = run("rate_limited_shots", replay=Replay().wait(1000).key_press(32).wait(2950).key_release(32))
    # held 3 s with a shot at most every 0.3 s (time.time() on the virtual clock): 10 shots; the
    # simulation went on while the main loop slept in time.sleep() (50 ms cycles over 5 s; the loop's
    # two gamegrid calls take 20 virtual µs a round, so it ends just after the cycle at 5.0 s)
    assert "shots 10 cycles 101" in res.output
    assert time.sleep.__module__ == "time" and not hasattr(time, "clock")   # the real module is untouched
