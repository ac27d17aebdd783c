# Gobblet, step 4: the end of the game, and a new game.
#
# rules.py decides after every move (see Gobblet._after_move):
#   - four visible pieces of one colour in a row, column or diagonal win;
#   - if a move makes rows for both players, the player who moved loses;
#   - a player who cannot move (or touched a piece that cannot move) loses.
# Here we show the result: the winning lines are marked on the background, the result stays in
# the banner and in the status bar, and the next click starts a new game.
from gamegrid import *
from rules import IllegalMove, Gobblet, NAMES
from view import *

game = newGame()
dragged = None
source = None
pressX = 0
pressY = 0


def markLines(lines):
    bg = getBg()
    bg.setPaintColor(Color(255, 214, 0))
    bg.setLineWidth(5)
    for line in lines:
        for cell in line:
            x0, y0 = (cell.x + 1) * CELL, (cell.y + 1) * CELL
            bg.drawRectangle(Point(x0 + 4, y0 + 4), Point(x0 + CELL - 4, y0 + CELL - 4))


def showEnd():
    markLines(game.winning_lines)
    showMessage("%s wins! Click for a new game." % NAMES[game.winner], 3600)
    print("game over: " + game.result)
    refresh()


def restart():
    global game
    game = Gobblet()
    getBg().clear()                           # removes the marks, keeps the board picture
    removeActors(Message)
    showGame(game)
    print("new game")


def onMousePressed(e):
    global dragged, source, pressX, pressY
    if game.is_over():
        restart()
        return
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
        showGame(game)
        showEnd()
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
    if game.is_over():
        showEnd()


makeTable("Gobblet - step 4: win, lose, play again", mousePressed=onMousePressed,
          mouseDragged=onMouseDragged, mouseReleased=onMouseReleased)
showGame(game)
show()
doRun()
