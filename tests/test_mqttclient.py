"""mqttclient (MQTTClient, GameClient) through a real Mosquitto on a free loopback port.

GAMEGRID_MQTT_BROKER points every client at the test's broker, whatever host the program names.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from conftest import REPO
from gamegrid.net.mqtt import broker_address
from gamegrid.net.tcp import local_ip_address
from mqttclient import GameClient, MQTTClient
from netplay import Events, broker, close_links, free_port  # noqa: F401


@pytest.fixture
def at_broker(broker, monkeypatch):
    monkeypatch.setenv("GAMEGRID_MQTT_BROKER", broker.address)
    return broker


def player(name: str, topic: str = "/test/game") -> tuple[GameClient, Events, Events]:
    states, messages = Events(), Events()
    client = GameClient(states, messages, topic)
    client.setName(name)
    return client, states, messages


@pytest.mark.parametrize("value, expected", [
    ("", ("broker.hivemq.com", 1883)),
    ("localhost", ("localhost", 1883)),
    ("10.0.0.5:1884", ("10.0.0.5", 1884)),
])
def test_broker_variable_replaces_host_and_port(monkeypatch, value, expected):
    monkeypatch.setenv("GAMEGRID_MQTT_BROKER", value)
    assert broker_address("broker.hivemq.com", 1883) == expected


def test_a_port_given_as_text_is_its_number(monkeypatch):
    monkeypatch.delenv("GAMEGRID_MQTT_BROKER", raising=False)
    assert broker_address("localhost", "1884") == ("localhost", 1884)


def test_a_wrong_broker_variable_is_explained(monkeypatch):
    monkeypatch.setenv("GAMEGRID_MQTT_BROKER", "localhost:port")
    with pytest.raises(ValueError, match="host or host:port"):
        broker_address("x", 1883)


def test_two_players_find_each_other_and_exchange_moves(at_broker):
    anna, anna_states, anna_messages = player("Anna")
    ben, ben_states, ben_messages = player("Ben")
    assert anna.connect("broker.hivemq.com") is True   # a gone public broker, replaced by the variable
    assert anna_states.wait_for("CONNECTING") == ("CONNECTING",)
    assert anna_states.wait_for("CONNECTED") == ("CONNECTED",)
    assert anna.getState() == "CONNECTED"
    assert ben.connect("broker.hivemq.com")
    anna_states.wait_for("READY")
    ben_states.wait_for("READY")
    assert (anna.getPartnerName(), ben.getPartnerName()) == ("Ben", "Anna")
    anna.sendMessage("3")
    ben.sendMessage(4)
    assert ben_messages.wait_for("3") == ("3",)
    assert anna_messages.wait_for("4") == ("4",)
    assert anna.getPartnerAddress() == ben.getPartnerAddress() == local_ip_address()
    ben.disconnect()
    ben_states.wait_for("DISCONNECTED")
    # as in TigerJython: the partner's leaving is the message "DISCONNECT"; the state stays READY
    assert anna_messages.wait_for("DISCONNECT") == ("DISCONNECT",)
    assert anna.getState() == "READY" and ben.getState() == "DISCONNECTED"


def test_a_third_player_waits_and_hears_everything_as_in_the_original(at_broker):
    """No addressing in the original's protocol: a third client on the topic is not answered by the two
    who play (it stays CONNECTED until a fourth comes) and hears every move."""
    players = [player(name) for name in ("A", "B", "C", "D")]
    for client, states, _ in players[:2]:
        assert client.connect("localhost")
    players[0][1].wait_for("READY")
    players[1][1].wait_for("READY")
    assert players[2][0].connect("localhost")
    time.sleep(0.3)
    assert players[2][0].getState() == "CONNECTED"
    assert players[3][0].connect("localhost")
    players[2][1].wait_for("READY")
    players[3][1].wait_for("READY")
    assert players[2][0].getPartnerName() == "D" and players[3][0].getPartnerName() == "C"
    players[0][0].sendMessage("for B")
    for index in (1, 2, 3):
        assert players[index][2].wait_for("for B")
    assert players[0][2].drain() == []   # never one's own


def original_peer(name: str, topic: str) -> tuple[MQTTClient, Events, str]:
    """A client that speaks TigerJython's GameClient protocol by hand (as the original mqttclient.py does
    on the wire): payloads "<text>@<20-character id>", announcement "_ENTERED,<name>,<ip>"."""
    received = Events()
    peer_id = "tigerjython000000000"
    raw = MQTTClient(lambda topic_name, payload: received(*payload.rsplit("@", 1)))
    assert raw.connect("localhost")
    raw.subscribe(topic)
    return raw, received, peer_id


def test_a_tigerjython_peer_pairs_exchanges_moves_and_leaves(at_broker):
    ours, our_states, our_messages = player("Anna", "/test/mixed")
    assert ours.connect("localhost")
    raw, heard, peer_id = original_peer("TJ", "/test/mixed")
    time.sleep(0.2)
    # the TigerJython client arrives: it announces itself; a waiting client answers and is READY
    assert raw.publish("/test/mixed", f"_ENTERED,Tiger,10.0.0.7@{peer_id}")
    our_states.wait_for("READY")
    text, sender = heard.wait_for(f"_ENTERED,Anna,{local_ip_address()}")
    assert len(sender) == 20 and set(sender) <= set("abcdefghijklmnopqrstuvwxyz0123456789")
    assert (ours.getPartnerName(), ours.getPartnerAddress()) == ("Tiger", "10.0.0.7")
    raw.publish("/test/mixed", f"11@{peer_id}")
    assert our_messages.wait_for("11") == ("11",)
    ours.sendMessage("22")
    assert heard.wait_for("22") == ("22", sender)
    raw.publish("/test/mixed", f"DISCONNECT@{peer_id}")
    assert our_messages.wait_for("DISCONNECT") == ("DISCONNECT",)
    ours.disconnect()
    assert heard.wait_for("DISCONNECT", sender) == ("DISCONNECT", sender)


def test_a_partner_program_that_dies_is_told_by_its_last_will(at_broker, tmp_path):
    ours, states, messages = player("Anna", "/test/will")
    assert ours.connect("localhost")
    script = tmp_path / "partner.py"
    script.write_text("import time\nfrom mqttclient import GameClient\n"
                      "client = GameClient(None, None, '/test/will')\nclient.setName('Ben')\n"
                      "client.connect('localhost')\nprint('ready', flush=True)\ntime.sleep(60)\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    partner = subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE, text=True)
    try:
        states.wait_for("READY", timeout_s=20)
        partner.kill()   # no disconnect(): the broker sends the will
        assert messages.wait_for("DISCONNECT", timeout_s=10) == ("DISCONNECT",)
    finally:
        partner.kill()
        partner.communicate()


def test_the_broker_stopping_gives_disconnected_not_a_hang(at_broker):
    anna, anna_states, _ = player("Anna")
    ben, ben_states, _ = player("Ben")
    assert anna.connect("localhost") and ben.connect("localhost")
    anna_states.wait_for("READY")
    ben_states.wait_for("READY")
    at_broker.stop()
    anna_states.wait_for("DISCONNECTED", timeout_s=10)
    ben_states.wait_for("DISCONNECTED", timeout_s=10)
    assert anna.getState() == "DISCONNECTED"


def test_no_broker_is_a_state_and_a_message(monkeypatch, capsys):
    monkeypatch.setenv("GAMEGRID_MQTT_BROKER", f"127.0.0.1:{free_port()}")
    alone, states, _ = player("Alone")
    started = time.monotonic()
    assert alone.connect("localhost") is False
    assert time.monotonic() - started < 12
    states.wait_for("DISCONNECTED")
    assert "no broker is running there" in capsys.readouterr().err
    assert MQTTClient().connect("localhost") is False


def test_sending_without_a_partner_is_ignored_with_a_note(at_broker, capsys):
    alone, states, _ = player("Alone")
    alone.sendMessage("before connect")
    assert alone.connect("localhost")
    alone.sendMessage("no partner yet")
    err = capsys.readouterr().err
    assert "sendMessage('before connect') ignored: no partner (state IDLE)" in err


def test_mqtt_client_publishes_and_subscribes(at_broker):
    received = Events()
    listener, talker = MQTTClient(received), MQTTClient()
    assert listener.connect("localhost") and talker.connect("localhost", 1883, keepalive=30)
    listener.subscribe("/test/sensors/#")
    assert talker.publish("/test/sensors/t", 21.5) is True
    assert talker.publish("/test/sensors/h", "dry", qos=1) is True
    assert received.wait_for("/test/sensors/t") == ("/test/sensors/t", "21.5")
    assert received.wait_for("/test/sensors/h") == ("/test/sensors/h", "dry")
    talker.disconnect()
    assert talker.publish("/test/sensors/t", 1) is False   # after disconnect: a note, no exception


def test_mqtt_client_is_a_thread_whose_run_is_the_network_loop(at_broker):
    """As in the original (network-api.md 2.2): MQTTClient is a threading.Thread, connect() starts it, run()
    is its body (the network loop) and ends with disconnect(); a second connect() still works."""
    import threading
    received = Events()
    client = MQTTClient(received)
    assert isinstance(client, threading.Thread) and callable(client.run)
    assert not client.is_alive() and not client.isAlive()        # not connected: not started
    assert client.connect("localhost")
    assert client.is_alive() and client.ident is not None
    assert client.ident != threading.get_ident()
    client.subscribe("/test/thread")
    sender = MQTTClient()
    assert sender.connect("localhost") and sender.is_alive()     # a publishing client keeps its connection too
    assert sender.publish("/test/thread", "one", qos=1) is True
    assert received.wait_for("/test/thread") == ("/test/thread", "one")
    client.disconnect()
    client.join(5)
    assert not client.is_alive()                                 # run() returned: the loop ended
    assert client.connect("localhost")                           # a Thread starts once; the loop runs anyway
    client.subscribe("/test/thread")
    assert sender.publish("/test/thread", "two", qos=1) is True
    assert received.wait_for("/test/thread") == ("/test/thread", "two")
    client.disconnect()
    sender.disconnect()
    sender.join(5)
    assert not sender.is_alive()


@pytest.mark.parametrize("make, message", [
    (lambda: GameClient("onStateChanged", None), r"def onStateChanged\(state\)"),
    (lambda: GameClient(None, None, "/game/#"), "without # and +"),
    (lambda: MQTTClient(42), r"def onMessageReceived\(topic, message\)"),
])
def test_wrong_arguments_say_what_to_do(make, message):
    with pytest.raises((TypeError, ValueError), match=message):
        make()


def test_a_program_that_reads_disconnect_as_a_move_is_told_what_to_do_and_goes_on(at_broker, tmp_path):
    """TigerJython's GameClient hands "DISCONNECT" to messageReceived and swallows the error of a program
    that reads it as a move; here the error is shown with a hint, and the run's exit code stays 0."""
    from conftest import write_script
    from gamegrid.testing import run_script
    script = write_script(tmp_path, """
        from gamegrid import *
        from mqttclient import GameClient
        def onMessageReceived(msg):
            column = int(msg)
            print("move", column)
        makeGameGrid(3, 3, 60, Color.red, False)
        show()
        client = GameClient(None, onMessageReceived, "/test/oldstyle")
        client.connect("localhost")
        """)
    peer = MQTTClient()
    assert peer.connect("localhost")

    def partner() -> None:
        time.sleep(1.0)
        peer.publish("/test/oldstyle", "4@partner0000000000000")
        peer.publish("/test/oldstyle", "DISCONNECT@partner0000000000000")

    import threading
    helper = threading.Thread(target=partner)
    helper.start()
    result = run_script(script, seconds=3)
    helper.join(10)
    assert "move 4" in result.output
    assert "ValueError" in result.output and 'if msg == "DISCONNECT"' in result.output
    assert result.exit_code == 0, result.output
