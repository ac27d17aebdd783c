"""TigerJython's `enum` module: `from enum import enum` / `from enum import *` / `import enum` in a program's own
files give TigerJython's Java-like enums (JCardGame's decks are made of them), while Python's enum module stays
Python's for the standard library and for programs written for Python 3."""
from __future__ import annotations

import enum as python_enum

from conftest import run_program, write_script

from gamegrid.tigerjython.more_builtins import enum


def test_values_have_java_names_ordinals_and_print_by_name():
    Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
    Rank = enum("ACE", "KING")
    assert [str(s) for s in Suit.values()] == ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"]
    assert Suit.HEARTS.name() == "HEARTS" and Suit.HEARTS.name == "HEARTS"     # Java's call, Python's attribute
    assert Suit.CLUBS.ordinal() == 3 and Suit.CLUBS.toString() == "CLUBS"
    assert Suit.valueOf("DIAMONDS") is Suit.DIAMONDS and list(Suit) == Suit.values() and len(Suit) == 4
    assert Suit.SPADES < Suit.CLUBS and Suit.SPADES.compareTo(Suit.HEARTS) < 0
    assert Suit.SPADES != Rank.ACE                          # two enums' first values: not equal, as in Java
    assert Suit.SPADES == Suit.values()[0] and Suit.SPADES.equals(Suit.SPADES)
    assert len({Suit.SPADES, Suit.SPADES, Suit.HEARTS}) == 2


def test_value_of_an_unknown_name_says_which_names_there_are():
    Suit = enum("SPADES", "HEARTS")
    try:
        Suit.valueOf("KARO")
    except ValueError as error:
        assert "KARO" in str(error) and "SPADES, HEARTS" in str(error)
    else:
        raise AssertionError("valueOf accepted an unknown name")


def test_tigerjython_program_imports_its_enum_in_every_form(tmp_path):
    helper = write_script(tmp_path, """
        from enum import *
        Color = enum("RED", "GREEN")
    """, name="colors.py")
    assert helper.exists()
    script = write_script(tmp_path, """
        from enum import enum
        import enum as E
        from colors import Color
        Suit = enum("SPADES", "HEARTS")
        Size = E.enum("S", "M")
        print "suits", Suit.values(), Suit.HEARTS.ordinal(), Suit.SPADES.name()
        print "module", Size.M, Color.GREEN.ordinal(), E.Enum.__name__
    """)
    res = run_program(script, seconds=1)
    assert "suits [SPADES, HEARTS] 1 SPADES" in res.output
    assert "module M 1 Enum" in res.output


def test_python3_program_keeps_pythons_enum(tmp_path):
    script = write_script(tmp_path, """
        import enum
        from enum import Enum, auto

        class Dir(Enum):
            UP = auto()
            DOWN = auto()

        print("python", Dir.DOWN.value, isinstance(Dir.UP, enum.Enum), [d.name for d in Dir])
    """)
    res = run_program(script, seconds=1)
    assert "python 2 True ['UP', 'DOWN']" in res.output
    import sys
    assert sys.modules["enum"] is python_enum                      # the standard library's module untouched


def test_hand_sort_with_two_arguments_survives_the_python2_translation(tmp_path):
    # hand.sort(SortType.RANKPRIORITY, True) reads like Python 2's list.sort(cmp, key); the translation makes it
    # sort(key=...), which JCardGame's Hand unpacks, while a list still says what was wrong
    script = write_script(tmp_path, """
        from ch.aplu.jcardgame import Deck, Hand
        from ch.aplu.jcardgame.Hand import SortType
        from enum import enum
        Suit = enum("SPADES", "HEARTS")
        Rank = enum("ACE", "KING", "QUEEN")
        deck = Deck(Suit.values(), Rank.values(), "cover")
        hand = deck.dealingOut(1, 6, False)[0]
        hand.sort(SortType.RANKPRIORITY, False)
        print "sorted", [str(c) for c in hand.getCardList()]
        numbers = [3, 1, 2]
        try:
            numbers.sort(SortType.RANKPRIORITY)
        except TypeError, e:
            print "list", e
    """)
    res = run_program(script, seconds=1)
    assert "sorted ['SPADES-ACE', 'HEARTS-ACE', 'SPADES-KING', 'HEARTS-KING', 'SPADES-QUEEN', 'HEARTS-QUEEN']" \
        in res.output
    assert "list sort(cmp=...) needs a function of two items" in res.output
