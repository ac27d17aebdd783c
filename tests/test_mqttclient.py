"""mqttclient (MQTTClient, GameClient) through a real Mosquitto on a free loopback port.

GAMEGRID_MQTT_BROKER points every client at the test's broker, whatever host the program names.
"""
from __future__ import annotations

import time

import pytest

from gamegrid.net.mqtt import broker_address
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
    ben.disconnect()
    anna_states.wait_for("DISCONNECTED")
    ben_states.wait_for("DISCONNECTED")


def test_a_third_player_waits_for_a_partner_of_its_own(at_broker):
    players = [player(name) for name in ("A", "B", "C", "D")]
    for client, states, _ in players[:3]:
        assert client.connect("localhost")
    players[0][1].wait_for("READY")
    players[1][1].wait_for("READY")
    time.sleep(0.3)
    assert players[2][0].getState() == "CONNECTED"
    assert players[3][0].connect("localhost")
    players[2][1].wait_for("READY")
    assert players[2][0].getPartnerName() == "D"
    # messages go to the partner only
    players[0][0].sendMessage("for B")
    assert players[1][2].wait_for("for B")
    assert players[2][2].drain() == [] and players[3][2].drain() == []


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
    talker.publish("/test/sensors/t", 21.5)
    talker.publish("/test/sensors/h", "dry")
    assert received.wait_for("/test/sensors/t") == ("/test/sensors/t", "21.5")
    assert received.wait_for("/test/sensors/h") == ("/test/sensors/h", "dry")
    talker.disconnect()
    talker.publish("/test/sensors/t", 1)   # after disconnect: a note, no exception


@pytest.mark.parametrize("make, message", [
    (lambda: GameClient("onStateChanged", None), r"def onStateChanged\(state\)"),
    (lambda: GameClient(None, None, "/game/#"), "without # and +"),
    (lambda: MQTTClient(42), r"def onMessageReceived\(topic, message\)"),
])
def test_wrong_arguments_say_what_to_do(make, message):
    with pytest.raises((TypeError, ValueError), match=message):
        make()
