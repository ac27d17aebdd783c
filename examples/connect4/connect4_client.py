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

def sendMove(column):
    client.sendMessage(str(column))

def onStateChanged(state, msg):
    if state == TCPClient.CONNECTING:
        setStatusText("Connecting to " + msg + "...")
    elif state == TCPClient.CONNECTION_FAILED:
        setStatusText("No server at " + msg + ". Start the server first.")
    elif state == TCPClient.SERVER_OCCUPIED:
        setStatusText("The server at " + msg + " already has a partner.")
    elif state == TCPClient.CONNECTED:
        match.start()
    elif state == TCPClient.MESSAGE:
        match.partnerMoved(int(msg))
    elif state == TCPClient.DISCONNECTED:
        match.partnerLeft()

match = Match(YELLOW, sendMove)
makeBoard("Connect Four - client (yellow)", match.onMousePressed)
client = TCPClient(host, port, stateChanged = onStateChanged)
client.connect()
