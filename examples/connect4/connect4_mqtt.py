# Connect Four for two computers through an MQTT broker: start this program on both computers,
# once as player 0 (red, moves first) and once as player 1 (yellow).
#     python connect4_mqtt.py [player [topic]]
# The broker: set host below to your class's broker, or GAMEGRID_MQTT_BROKER=host:port.
import sys
from mqttclient import GameClient
from fourinarow import *

host = "localhost"
player = 0
topic = "/gamegrid/connect4"
if len(sys.argv) > 1:
    player = int(sys.argv[1])
if len(sys.argv) > 2:
    topic = sys.argv[2]
partner = 1 - player

def onMousePressed(e):
    global isMyMove
    if not isMyMove or isOver:
        return
    column = columnOf(e)
    if freeRow(column) == -1:
        setStatusText("This column is full. Your move: click a column.")
        return
    drop(player, column)
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

def onStateChanged(state):
    global isMyMove, isOver, isStarted
    if state == "CONNECTING":
        setStatusText("Connecting to the broker...")
    elif state == "CONNECTED":
        setStatusText("Waiting for a partner on " + topic + "...")
    elif state == "READY":
        isStarted = True
        isMyMove = (player == RED)
        print("Playing against " + client.getPartnerName())
        showProgress()
    elif state == "DISCONNECTED":
        if not isStarted:
            setStatusText("No connection to the broker " + host + ".")
        elif not isOver:
            isOver = True
            setStatusText("Your partner has left the game.")

def onMessageReceived(msg):
    global isMyMove
    drop(partner, int(msg))
    isMyMove = True
    showProgress()

isMyMove = False
isOver = False
isStarted = False
makeBoard("Connect Four - " + colourNames[player], onMousePressed)
client = GameClient(onStateChanged, onMessageReceived, topic)
client.setName(colourNames[player])
client.connect(host)
