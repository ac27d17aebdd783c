"""`gamegrid grade`: pupils' programs against a teacher's check, one process each, with a time limit.

A class of submissions for exercise 2 of the solitaire lesson (made from the lesson's own solution):
good ones, a wrong one, one crashing in a callback, an endless one, one that kills its process, and
folders; each must get its own verdict, and none may stop the others."""
from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

from conftest import REPO
from gamegrid.cli import main
from gamegrid.teacher.grade import pool, submissions
from gamegrid.teacher.grade.check import CheckFileError, load_check

# Each pupil's time limit: a worker process runs the program several times with pictures. Windows under Wine
# (the Windows job, .ci/windows.sh) on shared cores needed more than three times as long as Linux.
TIME_LIMIT = 60 if sys.platform == "win32" else 12

LESSON = REPO / "lessons" / "solitaire"
CHECKS = LESSON / "checks"
SOLUTION = (LESSON / "ex2_score.py").read_text(encoding="utf-8")
COUNTED = "        nbMoves += 1\n"


def variant(old: str, new: str) -> str:
    assert old in SOLUTION
    return SOLUTION.replace(old, new, 1)


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """Grade one class once; the tests below read the verdicts and the report."""
    folder = tmp_path_factory.mktemp("class")
    pupils = folder / "submissions"
    pupils.mkdir()
    (pupils / "anna.py").write_text(SOLUTION, encoding="utf-8")
    (pupils / "ben.py").write_text(variant('        showScore("Not a valid move - not counted.")\n',
                                           '        nbMoves += 1\n        showScore("Not a valid move.")\n'))
    (pupils / "carla.py").write_text(variant(COUNTED, '        nbMoves += "1"\n'))
    (pupils / "dario.py").write_text(variant("show()\n", "show()\nwhile True:\n    pass\n"))
    (pupils / "emil.py").write_text(variant("newGame()\nshow()\n", "import os\nos._exit(3)\n"))
    (pupils / "fritz").mkdir()
    (pupils / "fritz" / "ex2_score.py").write_text(SOLUTION)
    (pupils / "fritz" / "notes.txt").write_text("my notes")
    (pupils / "greta").mkdir()
    (pupils / "greta" / "game.py").write_text(SOLUTION)
    (pupils / "greta" / "other.py").write_text("print('hello')\n")
    (pupils / "__pycache__").mkdir()
    out = folder / "report"
    status = main(["grade", str(CHECKS / "check_ex2_score.py"), str(pupils), "--out", str(out),
                   "--time-limit", str(TIME_LIMIT), "--jobs", "2"])
    return status, out


def rows(out: Path) -> dict[str, str]:
    page = (out / "index.html").read_text(encoding="utf-8")
    return dict(re.findall(r"<tr><th>(\w+)</th><td class=\"\w+ verdict\">([\w ]+)</td>", page))


def test_every_pupil_gets_the_right_verdict(graded, capsys):
    status, out = graded
    assert status == 1   # not all passed
    assert rows(out) == {"anna": "pass", "ben": "fail", "carla": "error", "dario": "time out", "emil": "error",
                         "fritz": "pass", "greta": "error"}


def test_details_name_the_check_and_the_pupils_line(graded):
    _, out = graded
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "check_only_legal_jumps_count: after one legal and three illegal moves: &#x27;Moves: 3." in page
    assert ("TypeError: unsupported operand type(s) for +=: &#x27;int&#x27; and &#x27;str&#x27; "
            "(carla.py, line 90: nbMoves += &quot;1&quot;)") in page
    assert f"still running after {TIME_LIMIT} s" in page
    if sys.platform != "win32":   # under Wine the worker may not have said which check runs when its time is up
        assert f"still running after {TIME_LIMIT} s, in check_counter_starts_at_zero" in page
    assert "the program ended the grading process (exit status 3)" in page
    assert "no ex2_score.py in the folder (it has game.py, other.py)" in page


def test_report_has_screenshots_and_outputs(graded):
    _, out = graded
    from PIL import Image
    page = (out / "index.html").read_text(encoding="utf-8")
    for pupil in ("anna", "ben", "carla", "fritz"):
        shots = re.findall(rf'<img src="({pupil}/run\d+\.png)"', page)
        assert len(shots) == 1, pupil
        with Image.open(out / shots[0]) as picture:
            assert picture.size[0] == 491   # the board is 7 x 70 + 1 pixels wide
    assert 'href="carla/output.txt"' in page
    assert "TypeError" in (out / "carla" / "output.txt").read_text()


def test_the_terminal_table_has_one_line_per_pupil(graded, capsys):
    # the table was printed by the fixture's run; build it again from the reports to check its layout
    from gamegrid.teacher.grade.report import table
    reports = [pool.PupilReport("anna", "pass", "", [{"verdict": "pass"}] * 5, 3.2),
               pool.PupilReport("dario", "time out", "still running after 12 s", [], 12.0)]
    text = table(reports, 5, width=60)
    lines = text.splitlines()
    assert lines[1].split() == ["anna", "pass", "5/5", "3.2s"]
    assert lines[2].startswith("dario  time out") and len(lines[2]) <= 60
    assert lines[-1] == "1 pass, 1 time out (2 pupils)"


@pytest.mark.parametrize("exercise", ["ex1_french", "ex3_hints", "ex4_own_board"])
def test_shipped_checks_pass_the_lessons_solutions_and_fail_a_blank_program(exercise, tmp_path):
    pupils = tmp_path / "pupils"
    pupils.mkdir()
    shutil.copy(LESSON / f"{exercise}.py", pupils / "model.py")
    (pupils / "blank.py").write_text("from gamegrid import *\nmakeGameGrid(7, 7, 70, None, '', False)\nshow()\n")
    status = main(["grade", str(CHECKS / f"check_{exercise}.py"), str(pupils), "--out", str(tmp_path / "r")])
    assert status == 1
    assert rows(tmp_path / "r") == {"model": "pass", "blank": "fail"}


def test_a_broken_check_is_not_the_pupils_fault(tmp_path, capsys):
    check = tmp_path / "check_broken.py"
    check.write_text("def check_status(pupil):\n    result = pupil.run()\n    return result.no_such_thing\n")
    pupils = tmp_path / "pupils"
    pupils.mkdir()
    (pupils / "anna.py").write_text(SOLUTION)
    assert main(["grade", str(check), str(pupils), "--out", str(tmp_path / "r")]) == 1
    assert rows(tmp_path / "r") == {"anna": "check error"}
    assert "AttributeError" in capsys.readouterr().out


def test_a_check_file_without_checks_or_with_an_error_is_refused(tmp_path, capsys):
    empty = tmp_path / "check_nothing.py"
    empty.write_text("PROGRAM = 'x.py'\n")
    with pytest.raises(CheckFileError, match="no check functions"):
        load_check(empty)
    wrong = tmp_path / "check_wrong.py"
    wrong.write_text("GIVEN = ['missing.py']\ndef check_a(pupil):\n    pass\n")
    with pytest.raises(CheckFileError, match="GIVEN in check_wrong.py names 'missing.py'"):
        load_check(wrong)
    (tmp_path / "pupils").mkdir()
    assert main(["grade", str(wrong), str(tmp_path / "pupils")]) == 2
    assert main(["grade", str(CHECKS / "check_ex2_score.py"), str(tmp_path / "nowhere")]) == 2
    assert "is not a folder" in capsys.readouterr().err


def test_submissions_folder_rules(tmp_path):
    (tmp_path / "anna.py").write_text("")
    (tmp_path / "ben").mkdir()
    (tmp_path / ".hidden.py").write_text("")
    (tmp_path / "notes.txt").write_text("")
    (tmp_path / "report").mkdir()
    found = submissions.find_submissions(tmp_path, skip=(tmp_path / "report",))
    assert [s.name for s in found] == ["anna", "ben"]
    given = tmp_path / "given.py"
    given.write_text("GIVEN = 1\n")
    (tmp_path / "ben" / "given.py").write_text("MINE = 1\n")
    (tmp_path / "ben" / "solution.py").write_text("")
    program = submissions.prepare(found[1], tmp_path / "work", "ex2_score.py", [given])
    assert program.name == "solution.py"                                  # the only program of the folder
    assert (tmp_path / "work" / "given.py").read_text() == "MINE = 1\n"  # the pupil's own version wins


@pytest.mark.parametrize("guide", ["writing-a-check.md", "writing-a-check.de.md", "writing-a-check.fr.md"])
def test_the_guides_first_check_works(guide, tmp_path):
    """The example in the teacher's guide passes the lesson's solution and fails a variant that counts
    every drop (run in this process: worker.run_checks is what each grading process does)."""
    from gamegrid.teacher.grade.worker import run_checks
    text = (REPO / "docs" / "teachers" / guide).read_text(encoding="utf-8")
    code = re.search(r"## [^\n]*\n\n```python\n(.*?)```", text, re.S).group(1)
    assert "def check_counter_starts_at_zero(pupil):" in code
    check = tmp_path / "check_guide.py"
    check.write_text(code, encoding="utf-8")
    verdicts = {}
    for name, source in [("model", SOLUTION), ("wrong", SOLUTION.replace("nbMoves = 0\n", "nbMoves = 1\n"))]:
        folder = tmp_path / name
        folder.mkdir()
        program = folder / "ex2_score.py"
        program.write_text(source, encoding="utf-8")
        result = run_checks({"check": str(check), "pupil": name, "program": str(program),
                             "screenshots": str(folder / "shots"), "result": str(folder / "result.json")})
        verdicts[name] = [c["verdict"] for c in result["checks"]]
    assert verdicts == {"model": ["pass", "pass"], "wrong": ["fail", "fail"]}
