# Gobblet, step 5: play against the computer.
#
# You play Orange with the mouse, the computer plays White. The computer's thinking is in
# computer.py (a depth-limited search that a student can read). Here it is an invisible actor:
# its act() runs every simulation cycle; when it is White's turn it waits a moment (so you can
# see your own move) and then plays.
from gamegrid import *
from rules import IllegalMove, Gobblet, WHITE
from view import *
import computer

game = newGame()
dragged = None
source = None
pressX = 0
pressY = 0


class ComputerPlayer(Actor):
    """No picture: it only acts. Plays White's moves."""

    def __init__(self):
        Actor.__init__(self)
        self.wait = 0

    def act(self):
        if game.is_over() or game.to_move != WHITE or dragged is not None:
            self.wait = 10                    # 10 cycles of 50 ms before the next move
            return
        self.wait -= 1
        if self.wait > 0:
            return
        move = computer.choose_move(game)
        text = describeMove(game, move.source, move.target)
        game.move(move.source, move.target)
        print("computer: " + text)
        showGame(game)
        if game.is_over():
            showEnd()
        else:
            showMessage("Computer: " + text)     # so you can see what it did


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
    if game.winner == WHITE:
        text = "The computer wins. Click for a new game."
    else:
        text = "You win! Click for a new game."
    showMessage(text, 3600)
    setStatusText(game.result)
    print("game over: " + game.result)
    refresh()


def restart():
    global game
    game = Gobblet()
    getBg().clear()
    removeActors(Message)
    showGame(game)
    print("new game")


def onMousePressed(e):
    global dragged, source, pressX, pressY
    if game.is_over():
        restart()
        return
    if game.to_move == WHITE:
        showMessage("Wait, the computer is thinking.")
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
    if game.is_over():
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


makeTable("Gobblet - step 5: against the computer", mousePressed=onMousePressed,
          mouseDragged=onMouseDragged, mouseReleased=onMouseReleased)
addActor(ComputerPlayer(), Location(0, 0))
showGame(game)
show()
doRun()
