"""Two-player Connect Four (examples/connect4) played by two headless processes on 127.0.0.1.

Each player is `gamegrid run SCRIPT --headless` with replayed clicks; every click waits until the
status bar says it is this player's move (`wait_for_status`), so the games do not depend on timing.
Both ends must finish with the same board and the same result in their status bars.
"""
from __future__ import annotations


import pytest

from conftest import REPO
from mqttclient import MQTTClient
from netplay import (CONNECT4, broker, close_links, column_clicks, free_port, is_listening,  # noqa: F401
                     start_player, wait_until)

RED_WINS = [(2, 4, 1), (2, 5, 0), (3, 4, 1), (3, 5, 0), (4, 4, 1), (4, 5, 0), (5, 5, 0)]
LIMIT_S = 40   # --seconds of each player; a game takes a few seconds, so reaching it means a hang


def test_tcp_game_server_and_client_end_with_the_same_board(tmp_path):
    port = free_port()
    red = start_player("red", CONNECT4 / "connect4_server.py", column_clicks([2, 3, 4, 5], "Game over"),
                       tmp_path, [str(port)], LIMIT_S)
    assert wait_until(lambda: is_listening(port) or red.process.poll() is not None, 30), "no server"
    yellow = start_player("yellow", CONNECT4 / "connect4_client.py", column_clicks([2, 3, 4], "Game over"),
                          tmp_path, ["127.0.0.1", str(port)], LIMIT_S)
    ends = [yellow.finish(LIMIT_S + 20), red.finish(LIMIT_S + 20)]
    for end in ends:
        assert end.exit_code == 0, end.err
        assert end.status == "Game over: red wins.", end.err
        assert end.board() == RED_WINS
        assert end.seconds < LIMIT_S - 5, f"{end.name} ran into its time limit"
        assert "Game over: red wins." in end.out


def test_tcp_server_gone_mid_game_gives_the_client_a_clear_end(tmp_path):
    port = free_port()
    # red moves twice, then closes its window while it is its move again
    red_input = column_clicks([0, 1], "Your move")
    red = start_player("red", CONNECT4 / "connect4_server.py", red_input, tmp_path, [str(port)], LIMIT_S)
    assert wait_until(lambda: is_listening(port) or red.process.poll() is not None, 30), "no server"
    yellow = start_player("yellow", CONNECT4 / "connect4_client.py", column_clicks([0, 1], "left the game"),
                          tmp_path, ["127.0.0.1", str(port)], LIMIT_S)
    gone, left = red.finish(LIMIT_S + 20), yellow.finish(LIMIT_S + 20)
    assert gone.exit_code == 0, gone.err
    assert left.exit_code == 0, left.err
    assert left.status == "Your partner has left the game."
    assert left.board() == [(0, 4, 1), (0, 5, 0), (1, 4, 1), (1, 5, 0)]
    assert left.seconds < LIMIT_S - 5, "the client waited for its time limit instead of seeing the end"


def test_tcp_client_without_server_says_so(tmp_path):
    port = free_port()
    alone = start_player("yellow", CONNECT4 / "connect4_client.py", [], tmp_path, ["127.0.0.1", str(port)], 2)
    end = alone.finish(30)
    assert end.exit_code == 0, end.err
    assert end.status == f"No server at 127.0.0.1:{port}. Start the server first."
    assert "connection refused" in end.err


def test_tcp_second_server_on_the_same_port_reports_port_in_use(tmp_path):
    port = free_port()
    first = start_player("first", CONNECT4 / "connect4_server.py", [], tmp_path, [str(port)], 8)
    assert wait_until(lambda: is_listening(port) or first.process.poll() is not None, 30)
    second = start_player("second", CONNECT4 / "connect4_server.py", [], tmp_path, [str(port)], 1)
    end = second.finish(30)
    first.process.kill()
    first.process.communicate()
    assert end.status == f"Port {port} is in use: is the server running twice?"
    assert "already uses it" in end.err


def test_mqtt_game_through_mosquitto_ends_with_the_same_board(tmp_path, broker):
    env = {"GAMEGRID_MQTT_BROKER": broker.address}
    topic = "/test/connect4/" + tmp_path.name
    red = start_player("red", CONNECT4 / "connect4_mqtt.py", column_clicks([2, 3, 4, 5], "Game over"),
                       tmp_path, ["0", topic], LIMIT_S, env)
    yellow = start_player("yellow", CONNECT4 / "connect4_mqtt.py", column_clicks([2, 3, 4], "Game over"),
                          tmp_path, ["1", topic], LIMIT_S, env)
    ends = [red.finish(LIMIT_S + 20), yellow.finish(LIMIT_S + 20)]
    for end in ends:
        assert end.exit_code == 0, end.err
        assert end.status == "Game over: red wins.", end.err
        assert end.board() == RED_WINS
        assert end.seconds < LIMIT_S - 5, f"{end.name} ran into its time limit"
    assert "Playing against yellow" in ends[0].out and "Playing against red" in ends[1].out


def test_mqtt_broker_stopped_mid_game_ends_both_players(tmp_path, broker, monkeypatch):
    env = {"GAMEGRID_MQTT_BROKER": broker.address}
    topic = "/test/connect4/" + tmp_path.name
    moves: list[str] = []

    def spy_on(topic_name: str, payload: str) -> None:
        text = payload.rpartition("@")[0]   # the original's wire format: "<text>@<sender's id>"
        if text.isdigit():
            moves.append(text)

    monkeypatch.setenv("GAMEGRID_MQTT_BROKER", broker.address)
    spy = MQTTClient(spy_on)
    assert spy.connect("localhost")
    spy.subscribe(topic)
    red = start_player("red", CONNECT4 / "connect4_mqtt.py", column_clicks([2], "broker was lost"),
                       tmp_path, ["0", topic], LIMIT_S, env)
    yellow = start_player("yellow", CONNECT4 / "connect4_mqtt.py", column_clicks([3], "broker was lost"),
                          tmp_path, ["1", topic], LIMIT_S, env)
    assert wait_until(lambda: len(moves) >= 2, 30), "the players did not move"
    broker.stop()
    for end in (red.finish(LIMIT_S + 20), yellow.finish(LIMIT_S + 20)):
        assert end.exit_code == 0, end.err
        assert end.status == "The connection to the broker was lost."
        assert end.board() == [(2, 5, 0), (3, 5, 1)]
        assert end.seconds < LIMIT_S - 5, f"{end.name} hung after the broker stopped"


def test_tigerjython_style_mqtt_game_runs_unchanged(tmp_path, broker):
    """A Python 2 GameClient program (module-level callbacks, `print` statements, a public broker's name)
    through `gamegrid run`, twice against itself; GAMEGRID_MQTT_BROKER sends both to the test's broker."""
    env = {"GAMEGRID_MQTT_BROKER": broker.address}
    program = REPO / "tests" / "tj_programs" / "mqtt_tictactoe.py"

    def clicks(cells):
        events = [{"at_ms": 0, "type": "mouse_click", "x": 40 + 80 * x, "y": 40 + 80 * y,
                   "wait_for_status": "Make a move!"} for x, y in cells]
        return events + [{"at_ms": 0, "type": "close", "wait_for_status": "Game over"}]

    red = start_player("p0", program, clicks([(0, 0), (1, 1), (2, 2)]), tmp_path, ["0"], LIMIT_S, env)
    yellow = start_player("p1", program, clicks([(1, 0), (2, 0)]), tmp_path, ["1"], LIMIT_S, env)
    ends = [red.finish(LIMIT_S + 20), yellow.finish(LIMIT_S + 20)]
    for end in ends:
        assert end.exit_code == 0, end.err
        assert end.status == "Game over: red wins"
        assert "Game over: red wins" in end.out
        cells = sorted((a["x"], a["y"], a["sprite_id"]) for a in end.state["actors"])
        assert cells == [(0, 0, 0), (1, 0, 1), (1, 1, 0), (2, 0, 1), (2, 2, 0)]
    assert "Partner: player 1" in ends[0].out and "Partner: player 0" in ends[1].out


def test_a_peer_on_tigerjythons_protocol_plays_the_tictactoe_program(tmp_path, broker, monkeypatch):
    """A mixed classroom: the test speaks the original GameClient's wire protocol by hand (as a pupil's
    TigerJython would: "_ENTERED,<name>,<ip>@<id>", "<move>@<id>", "DISCONNECT@<id>") and plays the Python 2
    TicTacToe program, which runs here; both see the other's moves and the other's leaving."""
    from netplay import Events
    env = {"GAMEGRID_MQTT_BROKER": broker.address}
    monkeypatch.setenv("GAMEGRID_MQTT_BROKER", broker.address)
    topic = "/swissgame/tictactoe"   # the program's own topic
    me = "tigerjythonpeer00001"
    heard = Events()
    peer = MQTTClient(lambda _topic, payload: heard(*payload.rsplit("@", 1)))
    assert peer.connect("localhost")
    peer.subscribe(topic)
    events = [{"at_ms": 0, "type": "mouse_click", "x": 40 + 80 * 1, "y": 40, "wait_for_status": "Make a move!"},
              {"at_ms": 0, "type": "close", "wait_for_status": "Partner disconnected"}]
    program = start_player("p1", REPO / "tests" / "tj_programs" / "mqtt_tictactoe.py", events, tmp_path, ["1"],
                           LIMIT_S, env)
    text, program_id = heard.wait_for(timeout_s=30)   # the program announces itself when it connects
    assert text.startswith("_ENTERED,player 1,") and program_id != me
    peer.publish(topic, f"_ENTERED,Tiger,10.0.0.7@{me}")   # we arrive: the waiting program answers, READY
    assert heard.wait_for(text, program_id, timeout_s=10)  # its answer: the same announcement again
    peer.publish(topic, f"00@{me}")                        # red's move at (0, 0)
    assert heard.wait_for("10", program_id, timeout_s=20)  # the program's click at (1, 0) comes back
    peer.publish(topic, f"DISCONNECT@{me}")                # we leave
    end = program.finish(LIMIT_S + 20)
    assert heard.wait_for("DISCONNECT", program_id, timeout_s=10)   # the program's end tells us
    assert end.exit_code == 0, end.err
    assert end.status == "Partner disconnected"
    assert "Partner: Tiger" in end.out
    cells = sorted((a["x"], a["y"], a["sprite_id"]) for a in end.state["actors"])
    assert cells == [(0, 0, 0), (1, 0, 1)]
    peer.disconnect()
