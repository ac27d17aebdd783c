"""Our own card and tool bar programs (tests/conformance_programs/cards/) give the original's state: run by the
runner with their replayed input (NAME.jsonl), compared with the states the original (JGameGrid 2.48 with
JCardGame 1.20, run by refrun) wrote. The original's runtime is not in the repository: the states are.

    python3 tools/refcompare.py record tests/conformance_programs/cards    # expected_states.json again

_transfer_by_clicks.py is left out of that (the underscore): the original runs each card listener in a thread
of its own, whose blocking transfer waits in real time, so refrun's step mode (virtual time) does not show
what a pupil sees; its state below is from the original run in real time:
`refrun _transfer_by_clicks.py --seconds 12 --replay _transfer_by_clicks.jsonl --sprites-root REPO --state s.json`
(the original drawing with our cards, as `# sprites: ours` makes refcompare do: the layouts depend on the cards'
size)."""
from __future__ import annotations

import pytest

from conftest import REPO
from original_states import differences, load, normalise, run_ours

PROGRAMS = REPO / "tests" / "conformance_programs" / "cards"
RECORDED = load(PROGRAMS / "expected_states.json")


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_program_gives_the_originals_state(name, monkeypatch):
    monkeypatch.chdir(PROGRAMS)
    entry = RECORDED[name]
    assert entry["errors"] == []
    ours = run_ours(PROGRAMS / name, entry["cycles"])
    assert differences(entry["state"], ours) == []


# the original in real time (see the module's text): the first double click plays the ace to the pile, the
# second the ten; the right click sends the pile's top card, turned, to the stock lying east
TRANSFER_ORIGINAL = {
    "status_text": "arrived SPADES-TEN at 400,150",
    "actors": [(260, 450, 0), (353, 450, 0), (446, 450, 0), (539, 450, 0), (400, 150, 0), (650, 120, 1)],
}


def test_cards_played_by_double_clicks_go_where_the_original_puts_them(monkeypatch):
    monkeypatch.chdir(PROGRAMS)
    ours = normalise(run_ours(PROGRAMS / "_transfer_by_clicks.py", 330))
    assert ours["status_text"] == TRANSFER_ORIGINAL["status_text"]
    assert [(a["x"], a["y"], a["sprite_id"]) for a in ours["actors"]] == TRANSFER_ORIGINAL["actors"]
    assert {a["class"] for a in ours["actors"]} == {"CardActor"}


def test_the_programs_are_ours_and_name_their_cycles():
    for program in PROGRAMS.glob("*.py"):
        text = program.read_text(encoding="utf-8")
        assert "Our own program (issue 34)" in text and "# cycles: " in text, program.name
