# Tic-tac-toe for two computers over MQTT, TigerJython style (Python 2).
# Start it twice: with argument 0 (red, moves first) and 1 (yellow).
from gamegrid import *
from mqttclient import GameClient
import sys

player = int(sys.argv[1])   # 0 or 1
myTopic = "/swissgame/tictactoe"
host = "broker.hivemq.com"

def onMousePressed(e):
    global isMyMove
    if not isMyMove or isOver:
        return
    loc = toLocationInGrid(e.getX(), e.getY())
    if getOneActorAt(loc) != None:
        return
    setMark(loc, player)
    client.sendMessage(str(loc.x) + str(loc.y))
    isMyMove = False
    checkGameState()

def onMessageReceived(msg):
    global isMyMove
    if msg == "DISCONNECT":   # the partner left (TigerJython's GameClient says so with this message)
        if not isOver:
            setStatusText("Partner disconnected")
        isMyMove = False
        return
    setMark(Location(int(msg[0]), int(msg[1])), 1 - player)
    isMyMove = True
    checkGameState()

def onStateChanged(state):
    global isMyMove
    if state == "CONNECTED":
        setStatusText("Waiting for your partner...")
    elif state == "READY":
        print "Partner:", client.getPartnerName()
        isMyMove = player == 0
        checkGameState()
    elif state == "DISCONNECTED":
        if not isOver:
            setStatusText("Partner disconnected")
        isMyMove = False

def setMark(loc, who):
    mark = Actor("sprites/token.png", 2)
    addActor(mark, loc)
    mark.show(who)
    board[loc.x][loc.y] = str(who)

def checkGameState():
    global isOver
    lines = []
    for i in range(3):
        lines.append(board[i][0] + board[i][1] + board[i][2])
        lines.append(board[0][i] + board[1][i] + board[2][i])
    lines.append(board[0][0] + board[1][1] + board[2][2])
    lines.append(board[2][0] + board[1][1] + board[0][2])
    pattern = ",".join(lines)
    if "000" in pattern or "111" in pattern:
        isOver = True
        winner = "red" if "000" in pattern else "yellow"
        setStatusText("Game over: " + winner + " wins")
        print "Game over:", winner, "wins"
    elif not "-" in pattern:
        isOver = True
        setStatusText("Game over: draw")
    elif isMyMove:
        setStatusText("Make a move!")
    else:
        setStatusText("Wait for your partner's move")

board = [["-", "-", "-"], ["-", "-", "-"], ["-", "-", "-"]]
isMyMove = False
isOver = False
makeGameGrid(3, 3, 80, Color.black, False, mousePressed = onMousePressed)
setTitle("Tic-tac-toe, player " + str(player))
addStatusBar(30)
show()
client = GameClient(onStateChanged, onMessageReceived, myTopic)
client.setName("player " + str(player))
client.connect(host)
