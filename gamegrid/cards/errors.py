"""What goes wrong in a card game: the original shows a "JCardGame Fatal Error" dialog and ends the program;
here the same sentence stops the program at the pupil's line, in the pupil's language."""
from __future__ import annotations

from ..model.errors import GameGridError


class CardGameError(GameGridError):
    """A card-game call that cannot work (not enough cards to deal, a hand without a view ...)."""
