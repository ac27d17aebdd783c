"""Java-style programs (issue 25): programs as pupils who learnt Java write them for TigerJython — Java
classes imported every way Jython allows, KeyEvent.VK_* codes, listener classes, java.util collections,
Java exceptions in `except`, a java.lang.Thread interrupted in its sleep — run headless through the runner,
unchanged, with replayed input. Each test checks what the program's logic implies. The programs are in
tests/conformance_programs/java/ (written for these tests)."""
from __future__ import annotations

from pathlib import Path

from gamegrid.testing import Replay
from tests.conftest import run_program

HERE = Path(__file__).resolve().parent / "conformance_programs" / "java"


def run(name: str, **kwargs):
    return run_program(HERE / f"{name}.py", ("Traceback", "Error", "not available"), **kwargs)


def test_colours_from_java_awt_and_a_mouse_listener_class():
    res = run("color_clicks", replay=Replay(cell_size=100).click_cell(0, 0).click_cell(1, 0).click_cell(0, 0))
    assert "same class True" in res.output
    assert "click 1 0 200 30 30" in res.output and "click 2 1 0 0 255" in res.output
    assert "click 3 0 200 30 30" in res.output
    assert res.status_text == "Clicks: 3" and res.state["bg_color"] == [200, 30, 30]


def test_java_lang_math_imported_as_m_drives_an_orbit():
    res = run("orbit_math")
    steps = int(res.output.split("steps ")[1].split()[0])
    assert 35 <= steps <= 45                       # 2 s at 50 ms per cycle
    import math
    r = math.radians(30 * steps)
    expected = (200 + int(math.floor(100 * math.cos(r) + 0.5)), 200 + int(math.floor(100 * math.sin(r) + 0.5)))
    moon = res.actors[0]
    assert (moon["x"], moon["y"]) == expected
    assert "sqrt True abs 7 max 9 PI 3.1416" in res.output


def test_key_event_vk_constants_steer_the_ship():
    rp = Replay().key(37).key(37).key(38).key(39).key(40).key(40).key(32, " ").close()
    res = run("key_pilot", replay=rp)
    assert "codes 37 32 65" in res.output
    ship = res.actors[0]
    assert (ship["x"], ship["y"]) == (3, 5)          # left 2, up 1, right 1, down 2 from (4, 4)
    assert res.status_text == "Fire at 3,5"


def test_thread_sleep_interrupted_raises_interrupted_exception():
    res = run("sleepy_worker", seconds=5)
    assert "cancelled True rang False alive False" in res.output
    assert "short alarm rang True alarm" in res.output
    assert res.state["title"] == "alarms done"


def test_cme_guard_and_collision_listener_class():
    res = run("crowd_cleanup")
    assert "list changed" not in res.output            # nothing raised inside the guarded loop
    assert "no tenth fish" in res.output               # ArrayList.get(10) raised IndexOutOfBoundsException
    assert "eaten 3 [3, 5, 8] left 1" in res.output
    assert [a["class"] for a in res.actors] == ["Shark"]


def test_java_util_collections_place_stars():
    res = run("score_table")
    assert "stars 5" in res.output and "total 5" in res.output and "has row True" in res.output
    assert "same draw True" in res.output
    cells = res.cells()
    assert len(cells) == 5                             # five different free cells
    assert res.output == run("score_table").output     # Random(7): the same stars every run


def test_joption_pane_and_integer_parse_int_with_number_format_exception():
    res = run("ask_number", answers=["many", "12", "4", "yes"])
    assert "size 4 marbles 4 quit True" in res.output
    assert "Not a number: many" in res.output and "2 to 9, please" in res.output
    assert res.state["nb_horz_cells"] == 4 and len(res.actors) == 4


def test_star_imports_of_swing_and_awt_and_java_lang():
    res = run("star_imports")
    assert "actors=1" in res.output
    assert "elapsed ok True max 4 int 2147483647" in res.output
    assert "frame class imported JFrame" in res.output
    assert res.state["bg_color"] == [0, 255, 0]


def test_fully_qualified_names_after_import_java():
    res = run("lazy_packages")
    assert "sky 135 206 235" in res.output
    assert "pi 3.14 parsed 43" in res.output
    assert "io disk full" in res.output              # java.io.IOException is caught as IOError
    assert "names ['Bob', 'Ada'] 1" in res.output
    assert res.state["title"] == "lazy 1" and res.actors[0]["x"] == 2
