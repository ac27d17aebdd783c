# The dungeon's shape. No print statement here, but it is TigerJython code all the same: zip() gives a
# list, because main.py (Python 2) imports it.
from gamegrid import Location


def centre(w, h):
    return Location(w // 2, h // 2)


def walls(w, h):
    cells = []
    for x in range(w):
        cells.append(Location(x, 0))
        cells.append(Location(x, h - 1))
    return cells


def exits(w, h):
    doors = zip([0, w - 1], [h // 2, h // 2])
    return doors


def inside(loc, w, h):
    return 0 < loc.y < h - 1 and 0 <= loc.x < w and not blocked(loc)


def blocked(loc):
    import monsters                 # the two modules import each other
    return loc in monsters.rocks()
