# Connect Four for two computers over TCP. This is the client: it plays yellow; red moves first.
# Start connect4_server.py first, then this one with the server computer's address.
#     python connect4_client.py [address [port]]
import sys
from tcpcom import TCPClient
from fourinarow import *

host = "localhost"
port = 5000
if len(sys.argv) > 1:
    host = sys.argv[1]
if len(sys.argv) > 2:
    port = int(sys.argv[2])

def onMousePressed(e):
    global isMyMove
    if not isMyMove or isOver:
        return
    column = columnOf(e)
    if freeRow(column) == -1:
        setStatusText("This column is full. Your move: click a column.")
        return
    drop(YELLOW, column)
    client.sendMessage(str(column))
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
    if state == TCPClient.CONNECTING:
        setStatusText("Connecting to " + msg + "...")
    elif state == TCPClient.CONNECTION_FAILED:
        setStatusText("No server at " + msg + ". Start the server first.")
    elif state == TCPClient.SERVER_OCCUPIED:
        setStatusText("The server at " + msg + " already has a partner.")
    elif state == TCPClient.CONNECTED:
        setStatusText("Connected. Red moves first: please wait.")
    elif state == TCPClient.MESSAGE:
        drop(RED, int(msg))
        isMyMove = True
        showProgress()
    elif state == TCPClient.DISCONNECTED:
        if not isOver:
            isOver = True
            setStatusText("Your partner has left the game.")

isMyMove = False
isOver = False
makeBoard("Connect Four - client (yellow)", onMousePressed)
client = TCPClient(host, port, stateChanged = onStateChanged)
client.connect()
