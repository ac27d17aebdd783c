"""JCardGame (gamegrid/cards, `ch.aplu.jcardgame`): Deck, Card, Hand, the layouts, TargetArea, CardCover,
CardGame and the card listener, as JCardGame 1.20 (in the JGameGrid 2.48 jar) does it. The expected
positions are the original's: the same programs run under refrun (tests/conformance_programs/cards/, see
test_cards_conformance.py) put the cards at these pixels."""
from __future__ import annotations

import random

import pytest

from gamegrid import Location
from gamegrid.cards import (Card, CardActor, CardAdapter, CardAlignment, CardCover, CardGame, CardGameError,
                            CardListener, CardOrientation, ColumnLayout, Deck, FanLayout, Hand, RowLayout,
                            SortType, StackLayout, TargetArea)
from gamegrid.java.events import InputRecord
from gamegrid.tigerjython.more_builtins import enum

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE", "EIGHT", "SEVEN", "SIX")


@pytest.fixture
def deck():
    return Deck(Suit.values(), Rank.values(), "cover")


def mouse(rt, kind, x, y, button=1):
    rt.queue.append(InputRecord(kind, x, y, button))
    rt.pump_once()


def positions(hand):
    return [(c.getCardActor().getX(), c.getCardActor().getY()) for c in hand.getCardList()]


# ----- Deck and Card ---------------------------------------------------------------------------------
def test_deck_names_ids_numbers_and_pictures(deck):
    assert (deck.getNumberOfSuits(), deck.getNumberOfRanks(), deck.getNumberOfCards()) == (4, 9, 36)
    assert deck.getSuitId(Suit.DIAMONDS) == 2 and deck.getRankId(Rank.JACK) == 3
    assert deck.getCardNumber(Suit.HEARTS, Rank.QUEEN) == 9 + 2
    assert (deck.getSuitId(11), deck.getRankId(11), deck.getSuitName(11), deck.getRankName(11)) == \
        (1, 2, "HEARTS", "QUEEN")
    assert deck.getSuit(3) is Suit.CLUBS and deck.getRank(0) is Rank.ACE
    dim = deck.getCardDimension()                                   # the cover's size
    assert (dim.width, dim.height) == (93, 143)
    seed = deck.getSeedActor(Suit.HEARTS, Rank.KING)               # face, then back
    assert seed._a_paths == ["sprites/hearts1.gif", "sprites/cover.gif"]
    assert len(deck.cards) == 4 and deck.cards[2][3].toString() == "DIAMONDS-JACK"
    assert Deck.enumToStringArray(Suit.values()) == ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"]


def test_a_second_suit_naming_chooses_the_pictures():
    Sprites = enum("CLUBS", "HEARTS", "SPADES", "DIAMONDS")
    deck = Deck(Suit.values(), Rank.values(), Sprites.values(), "cover")
    assert deck.getSeedActor(Suit.SPADES, Rank.ACE)._a_paths[0] == "sprites/clubs0.gif"
    with pytest.raises(CardGameError, match="as many pictures"):
        Deck(Suit.values(), Rank.values(), enum("A", "B").values(), "cover")


def test_card_equality_strings_numbers_and_values(deck):
    a, b = Card(deck, Suit.SPADES, Rank.TEN), Card(deck, Suit.SPADES, Rank.TEN)
    assert a == b and a is not b and hash(a) == hash(b) and a.equals(b)
    assert a != Card(deck, Suit.HEARTS, Rank.TEN)
    assert str(a) == "SPADES-TEN" and a.getCardNumber() == 4 and Card(deck, 4) == a
    assert (a.getSuitId(), a.getRankId(), a.isVerso(), a.getValue()) == (0, 4, False, 0)
    assert Card(deck, Suit.CLUBS, Rank.SIX, True).isVerso()


def test_card_values_and_score():
    points = {"ACE": 11, "KING": 4, "QUEEN": 3, "JACK": 2, "TEN": 10}

    class Values(Deck.CardValues):
        def values(self, suit):
            return [points.get(rank.name, 0) for rank in Rank.values()]

    deck = Deck(Suit.values(), Rank.values(), "cover", Values())
    hand = Hand(deck)
    for rank in (Rank.ACE, Rank.TEN, Rank.SIX):
        hand.insert(Suit.HEARTS, rank, False)
    assert [c.getValue() for c in hand.getCardList()] == [11, 10, 0] and hand.getScore() == 21


def test_dealing_out_gives_hands_and_the_talon(deck):
    random.seed(3)
    hands = deck.dealingOut(4, 5)
    assert len(hands) == 5 and [h.getNumberOfCards() for h in hands] == [5, 5, 5, 5, 16]
    every = [c for h in hands for c in h.getCardList()]
    assert len(set(every)) == 36
    ordered = deck.dealingOut(2, 3, False)
    assert [str(c) for c in ordered[0].getCardList()] == ["SPADES-ACE", "SPADES-KING", "SPADES-QUEEN"]
    assert deck.toHand(False).getNumberOfCards() == 36
    with pytest.raises(CardGameError, match="36 cards, not enough for 5 players with 8 cards"):
        deck.dealingOut(5, 8)


# ----- Hand: cards in and out, order, searching ------------------------------------------------------
def test_insert_refuses_a_card_twice_and_remove_takes_it_out(deck):
    hand = Hand(deck)
    card = Card(deck, Suit.HEARTS, Rank.ACE)
    assert hand.insert(card, False) and not hand.insert(Card(deck, Suit.HEARTS, Rank.ACE), False)
    assert hand.insert(Suit.CLUBS, Rank.SIX, False) and hand.insert(3, False) and not hand.insert(3, False)
    assert card.getHand() is hand and card.isInHand(hand)
    assert [str(c) for c in hand.getCardList()] == ["HEARTS-ACE", "CLUBS-SIX", "SPADES-JACK"]
    assert hand.getCard(Suit.CLUBS, Rank.SIX) is hand.get(1) and hand.getCard(3) is hand.getLast()
    assert hand.remove(card, False) and card.getHand() is None and not hand.remove(card, False)
    assert hand.remove(0, False) and not hand.remove(5, False)
    assert hand.getNumberOfCards() == 1 and hand.getFirst() is hand.getLast()
    hand.removeAll(False)
    assert hand.isEmpty() and hand.getFirst() is None and str(hand) == "Emtpy"


def test_sort_by_suit_rank_and_points_and_the_other_orders(deck):
    hand = Hand(deck)
    for suit, rank in ((Suit.CLUBS, Rank.ACE), (Suit.SPADES, Rank.SIX), (Suit.SPADES, Rank.KING),
                       (Suit.HEARTS, Rank.ACE)):
        hand.insert(suit, rank, False)
    last = hand.sort(SortType.SUITPRIORITY, False)
    assert [str(c) for c in hand.getCardList()] == ["SPADES-KING", "SPADES-SIX", "HEARTS-ACE", "CLUBS-ACE"]
    assert last is hand.getLast() and hand.getSortType() is SortType.SUITPRIORITY
    hand.sort(SortType.RANKPRIORITY, False)
    assert [str(c) for c in hand.getCardList()] == ["HEARTS-ACE", "CLUBS-ACE", "SPADES-KING", "SPADES-SIX"]
    hand.reverseSort(SortType.RANKPRIORITY, False)
    assert str(hand.getFirst()) == "SPADES-SIX"
    hand.shift(True, False)                                        # the last card to the front
    assert str(hand.getFirst()) == "HEARTS-ACE"
    hand.shift(False, False)
    assert str(hand.getFirst()) == "SPADES-SIX"
    hand.cut(1, False)
    assert str(hand.getLast()) == "SPADES-SIX"
    hand.cut(4, False)                                             # not fewer cards than the hand: nothing
    assert str(hand.getLast()) == "SPADES-SIX"
    assert hand.getMaxPosition(SortType.SUITPRIORITY) == hand.getCardList().index(hand.getCard(Suit.SPADES,
                                                                                               Rank.KING))
    assert str(SortType.SUITPRIORITY) == "SUITPRIORITY" and SortType.values()[0] is SortType.RANKPRIORITY


def test_suits_ranks_pairs_and_sequences(deck):
    hand = Hand(deck)
    for suit, rank in ((Suit.HEARTS, Rank.ACE), (Suit.HEARTS, Rank.KING), (Suit.HEARTS, Rank.QUEEN),
                       (Suit.HEARTS, Rank.NINE), (Suit.SPADES, Rank.KING), (Suit.CLUBS, Rank.NINE),
                       (Suit.DIAMONDS, Rank.NINE), (Suit.SPADES, Rank.QUEEN)):
        hand.insert(suit, rank, False)
    assert hand.getNumberOfCardsWithSuit(Suit.HEARTS) == 4 and hand.getNumberOfCardsWithRank(Rank.NINE) == 3
    assert [str(c) for c in hand.getCardsWithRank(Rank.NINE)] == ["HEARTS-NINE", "DIAMONDS-NINE", "CLUBS-NINE"]
    assert [str(c) for c in hand.getCardsWithSuit(Suit.SPADES)] == ["SPADES-KING", "SPADES-QUEEN"]
    pairs = hand.getPairs()
    assert [[str(c) for c in pair] for pair in pairs] == [["SPADES-KING", "HEARTS-KING"],
                                                          ["SPADES-QUEEN", "HEARTS-QUEEN"]]
    trips = hand.extractTrips()
    assert len(trips) == 1 and trips[0].getNumberOfCards() == 3
    assert trips[0].getFirst() is not hand.getCard(Suit.HEARTS, Rank.NINE)   # extracted: new cards
    assert hand.getQuads() == []
    runs = hand.extractSequences(Suit.HEARTS, 3)                   # ACE, KING, QUEEN of hearts
    assert [[str(c) for c in h.getCardList()] for h in runs] == [["HEARTS-ACE", "HEARTS-KING", "HEARTS-QUEEN"]]
    assert hand.extractSequences(Suit.HEARTS, 4) == [] and hand.extractSequences(2) == []
    mixed = hand.getSequences(3)                                   # any suits: A-K-Q with hearts or spades
    assert sorted(tuple(str(c) for c in run) for run in mixed) == [
        ("HEARTS-ACE", "HEARTS-KING", "HEARTS-QUEEN"), ("HEARTS-ACE", "HEARTS-KING", "SPADES-QUEEN"),
        ("HEARTS-ACE", "SPADES-KING", "HEARTS-QUEEN"), ("HEARTS-ACE", "SPADES-KING", "SPADES-QUEEN")]
    assert all(card.getHand() is hand for run in mixed for card in run)


# ----- drawing: the layouts ----------------------------------------------------------------------------
def test_row_column_stack_and_fan_put_the_cards_where_the_original_does(grid_runtime, deck):
    game = CardGame(600, 600)
    hands = deck.dealingOut(4, 5)
    hands[0].setView(game, RowLayout(Location(150, 520), 300))
    hands[0].draw()
    assert positions(hands[0]) == [(48, 520), (99, 520), (150, 520), (201, 520), (252, 520)]   # (300 - 93) // 4 apart
    hands[1].setView(game, ColumnLayout(Location(370, 390), 400))
    hands[1].draw()
    assert positions(hands[1]) == [(370, 262), (370, 326), (370, 390), (370, 454), (370, 518)]
    small = ColumnLayout(Location(470, 390), 400)
    small.setScaleFactor(0.7)
    hands[2].setView(game, small)
    hands[2].draw()
    assert positions(hands[2])[0] == (470, 240) and hands[2].getFirst().getCardActor().getWidth(0) == 65
    hands[3].setView(game, StackLayout(Location(300, 150)))
    hands[3].draw()
    assert set(positions(hands[3])) == {(300, 150)}
    fan = hands[4]
    fan.setView(game, FanLayout(Location(300, 700), 600, 250, 290))
    fan.draw()
    assert positions(fan)[0] == (94, 136) and positions(fan)[-1] == (505, 136)
    assert fan.getHandLocation() == Location(300, 700)
    # a card's new actor replaces the old one: the grid holds each card once
    assert game.getNumberOfActors() == 36
    hands[0].draw()
    assert game.getNumberOfActors() == 36


def test_row_alignment_rotation_and_a_negative_width(grid_runtime, deck):
    game = CardGame(800, 600)
    hand = deck.dealingOut(1, 4, False)[0]
    layout = RowLayout(Location(400, 300), -30)                    # 30 pixels from card to card
    layout.setCardAlignment(CardAlignment.FIRST)
    hand.setView(game, layout)
    hand.draw()
    assert positions(hand) == [(400, 300), (430, 300), (460, 300), (490, 300)]
    layout.setCardAlignment(CardAlignment.LAST)
    hand.draw()
    assert positions(hand) == [(310, 300), (340, 300), (370, 300), (400, 300)]
    turned = RowLayout(Location(400, 300), -30, 90)
    hand.setView(game, turned)
    hand.draw()
    assert positions(hand) == [(400, 255), (400, 285), (400, 315), (400, 345)]


def test_step_delay_opens_the_row_over_time(grid_runtime, deck):
    game = CardGame(600, 600)
    hand = deck.dealingOut(1, 5, False)[0]
    layout = RowLayout(Location(300, 300), 300)
    layout.setStepDelay(10)
    hand.setView(game, layout)
    start = grid_runtime.clock.now()
    hand.draw()
    # from one card's width (93) to 300 in steps of 10: 200 ms, then 21 more steps of 10 ms
    assert round(grid_runtime.clock.now() - start, 2) == pytest.approx(0.41, abs=0.05)
    assert positions(hand) == [(198, 300), (249, 300), (300, 300), (351, 300), (402, 300)]


# ----- the mouse and transfers -------------------------------------------------------------------------
class Log(CardListener):
    def __init__(self):
        self.events = []

    def leftPressed(self, card):
        self.events.append(("leftPressed", str(card)))

    def leftClicked(self, card):
        self.events.append(("leftClicked", str(card)))

    def leftDoubleClicked(self, card):
        self.events.append(("leftDoubleClicked", str(card)))

    def rightClicked(self, card):
        self.events.append(("rightClicked", str(card)))

    def atTarget(self, card, location):
        self.events.append(("atTarget", str(card), (location.x, location.y)))


def test_card_listener_hears_the_top_card_only_when_touch_is_enabled(grid_runtime, deck):
    game = CardGame(600, 600)
    hand = deck.dealingOut(1, 3, False)[0]                         # SPADES-ACE, -KING, -QUEEN
    hand.setView(game, RowLayout(Location(300, 300), 300))
    hand.draw()
    log = Log()
    hand.addCardListener(log)
    mouse(grid_runtime, "mouse_press", 300, 300)
    mouse(grid_runtime, "mouse_release", 300, 300)
    assert log.events == []                                        # touch is off at the start
    hand.setTouchEnabled(True)
    mouse(grid_runtime, "mouse_press", 260, 300)                   # the king (x 254..346)
    mouse(grid_runtime, "mouse_release", 260, 300)
    assert log.events == [("leftPressed", "SPADES-KING"), ("leftClicked", "SPADES-KING")]
    assert game.getPaintOrderList()[-1] is hand.get(1).getCardActor()   # a click brings it on top
    game.delay(1000)                                               # not a double click
    mouse(grid_runtime, "mouse_press", 260, 300, button=3)
    mouse(grid_runtime, "mouse_release", 260, 300, button=3)
    assert log.events[-1] == ("rightClicked", "SPADES-KING")


def test_transfer_slides_the_card_and_reports_its_arrival(grid_runtime, deck):
    game = CardGame(600, 600)
    hands = deck.dealingOut(1, 3, False)
    hand, pile = hands[0], hands[1]
    hand.setView(game, RowLayout(Location(300, 450), 400))
    pile.setView(game, StackLayout(Location(300, 150)))
    hand.draw()
    pile.draw()
    log = Log()
    hand.addCardListener(log)
    card = hand.getFirst()
    start = grid_runtime.clock.now()
    card.transfer(pile, True)                                      # blocks until it has arrived
    assert grid_runtime.clock.now() - start >= 0.03 * 30           # 300 pixels at 10 a 30-ms cycle
    assert card.getHand() is pile and pile.getLast() is card and hand.getNumberOfCards() == 2
    assert card.getCardActor().getLocation() == Location(300, 150)
    assert log.events == [("atTarget", "SPADES-ACE", (300, 150))]
    assert positions(hand) == [(253, 450), (346, 450)]             # redrawn (doDraw)


def test_non_blocking_transfer_finishes_in_the_simulation(grid_runtime, deck):
    game = CardGame(600, 600)
    hands = deck.dealingOut(1, 2, False)
    hand, pile = hands[0], hands[1]
    hand.setView(game, StackLayout(Location(100, 100)))
    pile.setView(game, StackLayout(Location(400, 100)))
    hand.draw()
    pile.draw()
    hand.setTargetArea(TargetArea(Location(400, 400), CardOrientation.EAST, 20, True))
    card = hand.getLast()
    hand.transferNonBlocking(card, pile, True)
    assert not hand.contains(card) and not pile.contains(card)    # on its way, lying east
    assert card.getRotationAngle() == 90 and card.getCardActor().getWidth(0) == 143
    game.delay(2000)
    assert card.getHand() is pile and card.getCardActor().getLocation() == Location(400, 100)   # drawn
    assert card.getRotationAngle() == 0                            # the pile's layout stands it up again


def test_transfer_without_a_view_says_what_to_do(deck):
    hands = deck.dealingOut(1, 1)
    with pytest.raises(CardGameError, match="setView"):
        hands[0].transfer(hands[0].getFirst(), hands[1], True)


def test_card_cover_slides_over_the_cards(grid_runtime, deck):
    game = CardGame(600, 600)
    cover = CardCover(game, Location(300, 300), deck, 1, 0)
    assert cover.getWidth(0) == 93 and game.getNumberOfActors() == 1
    cover.slideToTarget(Location(300, 525), 10, True, True)
    assert cover.getLocation() == Location(300, 525)
    hidden = CardCover(game, Location(10, 10), deck, 0.5, 90, False)
    assert not hidden.isVisible() and hidden.getWidth(0) == 72     # turned: the height becomes the width


def test_card_game_is_a_running_green_table(grid_runtime):
    game = CardGame(300, 250, 30)
    assert game.isRunning() and game.getSimulationPeriod() == 30
    assert game.getBgColor().getRGB() & 0xFFFFFF == 0x145000
    assert game.getNbHorzCells() == 300 and game.getCellSize() == 1


def test_adapter_is_the_listener(deck):
    assert CardAdapter is CardListener and CardAdapter().atTarget(None, None) is None


def test_the_verso_shows_the_back(grid_runtime, deck):
    game = CardGame(300, 300)
    hand = deck.dealingOut(1, 2)[0]
    hand.setView(game, StackLayout(Location(150, 150)))
    hand.draw()
    hand.setVerso(True)
    assert all(c.isVerso() and c.getCardActor().getIdVisible() == 1 for c in hand.getCardList())
    hand.draw()                                                    # new actors keep the back
    assert all(c.getCardActor().getIdVisible() == 1 for c in hand.getCardList())
    assert isinstance(hand.getFirst().getCardActor(), CardActor)
    assert hand.getFirst().getCardActor().getCard() is hand.getFirst()


def test_clone_and_add_puts_a_copy_where_the_card_lies(grid_runtime, deck):
    game = CardGame(300, 300)
    hand = deck.dealingOut(1, 1, False)[0]
    hand.setView(game, StackLayout(Location(100, 120)))
    hand.draw()
    original = hand.getFirst()
    copy = original.cloneAndAdd(90)
    assert copy == original and copy is not original and copy.getHand() is None
    assert copy.getCardActor().getLocation() == Location(100, 120) and copy.getRotationAngle() == 90
    assert game.getNumberOfActors() == 2
    plain = original.clone()
    assert plain.getCardActor().gameGrid is None


def test_random_batch_transfer_and_extracting_a_suit(deck):
    random.seed(1)
    hands = deck.dealingOut(1, 0, False)
    source, target = hands[0], Hand(deck)
    source.insert(hands[1], False)                                 # all 36 cards
    Hand.randomBatchTransfer(5, source, target, False)
    assert (source.getNumberOfCards(), target.getNumberOfCards()) == (31, 5)
    assert not any(source.contains(c) for c in target.getCardList())
    Hand.randomBatchTransfer(50, target, source, False)            # more than there are: all of them
    assert target.isEmpty() and source.getNumberOfCards() == 36
    hearts = source.extractCardsWithSuit(Suit.HEARTS)
    assert hearts.getNumberOfCards() == 9 and {str(c.getSuit()) for c in hearts.getCardList()} == {"HEARTS"}
    assert hearts.getFirst() is not source.getCard(Suit.HEARTS, Rank.ACE)   # new cards
    aces = source.extractCardsWithRank(Rank.ACE)
    assert [str(c) for c in aces.getCardList()] == ["SPADES-ACE", "HEARTS-ACE", "DIAMONDS-ACE", "CLUBS-ACE"]


def test_card_cover_goes_under_or_over_the_cards(grid_runtime, deck):
    game = CardGame(300, 300)
    hand = deck.dealingOut(1, 2, False)[0]
    hand.setView(game, StackLayout(Location(150, 150)))
    hand.draw()
    cover = CardCover(game, Location(150, 150), deck, 1, 0)
    cover.putOnTop(False)
    assert game.getPaintOrderList()[0] is cover
    cover.putOnTop(True)
    assert game.getPaintOrderList()[-1] is cover


def test_package_info_and_the_java_names_of_the_enums():
    from gamegrid.cards import PackageInfo
    assert PackageInfo.VERSION.startswith("1.20")
    assert Hand.SortType is SortType and Hand.CardAlignment is CardAlignment
    assert CardOrientation.valueOf("EAST").ordinal() == 1 and str(CardAlignment.LAST) == "LAST"
    assert Deck.CardValues().values(None) == []


def test_a_deck_of_python_enums_or_of_strings():
    import enum as python_enum

    class PySuit(python_enum.Enum):
        SPADES = 0
        HEARTS = 1

    deck = Deck(PySuit, ["ACE", "KING"], "cover")
    assert deck.getSeedActor(PySuit.HEARTS, "KING")._a_paths[0] == "sprites/hearts1.gif"
    hand = deck.dealingOut(1, 4, False)[0]
    assert [c.getCardNumber() for c in hand.getCardList()] == [0, 1, 2, 3]
    assert hand.getCard(PySuit.SPADES, "KING").getRankId() == 1
    assert str(hand.getLast()) == "HEARTS-KING"                    # names, as Java's enums print


def test_a_suit_without_pictures_says_how_decks_find_them():
    with pytest.raises(CardGameError) as info:
        Deck(enum("ROSEN", "SCHELLEN").values(), Rank.values(), "cover")
    text = str(info.value)
    assert "sprites/rosen0.gif" in text and "spades, hearts, diamonds and clubs" in text
