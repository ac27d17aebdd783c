# Connect Four for two computers through an MQTT broker: start this program on both computers,
# once as player 0 (red, moves first) and once as player 1 (yellow).
#     python connect4_mqtt.py [player [topic]]
# The broker: set host below to your class's broker, or GAMEGRID_MQTT_BROKER=host:port.
import sys
from mqttclient import GameClient
from fourinarow import *

host = "localhost"
player = RED
topic = "/gamegrid/connect4"
if len(sys.argv) > 1:
    player = int(sys.argv[1])
if len(sys.argv) > 2:
    topic = sys.argv[2]

def sendMove(column):
    client.sendMessage(str(column))

def onStateChanged(state):
    if state == "CONNECTING":
        setStatusText("Connecting to the broker...")
    elif state == "CONNECTED":
        setStatusText("Waiting for a partner on " + topic + "...")
    elif state == "READY":
        print("Playing against " + client.getPartnerName())
        match.start()
    elif state == "DISCONNECTED":
        if match.isStarted:
            match.partnerLeft("The connection to the broker was lost.")
        else:
            setStatusText("No connection to the broker " + host + ".")

def onMessageReceived(msg):
    if msg == "DISCONNECT":   # the partner left (closed the window or lost its connection)
        match.partnerLeft()
    elif match.isStarted:
        match.partnerMoved(int(msg))

match = Match(player, sendMove)
makeBoard("Connect Four - " + colourNames[player], match.onMousePressed)
client = GameClient(onStateChanged, onMessageReceived, topic)
client.setName(colourNames[player])
client.connect(host)
