"""Replay files as refrun takes them: a `key_type` event sends a typed character alone (AWT's KEY_TYPED, no
press). Found running input-driven programs against the original (issue 36 hunt): our runner refused such
files, so the whole run was lost. Expected values from the original: refrun --cycles 10 with the same file."""
from __future__ import annotations

from pathlib import Path

import pytest

from gamegrid.runtime.replay import ReplayError, load
from tests.original_states import run_ours

TYPED = '''\
from gamegrid import *

typed = []
def onTyped(e):
    typed.append(e.getKeyChar())
    setStatusText("typed " + "".join(typed) + " code " + str(e.getKeyCode()))

def onPressed(e):
    setTitle("pressed " + str(e.getKeyCode()))

makeGameGrid(4, 4, 30, Color.red, False, keyTyped = onTyped, keyPressed = onPressed)
addStatusBar(20)
show()
'''

# a typed character fills no key buffer: kbhit() hears the press only
BUFFER = '''\
from gamegrid import *

hits = []
class Reader(Actor):
    def act(self):
        if kbhit():
            hits.append(getKeyCode())
        setStatusText("hits %s" % hits)

makeGameGrid(4, 4, 30, Color.red, False)
addStatusBar(20)
addActor(Reader("sprites/beetle.gif"), Location(1, 1))
setStatusText("nothing")
show()
doRun()
'''

EVENTS = '''\
{"at_ms": 100, "type": "key_press", "key": 65}
{"at_ms": 150, "type": "key_release", "key": 65}
{"at_ms": 300, "type": "key_type", "key": 66}
{"at_ms": 500, "type": "key_type", "key": 0, "char": "x"}
'''


def _run(tmp_path: Path, source: str) -> dict:
    program = tmp_path / "program.py"
    program.write_text(source, encoding="utf-8")
    program.with_suffix(".jsonl").write_text(EVENTS, encoding="utf-8")
    state = run_ours(program, 10)
    assert state is not None
    return state


def test_key_type_reaches_key_typed_only(tmp_path):
    state = _run(tmp_path, TYPED)
    # the original: 'a' from the press, 'b' from key 66's character, 'x' given
    assert state["status_text"] == "typed abx code 0"
    assert state["title"] == "pressed 65"


def test_key_type_leaves_the_key_buffer_alone(tmp_path):
    state = _run(tmp_path, BUFFER)
    assert state["status_text"] == "hits [65]"
    assert state["sim_cycles"] == 10


def test_key_type_needs_a_key_code(tmp_path):
    events = tmp_path / "bad.jsonl"
    events.write_text('{"at_ms": 10, "type": "key_type"}\n', encoding="utf-8")
    with pytest.raises(ReplayError, match="key events need"):
        load(events)


MODIFIERS = '''\
from gamegrid import *

log = []
def onKP(e):
    log.append("K%d/%d/%s/%s/%s" % (e.getKeyCode(), e.getModifiers(), e.isShiftDown(), e.isControlDown(),
                                   e.isAltDown()))
    setStatusText(" ".join(log))

makeGameGrid(5, 5, 40, Color.green, False, keyPressed = onKP)
addStatusBar(25)
show()
doRun()
'''

# refrun's files give modifiers as Java's mask (old or extended: 64 is SHIFT_DOWN_MASK)
MODIFIER_EVENTS = '''\
{"at_ms": 100, "type": "key_press", "key": 65, "modifiers": 1}
{"at_ms": 150, "type": "key_release", "key": 65, "modifiers": 1}
{"at_ms": 200, "type": "key_press", "key": 66, "modifiers": 2}
{"at_ms": 250, "type": "key_release", "key": 66}
{"at_ms": 300, "type": "key_press", "key": 67, "modifiers": 8}
{"at_ms": 350, "type": "key_release", "key": 67}
{"at_ms": 400, "type": "key_press", "key": 68, "modifiers": 64}
{"at_ms": 450, "type": "key_release", "key": 68}
{"at_ms": 500, "type": "key_press", "key": 69}
{"at_ms": 550, "type": "key_release", "key": 69}
'''


def test_modifier_masks_as_refrun_gives_them(tmp_path):
    program = tmp_path / "mods.py"
    program.write_text(MODIFIERS, encoding="utf-8")
    program.with_suffix(".jsonl").write_text(MODIFIER_EVENTS, encoding="utf-8")
    state = run_ours(program, 10)
    assert state is not None
    # the original (refrun --cycles 10)
    assert state["status_text"] == ("K65/1/True/False/False K66/2/False/True/False K67/8/False/False/True "
                                    "K68/1/True/False/False K69/0/False/False/False")


def test_a_bad_modifier_mask_is_named(tmp_path):
    events = tmp_path / "bad.jsonl"
    events.write_text('{"at_ms": 10, "type": "key_press", "key": 65, "modifiers": "shift"}\n', encoding="utf-8")
    with pytest.raises(ReplayError, match="modifier mask"):
        load(events)
