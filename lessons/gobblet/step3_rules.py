# Gobblet, step 3: all the rules.
#
# The rules live in rules.py (plain Python, no graphics): the game object knows the position and
# answers "why not?" for a move. This program only translates mouse actions into rule questions:
#   mouse pressed on a piece  ->  game.touch(place)        (touch-move: now it must be moved)
#   mouse released            ->  game.move(place, target)
# A refused move shows the reason for two seconds in the banner (a Message actor that removes
# itself in act()), and the view is drawn again from the game, so the piece jumps back.
from gamegrid import *
from rules import IllegalMove, NAMES
from view import *

game = newGame()
dragged = None      # the piece actor being moved
source = None       # the place it came from (board Cell or reserve Stack)
pressX = 0
pressY = 0


def onMousePressed(e):
    global dragged, source, pressX, pressY
    actor = visiblePieceAt(e.getX(), e.getY())
    if actor is None:
        return
    place = placeOfActor(actor)
    try:
        game.touch(place)
    except IllegalMove as refusal:
        showMessage(str(refusal))
        return
    if game.is_over():                        # touched a piece that cannot go anywhere
        showGame(game)                        # (the status bar shows why)
        showMessage("No legal move: %s wins." % NAMES[game.winner], 4)
        return
    dragged, source = actor, place
    pressX, pressY = e.getX(), e.getY()
    setActorOnTop(dragged)


def onMouseDragged(e):
    if dragged is not None:
        dragged.setLocationOffset(e.getX() - pressX, e.getY() - pressY)
        refresh()


def onMouseReleased(e):
    global dragged
    if dragged is None:
        return
    centre = toPoint(dragged.getLocation())
    location = toLocationInGrid(centre.x + e.getX() - pressX, centre.y + e.getY() - pressY)
    target = placeAt(location)
    dragged = None
    try:
        text = describeMove(game, source, target) if target is not None else ""
        game.move(source, target)
        print("move: " + text)
    except IllegalMove as refusal:
        showMessage(str(refusal))
    showGame(game)


makeTable("Gobblet - step 3: the rules", mousePressed=onMousePressed,
          mouseDragged=onMouseDragged, mouseReleased=onMouseReleased)
showGame(game)
show()
doRun()                     # act() must run: the messages count their cycles
