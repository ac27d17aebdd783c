# Monsters of the dungeon (Python 2: dict.has_key); imports rooms, which imports this module back.
from gamegrid import *
import rooms

NAMES = {0: "orc", 1: "bat", 2: "slime"}
STRENGTH = {"orc": 7, "bat": 2}


class Monster(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/monster.png")
        self.name = name
        if STRENGTH.has_key(name):
            self.strength = STRENGTH[name]
        else:
            self.strength = 1


def spawn(n):
    c = rooms.centre(9, 7)
    for i in range(n):
        addActor(Monster(NAMES[i]), Location(c.x + i + 1, c.y - i // 2))


def rocks():
    return [Location(2, 2), Location(2, 4)]
