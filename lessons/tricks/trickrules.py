"""The rules of the trick game, in plain Python (no window): which cards may be played, who takes a
trick, what a card is worth, and how the computer chooses its card. The steps import it; tests can too.

A card is a gamegrid.cards Card: card.getSuit(), card.getRank() (values of the Suit and Rank enums).
"""

# A > 10 > K > Q > J > 9 > 8 > 7: the higher the number, the stronger the card in its suit
STRENGTH = {"ACE": 8, "TEN": 7, "KING": 6, "QUEEN": 5, "JACK": 4, "NINE": 3, "EIGHT": 2, "SEVEN": 1}
# what the cards of a trick are worth: 120 points in the whole deck
POINTS = {"ACE": 11, "TEN": 10, "KING": 4, "QUEEN": 3, "JACK": 2, "NINE": 0, "EIGHT": 0, "SEVEN": 0}


def strength(card):
    return STRENGTH[str(card.getRank())]


def points(card):
    return POINTS[str(card.getRank())]


def legalCards(cards, led):
    """The cards of `cards` that may be played on `led` (None: you lead, every card may be played).
    Who has a card of the led suit must play one of them."""
    if led is None:
        return list(cards)
    sameSuit = [c for c in cards if c.getSuit() == led.getSuit()]
    return sameSuit if sameSuit else list(cards)


def isLegal(card, cards, led):
    return card in legalCards(cards, led)


def beats(card, led):
    """True if `card`, played on `led`, takes the trick: same suit and stronger."""
    return card.getSuit() == led.getSuit() and strength(card) > strength(led)


def trickPoints(trick):
    return sum(points(c) for c in trick)


def computerChoice(cards, led):
    """The computer's card. Leading: its weakest card of little worth (keep the aces and tens).
    Following: take the trick with the weakest card that does it when the trick is worth something,
    else give away the card that is worth least."""
    legal = legalCards(cards, led)
    cheapest = min(legal, key=lambda c: (points(c), strength(c)))
    if led is None:
        return cheapest
    winners = [c for c in legal if beats(c, led)]
    if winners:
        best = min(winners, key=lambda c: (points(c), strength(c)))
        if points(led) + points(best) >= 4:
            return best
    return cheapest
