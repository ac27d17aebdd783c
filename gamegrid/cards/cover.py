"""CardCover: the back of a card as an actor of its own (a talon's top, a packet sliding to a player)."""
from __future__ import annotations

from typing import Any

from ..model.actor import Actor
from ..model.location import Location
from .card import CardActor, _wait_while_acting


class CardCover(Actor):
    """CardCover(cardGame, location, deck, scaleFactor, rotationAngle[, show]): a card back put into the
    game at location (hidden when show is False)."""

    def __init__(self, gameGrid: Any, location: Location, deck: Any, scaleFactor: float, rotationAngle: float,
                 show: bool = True) -> None:
        suits, ranks = deck.getSuits(), deck.getRanks()
        seed = deck.getSeedActor(suits[0] if suits else None, ranks[0] if ranks else None)
        Actor.__init__(self, seed.getScaledImage(1, scaleFactor, rotationAngle))
        self._grid = gameGrid
        self._target: Location | None = None
        self._slide_step = 0
        self._at_target = False
        self.setActEnabled(False)
        if not show:
            self.hide()
        gameGrid.addActorNoRefresh(self, location)

    def slideToTarget(self, targetLocation: Location, slideStep: int, onTop: bool, blocking: bool) -> None:
        """Slide to targetLocation slideStep pixels a simulation cycle, over (onTop) or under the cards;
        blocking: return when it has arrived."""
        self.putOnTop(onTop)
        self.show()
        if slideStep <= 0:
            self.setLocation(targetLocation)
            return
        self._target = targetLocation
        self._slide_step = slideStep
        self._at_target = False
        self.setActEnabled(True)
        if blocking:
            _wait_while_acting(self)

    def act(self) -> None:
        if self._target is None:
            return
        self.setDirection(self.getLocation().getDirectionTo(self._target))
        self.move(self._slide_step)
        if self.getLocation().getDistanceTo(self._target) < 2 * self._slide_step:
            self.setLocation(self._target)
            self._at_target = True
            self.setActEnabled(False)

    def putOnTop(self, onTop: bool) -> None:
        """Paint the cover over the cards (True) or under them."""
        if onTop:
            self._grid.setPaintOrder(CardCover, CardActor)
            self._grid.setActorOnTop(self)
        else:
            self._grid.setPaintOrder(CardActor, CardCover)
            self._grid.setActorOnBottom(self)
