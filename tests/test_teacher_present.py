"""`gamegrid present`: the steps of an installed lesson and of a teacher's own folder, the handout for pupils,
the code view (changed lines, a failing step's error at the pupil's line), and the presenter's window under
Xvfb (the title's "step K/N", Right for the next step, a failing step, the close button)."""
from __future__ import annotations

import base64
import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from conftest import REPO
from gamegrid.base import i18n
from gamegrid.cli import main
from gamegrid.teacher.catalogue import LessonError
from gamegrid.teacher.present import codeimage
from gamegrid.teacher.present.codeview import changed_lines, error_in, highlighted_lines
from gamegrid.teacher.present.session import Presenter
from gamegrid.teacher.present.steps import find_deck, folder_deck

BOARD = """# My game, step 1: the board
from gamegrid import *
makeGameGrid(4, 3, 50, RED)
show()
"""
# a helper module with a number in its name, imported by a step: not a step itself
HELPER = """def pieces():
    return 3
"""
PART = """# My game, step 2: a ball from the folder's own sprite
from gamegrid import *
from pieces2 import pieces
makeGameGrid(4, 3, 50, RED)
for x in range(pieces()):
    addActor(Actor("ball.png"), Location(x, 1))
show()
"""
FAILING = """# My game, step 10: an error on line 4
from gamegrid import *
makeGameGrid(4, 3, 50, RED)
score = undefinedScore + 1
show()
"""


def teacher_folder(root: Path) -> Path:
    folder = root / "mygame"
    folder.mkdir()
    (folder / "step1_board.py").write_text(BOARD)
    (folder / "schritt2.py").write_text(PART)
    (folder / "pieces2.py").write_text(HELPER)
    (folder / "step10_end.py").write_text(FAILING)
    (folder / "notes.py").write_text("x = 1\n")   # no number: not a step
    Image.new("RGBA", (40, 40), (0, 0, 255, 255)).save(folder / "ball.png")
    return folder


def test_installed_lesson_has_its_steps_without_the_exercises():
    deck = find_deck("solitaire")
    assert [step.path.name for step in deck.steps] == ["step1_board.py", "step2_rules.py", "step3_game_over.py"]
    assert deck.index_of("2") == 1 and deck.index_of("step3_game_over.py") == 2
    with pytest.raises(LessonError, match="no step '7'"):
        deck.index_of("7")


def test_teacher_folder_steps_ordered_by_the_number_in_their_names(tmp_path):
    deck = folder_deck(teacher_folder(tmp_path))
    assert [step.path.name for step in deck.steps] == ["step1_board.py", "schritt2.py", "step10_end.py"]
    assert deck.steps[1].summary == "a ball from the folder's own sprite"
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "helper.py").write_text("")
    with pytest.raises(LessonError, match="step1_board.py"):
        folder_deck(empty)


def test_changed_lines_are_the_added_and_changed_lines_of_the_new_step():
    old = "a = 1\nb = 2\nc = 3\n"
    new = "a = 1\nb = 20\nc = 3\nd = 4\n"
    assert changed_lines(old, new) == {2, 4}
    assert changed_lines(None, new) == set()
    assert changed_lines(new, new) == set()


def test_highlighted_lines_keep_the_text_and_colour_keywords():
    code = "def f(x):\n    return x  # done\n\nprint(f(2))\n"
    lines = highlighted_lines(code)
    assert ["".join(text for text, _, _ in line) for line in lines] == code.splitlines()
    keyword = [span for span in lines[0] if span[0] == "def"][0]
    name = [span for span in lines[0] if span[0] == "x"][0]
    assert keyword[1] != name[1] and keyword[2]   # the keyword coloured and bold, the name not


def test_error_points_at_the_pupils_line_and_keeps_the_message(tmp_path):
    script = tmp_path / "step2.py"
    output = (f'Traceback (most recent call last):\n  File "{script}", line 7, in <module>\n    go()\n'
              f'  File "{script}", line 4, in go\n    y = z + 1\n        ^\n'
              "NameError: name 'z' is not defined\nHint: Python does not know z here.\n")
    found = error_in(output, script)
    assert found.line == 4
    assert found.message == "NameError: name 'z' is not defined\nHint: Python does not know z here."
    assert error_in("SyntaxError: bad\n", script).line is None


def test_a_failing_step_is_shown_at_its_line_and_the_next_step_still_starts(tmp_path):
    deck = folder_deck(teacher_folder(tmp_path))
    presenter = Presenter(deck, start=2, run_options=("--headless", "--seconds", "30"))
    try:
        presenter.start_runner()
        deadline = time.time() + 60
        while not presenter.poll():
            assert time.time() < deadline, "the failing step did not end"
            time.sleep(0.1)
        assert presenter.error is not None and presenter.error.line == 4
        assert "undefinedScore" in presenter.error.message
        picture = presenter.picture(800, 600)
        assert (253, 226, 226) in {colour for _, colour in picture.getcolors(1 << 20)}   # the error's ground
        presenter.command("previous")
        assert presenter.error is None and presenter.process is not None and presenter.index == 1
        assert presenter.marked == {1, 3, 5, 6}   # what schritt2.py adds to step1_board.py
    finally:
        presenter.stop_runner()


def test_code_picture_marks_the_changed_lines(tmp_path):
    lines = highlighted_lines("a = 1\nb = 2\nc = 3\n")
    picture = codeimage.render(lines, {2}, None, (400, 200))
    step = codeimage.line_height(1.0)
    row = [picture.getpixel((390, y)) for y in range(0, 200)]
    assert row.count(codeimage.MARKED) >= step - 3           # one line's height of yellow
    assert codeimage.MARKED not in row[: 4 + step - 2]       # not on line 1


def _pictures(page: str) -> list[Image.Image]:
    return [Image.open(io.BytesIO(base64.b64decode(data)))
            for data in re.findall(r'src="data:image/png;base64,([^"]+)"', page)]


def _marked_text(section: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", line) for line in re.findall(r'<span class="hll">(.*?)</span>\n', section)]


def test_handout_of_an_installed_lesson(tmp_path, capsys):
    target = tmp_path / "solitaire.html"
    assert main(["present", "solitaire", "--handout", str(target)]) == 0
    assert "Wrote" in capsys.readouterr().out
    page = target.read_text(encoding="utf-8")
    sections = page.split('<section class="step"')[1:]
    assert len(sections) == 3
    assert "Step 1/3: step1_board.py" in sections[0] and "Step 3/3: step3_game_over.py" in sections[2]
    assert _marked_text(sections[0]) == []                  # the first step has nothing to compare with
    step1 = (REPO / "lessons/solitaire/step1_board.py").read_text().splitlines()
    step2 = (REPO / "lessons/solitaire/step2_rules.py").read_text().splitlines()
    marked = [line.replace("&quot;", '"').replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
              .replace("&amp;", "&").rstrip() for line in _marked_text(sections[1])]
    assert marked and all(line in step2 for line in marked)
    assert any(line not in step1 for line in marked)
    pictures = _pictures(page)
    assert len(pictures) == 3
    assert all(picture.width > 300 and picture.height > 300 for picture in pictures)
    assert 'class="error"' not in page
    assert "<script" not in page and "http" not in page.split("<body>")[1]   # self-contained


@pytest.fixture
def restore_language(monkeypatch):
    """--lang sets the language of this process and of GAMEGRID_LANG for the steps' processes: undone after."""
    monkeypatch.setenv(i18n.ENV_VARIABLE, os.environ.get(i18n.ENV_VARIABLE, "en"))
    yield
    monkeypatch.undo()
    i18n.set_language(None)


def test_handout_of_a_teachers_folder_in_german(tmp_path, capsys, restore_language):
    folder = teacher_folder(tmp_path)
    target = tmp_path / "handout.html"
    assert main(["present", str(folder), "--lang", "de", "--handout", str(target)]) == 0
    assert "Schritt 1/3" in target.read_text(encoding="utf-8")
    page = target.read_text(encoding="utf-8")
    headings = re.findall(r"<h2>([^<]*)</h2>", page)
    assert [h.split(": ")[-1] for h in headings] == ["step1_board.py", "schritt2.py", "step10_end.py"]
    assert 'lang="de"' in page
    pictures = _pictures(page)
    assert len(pictures) >= 2                                 # the steps that ran; the failing one maybe none
    blue = pictures[1].convert("RGB").getcolors(1 << 20)
    assert any(colour == (0, 0, 255) and count > 1000 for count, colour in blue)   # the folder's ball.png
    error = re.search(r'<pre class="error">(.*?)</pre>', page, re.S)
    assert error and "undefinedScore" in error.group(1) and "4" in error.group(1)


def test_present_names_what_is_wrong(tmp_path, capsys):
    assert main(["present", "no_such_lesson"]) == 2
    assert "solitaire" in capsys.readouterr().err
    assert main(["present", "solitaire", "--step", "9", "--handout", str(tmp_path / "x.html")]) == 2
    assert "no step '9'" in capsys.readouterr().err
    assert main(["present", "solitaire", "--zoom", "20"]) == 2
    assert "--zoom" in capsys.readouterr().err
