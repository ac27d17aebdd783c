"""`gamegrid lessons`: list, run, diff and copy the lessons (here from the repository; from an installed
package in test_installed.py and tools/check_package.py, which runs every command on a fresh install)."""
from __future__ import annotations

import io
import json
import re

from conftest import REPO
from gamegrid.cli import main
from gamegrid.teacher import catalogue, lessondiff, lessons


def test_catalogue_lists_every_lesson_with_its_steps_in_order():
    found = {lesson.name: lesson for lesson in catalogue.all_lessons()}
    assert set(found) == {"gobblet", "solitaire", "tricks", "wolves_and_goat"}
    solitaire = found["solitaire"]
    assert [step.key for step in solitaire.steps] == ["1", "2", "3", "ex1", "ex2", "ex3", "ex4"]
    assert solitaire.title == "Peg solitaire (English board)"
    assert solitaire.step("2").summary == "only legal jumps are allowed."
    assert solitaire.step("step2").path.name == "step2_rules.py"
    assert solitaire.step("ex3").path.name == "ex3_hints.py"
    assert [step.key for step in found["gobblet"].steps] == ["1", "2", "3", "4", "5"]


def test_listing_names_steps_files_and_summaries(capsys):
    assert main(["lessons"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^  2 +step2_rules\.py +only legal jumps are allowed\.$", out, re.M)
    assert re.search(r"^  ex2 +ex2_score\.py +count the moves, restart with the space bar\.$", out, re.M)
    assert re.search(r"^  4 +step4_computer\.py +playing against the computer\.$", out, re.M)
    assert "solitaire: Peg solitaire (English board)" in out


def test_unknown_lesson_and_step_say_what_exists(capsys):
    assert main(["lessons", "chess"]) == 2
    err = capsys.readouterr().err
    assert "no lesson 'chess'" in err and "solitaire" in err and "wolves_and_goat" in err
    assert main(["lessons", "solitaire", "9"]) == 2
    assert "Its steps are: 1, 2, 3, ex1, ex2, ex3, ex4." in capsys.readouterr().err


def test_run_a_step_headless_with_the_run_options(tmp_path, capsys):
    state = tmp_path / "state.json"
    replay = tmp_path / "drag.jsonl"
    replay.write_text(json.dumps({"at_ms": 500, "type": "mouse_press", "x": 245, "y": 105}) + "\n"
                      + json.dumps({"at_ms": 600, "type": "mouse_release", "x": 245, "y": 245}) + "\n")
    assert main(["lessons", "solitaire", "3", "--headless", "--replay", str(replay), "--state", str(state)]) == 0
    dump = json.loads(state.read_text())
    assert dump["title"].startswith("Solitaire")
    assert dump["status_text"] == "Jump (3, 1) -> (3, 3)"
    assert "step3_game_over.py" in capsys.readouterr().err


def test_diff_is_plain_when_not_a_terminal_and_shows_what_step_2_adds(capsys):
    assert main(["lessons", "solitaire", "--diff", "1", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("--- step1_board.py\n+++ step2_rules.py\n")
    assert "+def jumpedMarble(start, dest):\n" in out
    assert "\033[" not in out


def test_diff_is_coloured_for_a_terminal(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    lesson = catalogue.find_lesson("solitaire")
    screen = Terminal()
    lessons.diff(lesson, "1", "2", None, screen)
    text = screen.getvalue()
    assert "\033[32m+def jumpedMarble(start, dest):\033[0m" in text
    assert "\033[31m-" in text and "\033[36m@@" in text
    monkeypatch.setenv("NO_COLOR", "1")
    plain = Terminal()
    lessons.diff(lesson, "1", "2", None, plain)
    assert "\033[" not in plain.getvalue() and "+def jumpedMarble" in plain.getvalue()


def test_diff_as_html_side_by_side(tmp_path, capsys):
    page = tmp_path / "diff.html"
    assert main(["lessons", "solitaire", "--diff", "2", "ex2", "--html", str(page)]) == 0
    text = page.read_text(encoding="utf-8")
    assert "step2_rules.py" in text and "ex2_score.py" in text
    assert 'class="diff_add"' in text and "<table" in text
    assert "Wrote" in capsys.readouterr().out


def test_diff_of_the_same_file_says_so():
    step = catalogue.find_lesson("solitaire").step("1")
    assert lessondiff.unified(step.path, step.path) == ""


def test_copy_makes_a_lesson_to_edit_and_never_overwrites(tmp_path, capsys):
    assert main(["lessons", "solitaire", "--copy", str(tmp_path)]) == 0
    copied = tmp_path / "solitaire"
    assert (copied / "step1_board.py").read_text() == (REPO / "lessons/solitaire/step1_board.py").read_text()
    assert (copied / "pegboard.py").is_file() and (copied / "boards" / "french.txt").is_file()
    assert not list(copied.rglob("__pycache__"))
    (copied / "step1_board.py").write_text("# my own version\n")
    assert main(["lessons", "solitaire", "--copy", str(tmp_path)]) == 2
    assert "already exists; nothing was copied" in capsys.readouterr().err
    assert (copied / "step1_board.py").read_text() == "# my own version\n"
    fresh = tmp_path / "new" / "mine"
    assert main(["lessons", "wolves", "--copy", str(fresh)]) == 0   # a unique beginning names the lesson
    assert (fresh / "step4_computer.py").is_file()


def test_summary_of_a_script_without_a_lesson_prefix(tmp_path):
    script = tmp_path / "step1_x.py"
    script.write_text("#!/usr/bin/env python3\n# Draws a board: with colons inside: yes\nprint(1)\n")
    assert catalogue.summary(script) == "with colons inside: yes"
    script.write_text("from gamegrid import *\n")
    assert catalogue.summary(script) == ""


def test_missing_lessons_folder_gives_a_clear_message(monkeypatch, capsys):
    monkeypatch.setattr(catalogue, "lessons_dir", lambda: None)
    assert main(["lessons"]) == 2
    assert "The lessons are missing from this installation" in capsys.readouterr().err
