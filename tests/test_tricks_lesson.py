"""The card-game lesson (lessons/tricks): its rules module, and each step run headless with clicks replayed
as a pupil would click (the steps' states and printed results checked)."""
from __future__ import annotations

import json
import sys

import pytest

from conftest import REPO, run_program

from gamegrid.cards import Card, Deck
from gamegrid.tigerjython.more_builtins import enum

LESSON = REPO / "lessons" / "tricks"
sys.path.insert(0, str(LESSON))
import trickrules  # noqa: E402

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE", "EIGHT", "SEVEN")
DECK = Deck(Suit.values(), Rank.values(), "cover")


def card(suit, rank):
    return Card(DECK, getattr(Suit, suit), getattr(Rank, rank))


# ----- the rules ---------------------------------------------------------------------------------------
def test_follow_suit_when_you_can():
    cards = [card("SPADES", "SEVEN"), card("HEARTS", "ACE"), card("SPADES", "KING")]
    assert trickrules.legalCards(cards, None) == cards
    assert trickrules.legalCards(cards, card("SPADES", "TEN")) == [cards[0], cards[2]]
    assert trickrules.legalCards(cards, card("CLUBS", "TEN")) == cards            # no clubs: anything
    assert not trickrules.isLegal(cards[1], cards, card("SPADES", "JACK"))


def test_the_stronger_card_of_the_led_suit_takes_the_trick():
    assert trickrules.beats(card("HEARTS", "TEN"), card("HEARTS", "KING"))        # 10 over K
    assert not trickrules.beats(card("HEARTS", "KING"), card("HEARTS", "TEN"))
    assert not trickrules.beats(card("SPADES", "ACE"), card("HEARTS", "SEVEN"))   # another suit never
    total = sum(trickrules.points(Card(DECK, s, r)) for s in Suit.values() for r in Rank.values())
    assert total == 120
    assert trickrules.trickPoints([card("CLUBS", "ACE"), card("CLUBS", "JACK")]) == 13


def test_the_computer_takes_a_trick_worth_something_and_keeps_its_aces():
    cards = [card("HEARTS", "ACE"), card("HEARTS", "NINE"), card("CLUBS", "SEVEN")]
    assert trickrules.computerChoice(cards, None) == card("CLUBS", "SEVEN")        # leads cheap
    assert trickrules.computerChoice(cards, card("HEARTS", "TEN")) == card("HEARTS", "ACE")  # 21 points
    assert trickrules.computerChoice(cards, card("HEARTS", "EIGHT")) == card("HEARTS", "NINE")
    assert trickrules.computerChoice(cards, card("SPADES", "KING")) == card("CLUBS", "SEVEN")


# ----- the steps, played by replayed clicks ----------------------------------------------------------------
@pytest.fixture
def clicks(tmp_path):
    """Clicks along the hand every 0.7 s (the hand's row spans x 50..550 at y 415): some are on cards that
    may not be played, as a pupil's would be."""
    events, at = [], 1500
    for k in range(90):
        x = (70, 150, 230, 310, 390, 470, 530)[k % 7]
        events += [{"at_ms": at, "type": "mouse_press", "x": x, "y": 430, "button": "left"},
                   {"at_ms": at + 40, "type": "mouse_release", "x": x, "y": 430, "button": "left"}]
        at += 700
    path = tmp_path / "clicks.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    return path


def actors_by_class(state):
    found = {}
    for actor in state["actors"]:
        found[actor["class"]] = found.get(actor["class"], 0) + 1
    return found


def test_step1_deals_two_sorted_hands(monkeypatch):
    monkeypatch.chdir(LESSON)
    res = run_program(LESSON / "step1_deal.py", seconds=1, seed=4)
    assert res.state["status_text"] == "Your cards: 8, the computer's: 8"
    cards = [line.split(": ")[1] for line in res.output.splitlines() if ": " in line]
    assert len(cards) == 8
    suits = [c.split("-")[0] for c in cards]
    assert suits == sorted(suits, key=["SPADES", "HEARTS", "DIAMONDS", "CLUBS"].index)   # sorted by suit
    mine = [a for a in res.state["actors"] if a["y"] == 415]
    theirs = [a for a in res.state["actors"] if a["y"] == 85]
    assert len(mine) == 8 and {a["sprite_id"] for a in mine} == {0}                # faces
    assert len(theirs) == 8 and {a["sprite_id"] for a in theirs} == {1}            # backs


def test_step2_plays_every_card_by_clicking(monkeypatch, clicks):
    monkeypatch.chdir(LESSON)
    res = run_program(LESSON / "step2_click.py", seconds=60, seed=4, replay=clicks)
    assert res.state["status_text"] == "No cards left."
    assert res.state["actors"] == []                                               # every trick cleared


def test_step3_follows_suit_and_hands_out_the_tricks(monkeypatch, clicks):
    monkeypatch.chdir(LESSON)
    res = run_program(LESSON / "step3_trick.py", seconds=60, seed=4, replay=clicks)
    text = res.state["status_text"]
    assert text.startswith("Tricks: you ") and text.endswith(".")
    mine, theirs = (int(part.split()[-1]) for part in text[:-1].split(", "))
    assert mine + theirs == 8
    piles = [a for a in res.state["actors"] if a["x"] == 540]
    assert len(piles) == 16 and {a["sprite_id"] for a in piles} == {1}              # won cards, face down


def test_step4_counts_points_and_deals_again(monkeypatch, clicks):
    monkeypatch.chdir(LESSON)
    res = run_program(LESSON / "step4_points.py", seconds=60, seed=4, replay=clicks)
    results = [line for line in res.output.splitlines() if "win" in line or "draw" in line]
    assert results, res.output
    numbers = results[0].rstrip("!.").split()[-3::2]
    assert int(numbers[0]) > int(numbers[1]) or "draw" in results[0]
    assert int(numbers[0]) + int(numbers[1]) <= 120
    # after the game a click dealt again: a full table of 16 cards
    assert actors_by_class(res.state) == {"CardActor": 16}
