# One player of bench/bench_classroom.py: a game window (headless) that plays a scripted game of
# `moves` numbered moves with its partner, over MQTT (GameClient) or TCP (TCPServer/TCPClient).
#     classroom_player.py TRANSPORT ROLE WHERE MOVES PAUSE_MS RESULT
# TRANSPORT mqtt|tcp; ROLE 0 (moves first; the TCP server) or 1; WHERE the topic, or "host:port";
# each move is "<number>;<send time>"; the player who receives move n answers with n + 1.
# RESULT gets a JSON line: the moves received (in order), their latencies, the peak memory, the status.
import json
import resource
import sys
from datetime import datetime

from gamegrid import *


def wall_clock():
    # the real time of day, shared by all players (a script's `time` module follows the run's clock)
    return datetime.now().timestamp()


transport, role, where = sys.argv[1], int(sys.argv[2]), sys.argv[3]
moves, pause_ms, result_path = int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
received = []
latencies = []
times = {"ready": None, "first": None, "last": None}
over = [None]


def write_result(status):
    setStatusText(status)
    with open(result_path, "w") as out:
        json.dump({"role": role, "received": received, "latencies": latencies, "ready": times["ready"], "first": times["first"],
                   "last": times["last"], "max_rss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                   "status": status}, out)


def send(number):
    client.sendMessage("%d;%.6f" % (number, wall_clock()))
    times["last"] = wall_clock()
    times["first"] = times["first"] or times["last"]
    if number == moves - 1:
        finish("Game over")


def finish(status):
    # a broker that stops sends the partners' last will ("DISCONNECT") first, then drops this
    # connection too: the later, more precise reason replaces "Partner left"
    if not over[0] or (over[0] == "Partner left" and "broker" in status):
        over[0] = status
        write_result(status)


def begin():
    times["ready"] = wall_clock()
    setStatusText("Playing")
    open(result_path + ".ready", "w").close()   # for the benchmark: this game has started
    if role == 0:
        send(0)


def onMove(text):
    if over[0]:
        return
    if text == "DISCONNECT":
        finish("Partner left")
        return
    number, sent = text.split(";")
    number = int(number)
    received.append(number)
    latencies.append(wall_clock() - float(sent))
    times["last"] = wall_clock()
    times["first"] = times["first"] or float(sent)
    if number == moves - 1:
        finish("Game over")
    elif number + 1 < moves:
        if pause_ms:
            delay(pause_ms)
        send(number + 1)


def onMqttState(state):
    if state == "READY":
        begin()
    elif state == "DISCONNECTED":
        finish("The connection to the broker was lost.")


def onTcpState(state, msg):
    if state == "CONNECTED":
        begin()
    elif state == "MESSAGE":
        onMove(msg)
    elif state in ("DISCONNECTED", "LISTENING") and times["ready"] is not None:
        finish("Partner left")
    elif state in ("CONNECTION_FAILED", "PORT_IN_USE"):
        finish("No connection: " + state)


makeGameGrid(4, 4, 20, Color.gray, False)
addStatusBar(20)
show()
if transport == "mqtt":
    from mqttclient import GameClient
    client = GameClient(onMqttState, onMove, where)
    client.setName("player %d" % role)
    client.connect("localhost")
else:
    from tcpcom import TCPClient, TCPServer
    host, port = where.split(":")
    if role == 0:
        client = TCPServer(int(port), stateChanged=onTcpState)
    else:
        client = TCPClient(host, int(port), stateChanged=onTcpState)
        client.connect(10)
