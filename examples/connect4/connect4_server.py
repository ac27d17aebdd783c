# Connect Four for two computers over TCP. This is the server: it plays red and moves first.
# Start it first; then start connect4_client.py on the other computer with this computer's address.
#     python connect4_server.py [port]
import sys
from tcpcom import TCPServer
from fourinarow import *

port = 5000
if len(sys.argv) > 1:
    port = int(sys.argv[1])

def onMousePressed(e):
    global isMyMove
    if not isMyMove or isOver:
        return
    column = columnOf(e)
    if freeRow(column) == -1:
        setStatusText("This column is full. Your move: click a column.")
        return
    drop(RED, column)
    server.sendMessage(str(column))
    isMyMove = False
    showProgress()

def showProgress():
    global isOver
    text = result()
    if text != None:
        isOver = True
        setStatusText(text)
        print(text)
    elif isMyMove:
        setStatusText("Your move: click a column.")
    else:
        setStatusText("Your partner's move: please wait.")

def onStateChanged(state, msg):
    global isMyMove, isOver
    if state == TCPServer.LISTENING:
        if not isOver and isStarted:
            isOver = True
            setStatusText("Your partner has left the game.")
        elif not isStarted:
            setStatusText("Waiting for a partner: server " + TCPServer.getIPAddress() + ", port " + msg)
    elif state == TCPServer.PORT_IN_USE:
        setStatusText("Port " + msg + " is in use: is the server running twice?")
    elif state == TCPServer.CONNECTED:
        startGame()
    elif state == TCPServer.MESSAGE:
        drop(YELLOW, int(msg))
        isMyMove = True
        showProgress()

def startGame():
    global isStarted, isMyMove
    isStarted = True
    isMyMove = True
    setStatusText("Your partner is there. Your move: click a column.")

isMyMove = False
isOver = False
isStarted = False
makeBoard("Connect Four - server (red)", onMousePressed)
server = TCPServer(port, stateChanged = onStateChanged)
