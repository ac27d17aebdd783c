"""Hand: a list of cards (a player's hand, the talon, a pile) and how it lies on the card table: drawn by
its layout, sorted, shuffled, cut, searched for pairs and sequences, cards transferred to another hand
with a slide. The geometry, the order of the calls and the answers are the original's (JCardGame 1.20)."""
from __future__ import annotations

import math
import random
from typing import Any, Iterator

from ..base.i18n import tr
from ..model.location import Location
from ..model.mouse import GGMouse
from .card import Card, CardActor
from .enums import JavaEnum
from .errors import CardGameError
from .layouts import CardAlignment, ColumnLayout, FanLayout, HandLayout, RowLayout, StackLayout
from .target import CardOrientation, TargetArea

# the mouse events a card reports (the original's mask 495): presses, releases, clicks, double clicks
CARD_MOUSE_MASK = (GGMouse.lPress | GGMouse.lRelease | GGMouse.lClick | GGMouse.lDClick | GGMouse.rPress
                   | GGMouse.rRelease | GGMouse.rClick | GGMouse.rDClick)
_LISTENER_METHODS = {GGMouse.lPress: "leftPressed", GGMouse.lRelease: "leftReleased",
                     GGMouse.lClick: "leftClicked", GGMouse.lDClick: "leftDoubleClicked",
                     GGMouse.rPress: "rightPressed", GGMouse.rRelease: "rightReleased",
                     GGMouse.rClick: "rightClicked", GGMouse.rDClick: "rightDoubleClicked"}
_ORIENTATION_ANGLES = {CardOrientation.NORTH: 0, CardOrientation.EAST: 90, CardOrientation.SOUTH: 180,
                       CardOrientation.WEST: 270}


class SortType(JavaEnum):
    """How sort() orders a hand: RANKPRIORITY (by rank, then suit), SUITPRIORITY (by suit, then rank),
    POINTPRIORITY (by the cards' values)."""
    RANKPRIORITY = 0
    SUITPRIORITY = 1
    POINTPRIORITY = 2


class Hand:
    """Hand(deck): an empty hand of the deck's cards. setView(cardGame, layout) puts it on the table,
    draw() shows it."""

    SortType = SortType
    CardAlignment = CardAlignment

    def __init__(self, deck: Any) -> None:
        self._deck = deck
        self._cards: list[Card] = []
        self._game: Any = None
        self._layout: HandLayout | None = None
        self._listener: Any = None
        self._touch_enabled = False
        self._location: Location | None = None
        self._target: TargetArea | None = None
        self._target_defined = False
        self._sort_type = SortType.SUITPRIORITY
        self._put_on_top = True

    # ----- the table ----------------------------------------------------------------------------------
    def setView(self, cardGame: Any, handLayout: HandLayout) -> None:
        """The card game (window) and the layout this hand is drawn with."""
        if not isinstance(handLayout, HandLayout):
            raise TypeError(tr("Hand.setView(cardGame, layout): the layout is a RowLayout, ColumnLayout, FanLayout "
                               "or StackLayout, got {layout!r}.", layout=handLayout))
        self._game = cardGame
        self._layout = handLayout

    def setCardGame(self, cardGame: Any) -> None:
        self._game = cardGame

    def getLayout(self) -> HandLayout | None:
        return self._layout

    def getHandLocation(self) -> Location | None:
        return None if self._location is None else self._location.clone()

    def draw(self) -> None:
        """Show the hand's cards as its layout lays them out (each card a new actor)."""
        if self._game is None or self._layout is None:
            return
        layout = self._layout
        if isinstance(layout, StackLayout):
            self._draw_stack(layout.getHandLocation(), layout.getScaleFactor(), layout.getRotationAngle())
        elif isinstance(layout, (RowLayout, ColumnLayout)):
            self._draw_line(layout)
        elif isinstance(layout, FanLayout):
            self._draw_fan_animated(layout)

    def _new_actor(self, card: Card, scale: float, angle: float, location: Location) -> None:
        actor = card.associateActor(scale, angle)
        actor.show(1 if card.isVerso() else 0)
        self._game.addActorNoRefresh(actor, location)
        actor.addMouseTouchListener(self._touched, CARD_MOUSE_MASK, True)

    def _redraw(self, place: Any, scale: float, angle_of: Any = None, angle: float = 0.0) -> None:
        """Every card gets a new actor at place(i); the old actors go after the new ones are in (so the
        window never shows the hand missing)."""
        old = [card.getCardActor() for card in self._cards]
        for i, card in enumerate(list(self._cards)):
            self._new_actor(card, scale, angle if angle_of is None else angle_of(i), place(i))
        for actor in old:
            if actor is not None:
                actor.removeSelf()

    def _draw_stack(self, location: Location, scale: float, angle: float) -> None:
        self._location = location
        self._redraw(lambda i: Location(location.x, location.y), scale, angle=angle)

    def _card_size(self, scale: float) -> tuple[int, int]:
        size = self._deck.getCardDimension()
        return int(size.width * scale), int(size.height * scale)

    def _draw_line(self, layout: Any) -> None:
        """A row or a column; with a step delay it opens up from one card's width in steps of 10 pixels."""
        row = isinstance(layout, RowLayout)
        length = layout.getRowWidth() if row else layout.getColumnHeight()
        scale, delay = layout.getScaleFactor(), layout.getStepDelay()
        if delay > 0 and not self._game.isDisposed():
            size = self._card_size(scale)[0 if row else 1]
            current = size
            while current < length and not self._game.isDisposed():
                self._draw_line_at(layout, row, current)
                self._game.delay(200 if current == size else delay)
                current += 10
        self._draw_line_at(layout, row, length)

    def _draw_line_at(self, layout: Any, row: bool, length: int) -> None:
        location = layout.getHandLocation()
        scale, angle, alignment = layout.getScaleFactor(), layout.getRotationAngle(), layout.getCardAlignment()
        self._location = location
        size = self._card_size(scale)[0 if row else 1]
        count = len(self._cards)
        distance = _card_distance(count, length, size)
        centre = count // 2

        def place(i: int) -> Location:
            if alignment == CardAlignment.FIRST:
                shift = i * distance
            elif alignment == CardAlignment.LAST:
                shift = -(count - 1 - i) * distance
            elif count % 2 == 1:
                shift = (i - centre) * distance
            else:
                shift = (i - centre) * distance + _java_div(distance, 2)
            if 0 <= length <= size:
                shift = 0
            if angle == 0.0:
                dx, dy = (shift, 0) if row else (0, shift)
            elif row:
                dx = int(shift * math.cos(math.radians(angle)))
                dy = int(shift * math.sin(math.radians(angle)))
            else:
                dx = -int(shift * math.sin(math.radians(angle)))
                dy = int(shift * math.cos(math.radians(angle)))
            return Location(location.x + dx, location.y + dy)

        self._redraw(place, scale, angle=angle)

    def _draw_fan_animated(self, layout: FanLayout) -> None:
        start, end = layout.getStartDir(), layout.getEndDir()
        if layout.getStepDelay() > 0 and not self._game.isDisposed():
            current = start
            while current < end and not self._game.isDisposed():
                self._draw_fan(layout, current)
                self._game.delay(200 if current == start else layout.getStepDelay())
                current += 1
        self._draw_fan(layout, end)

    def _draw_fan(self, layout: FanLayout, end_dir: float) -> None:
        center, radius, scale = layout.getCenter(), layout.getRadius(), layout.getScaleFactor()
        start_dir = layout.getStartDir()
        if radius < 10.0:
            return
        self._location = center
        if 0.0 <= end_dir < start_dir:
            end_dir = start_dir
        start, end = math.radians(start_dir), math.radians(end_dir)
        count = len(self._cards)
        if count == 0:
            return
        if count > 1:
            step = (end - start) / (count - 1) if end >= 0.0 else -end
        else:
            step = 0.0

        def place(i: int) -> Location:
            angle = start + i * step
            return Location(int(center.x + radius * math.cos(angle)), int(center.y + radius * math.sin(angle)))

        self._redraw(place, scale, angle_of=lambda i: 90.0 + math.degrees(start + i * step))

    # ----- the mouse --------------------------------------------------------------------------------
    def _touched(self, actor: Any, mouse: Any, spot: Any) -> None:
        if not self._touch_enabled or not isinstance(actor, CardActor):
            return
        card = actor.getCard()
        event = mouse.getEvent()
        if event == GGMouse.lClick and self._put_on_top:
            self.putOnTop(card)
        name = _LISTENER_METHODS.get(event)
        if self._listener is not None and name is not None:
            method = getattr(self._listener, name, None)
            if method is not None:
                method(card)

    def setTouchEnabled(self, enable: bool) -> None:
        """Let the cards report the mouse to the card listener (off at the start)."""
        self._touch_enabled = bool(enable)

    def isTouchEnabled(self) -> bool:
        return self._touch_enabled

    def addCardListener(self, listener: Any) -> None:
        """The one CardListener of this hand (replaces an earlier one)."""
        self._listener = listener

    def putOnTopEnabled(self, enable: bool) -> None:
        """Whether a left click brings the card on top of its neighbours (on at the start)."""
        self._put_on_top = bool(enable)

    def putOnTop(self, topCard: Card) -> None:
        """Paint topCard over the other cards of the hand (its neighbours in order towards it)."""
        if self._game is None or isinstance(self._layout, StackLayout):
            return
        order = []
        for card in self._cards:
            if card is topCard:
                break
            order.append(card.getCardActor())
        for card in reversed(self._cards):
            if card is topCard:
                break
            order.append(card.getCardActor())
        order.append(topCard.getCardActor())
        self._game.setSceneOrder([a for a in order if a is not None])

    # ----- cards in and out -------------------------------------------------------------------------
    def insert(self, *args: Any) -> bool:
        """insert(card, doDraw), insert(hand, doDraw), insert(cardNumber, doDraw) or insert(suit, rank,
        doDraw): False when the card is in the hand already (a hand has each card once)."""
        if len(args) == 3:
            return self._insert_card(Card(self._deck, args[0], args[1]), args[2])
        if len(args) != 2:
            raise TypeError(tr("Hand.insert(card, doDraw), insert(hand, doDraw), insert(cardNumber, doDraw) or "
                               "insert(suit, rank, doDraw)."))
        what, draw = args
        if isinstance(what, Hand):
            results = [self._insert_card(card, draw) for card in list(what.getCardList())]
            return all(results)
        if isinstance(what, Card):
            return self._insert_card(what, draw)
        if isinstance(what, int) and not isinstance(what, bool):
            if any(c.getCardNumber() == what for c in self._cards):
                return False
            return self._insert_card(Card(self._deck, what), draw)
        raise TypeError(tr("Hand.insert(): expected a Card, a Hand or a card number, got {value!r}.", value=what))

    def _insert_card(self, card: Card, draw: bool) -> bool:
        if card in self._cards:
            return False
        self._cards.append(card)
        card._set_hand(self)
        if draw:
            self.draw()
        return True

    def remove(self, what: Any, doDraw: bool) -> bool:
        """remove(card, doDraw) or remove(index, doDraw): take the card out of the hand and off the table."""
        if isinstance(what, int) and not isinstance(what, bool):
            if not 0 <= what < len(self._cards):
                return False
            what = self._cards[what]
        for c in self._cards:
            if c == what:
                self._cards.remove(c)
                if what.getHand() is self:
                    what._set_hand(None)
                actor = what.getCardActor()
                if actor is not None:
                    actor.removeSelf()
                if doDraw and self._cards:
                    self.draw()
                return True
        return False

    def removeFirst(self, doDraw: bool) -> None:
        self.remove(self._cards[0], doDraw)

    def removeLast(self, doDraw: bool) -> None:
        self.remove(self._cards[-1], doDraw)

    def removeAll(self, doRefresh: bool) -> None:
        """Empty the hand and take its cards off the table."""
        for card in self._cards:
            if card.getCardActor() is not None:
                card.getCardActor().removeSelf()
        if self._cards and self._game is not None and doRefresh:
            self._game.refresh()
        self._cards.clear()

    def contains(self, card: Card) -> bool:
        return card in self._cards

    def isEmpty(self) -> bool:
        return not self._cards

    def getCardList(self) -> list[Card]:
        """The hand's cards, first to last (the hand's own list, as in the original)."""
        return self._cards

    def getNumberOfCards(self) -> int:
        return len(self._cards)

    def getNumberOfCardsWithSuit(self, suit: Any) -> int:
        return sum(1 for c in self._cards if c.getSuit() == suit)

    def getNumberOfCardsWithRank(self, rank: Any) -> int:
        return sum(1 for c in self._cards if c.getRank() == rank)

    def get(self, i: int) -> Card | None:
        return self._cards[i] if 0 <= i < len(self._cards) else None

    def getFirst(self) -> Card | None:
        return self._cards[0] if self._cards else None

    def getLast(self) -> Card | None:
        return self._cards[-1] if self._cards else None

    def getCard(self, *args: Any) -> Card | None:
        """getCard(cardNumber) or getCard(suit, rank): the hand's card, None when it has not got it."""
        wanted = Card(self._deck, *args)
        for card in self._cards:
            if card == wanted:
                return card
        return None

    def setVerso(self, isVerso: bool) -> None:
        for card in self._cards:
            card.setVerso(isVerso)

    def getScore(self) -> int:
        """The sum of the cards' values."""
        return sum(card.getValue() for card in self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(list(self._cards))

    def __len__(self) -> int:
        return len(self._cards)

    def toString(self) -> str:
        text = "\n".join(f"{n}: {card}" for n, card in enumerate(self._cards, start=1))
        return text or "Emtpy"   # sic: the original's spelling

    __str__ = toString

    # ----- order ------------------------------------------------------------------------------------
    def setSortType(self, sortType: SortType) -> None:
        self._sort_type = sortType

    def getSortType(self) -> SortType:
        return self._sort_type

    def sort(self, sortType: Any = None, doDraw: Any = None, **translated: Any) -> Card | None:
        """Order the cards by sortType (lowest id first); returns the last card."""
        # a TigerJython program's hand.sort(sortType, doDraw) reads like Python 2's list.sort(cmp, key):
        # its translation hands the two over as key=... (gamegrid/tigerjython/runtime_helpers.py)
        packed = getattr(translated.get("key"), "tj_positional_args", None)
        if sortType is None and packed is not None:
            sortType, doDraw = (tuple(packed) + (False,))[:2]
        if not self._cards:
            return None
        if not isinstance(sortType, SortType):
            raise TypeError(tr("Hand.sort(sortType, doDraw): sortType is SortType.RANKPRIORITY, SUITPRIORITY or "
                               "POINTPRIORITY (from ch.aplu.jcardgame.Hand import SortType), got {value!r}.",
                               value=sortType))
        self._sort_type = sortType
        self._cards.sort(key=lambda card: card._sort_key(sortType))
        if doDraw:
            self.draw()
        return self._cards[-1]

    def reverse(self, doDraw: bool) -> Card | None:
        if not self._cards:
            return None
        self._cards.reverse()
        if doDraw:
            self.draw()
        return self._cards[-1]

    def reverseSort(self, sortType: SortType, doDraw: bool) -> Card | None:
        self.sort(sortType, False)
        return self.reverse(doDraw)

    def shift(self, forward: bool, doDraw: bool) -> Card | None:
        """Move the last card to the front (forward) or the first to the end."""
        if not self._cards:
            return None
        if forward:
            self._cards.insert(0, self._cards.pop())
        else:
            self._cards.append(self._cards.pop(0))
        if doDraw:
            self.draw()
        return self._cards[-1]

    def shuffle(self, doDraw: bool) -> Card | None:
        if not self._cards:
            return None
        random.shuffle(self._cards)
        if doDraw:
            self.draw()
        return self._cards[-1]

    def cut(self, nb: int, doDraw: bool) -> None:
        """Put the first nb cards behind the others (1 <= nb < number of cards, else nothing)."""
        if 1 <= nb <= len(self._cards) - 1:
            self._cards[:] = self._cards[nb:] + self._cards[:nb]
        if doDraw:
            self.draw()

    def getMaxPosition(self, sortType: SortType) -> int:
        """Where the card that sorting by sortType would put first is (-1 for an empty hand)."""
        if not self._cards:
            return -1
        first = min(self._cards, key=lambda card: card._sort_key(sortType))
        return self._cards.index(first)

    # ----- searching --------------------------------------------------------------------------------
    def getCardsWithSuit(self, suit: Any) -> list[Card]:
        """The hand's cards of the suit, by rank."""
        return sorted((c for c in self._cards if c.getSuit() == suit),
                      key=lambda card: card._sort_key(SortType.RANKPRIORITY))

    def getCardsWithRank(self, rank: Any) -> list[Card]:
        """The hand's cards of the rank, by suit."""
        return sorted((c for c in self._cards if c.getRank() == rank),
                      key=lambda card: card._sort_key(SortType.SUITPRIORITY))

    def extractCardsWithSuit(self, suit: Any) -> "Hand":
        return self._hand_of(card.clone() for card in self.getCardsWithSuit(suit))

    def extractCardsWithRank(self, rank: Any) -> "Hand":
        return self._hand_of(card.clone() for card in self.getCardsWithRank(rank))

    def _hand_of(self, cards: Any) -> "Hand":
        hand = Hand(self._deck)
        for card in cards:
            hand.insert(card, False)
        return hand

    def _same_rank(self, count: int) -> list[list[Card]]:
        return [same for same in (self.getCardsWithRank(rank) for rank in self._deck.getRanks())
                if len(same) == count]

    def getPairs(self) -> list[list[Card]]:
        return self._same_rank(2)

    def getTrips(self) -> list[list[Card]]:
        return self._same_rank(3)

    def getQuads(self) -> list[list[Card]]:
        return self._same_rank(4)

    def extractPairs(self) -> list["Hand"]:
        return [self._hand_of(c.clone() for c in same) for same in self._same_rank(2)]

    def extractTrips(self) -> list["Hand"]:
        return [self._hand_of(c.clone() for c in same) for same in self._same_rank(3)]

    def extractQuads(self) -> list["Hand"]:
        return [self._hand_of(c.clone() for c in same) for same in self._same_rank(4)]

    def extractSequences(self, *args: Any) -> list["Hand"]:
        """extractSequences(length): runs of length ranks in a row, one hand per choice of suits;
        extractSequences(suit, length): runs of the suit. New hands of new cards."""
        if len(args) == 2:
            return self._suit_sequences(*args)
        (length,) = args
        if length < 3:
            return []
        deck = self._deck
        present = [rank_id for rank_id in range(deck.getNumberOfRanks())
                   if self.getCardsWithRank(deck.getRank(rank_id))]
        suits_of = {rank_id: {deck.getSuitId(c.getSuit()) for c in self.getCardsWithRank(deck.getRank(rank_id))}
                    for rank_id in present}
        hands = []
        for run in _runs(present):
            if len(run) != length:
                continue
            for choice in _tuples(length, deck.getNumberOfSuits()):
                if all(suit in suits_of[rank_id] for suit, rank_id in zip(choice, run)):
                    hands.append(self._hand_of(
                        self.getCard(deck.getSuit(suit), deck.getRank(run[0] + k)).clone()
                        for k, suit in enumerate(choice)))
        return hands

    def _suit_sequences(self, suit: Any, length: int) -> list["Hand"]:
        if length < 3:
            return []
        deck = self._deck
        ids = [deck.getRankId(card.getRank()) for card in self.getCardsWithSuit(suit)]
        return [self._hand_of(Card(deck, suit, deck.getRank(rank_id)) for rank_id in run)
                for run in _runs(ids) if len(run) == length]

    def getSequences(self, *args: Any) -> list[list[Card]]:
        """Like extractSequences, but lists of this hand's own cards."""
        return [[self.getCard(c.getSuit(), c.getRank()) for c in hand.getCardList()]
                for hand in self.extractSequences(*args)]

    # ----- transfers --------------------------------------------------------------------------------
    def setTargetArea(self, targetArea: TargetArea | None) -> None:
        """Where transfer() slides this hand's cards to (None: to the target hand's location)."""
        if targetArea is None:
            self._target_defined = False
        else:
            self._target = targetArea.clone()
            self._target_defined = True

    def getTargetArea(self) -> TargetArea | None:
        return self._target

    def transfer(self, card: Card, targetHand: "Hand", doDraw: bool) -> None:
        """Slide card to the target area and put it into targetHand; returns when it has arrived."""
        self._transfer(card, targetHand, True, doDraw)

    def transferNonBlocking(self, card: Card, targetHand: "Hand", doDraw: bool) -> None:
        """Like transfer(), but returns at once; the card joins targetHand when it arrives."""
        self._transfer(card, targetHand, False, doDraw)

    def _transfer(self, card: Card, target_hand: "Hand", blocking: bool, draw: bool) -> None:
        if self._game is None:
            raise CardGameError(tr("Hand.transfer(): the hand is not on a card table; call "
                                   "hand.setView(cardGame, layout) first."))
        if not self.contains(card):
            return
        if not self._target_defined:
            if target_hand._location is None:
                raise CardGameError(tr("Hand.transfer(): no target area and the target hand has no location yet; "
                                       "call setTargetArea() or draw the target hand first."))
            self._target = TargetArea(target_hand._location)
        target = self._target
        touch = self._touch_enabled
        self._touch_enabled = False
        actor = card.getCardActor()
        sprite_id, location = actor.getIdVisible(), actor.getLocation()
        actor.removeSelf()
        actor = card.associateActor(card.getScaleFactor(), _ORIENTATION_ANGLES.get(target.getCardOrientation(), 0))
        actor.show(sprite_id)
        self._game.addActorNoRefresh(actor, location)
        if not target.isOnTop():
            target_hand.draw()
        self._cards.remove(card)
        if target.getSlideStep() > 0 and not self._game.isDisposed():
            if blocking:
                actor._slide_to_target(target.getTargetLocation(), target.getSlideStep(), True)
                self._finish_transfer(target_hand, card, touch, draw)
            else:
                actor._set_finish_transfer(self, target_hand, card, touch, draw)
                actor._slide_to_target(target.getTargetLocation(), target.getSlideStep(), False)
        else:
            actor.setLocation(target.getTargetLocation())
            self._finish_transfer(target_hand, card, touch, draw)

    def _finish_transfer(self, target_hand: "Hand", card: Card, touch: bool, draw: bool) -> None:
        target_hand.insert(card, False)
        if draw:
            self.draw()
            target_hand.draw()
        self._touch_enabled = touch
        if self._listener is not None:
            where = self._target.getTargetLocation() if self._target is not None else None
            self._listener.atTarget(card, where if where is not None else self._location.clone())

    @staticmethod
    def randomBatchTransfer(nb: int, source: "Hand", target: "Hand", doDraw: bool) -> None:
        """Move nb cards picked at random from source to target (without sliding)."""
        for _ in range(min(nb, source.getNumberOfCards()) if nb > 0 else 0):
            card = source.get(random.randrange(source.getNumberOfCards()))
            source.remove(card, False)
            target.insert(card, False)
        if nb > 0 and doDraw:
            source.draw()
            target.draw()


def _card_distance(count: int, length: int, size: int) -> int:
    """Pixels from one card's centre to the next (the original's rule)."""
    if count == 0:
        return -1
    if count == 1:
        return 0
    if length < 0:
        return -length
    if count * size <= length:
        return size
    return _java_div(length - size, count - 1)


def _java_div(a: int, b: int) -> int:
    """Java's integer division (towards zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _runs(ids: list[int]) -> list[list[int]]:
    """Consecutive runs of a sorted list of numbers: [1, 2, 3, 5, 6] -> [[1, 2, 3], [5, 6]]."""
    runs: list[list[int]] = []
    for number in ids:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return runs


def _tuples(length: int, base: int) -> list[tuple[int, ...]]:
    """Every tuple of `length` numbers 0 .. base - 1, the last place counting fastest."""
    if length == 1:
        return [(i,) for i in range(base)]
    return [t + (j,) for t in _tuples(length - 1, base) for j in range(base)]
