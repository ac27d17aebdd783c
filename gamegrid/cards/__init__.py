"""JCardGame (Aegidius Plüss's card-game library on top of JGameGrid, version 1.20) for gamegrid: decks,
hands, layouts on a card table, card events. TigerJython programs import it as `ch.aplu.jcardgame`
(gamegrid/tigerjython/javaimports.py); Python 3 programs as `gamegrid.cards`.

Pure model code above gamegrid/model (no pyglet): the card table is a GameGrid, cards are actors.
"""
from __future__ import annotations

from .card import Card, CardActor
from .cover import CardCover
from .deck import CardValues, Deck
from .errors import CardGameError
from .game import CardGame
from .hand import Hand, SortType
from .layouts import CardAlignment, ColumnLayout, FanLayout, HandLayout, RowLayout, StackLayout
from .listeners import CardAdapter, CardListener
from .target import CardOrientation, TargetArea


class PackageInfo:
    """The version of JCardGame this package follows."""
    VERSION = "1.20 - July 2014"


__all__ = ["Card", "CardActor", "CardAdapter", "CardAlignment", "CardCover", "CardGame", "CardGameError",
           "CardListener", "CardOrientation", "CardValues", "ColumnLayout", "Deck", "FanLayout", "Hand",
           "HandLayout", "PackageInfo", "RowLayout", "SortType", "StackLayout", "TargetArea"]
