"""Every mistake of the catalogue (tools/mistakes.py, docs/errors*.md), run in every language: the report points
at the pupil's line, and the line under it says what to do, in the pupil's language.

The programs run in this process (gamegrid.testing.run_script, headless): about 60 programs x 3 languages in a
few seconds.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from gamegrid.testing import run_script
from tools.mistakes import MISTAKES, Mistake
from tools import make_error_docs

LANGUAGES = ("en", "de", "fr")
_FILE_LINE = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+)')


def run_mistake(mistake: Mistake, language: str, folder: Path) -> str:
    script = folder / f"{mistake.key.replace('-', '_')}.py"
    script.write_text(mistake.program, encoding="utf-8")
    options = {"seconds": 0.5, **mistake.run}
    return run_script(script, lang=language, **options).output


def pupil_line_above(output: str, said: str, script_name: str) -> int | None:
    """The line number of the last `File "<script>", line N` before the line `said`."""
    lines = output.splitlines()
    index = lines.index(said)
    for line in reversed(lines[:index]):
        found = _FILE_LINE.match(line)
        if found is not None and found.group("file").endswith(script_name):
            return int(found.group("line"))
    return None


def test_the_catalogue_has_at_least_40_mistakes_with_different_keys():
    assert len(MISTAKES) >= 40
    assert len({m.key for m in MISTAKES}) == len(MISTAKES)
    for mistake in MISTAKES:
        assert set(mistake.title) == set(mistake.says) == set(LANGUAGES), mistake.key
        assert mistake.line <= mistake.program.count("\n"), mistake.key


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("mistake", MISTAKES, ids=[m.key for m in MISTAKES])
def test_mistake_points_at_the_pupils_line_and_says_what_to_do(mistake, language, tmp_path):
    output = run_mistake(mistake, language, tmp_path)
    said = mistake.says[language]
    shown = [line for line in output.splitlines() if line == said or line.endswith(": " + said)]
    assert shown, f"expected the line\n{said}\nin\n{output}"
    script_name = f"{mistake.key.replace('-', '_')}.py"
    assert pupil_line_above(output, shown[0], script_name) == mistake.line, output
    assert output.count("Hint: " if language == "en" else "Tipp: " if language == "de" else "Astuce : ") <= 1, \
        output   # one hint line, not one per cycle


def test_the_documents_list_the_catalogue_as_it_is():
    assert set(make_error_docs.DOCUMENTS) == set(LANGUAGES)
    for language, path in make_error_docs.DOCUMENTS.items():
        assert path.read_text(encoding="utf-8") == make_error_docs.document(language), \
            f"{path.name} is not current: python tools/make_error_docs.py"


def test_a_mistake_in_the_pupils_own_module_points_into_that_module(tmp_path):
    # the module is Python 2 (translated on import), so Python 3 itself cannot name the bracket
    (tmp_path / "helper.py").write_text('print "helping"\ndef jump(actor):\n    actor.move(\n', encoding="utf-8")
    script = tmp_path / "main.py"
    script.write_text("from gamegrid import *\nimport helper\nmakeGameGrid(10, 10, 60)\n", encoding="utf-8")
    output = run_script(script, lang="de", seconds=0.5).output
    lines = output.splitlines()
    at = lines.index("SyntaxError: '(' was never closed")
    assert lines[at + 1] == "Tipp: Die Klammer ( wird geöffnet, aber nie geschlossen. Setze ) dorthin, wo sie " \
                            "enden soll."
    assert pupil_line_above(output, lines[at], "helper.py") == 3
    assert 'main.py", line 2, in <module>' in output
    assert "<frozen" not in output and "TranslationError" not in output and "EOF in multi-line" not in output


def test_pythons_own_did_you_mean_stays_in_the_traceback(tmp_path):
    # our traceback formatting dropped it on Python 3.10/3.11 (runtime/suggestions.py). (For trun, Python
    # suggests nothing: two swapped letters are beyond its limit; the hint line suggests turn.)
    script = tmp_path / "fish.py"
    script.write_text('from gamegrid import *\nmakeGameGrid(10, 10, 60)\n\nclass Fish(Actor):\n'
                      '    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                      '    def act(self):\n        self.mov()\n\naddActor(Fish(), Location(2, 3))\ndoRun()\n',
                      encoding="utf-8")
    output = run_script(script, cycles=1).output
    lines = output.splitlines()
    at = lines.index("AttributeError: 'Fish' object has no attribute 'mov'. Did you mean: 'move'?")
    assert lines[at + 1] == "Hint: Fish has no mov. Did you mean move? Capital and small letters count."
    assert pupil_line_above(output, lines[at], "fish.py") == 8
