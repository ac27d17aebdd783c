# Memory with three pairs: every card is an actor whose sprites come from a list of files
# (sprite 0 the back, sprite 1 the face), as Actor(String[] filenames) in JGameGrid.
from gamegrid import *

faces = ["sprites/cards-heart.png", "sprites/cards-spade.png", "sprites/cards-club.png"]

class Card(Actor):
    def __init__(self, face):
        Actor.__init__(self, ["sprites/cardback.gif", face])
        self.face = face

def pressEvent(e):
    global first, pairs
    loc = toLocationInGrid(e.getX(), e.getY())
    card = getOneActorAt(loc, Card)
    if card == None or card.getIdVisible() == 1:
        return
    card.show(1)
    refresh()
    if first == None:
        first = card
    elif first.face == card.face:
        pairs += 1
        setStatusText("Pairs: " + str(pairs))
        first = None
    else:
        delay(500)
        first.show(0)
        card.show(0)
        first = None

makeGameGrid(3, 2, 120, Color.white, False, mousePressed = pressEvent)
addStatusBar(30)
setTitle("Memory")
first = None
pairs = 0
order = [0, 1, 2, 0, 1, 2]
for i in range(6):
    addActor(Card(faces[order[i]]), Location(i % 3, i // 3))

# a rotatable pointer from a list, too, and a one-sprite actor named with its index
pointer = Actor(True, ["sprites/arrow.png", "sprites/arrow1.png"])
addActor(pointer, Location(2, 1), 90)
ghost = Actor(False, "sprites/ghost_0.gif", 1)
addActor(ghost, Location(0, 0))
print "sprites:", getOneActorAt(Location(0, 0), Card).getNbSprites(), pointer.getNbSprites(), ghost.getNbSprites()
print "pointer:", pointer.isRotatable(), pointer.getDirection()
show()
