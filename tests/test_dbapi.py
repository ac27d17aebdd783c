"""TigerJython's dbapi (`from dbapi import *`) on SQLite: classroom-style programs, the database file next to
the script, and TigerJython's extras (showTables, describeTable, getDbInfo, getColumnNames)."""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from conftest import write_script
from gamegrid.testing import Replay, run_script

HERE = Path(__file__).resolve().parent / "tj_programs"


def copy_program(tmp_path: Path, name: str) -> Path:
    """Programs write their database next to themselves: run a copy in a temporary folder."""
    target = tmp_path / f"{name}.py"
    shutil.copy(HERE / f"{name}.py", target)
    return target


def test_class_list_program(tmp_path):
    res = run_script(copy_program(tmp_path, "dbapi_class"))
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines[:4] == ["Bern: ['Anna', 'Chiara']", "(1, 'Anna', 13, 'Bern')",
                         "[(2, 'Ben', 15, 'Basel'), (3, 'Chiara', 13, 'Bern')]", "[]"]
    assert lines[4] == "name ['id', 'name', 'age', 'town']"
    assert lines[-1] == "after reopening: 3 pupils"
    rows = sqlite3.connect(tmp_path / "school.db").execute("SELECT name, age FROM pupil").fetchall()
    assert rows == [("Anna", 13), ("Ben", 15), ("Chiara", 13)]


def test_high_scores_kept_between_two_games(tmp_path):
    script = copy_program(tmp_path, "dbapi_highscore")
    clicks = Replay().wait(300).click(25, 25).click(125, 75).click(225, 125)
    first = run_script(script, replay=clicks, answers=["Anna"])
    assert first.exit_code == 0, first.output
    second = run_script(script, replay=Replay().wait(300).click(25, 25).click(125, 75).click(225, 125),
                        answers=["Ben"])
    assert second.exit_code == 0, second.output
    lines = second.output.splitlines()
    assert "columns: ['name', 'points']" in lines
    assert "1 Anna 997" in lines and "2 Ben 997" in lines
    assert "tables: ['score']" in lines
    assert "{'score': ['name', 'points']}" in lines
    assert (tmp_path / "highscore.db").is_file()


def test_with_block_rolls_back_after_an_error_and_connect_autocommit(tmp_path):
    script = write_script(tmp_path, """
        from dbapi import *
        with connect("t") as con:
            con.execute("CREATE TABLE t (x INT)")
        try:
            with connect("t") as con:
                con.execute("INSERT INTO t VALUES (1)")
                con.execute("INSERT INTO nothere VALUES (2)")
        except OperationalError as e:
            print("error:", e)
        con = connect("t", True)                # auto-commit: no commit() needed
        con.execute("INSERT INTO t VALUES (3)")
        other = connect("t")
        print(other.execute("SELECT x FROM t").fetchall(), con.describeTable("nothere"))
    """)
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "error: no such table: nothere" in res.output
    assert "[(3,)] None" in res.output


def test_connect_explains_a_wrong_argument_and_a_missing_folder(tmp_path):
    from gamegrid.tigerjython.dbapi import connect
    with pytest.raises(TypeError, match='connect\\("school"\\)'):
        connect(42)
    with pytest.raises(sqlite3.OperationalError, match="check that its folder exists"):
        connect(str(tmp_path / "no" / "such" / "folder" / "x.db"))
