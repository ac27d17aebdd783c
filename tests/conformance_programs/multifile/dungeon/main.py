# Dungeon crawler in three files (pupils' group project): main.py is Python 2 (print statements),
# rooms.py looks like Python 3 but was written for TigerJython too, monsters.py and rooms.py import
# each other. The sprites are in sprites/ beside the files.
from gamegrid import *
import rooms
from monsters import Monster, spawn

W, H = 9, 7

def onKey(e):
    step = {37: (-1, 0), 39: (1, 0), 38: (0, -1), 40: (0, 1)}
    if not step.has_key(e.getKeyCode()):
        return True
    dx, dy = step[e.getKeyCode()]
    target = Location(hero.getX() + dx, hero.getY() + dy)
    if rooms.inside(target, W, H):
        hero.setLocation(target)
    for m in getActorsAt(hero.getLocation(), Monster):
        print "fight with", m.name, "strength", m.strength
        m.removeSelf()
    setStatusText("Hero at %d, %d; monsters left: %d" % (hero.getX(), hero.getY(),
                                                         len(getActors(Monster))))
    refresh()
    return True

makeGameGrid(W, H, 40, Color.black, None, False, keyPressed=onKey)
addStatusBar(20)
for loc in rooms.walls(W, H):
    getBg().fillCell(loc, Color.gray)
hero = Actor("sprites/hero.png")
start = rooms.centre(W, H)
addActor(hero, start)
spawn(3)
print "hero starts at", start.x, start.y, "exits", rooms.exits(W, H)[:2]
show()
