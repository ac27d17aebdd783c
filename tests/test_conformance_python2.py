"""Python 2 meaning, decided per file (issue 25, item 4).

A file that shows any sign of Python 2 (a statement, builtin, method, module or list use only Python 2
has: gamegrid/tigerjython/py2signs.py) is read with Python 2's meaning everywhere in it, and so are the
local modules it imports; a file without any sign runs as Python 3, untouched. Written from Python's
"What's New in Python 3.0" and the porting guide: each difference below is in a file that Python 3
parses, so only the decision per file gives it Python 2's meaning. Then classroom programs of our own
(tests/conformance_programs/python2/ and .../multifile/), run through the runner with replayed input.
"""
from __future__ import annotations

import ast
import contextlib
import io
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gamegrid.testing import Replay, run_script
from gamegrid.tigerjython.translate import needs_translation, python2_reason, translate
from tests.conftest import run_program, write_script

HERE = Path(__file__).resolve().parent / "conformance_programs"
PY2 = HERE / "python2"
MULTI = HERE / "multifile"


def run_source(tmp_path: Path, source: str, **kwargs):
    script = write_script(tmp_path, source)
    res = run_script(script, **kwargs)
    assert res.exit_code == 0, res.output
    return res


# ------------------------------------------------------------- each meaning difference, in Python 3 syntax

MEANINGS = [
    # (source that Python 3 parses, what the sign is, what Python 2 printed)
    ("pairs = zip([3, 1, 2], 'cab')\npairs.sort()\nprint(pairs)\n",
     "pairs.sort()", "[(1, 'a'), (2, 'b'), (3, 'c')]"),
    ("squares = map(lambda n: n * n, [1, 2, 3])\nprint(squares[2])\n", "squares[2]", "9"),
    ("d = {'b': 2, 'a': 1}\nd.keys().sort()\nks = d.keys()\nks.sort()\nprint(ks)\n", "d.keys().sort()",
     "['a', 'b']"),
    ("r = range(5)\nr.remove(2)\nprint(r)\n", "r.remove(2)", "[0, 1, 3, 4]"),
    ("evens = filter(lambda n: n % 2 == 0, range(7))\nprint(evens[1], len(evens))\n", "evens[1]", "2 4"),
    ("print(len(zip('ab', 'xyz')), (range(2) + [9]))\n", "len(zip('ab', 'xyz'))", "2 [0, 1, 9]"),
    ("import ConfigParser\nc = ConfigParser.RawConfigParser()\nc.add_section('s')\nc.set('s', 'n', 3)\n"
     "print(c.get('s', 'n'), 7 / 2)\n", "import ConfigParser", "3 3.5"),
    ("d = {1: 'x'}\nprint(d.has_key(1), d.has_key(2))\n", "d.has_key(1)", "True False"),
    ("import string\nprint(string.letters[:3], string.upper('ab'), string.maketrans is not None)\n",
     "string.letters", "abc AB True"),
    ("import sys\nprint(sys.maxint > 2 ** 31, -7 // 2, 7 / 2)\n", "sys.maxint", "True -4 3.5"),
    ("it = iter([5, 6])\nprint(it.next(), it.next())\n", "it.next()", "5 6"),
    ("from itertools import izip, imap\nprint(list(izip('ab', imap(abs, [-1, -2]))))\n",
     "from itertools import izip, imap", "[('a', 1), ('b', 2)]"),
    ("d = {'a': 1}\nfor k, v in d.iteritems():\n    print(k, v, round(2.5), round(-0.5), oct(8))\n",
     "d.iteritems()", "a 1 3.0 -1.0 010"),
    ("print(reduce(lambda a, b: a * b, [1, 2, 3, 4]), cmp(1, 2), unichr(65), long(3))\n",
     "reduce", "24 -1 A 3"),
    ("words = ['ccc', 'a', 'bb']\nwords.sort(cmp=lambda a, b: len(a) - len(b))\nprint(words, 9 / 4)\n",
     "words.sort(cmp=lambda a, b: len(a) - len(b))", "['a', 'bb', 'ccc'] 2.25"),
    ("x = unicode('a') + str(basestring is not None)\nprint(x, isinstance(u'x', basestring))\n",
     "unicode", "aTrue True"),
    ("from __future__ import division\nprint(7 / 2, zip('a', 'b')[0])\n", "from __future__ import division",
     "3.5 ('a', 'b')"),
    ("class Flag:\n    def __nonzero__(self):\n        return False\nprint(bool(Flag()), 5 / 2)\n",
     "def __nonzero__", "False 2.5"),
    ("def f(a, b):\n    return a + b\nprint(f.func_name, apply(f, (1, 2)))\n", "f.func_name", "f 3"),
    ("import os\nprint(os.getcwdu() == os.getcwd(), 3 / 2)\n", "os.getcwdu", "True 1.5"),
    ("x = 1\nfor i in xrange(5 / 2.0):\n    pass\nprint(i, range(3.9))\n", "xrange", "1 [0, 1, 2]"),
    ("import exceptions\ntry:\n    int('x')\nexcept exceptions.ValueError:\n    print('caught', 7 / 2)\n",
     "import exceptions", "caught 3.5"),
]


@pytest.mark.parametrize("source, sign, printed", MEANINGS, ids=[m[1][:30] for m in MEANINGS])
def test_each_python2_meaning_in_a_file_python3_parses(tmp_path, source, sign, printed):
    ast.parse(source)                                       # valid Python 3 syntax ...
    reason = python2_reason(source)
    assert reason is not None and reason.code.startswith(sign), reason   # ... judged Python 2 by this sign
    res = run_source(tmp_path, source)
    assert res.output.splitlines()[-1] == printed


@pytest.mark.parametrize("source", [
    "x = 7 / 2\nprint(x)\n",                                  # the same division in both: no sign
    "pairs = list(zip('ab', 'cd'))\npairs.sort()\n",
    "r = range(5)\nprint(r[2], len(r), r.index(3))\n",        # a range can do this in Python 3 too
    "def reduce(f, l):\n    return 0\nreduce(None, [])\n",    # the file's own names do not count
    "class Deck:\n    def next(self):\n        return 1\nDeck().next()\n",
    "long = 5\nfile = open\nprint(long)\n",
    "from functools import reduce\nimport itertools\nprint(reduce(max, [1]), list(itertools.zip_longest('a', 'b')))\n",
    "for k, v in {}.items():\n    pass\nkeys = sorted({}.keys())\n",
    "from __future__ import annotations\nprint(1)\n",
])
def test_a_file_without_any_sign_is_python3_and_untouched(source):
    assert python2_reason(source) is None and not needs_translation(source)
    assert translate(source) is source


def test_statements_python3_cannot_read_are_named_with_their_line():
    cases = {"x = 1\nprint 'a'\n": 2, "x = `1`\n": 1, "y = 2\nif y <> 2: pass\n": 2, "m = 0777\n": 1,
             "n = 10L\n": 1, "s = ur'x'\n": 1, "exec 'x = 1'\n": 1, "raise ValueError, 'x'\n": 1,
             "try:\n    pass\nexcept ValueError, e:\n    pass\n": 3, "print >>f, 1\n": 1, "print\n": 1}
    for source, line in cases.items():
        sign = python2_reason(source)
        assert sign is not None and sign.line == line, (source, sign)
    # tuples in `except (A, B):` and `raise E(msg)` are Python 3
    assert python2_reason("try:\n    pass\nexcept (ValueError, TypeError):\n    raise ValueError('x')\n") is None


# ------------------------------------------------------------- the decision per file, with local modules

def write(folder: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")


def run_with(script: Path, **options):
    """gamegrid run with runner options (--python2, --python3, --show-translation), headless, in process."""
    from gamegrid.runner import RunOptions, run
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        outcome = run(script, RunOptions(headless=True, **options))
    return outcome.exit_code, out.getvalue()


def test_python3_main_stays_python3_while_its_python2_helper_is_translated(tmp_path):
    write(tmp_path, {
        "main.py": "import helper\nprint('main', helper.pairs()[0], map(abs, [-1]))\n",
        "helper.py": "import Queue\ndef pairs():\n    return zip('ab', 'cd')\n",
    })
    code, out = run_with(tmp_path / "main.py")
    assert code == 0, out
    assert "main ('a', 'c') <map object" in out            # the helper's zip() is a list, main's map() not


def test_python2_main_gives_its_python3_looking_modules_python2_meaning(tmp_path):
    write(tmp_path, {
        "main.py": "import geometry\nprint 'cells', geometry.keys({2: 0, 1: 0})[0], geometry.corners()[1]\n",
        "geometry.py": "import grid_util\ndef keys(d):\n    return d.keys()\n"
                       "def corners():\n    return grid_util.corner_list()\n",
        "grid_util.py": "def corner_list():\n    return zip([0, 8], [0, 8])\n",   # imported by a Python 2 module
    })
    code, out = run_with(tmp_path / "main.py")
    assert code == 0, out
    assert "cells 2 (8, 8)" in out
    # the same modules under a Python 3 main: Python 3 (the first importer decides)
    (tmp_path / "main3.py").write_text("import geometry\nprint('keys', geometry.keys({2: 0}))\n", encoding="utf-8")
    code, out = run_with(tmp_path / "main3.py")
    assert code == 0 and "keys dict_keys([2])" in out, out


def test_python2_and_python3_options_decide_for_every_file(tmp_path):
    write(tmp_path, {
        "main.py": "import helper\nprint('main', helper.pairs()[1])\n",
        "helper.py": "def pairs():\n    return zip('ab', 'cd')\n",
    })
    code, out = run_with(tmp_path / "main.py")
    assert code == 1 and "TypeError: 'zip' object is not subscriptable" in out, out
    code, out = run_with(tmp_path / "main.py", python2=True)
    assert code == 0 and "main ('b', 'd')" in out, out
    # --python3: a file with a Python 2 sign runs as it is (and fails as Python 3 fails)
    (tmp_path / "helper.py").write_text("def pairs():\n    return range(2)[:1] + [zip('ab', 'cd')]\n",
                                        encoding="utf-8")
    code, out = run_with(tmp_path / "main.py")
    assert code == 0 and "main [('a', 'c'), ('b', 'd')]" in out, out
    code, out = run_with(tmp_path / "main.py", python3=True)
    assert code == 1 and "TypeError" in out, out


def test_show_translation_says_how_each_file_is_read_and_why(tmp_path):
    write(tmp_path, {
        "main.py": "x = 1\nimport helper\nnames = {}.keys()\nnames.sort()\n",
        "helper.py": "def half(n):\n    return n / 2\n",
        "py3.py": "import tool\nprint(7 / 2)\n",
        "tool.py": "import ConfigParser\n",
    })
    code, out = run_with(tmp_path / "main.py", show_translation=True)
    assert code == 0, out
    lines = out.splitlines()
    assert lines[0].endswith("main.py: read as Python 2 (line 4: names.sort() (a list in Python 2, not in "
                             "Python 3)); translated to:")
    assert "names = list({}.keys())" in out
    assert any(l.endswith("helper.py: read as Python 2 (imported by a file read as Python 2); translated to:")
               for l in lines)
    assert "    return _tj_div(n, 2)" in out
    code, out = run_with(tmp_path / "py3.py", show_translation=True)
    assert code == 0, out
    assert "py3.py: valid Python 3 without any sign of Python 2, runs unchanged (no translation)" in out
    assert "tool.py: read as Python 2 (line 1: import ConfigParser (a module or module name only Python 2 has))" \
        in out
    code, out = run_with(tmp_path / "main.py", show_translation=True, python3=True)
    assert "main.py: read as Python 3, unchanged (--python3)" in out and "helper.py: read as Python 3" in out


def test_command_line_options(tmp_path):
    write(tmp_path, {"main.py": "print(zip('a', 'b')[0])\n"})
    gamegrid = [sys.executable, "-m", "gamegrid", "run", "--headless"]
    both = subprocess.run(gamegrid + ["--python2", "--python3", str(tmp_path / "main.py")],
                          capture_output=True, text=True, timeout=60)
    assert both.returncode == 2 and "--python2 and --python3 exclude each other" in both.stderr
    py2 = subprocess.run(gamegrid + ["--python2", "--show-translation", str(tmp_path / "main.py")],
                         capture_output=True, text=True, timeout=60)
    assert py2.returncode == 0, py2.stderr
    assert "read as Python 2" in py2.stdout and py2.stdout.splitlines()[-1] == "('a', 'b')"


def test_plain_python3_reads_the_modules_per_file_and_names_a_python2_main(tmp_path):
    write(tmp_path, {
        "main.py": "from gamegrid import *\nimport helper\nprint(helper.avg([1, 2]))\n",
        "helper.py": "import tools\ndef avg(l):\n    print 'avg of', tools.first(l)\n    return sum(l) / len(l)\n",
        "tools.py": "def first(l):\n    return zip(l, l)[0]\n",      # Python 2 because helper.py imports it
        "old.py": "from gamegrid import *\nd = {}\nprint(d.has_key(1))\n",
    })
    env = {k: v for k, v in __import__("os").environ.items() if k != "GAMEGRID_LANG"}
    env["GAMEGRID_LANG"] = "en"
    res = subprocess.run([sys.executable, "main.py"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                         env=env)
    assert res.returncode == 0, res.stderr
    assert res.stdout == "avg of (1, 1)\n1.5\n"
    res = subprocess.run([sys.executable, "old.py"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                         env=env)
    assert res.returncode == 1
    assert "old.py was written for Python 2 (line 3: d.has_key(1) (a method only Python 2 has))" in res.stderr
    assert "python3 -m gamegrid run old.py" in res.stderr


# ------------------------------------------------------------- classroom programs: Python 2

def run_py2(name: str, **kwargs):
    return run_program(PY2 / f"{name}.py", ("Traceback", "Warning"), **kwargs)


def test_highscores_configparser_and_sorted_zip():
    assert python2_reason((PY2 / "highscores.py").read_text()).code == "import ConfigParser"
    res = run_py2("highscores")
    assert "best ben 23" in res.output and "stars [4, 3, 1]" in res.output
    assert res.status_text == "Best: ben with 23, average 16"
    res = run_py2("highscores", replay=Replay().key(32))
    assert res.status_text == "Best: ben with 23, average 15"     # 61 / 4 in whole numbers


def test_snake_steps_print_statements_has_key_and_whole_centre():
    res = run_py2("snake_steps", replay=Replay().key(39).key(39).key(40).key(65))
    assert "start 5 5.5" in res.output and "not an arrow: 65" in res.output   # / divides exactly
    assert "head at 7 6" in res.output and res.status_text == "Steps: 3"
    assert [(a["x"], a["y"]) for a in res.actors if a["class"] == "Head"] == [(7, 6)]
    assert sorted((a["x"], a["y"]) for a in res.actors if a["class"] == "Actor") == [(2, 5), (3, 5), (4, 5)]


def test_card_hand_lists_from_range_map_filter_keys_zip():
    res = run_py2("card_hand")
    import random
    random.seed(7)
    deck = list(range(1, 52)) + [0]
    random.shuffle(deck)
    values = sorted(c % 13 + 1 for c in deck[:5])
    assert f"hand {deck[:5]} values {values}" in res.output
    court = [v for v in values if v > 10]
    assert f"court {len(court)} first {(court + [None])[0]}" in res.output
    assert f"suits {sorted(set(c // 13 for c in deck[:5]))}" in res.output
    assert f"pairs {list(zip(values, values[1:]))[:2]}" in res.output
    assert res.state["title"] == f"Sum {sum(values)}, mean {sum(values) // 5}"
    assert [a["text"] if "text" in a else None for a in res.actors][:1] != []


def test_inventory_dict_methods_string_module_and_raw_input():
    res = run_py2("inventory", answers=["key"])
    assert "a word: apple" in res.output
    assert "INVENTORY 12 Key ['apple', 'coin', 'key', 'sword'] 17" in res.output
    assert res.state["title"] == "You have 1 key"
    res = run_py2("inventory", answers=["shield"])
    assert res.state["title"] == "No shield"


def test_colour_cycle_next_methods_itertools_reduce_round():
    res = run_py2("colour_cycle", replay=Replay(cell_size=40).click_cell(0, 0).click_cell(1, 1).click_cell(3, 2))
    assert "pairs [('a', 1), ('b', 2), ('c', 3)] odd [1, 3, 5]" in res.output
    assert "total 6 rounded 3.0 -1.0" in res.output              # Python 2's round: away from zero, a float
    assert res.status_text == "3 clicks, last blue"


def test_bouncing_ball_integer_division_in_act():
    res = run_py2("bouncing", cycles=12)
    assert "speeds 2 -2 3.5 8.5 -3.5" in res.output            # TigerJython's / is the true division
    # the same steps written out with Python 3's floor division
    x, y, vx, vy, hits, seen, events = 10, 5, 7 // 3, -7 // 4, 0, 0, []
    for _ in range(12):
        nx, ny = x + vx, y + vy
        if nx < 0 or nx >= 20:
            vx, hits = -vx, hits + 1
            nx = x + vx
        if ny < 0 or ny >= 10:
            vy, hits = -vy, hits + 1
            ny = y + vy
        x, y = nx, ny
        if hits != seen:
            events.append(f"hit {hits} at {x} {y}")
            seen = hits
    assert [l for l in res.output.splitlines() if l.startswith("hit")] == events
    ball = [a for a in res.actors if a["class"] == "Ball"][0]
    assert (ball["x"], ball["y"]) == (x, y)


def test_score_errors_python2_statements():
    res = run_py2("score_errors", answers=["17", "x", "", "5"])
    assert "not a number: 'x' invalid literal" in res.output and "not a number: '' empty" in res.output
    assert "bonus 20 0777 1000000000000 17" in res.output
    assert res.state["title"] == "2 scores, 2 errors"
    assert sorted((a["x"], a["y"]) for a in res.actors) == [(0, 0), (1, 0)]


def test_messages_queue_cpickle_cstringio():
    res = run_py2("messages_queue")
    assert "log HI;HOW ARE YOU;BYE; lengths [2, 11, 3] first 2" in res.output
    assert res.state["title"] == "3 messages, 5 letters on average"


# ------------------------------------------------------------- classroom programs: several files

def run_multi(folder: str, **kwargs):
    return run_program(MULTI / folder / "main.py", ("Traceback", "Warning"), **kwargs)


def test_dungeon_three_files_that_import_each_other():
    assert python2_reason((MULTI / "dungeon" / "rooms.py").read_text()) is None   # Python 3 to look at
    res = run_multi("dungeon", replay=Replay().key(39).key(39).key(38).key(37).key(37).key(37).key(37))
    assert "hero starts at 4 3 exits [(0, 3), (8, 3)]" in res.output     # zip() and / in rooms.py: Python 2
    assert "fight with orc strength 7" in res.output and "fight with bat strength 2" in res.output
    assert res.status_text == "Hero at 3, 2; monsters left: 1"            # (2, 2) is a rock: the hero stays
    monsters = [(a["x"], a["y"]) for a in res.actors if a["class"] == "Monster"]
    assert monsters == [(7, 2)]                                          # 3 - 2 / 2 in whole cells


def test_shop_python3_main_with_a_python2_module_and_its_import():
    res = run_multi("shop", replay=Replay(cell_size=80).click_cell(0, 0).click_cell(1, 0).click_cell(3, 0))
    assert "half of 7 in main: 3.5 unit price of 3 apples: 23" in res.output
    assert "no price for cake" in res.output
    assert res.status_text == "3 items, 410 Rappen, 4.1 Fr."              # VAT 30.4 -> 30 (//) in taxes.py


def test_memory_library_with_java_style_next_and_mutual_imports():
    rp = Replay(cell_size=80).click_cell(0, 0).click_cell(0, 1).click_cell(1, 0).click_cell(2, 0).wait(500)
    res = run_multi("memory", replay=rp)
    assert "faces [0, 0, 1, 1, 2, 2, 3, 3]" in res.output and "pair 0 found" in res.output
    assert res.status_text == "Pairs: 1 of 4"
    cards = {(a["x"], a["y"]): a["sprite_id"] for a in res.actors if a["class"] == "Card"}
    assert cards[(0, 0)] == cards[(0, 1)] == 1 and cards[(1, 0)] == cards[(2, 0)] == 0


def test_pong_paddle_module_in_whole_cells_and_sprites_beside():
    res = run_multi("pong", replay=Replay().key(39).key(39).key(39).key(39), seconds=1)
    assert "paddle at 7 puck at 7 1" in res.output
    assert res.output.splitlines()[1] == "hit 1"                         # the paddle moved under the puck
    paddle = [a for a in res.actors if a["class"] == "Paddle"][0]
    assert (paddle["x"], paddle["y"]) == (11, 11)
    assert paddle["sprite"] == "sprites/paddle.png"


def test_a_module_of_the_program_named_like_a_python2_module_is_no_sign(tmp_path):
    write(tmp_path, {
        "main.py": "import user, sets\nprint(user.NAME, sets.SIZES, 7 / 2)\n",
        "user.py": "NAME = 'ann'\n",             # Python 2 had modules `user` and `sets`; these are the pupil's
        "sets.py": "SIZES = [1, 2]\n",
    })
    assert python2_reason((tmp_path / "main.py").read_text()) is not None     # without its folder: a sign
    assert python2_reason((tmp_path / "main.py").read_text(), tmp_path) is None
    code, out = run_with(tmp_path / "main.py")
    assert code == 0 and "ann [1, 2] 3.5" in out, out


def test_a_point_made_with_map_or_zip_in_a_python3_file(tmp_path):
    # no sign of Python 2 (map() is only handed on), but gpanel takes the list Python 2's map() gave
    source = ("from gpanel import *\nmakeGPanel(0, 10, 0, 10)\nmove(map(float, [1, 2]))\nprint(getPos())\n"
              "line(zip([1, 2], [3, 4]))\nprint(getPos())\n")
    assert python2_reason(source) is None
    res = run_source(tmp_path, source)
    assert res.output.splitlines()[-2:] == ["[1.0, 2.0]", "[2.0, 4.0]"]


def test_print_as_a_value_in_a_python2_file(tmp_path):
    res = run_source(tmp_path, "say = {'hi': print}\nfor i in xrange(2):\n    say['hi']('hi', i / 2)\n")
    assert res.output.splitlines()[-2:] == ["hi 0.0", "hi 0.5"]


def test_a_package_of_the_program_follows_its_python2_importer(tmp_path):
    (tmp_path / "shapes").mkdir()
    write(tmp_path, {
        "main.py": "from shapes import square\nprint 'side', square.side(9), square.corners(9)[0]\n",
        "shapes/__init__.py": "from . import square\n",
        "shapes/square.py": "def side(area):\n    return int(area ** 0.5) // 2\n"
                            "def corners(n):\n    return zip([0, n], [n, 0])\n",
    })
    code, out = run_with(tmp_path / "main.py")
    assert code == 0 and "side 1 (0, 9)" in out, out


def test_division_and_next_right_after_a_keyword(tmp_path):
    # pupils write return(...) without a space: the helper's name must not run into the keyword
    res = run_source(tmp_path, "def slope(f, x, h):\n    return(f(x + h) - f(x - h))/(2 * h)\n"
                               "def first(it):\n    return(it).next()\n"
                               "print slope(abs, 3, 1), first(iter([4])), [1]and(7)/2\n")
    assert res.output.splitlines()[-1] == "1.0 4 3.5"


def test_helpers_are_there_before_a_loop_on_the_first_line(tmp_path):
    # range() takes 3.5 as 3, as TigerJython's Jython did;
    # the translation's import goes on the first simple statement, here after the loop: the runner gives
    # a translated file (script or module) the helpers before its first line
    write(tmp_path, {
        "main.py": "for i in xrange(7 / 2):\n    pass\nimport helper\nprint(i, helper.n)\n",
        "helper.py": "for n in range(9 / 2.0):\n    pass\nx = 1\n",
    })
    code, out = run_with(tmp_path / "main.py")
    assert code == 0 and out.splitlines()[-1] == "2 3", out
