"""Issue 25's long tail: dbapi.getDerbyConnection, a state file for a run without a grid, a sprite name one
typo off ("did you mean ...?"), and addStatusBar after makeGPanel(Size(w, h))."""
from __future__ import annotations

import json
import sqlite3

import pytest

from conftest import write_script
from gamegrid.testing import run_script
from test_runner import gamegrid_cli


@pytest.mark.parametrize("call", [
    'getDerbyConnection("club")',
    'getDerbyConnection("localhost", "club", "admin", "secret")',
    'getDerbyConnection("10.1.1.123", "club", "admin", "secret")',
    'getDerbyConnection("jdbc:derby:club;create=true")',
    'getDerbyConnection("jdbc:derby://localhost:1527/club;create=true")',
])
def test_get_derby_connection_opens_the_database_of_that_name_next_to_the_script(tmp_path, call):
    script = write_script(tmp_path, f"""\
        from dbapi import *
        con = {call}
        cursor = con.cursor()
        cursor.execute("CREATE TABLE member (name VARCHAR(20), born INT)")
        cursor.execute("INSERT INTO member VALUES (?, ?)", ("Lea", 2011))
        con.commit()
        print(con.showTables())
        con.close()
        """)
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "['member']" in res.output
    assert sqlite3.connect(tmp_path / "club.db").execute("SELECT * FROM member").fetchall() == [("Lea", 2011)]


def test_get_derby_connection_without_a_database_name_says_so(tmp_path):
    script = write_script(tmp_path, 'from dbapi import *\ncon = getDerbyConnection()\n')
    res = run_script(script)
    assert res.exit_code == 1 and "needs the name of the database" in res.output


@pytest.mark.parametrize("body,exit_code", [('print("no window")\n', 0),
                                            ('print("no window")\nx = 1 / 0\n', 1),
                                            ('print "old"\nif x\n', 1)])
def test_state_file_for_a_run_without_a_grid(tmp_path, body, exit_code):
    script = tmp_path / "plain.py"
    script.write_text(body, encoding="utf-8")
    done = gamegrid_cli("run", str(script), "--headless", "--seconds", "1", "--state", str(tmp_path / "s.json"))
    assert done.returncode == exit_code, done.stderr
    state = json.loads((tmp_path / "s.json").read_text())
    assert state["grid"] is False and state["exit_code"] == exit_code
    assert state["title"] is None and state["nb_horz_cells"] is None and state["actors"] == []
    assert set(state) >= {"title", "status_text", "cell_size", "nb_horz_cells", "nb_vert_cells", "bg_color",
                          "running", "sim_cycles", "simulation_period", "disposed", "actors"}


def test_state_file_of_a_grid_says_grid_and_exit_code(tmp_path):
    script = write_script(tmp_path, "from gamegrid import *\nmakeGameGrid(3, 2, 20)\nshow()\n")
    done = gamegrid_cli("run", str(script), "--headless", "--seconds", "0.5", "--state", str(tmp_path / "s.json"))
    state = json.loads((tmp_path / "s.json").read_text())
    assert done.returncode == 0 and state["grid"] is True and state["exit_code"] == 0
    assert state["nb_horz_cells"] == 3


@pytest.mark.parametrize("lang,words", [("en", 'Did you mean "sprites/nemo.gif"?'),
                                        ("de", 'Meinst du "sprites/nemo.gif"?'),
                                        ("fr", 'Voulais-tu dire "sprites/nemo.gif" ?')])
def test_sprite_name_one_typo_off_gets_did_you_mean(tmp_path, lang, words):
    script = write_script(tmp_path, 'from gamegrid import *\nmakeGameGrid(5, 5, 40)\nfish = Actor("sprites/nemmo.gif")\n')
    res = run_script(script, lang=lang)
    assert res.exit_code == 1
    assert words in res.output.splitlines()[-1]


def test_sprite_name_far_from_every_file_gets_no_suggestion(tmp_path):
    script = write_script(tmp_path, 'from gamegrid import *\nmakeGameGrid(5, 5, 40)\nActor("sprites/qqqxyz.gif")\n')
    res = run_script(script, lang="en")
    assert res.exit_code == 1 and "Did you mean" not in res.output


def test_own_sprite_one_typo_off_keeps_the_folder_as_written(tmp_path):
    (tmp_path / "img").mkdir()
    from PIL import Image
    Image.new("RGB", (10, 10)).save(tmp_path / "img" / "rocket.png")
    script = write_script(tmp_path, 'from gamegrid import *\nmakeGameGrid(5, 5, 40)\nActor("img/rockett.png")\n')
    res = run_script(script, lang="en")
    assert 'Did you mean "img/rocket.png"?' in res.output


def test_status_bar_after_make_gpanel_with_size(tmp_path):
    script = write_script(tmp_path, """\
        from gpanel import *
        makeGPanel(Size(300, 200))
        addStatusBar(30)
        setStatusText("Click to draw")
        line(0, 0, 1, 1)
        """)
    res = run_script(script, screenshot=tmp_path / "shot.png")
    assert res.exit_code == 0, res.output
    assert res.status_text == "Click to draw"
    from PIL import Image
    shot = Image.open(tmp_path / "shot.png")
    # the bar (30 px and its border line) is added below the 300 x 200 drawing area
    assert shot.width == 300 and 230 <= shot.height <= 232
