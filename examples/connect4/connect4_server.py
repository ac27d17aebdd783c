# Connect Four for two computers over TCP. This is the server: it plays red and moves first.
# Start it first; then start connect4_client.py on the other computer with this computer's address.
#     python connect4_server.py [port]
import sys
from tcpcom import TCPServer
from fourinarow import *

port = 5000
if len(sys.argv) > 1:
    port = int(sys.argv[1])

def sendMove(column):
    server.sendMessage(str(column))

def onStateChanged(state, msg):
    if state == TCPServer.LISTENING:
        if match.isStarted:
            match.partnerLeft()
        else:
            setStatusText("Waiting for a partner: server " + TCPServer.getIPAddress() + ", port " + msg)
    elif state == TCPServer.PORT_IN_USE:
        setStatusText("Port " + msg + " is in use: is the server running twice?")
    elif state == TCPServer.CONNECTED:
        match.start()
    elif state == TCPServer.MESSAGE:
        match.partnerMoved(int(msg))

match = Match(RED, sendMove)
makeBoard("Connect Four - server (red)", match.onMousePressed)
server = TCPServer(port, stateChanged = onStateChanged)
