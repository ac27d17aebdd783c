"""Our own card and tool bar programs (tests/conformance_programs/cards/) give the original's state: run by the
runner with their replayed input (NAME.jsonl), compared with the states the original (JGameGrid 2.48 with
JCardGame 1.20, run by refrun) wrote. The original's runtime is not in the repository: the states are.

    python3 tools/refcompare.py record tests/conformance_programs/cards    # expected_states.json again

Programs whose name starts with an underscore are left out of that: the original runs each card listener in
a thread of its own, whose blocking transfer waits in real time, and a program whose top level blocks (a
CardCover sliding, a fan opening) falls back to real time too, so refrun's step mode (virtual time) does not
show what a pupil sees. Their states in real_time_states.json are from the original run in real time, drawing
with our cards as `# sprites: ours` asks:
`refrun NAME.py --seconds S [--replay NAME.jsonl] --sprites-root REPO --state s.json`; compared are the status
text and the actors (the number of cycles differs)."""
from __future__ import annotations

import pytest

from conftest import REPO
from original_states import cycles_of, differences, load, run_ours

PROGRAMS = REPO / "tests" / "conformance_programs" / "cards"
RECORDED = load(PROGRAMS / "expected_states.json")


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_program_gives_the_originals_state(name, monkeypatch):
    monkeypatch.chdir(PROGRAMS)
    entry = RECORDED[name]
    assert entry["errors"] == []
    ours = run_ours(PROGRAMS / name, entry["cycles"])
    assert differences(entry["state"], ours) == []


REAL_TIME = load(PROGRAMS / "real_time_states.json")


@pytest.mark.parametrize("name", sorted(REAL_TIME))
def test_program_run_in_real_time_gives_the_originals_cards(name, monkeypatch):
    # _transfer_by_clicks: the first double click plays the ace to the pile, the second the ten, the right
    # click sends the pile's top card, turned, to the stock lying east. _dealing_covers: packets slide as card
    # backs, the hands are drawn, player 0's as a fan that opens slowly.
    monkeypatch.chdir(PROGRAMS)
    expected = REAL_TIME[name]["state"]
    ours = run_ours(PROGRAMS / name, cycles_of(PROGRAMS / name))
    assert ours["status_text"] == expected["status_text"]
    assert ours["actors"] == expected["actors"]


def test_the_programs_are_ours_and_name_their_cycles():
    for program in PROGRAMS.glob("*.py"):
        text = program.read_text(encoding="utf-8")
        assert "Our own program (issue 34)" in text and "# cycles: " in text, program.name
