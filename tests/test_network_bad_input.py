"""Bad input from the network (issue 26): random bytes, a 10 MB message, no end byte, invalid UTF-8, a
peer that says nothing, a flood of connections, a flood of messages. The pupil's callback gets what the
original would give, the server keeps serving, and nothing grows without bound. Loopback only."""
from __future__ import annotations

import re
import socket
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import REPO
from gamegrid.net import delivery, tcp
from gamegrid.net.mqtt import GameClient
from netplay import Events, broker, close_links, free_port, mosquitto_path, wait_until  # noqa: F401
from tcpcom import TCPClient, TCPServer

NETWORK = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def raw_peer(port: int) -> socket.socket:
    peer = socket.create_connection(("127.0.0.1", port), timeout=5)
    peer.settimeout(5)
    return peer


def listening_server(events: Events, **options) -> TCPServer:
    server = TCPServer(free_port(), stateChanged=events, **options)
    events.wait_for("LISTENING")
    assert wait_until(lambda: server._serving, 5)
    return server


def expected_messages(data: bytes, terminator: bytes = b"\0") -> list[str]:
    """What the original hands to MESSAGE for these bytes: every piece before an end byte (text)."""
    return [part.decode("utf-8", errors="replace") for part in data.split(terminator)[:-1]]


# ----- the framer alone: every cut of the stream gives the same messages ----------------------------------------
@given(st.lists(st.binary(max_size=300).map(lambda b: b.replace(b"\0", b"")), max_size=20),
       st.lists(st.integers(min_value=1, max_value=97), min_size=1, max_size=20))
def test_framer_gives_the_same_messages_however_the_bytes_are_cut(messages, cuts):
    stream = b"".join(m + b"\0" for m in messages)
    framer, got, position, index = tcp._Framer(), [], 0, 0
    while position < len(stream):
        size = cuts[index % len(cuts)]
        got += framer.feed(stream[position:position + size])
        position, index = position + size, index + 1
    assert got == [m.decode("utf-8", errors="replace") for m in messages]
    assert len(framer.pending) == 0


@given(st.binary(min_size=1, max_size=5000))
def test_framer_holds_at_most_its_limit(data):
    framer = tcp._Framer(limit=1000)
    held_ok = True
    try:
        for start in range(0, len(data), 333):
            framer.feed(data[start:start + 333])
            held_ok = held_ok and len(framer.pending) <= 1000
    except tcp.MessageTooLong:
        assert b"\0" not in data[-1333:] or len(data) > 1000
    assert held_ok and len(framer.pending) <= 1000


# ----- a live server --------------------------------------------------------------------------------------------
@NETWORK
@given(data=st.binary(min_size=1, max_size=4000))
def test_random_bytes_reach_the_callback_as_the_original_splits_them(data):
    events = Events()
    server = listening_server(events)
    try:
        with raw_peer(server.port) as peer:
            events.wait_for("CONNECTED")
            peer.sendall(data + b"\0")   # an end byte last, so that every piece is complete
            expected = expected_messages(data + b"\0")
            got = [events.wait_for("MESSAGE")[1] for _ in expected]
            assert got == expected
        events.wait_for("LISTENING")
        # still serving: a real client connects and is heard
        client = TCPClient("127.0.0.1", server.port)
        assert client.connect(5)
        client.sendMessage("after")
        assert events.wait_for("MESSAGE", "after")
        client.disconnect()
    finally:
        server.terminate()
        delivery.close_all()


def test_a_ten_megabyte_message_arrives_whole_and_invalid_utf8_is_replaced():
    events = Events()
    server = listening_server(events)
    big = b"x" * (10 * 1024 * 1024)
    with raw_peer(server.port) as peer:
        events.wait_for("CONNECTED")
        started = time.monotonic()
        peer.sendall(big + b"\0" + b"\xff\xfe ok\0")
        message = events.wait_for("MESSAGE", timeout_s=30)[1]
        assert len(message) == len(big) and set(message) == {"x"}
        assert time.monotonic() - started < 20
        assert events.wait_for("MESSAGE")[1] == "\ufffd\ufffd ok"
    server.terminate()


def test_bytes_without_an_end_byte_are_held_up_to_the_limit_then_the_peer_is_cut_off(monkeypatch, capsys):
    monkeypatch.setattr(tcp, "MAX_MESSAGE_BYTES", 100_000)
    events = Events()
    server = listening_server(events)
    with raw_peer(server.port) as peer:
        events.wait_for("CONNECTED")
        peer.sendall(b"no end " * 1000)   # 7 000 bytes: held, nothing delivered
        time.sleep(0.3)
        assert [e for e in events.drain() if e[0] == "MESSAGE"] == []
        try:
            for _ in range(100):
                peer.sendall(b"y" * 10_000)   # past the limit: the server closes this connection
        except OSError:
            pass
        events.wait_for("LISTENING", timeout_s=10)
    assert "without an end of message" in capsys.readouterr().err
    assert not server.isTerminated()
    server.terminate()


def test_a_silent_peer_holds_the_server_as_in_the_original_and_set_timeout_frees_it():
    events, turned_away = Events(), Events()
    server = listening_server(events)
    silent = raw_peer(server.port)
    events.wait_for("CONNECTED")
    second = TCPClient("127.0.0.1", server.port, stateChanged=turned_away)
    assert second.connect(5) is False
    turned_away.wait_for("SERVER_OCCUPIED")
    server.setTimeout(0.2)   # for connections from now on
    silent.close()
    events.wait_for("LISTENING")
    again = raw_peer(server.port)
    events.wait_for("CONNECTED")
    events.wait_for("LISTENING", timeout_s=5)   # silent for 0.2 s: sent away
    again.close()
    server.terminate()


def test_a_flood_of_connections_is_turned_away_without_growing_threads():
    events = Events()
    server = listening_server(events)
    player = TCPClient("127.0.0.1", server.port, stateChanged=Events())
    assert player.connect(5)
    events.wait_for("CONNECTED")
    threads_before = threading.active_count()
    refused = 0
    for _ in range(300):   # bounded: 300 connections as fast as they go
        try:
            with socket.create_connection(("127.0.0.1", server.port), timeout=5) as intruder:
                intruder.settimeout(5)
                refused += intruder.recv(1) == b""   # closed at once
        except OSError:
            refused += 1
    assert refused == 300
    assert threading.active_count() <= threads_before + 2
    assert server.isConnected() and player.isConnected()
    player.sendMessage("still here")
    assert events.wait_for("MESSAGE", "still here")
    server.terminate()


def test_a_flood_of_messages_waits_for_a_slow_callback_instead_of_filling_memory(monkeypatch):
    monkeypatch.setattr(delivery, "MAX_PENDING", 50)
    received: list[str] = []
    highest = [0]

    def slow(state, msg):
        highest[0] = max(highest[0], delivery._pending)
        if state == "MESSAGE":
            received.append(msg)
            time.sleep(0.0005)

    server = TCPServer(free_port(), stateChanged=slow)
    assert wait_until(lambda: server._serving, 5)
    count = 3000
    with raw_peer(server.port) as peer:
        peer.sendall(b"".join(b"%d\0" % n for n in range(count)))
        assert wait_until(lambda: len(received) == count, 60)
    assert received == [str(n) for n in range(count)]   # in order, none twice, none lost
    assert highest[0] <= 50 + 2
    server.terminate()


# ----- GameClient: whatever arrives on its topic ----------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_game_client_takes_any_payload_as_the_original_would(payload):
    texts = Events()
    client = GameClient(None, texts, "/test/fuzz")
    client._received("/test/fuzz", payload)
    text, at, sender = payload.rpartition("@")
    if not at or sender == client._me or text.startswith("_ENTERED"):
        assert texts.drain(0.01) == []
    else:
        assert texts.wait_for(text) == (text,)
    client._received("/test/fuzz", f"_ENTERED,{payload.replace('@', '')},1.2.3.4@someone")
    assert client.getState() == "IDLE"   # an announcement does not make a client READY that is not waiting


# ----- the teachers' page -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("page", ["network.md", "network.de.md", "network.fr.md"])
def test_the_teachers_page_broker_configuration_starts_mosquitto(page, tmp_path):
    program = mosquitto_path()
    if program is None:
        pytest.skip("Mosquitto is not installed")
    text = (REPO / "docs" / "teachers" / page).read_text(encoding="utf-8")
    config = re.search(r"```text\n(listener .*?)```", text, re.S).group(1)
    assert "listener 1883" in config and "allow_anonymous true" in config
    port = free_port()
    # the page's configuration, on a free port of this computer only (tests stay on loopback)
    conf = tmp_path / "class.conf"
    conf.write_text(config.replace("listener 1883", f"listener {port} 127.0.0.1") + "log_dest none\n")
    import subprocess
    process = subprocess.Popen([program, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        def accepts() -> bool:
            with socket.socket() as probe:
                probe.settimeout(0.2)
                return probe.connect_ex(("127.0.0.1", port)) == 0
        assert wait_until(accepts, 10), "mosquitto did not start with the page's configuration"
    finally:
        process.terminate()
        process.wait(5)
    for command in ("mosquitto -c class.conf -v", "GAMEGRID_MQTT_BROKER=192.168.1.10 gamegrid run",
                    "mosquitto_sub -h 192.168.1.10"):
        assert command in text
