"""CardListener and CardAdapter: the card events of a Hand (register with hand.addCardListener())."""
from __future__ import annotations

from typing import Any


class CardListener:
    """Subclass it and write the methods you need, each called with the Card the mouse used (when the
    hand's touch is enabled: hand.setTouchEnabled(True)): leftPressed, leftReleased, leftClicked,
    leftDoubleClicked, rightPressed, rightReleased, rightClicked, rightDoubleClicked; atTarget(card,
    location) when a transferred card has arrived."""

    def leftPressed(self, card: Any) -> None:
        pass

    def leftReleased(self, card: Any) -> None:
        pass

    def leftClicked(self, card: Any) -> None:
        pass

    def leftDoubleClicked(self, card: Any) -> None:
        pass

    def rightPressed(self, card: Any) -> None:
        pass

    def rightReleased(self, card: Any) -> None:
        pass

    def rightClicked(self, card: Any) -> None:
        pass

    def rightDoubleClicked(self, card: Any) -> None:
        pass

    def atTarget(self, card: Any, targetLocation: Any) -> None:
        pass


CardAdapter = CardListener
