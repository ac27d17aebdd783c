"""Deck: the suits and ranks of a card game, the pictures of its cards (sprites/<suit><rankIndex>.gif and
sprites/<cover>.gif, as the original looks them up), dealing out into hands."""
from __future__ import annotations

import random
from typing import Any, Callable

from ..base.i18n import tr
from ..java.awt import Dimension
from ..model.actor import Actor
from ..model.errors import SpriteNotFoundError
from .enums import enum_name, enum_values, index_by_name
from .errors import CardGameError


class CardValues:
    """Subclass it and write values(suit): the points of the suit's cards, one per rank in the rank order
    (Deck(suits, ranks, cover, cardValues) then gives card.getValue() and hand.getScore())."""

    def values(self, suit: Any) -> list[int]:
        return []


class Deck:
    """Deck(suits, ranks, cover[, cardValues]) or Deck(suits, ranks, sprites, cover[, cardValues]).

    - suits, ranks: Suit.values(), Rank.values() of enum(...)s, e.g. enum("SPADES", "HEARTS", ...)
    - cover: the back's picture, sprites/<cover>.gif ("cover")
    - sprites: names for the suits' pictures instead of the suits' own names
    - cardValues: a CardValues (or a function suit -> list of points)
    """

    CardValues = CardValues

    def __init__(self, suits: Any, ranks: Any, *args: Any) -> None:
        rest = list(args)
        sprites = None
        if rest and not isinstance(rest[0], str):
            sprites = rest.pop(0)
        if not rest or not isinstance(rest[0], str):
            raise TypeError(tr('Deck(suits, ranks, cover) needs the name of the cover picture, e.g. "cover" for '
                               "sprites/cover.gif."))
        cover = rest.pop(0)
        card_values = rest.pop(0) if rest else None
        if rest:
            raise TypeError(tr("Deck(suits, ranks, [sprites,] cover[, cardValues]): too many arguments."))
        self._suits = enum_values(suits)
        self._ranks = enum_values(ranks)
        self._sprites = None if sprites is None else enum_values(sprites)
        if self._sprites is not None and len(self._sprites) != len(self._suits):
            raise CardGameError(tr("Deck: the sprites must name as many pictures as there are suits "
                                   "({suits}), got {sprites}.", suits=len(self._suits), sprites=len(self._sprites)))
        self._cover = cover
        self._card_values = card_values
        self._suit_names = [enum_name(s) for s in self._suits]
        self._rank_names = [enum_name(r) for r in self._ranks]
        picture_names = self._suit_names if self._sprites is None else [enum_name(s) for s in self._sprites]
        # the pictures of every card: its face, then the back (sprite ids 0 and 1)
        try:
            self._seed_actors = [[Actor([f"sprites/{name}{k}.gif".lower(), f"sprites/{cover}.gif"])
                                  for k in range(len(self._ranks))] for name in picture_names]
        except SpriteNotFoundError as error:
            raise CardGameError(tr("{error}\nA Deck finds its cards' pictures by the suits' names and the ranks' "
                                   "positions: sprites/<suit><0, 1, 2 ...>.gif. gamegrid has spades, hearts, diamonds "
                                   "and clubs (0 = ace ... 12 = two) and kreuz, herz, karo and pik (0 = ace ... 8 = six); "
                                   "for other names put your own pictures into a sprites folder next to your program.",
                                   error=error)) from None
        # the zoomed and turned pictures cards were drawn with, so that a hand drawn again reuses them
        self._scaled: dict[tuple[int, int, float, float], tuple[Any, Any]] = {}
        from .card import Card
        self.cards = [[Card(self, suit, rank) for rank in self._ranks] for suit in self._suits]

    # ----- suits and ranks --------------------------------------------------------------------------
    def getSeedActor(self, suit: Any, rank: Any) -> Actor:
        """The actor holding the card's face (sprite 0) and back (sprite 1)."""
        if suit is None or rank is None:
            raise CardGameError(tr("Deck.getSeedActor(): the deck has no suits or no ranks."))
        return self._seed_actors[self.getSuitId(suit)][self.getRankId(rank)]

    def getSuitId(self, suit: Any) -> int:
        """The suit's position in the suit list (0 for the first); for getSuitId(cardNumber) the suit of
        card number cardNumber."""
        if isinstance(suit, int) and not _is_enum_value(suit):
            return suit // len(self._ranks)
        return index_by_name(self._suit_names, suit)

    def getRankId(self, rank: Any) -> int:
        """The rank's position in the rank list (0 for the first); for getRankId(cardNumber) the rank of
        card number cardNumber."""
        if isinstance(rank, int) and not _is_enum_value(rank):
            return rank % len(self._ranks)
        return index_by_name(self._rank_names, rank)

    def getSuit(self, suitId: int) -> Any:
        return self._suits[suitId]

    def getRank(self, rankId: int) -> Any:
        return self._ranks[rankId]

    def getSuitName(self, cardNb: int) -> str:
        return self._suit_names[self.getSuitId(cardNb)]

    def getRankName(self, cardNb: int) -> str:
        return self._rank_names[self.getRankId(cardNb)]

    def getNumberOfSuits(self) -> int:
        return len(self._suits)

    def getNumberOfRanks(self) -> int:
        return len(self._ranks)

    def getNumberOfCards(self) -> int:
        return len(self._suits) * len(self._ranks)

    def getCardNumber(self, suit: Any, rank: Any) -> int:
        """suitId x number of ranks + rankId: 0 .. getNumberOfCards() - 1."""
        return len(self._ranks) * self.getSuitId(suit) + self.getRankId(rank)

    def getCardDimension(self) -> Dimension:
        """The size of the cover picture (the size of every card)."""
        back = Actor(f"sprites/{self._cover}.gif")
        return Dimension(back.getWidth(0), back.getHeight(0))

    def getCardValues(self, suit: Any) -> list[int] | None:
        """The points of the suit's cards (from the deck's CardValues), None without CardValues."""
        if self._card_values is None:
            return None
        values: Callable[[Any], Any] = getattr(self._card_values, "values", self._card_values)
        return list(values(suit))

    @staticmethod
    def enumToStringArray(values: Any) -> list[str]:
        return [enum_name(v) for v in enum_values(values)]

    @staticmethod
    def getHeapSize() -> float:
        return 0.0

    @staticmethod
    def showHeapSize() -> None:
        print("Heapsize: 0.0 MByte")

    def getSuits(self) -> list[Any]:
        return list(self._suits)

    def getRanks(self) -> list[Any]:
        return list(self._ranks)

    def getSprites(self) -> list[Any] | None:
        return None if self._sprites is None else list(self._sprites)

    # ----- hands --------------------------------------------------------------------------------------
    def dealingOut(self, nbPlayers: int, nbCardsPerPlayer: int, shuffle: bool = True) -> list[Any]:
        """nbPlayers hands of nbCardsPerPlayer cards each, and one more hand with the cards left over (the
        talon: hands[nbPlayers]); shuffled first unless shuffle is False."""
        from .card import Card
        from .hand import Hand
        for name, value in (("nbPlayers", nbPlayers), ("nbCardsPerPlayer", nbCardsPerPlayer)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise CardGameError(tr("Deck.dealingOut(nbPlayers, nbCardsPerPlayer): {name} must be a whole "
                                       "number, 0 or more, got {value!r}.", name=name, value=value))
        total = self.getNumberOfCards()
        if nbPlayers * nbCardsPerPlayer > total:
            raise CardGameError(tr("Deck.dealingOut(): the deck has {total} cards, not enough for {players} "
                                   "players with {cards} cards each.", total=total, players=nbPlayers,
                                   cards=nbCardsPerPlayer))
        cards = [Card(self, suit, rank) for suit in self._suits for rank in self._ranks]
        if shuffle:
            random.shuffle(cards)
        hands = []
        for player in range(nbPlayers):
            hand = Hand(self)
            for k in range(nbCardsPerPlayer):
                hand.insert(cards[player * nbCardsPerPlayer + k], False)
            hands.append(hand)
        rest = Hand(self)
        for card in cards[nbPlayers * nbCardsPerPlayer:]:
            rest.insert(card, False)
        hands.append(rest)
        return hands

    def toHand(self, shuffle: bool = True) -> Any:
        """All the deck's cards in one hand (shuffled unless shuffle is False)."""
        return self.dealingOut(0, 0, shuffle)[0]

    # ----- pictures -----------------------------------------------------------------------------------
    def _card_pictures(self, suit_id: int, rank_id: int, scale: float, angle: float) -> tuple[Any, Any]:
        """The face and back of a card zoomed by scale and turned by angle (made once, then reused)."""
        key = (suit_id, rank_id, float(scale), float(angle) % 360.0)
        pictures = self._scaled.get(key)
        if pictures is None:
            seed = self._seed_actors[suit_id][rank_id]
            pictures = (seed.getScaledImage(0, scale, angle)._sprite_image(),
                        seed.getScaledImage(1, scale, angle)._sprite_image())
            self._scaled[key] = pictures
        return pictures


def _is_enum_value(value: Any) -> bool:
    """TigerJython's enum values are ints too (their ordinal): they name a suit or rank, not a card number."""
    return hasattr(value, "name") and not isinstance(value, bool)
