# A school kiosk (a teacher's example in Python 3) that uses a pupil's price module written for
# TigerJython. main.py stays Python 3, pricing.py (Python 2: has_key, print) is translated.
from gamegrid import *
import pricing

ITEMS = ["apple", "bread", "juice", "cake"]
basket = []


def pressed(e):
    loc = toLocationInGrid(e.getX(), e.getY())
    if loc.y == 0 and loc.x < len(ITEMS):
        basket.append(ITEMS[loc.x])
        total = pricing.total(basket)
        setStatusText(f"{len(basket)} items, {total} Rappen, {total / 100} Fr.")
    return True


makeGameGrid(len(ITEMS), 1, 80, Color.white, None, False, mousePressed=pressed)
addStatusBar(20)
for i, name in enumerate(ITEMS):
    addActor(TextActor(name), Location(i, 0))
print("half of 7 in main:", 7 / 2, "unit price of 3 apples:", pricing.unit_price("apple", 3))
show()
