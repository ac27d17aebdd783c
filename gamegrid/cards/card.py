"""Card (one card of a deck: suit, rank, face up or down, the hand it is in) and CardActor (the actor that
shows it in the card game's window)."""
from __future__ import annotations

import math
from typing import Any

from ..base.i18n import tr
from ..java.awt import Dimension
from ..model.actor import Actor
from ..model.location import Location
from .enums import enum_name
from .errors import CardGameError


class CardActor(Actor):
    """The actor of a card on the table: sprite 0 its face, 1 its back; slides to a target in act()."""

    def __init__(self, card: "Card", face: Any, back: Any) -> None:
        Actor.__init__(self, face, back)
        self._card = card
        self._at_target = False
        self._finish: tuple[Any, ...] | None = None
        self._slide: tuple[float, float, float, float, int, Location] | None = None
        self._steps = 0
        self.setActEnabled(False)

    def getCard(self) -> "Card":
        return self._card

    def _slide_to_target(self, target: Location, slide_step: int, blocking: bool) -> None:
        """Move to target slide_step pixels a simulation cycle (as the original: a straight line cut into
        equal steps); blocking: return when it has arrived."""
        if slide_step <= 0:
            self._at_target = True
            return
        x, y = float(self.getX()), float(self.getY())
        distance = math.hypot(target.x - x, target.y - y)
        steps = max(1, math.ceil(distance / slide_step))
        self._slide = (x, y, math.atan2(target.y - y, target.x - x), distance / steps, steps, target.clone())
        self._steps = 0
        self._at_target = False
        self.setActEnabled(True)
        if blocking:
            _wait_while_acting(self)

    def act(self) -> None:
        if self._slide is None:
            return
        x, y, direction, step, steps, target = self._slide
        done = step * self._steps
        self.setLocation(Location(int(x + done * math.cos(direction)), int(y + done * math.sin(direction))))
        if self._steps > steps:
            self.setLocation(target)
            self._at_target = True
            self._slide = None
            self.setActEnabled(False)
            if self._finish is not None:
                hand, target_hand, card, touch, draw = self._finish
                self._finish = None
                hand._finish_transfer(target_hand, card, touch, draw)
        self._steps += 1

    def _set_finish_transfer(self, hand: Any, target_hand: Any, card: "Card", touch: bool, draw: bool) -> None:
        self._finish = (hand, target_hand, card, touch, draw)

    def _set_verso(self, verso: bool) -> None:
        self.show(1 if verso else 0)

    def isAtTarget(self) -> bool:
        return self._at_target


def _wait_while_acting(actor: Actor) -> None:
    """The original's blocking wait: look every 100 ms whether the actor still moves."""
    grid = actor.gameGrid
    while actor.isActEnabled() and grid is not None and not grid.isDisposed():
        grid.delay(100)


class Card:
    """Card(deck, suit, rank[, isVerso]) or Card(deck, cardNumber): one card; printed as SUIT-RANK."""

    noVerso = False   # True: cards never show their back (for finding mistakes)
    _dimension: Dimension | None = None

    def __init__(self, deck: Any, *args: Any) -> None:
        if len(args) == 1:
            number = args[0]
            suit, rank, verso = deck.getSuit(deck.getSuitId(number)), deck.getRank(deck.getRankId(number)), False
        elif len(args) in (2, 3):
            suit, rank = args[0], args[1]
            verso = bool(args[2]) if len(args) == 3 else False
        else:
            raise TypeError(tr("Card(deck, suit, rank[, isVerso]) or Card(deck, cardNumber)."))
        self._deck = deck
        self._suit = suit
        self._rank = rank
        self._verso = verso
        self._hand: Any = None
        self._actor: CardActor | None = None
        self._scale = 1.0
        self._rotation = 0.0
        seed = deck.getSeedActor(suit, rank)
        Card._dimension = Dimension(seed.getWidth(0), seed.getHeight(0))

    # ----- the actor --------------------------------------------------------------------------------
    def associateActor(self, scaleFactor: float, rotationAngle: float) -> CardActor:
        """A new actor for this card, zoomed and turned (the card's actor from now on)."""
        self._scale, self._rotation = float(scaleFactor), float(rotationAngle)
        deck = self._deck
        face, back = deck._card_pictures(deck.getSuitId(self._suit), deck.getRankId(self._rank), self._scale,
                                         self._rotation)
        self._actor = CardActor(self, face, back)
        return self._actor

    def getCardActor(self) -> CardActor | None:
        return self._actor

    def _copy(self, rotation: float) -> "Card":
        card = Card(self._deck, self._suit, self._rank, self._verso)
        card._scale = self._scale
        card.associateActor(self._scale, rotation)
        return card

    def clone(self) -> "Card":
        """A new card of the same suit and rank (with its own actor)."""
        return self._copy(self._rotation)

    def cloneAndAdd(self, rotationAngle: float | None = None) -> "Card":
        """A clone whose actor is put where this card's actor is."""
        card = self._copy(self._rotation if rotationAngle is None else rotationAngle)
        actor = self._actor
        if actor is not None and actor.gameGrid is not None:
            actor.gameGrid.addActor(card.getCardActor(), actor.getLocation())
        return card

    # ----- what the card is -------------------------------------------------------------------------
    def getDeck(self) -> Any:
        return self._deck

    def getSuit(self) -> Any:
        return self._suit

    def getRank(self) -> Any:
        return self._rank

    def getSuitId(self) -> int:
        return self._deck.getSuitId(self._suit)

    def getRankId(self) -> int:
        return self._deck.getRankId(self._rank)

    def getCardNumber(self) -> int:
        return self._deck.getCardNumber(self._suit, self._rank)

    def getValue(self) -> int:
        """The card's points from the deck's CardValues (0 without them)."""
        values = self._deck.getCardValues(self._suit)
        return 0 if values is None else values[self._deck.getRankId(self._rank)]

    def getScaleFactor(self) -> float:
        return self._scale

    def getRotationAngle(self) -> float:
        return self._rotation

    def getDimension(self) -> Dimension:
        size = Card._dimension
        return Dimension(int(self._scale * size.width), int(self._scale * size.height))

    def isVerso(self) -> bool:
        """True when the card shows its back."""
        return self._verso

    def setVerso(self, isVerso: bool) -> None:
        """Show the back (True) or the face (False)."""
        if Card.noVerso:
            return
        self._verso = bool(isVerso)
        if self._actor is not None:
            self._actor._set_verso(self._verso)

    def getHand(self) -> Any:
        return self._hand

    def _set_hand(self, hand: Any) -> None:
        self._hand = hand

    def isInHand(self, hand: Any) -> bool:
        return self._hand is not None and hand.contains(self)

    # ----- moving it --------------------------------------------------------------------------------
    def removeFromHand(self, redraw: bool) -> None:
        if self._hand is not None:
            self._hand.remove(self, redraw)

    def slideToTarget(self, targetLocation: Location, slideStep: int, blocking: bool = True) -> None:
        """Slide the card's actor to targetLocation (only a card that is in no hand)."""
        if self._actor is None or self._actor.gameGrid is None:
            raise CardGameError(tr("Card.slideToTarget(): the card's actor is not in the game grid."))
        if self._hand is None and self._actor.isVisible():
            self._actor._slide_to_target(targetLocation, slideStep, blocking)

    def transfer(self, targetHand: Any, doDraw: bool) -> None:
        """Move the card from its hand to targetHand, sliding (returns when it has arrived)."""
        if self._hand is not None:
            self._hand.transfer(self, targetHand, doDraw)

    def transferNonBlocking(self, targetHand: Any, doDraw: bool) -> None:
        """Move the card from its hand to targetHand, sliding (returns at once)."""
        if self._hand is not None:
            self._hand.transferNonBlocking(self, targetHand, doDraw)

    # ----- comparing --------------------------------------------------------------------------------
    def compareTo(self, other: "Card") -> int:
        """-1, 0 or 1 by the sort type of this card's hand."""
        mine, theirs = self._sort_key(self._hand.getSortType()), other._sort_key(self._hand.getSortType())
        return (mine > theirs) - (mine < theirs)

    def _sort_key(self, sort_type: Any) -> tuple[int, ...]:
        from .hand import SortType
        suit, rank = self._deck.getSuitId(self._suit), self._deck.getRankId(self._rank)
        if sort_type == SortType.SUITPRIORITY:
            return (suit, rank)
        if sort_type == SortType.RANKPRIORITY:
            return (rank, suit)
        return (self.getValue(),)

    def equals(self, other: Any) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if not isinstance(other, Card):
            return False
        return self._suit == other._suit and self._rank == other._rank

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((enum_name(self._suit), enum_name(self._rank)))

    def hashCode(self) -> int:
        return hash(self)

    def toString(self) -> str:
        return f"{enum_name(self._suit)}-{enum_name(self._rank)}"

    __str__ = toString

    def __repr__(self) -> str:
        return f"Card({self.toString()})"
