"""tcpcom (TCPServer, TCPClient) on real loopback sockets: states, the wire format, errors, threads.

Without a game window the callbacks run on the network thread (console programs, as in the original);
with one they run on the main thread inside the gamegrid loop.
"""
from __future__ import annotations

import socket
import subprocess
import sys
import textwrap
import threading
import time

import pytest

from conftest import REPO, write_script
from gamegrid.testing import Replay, run_script
from netplay import Events, close_links, free_port, is_listening, wait_until  # noqa: F401
from tcpcom import HTTPServer, TCPClient, TCPServer


def raw_peer(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.settimeout(5)
    return sock


def receive_until_nul(sock: socket.socket, count: int) -> list[bytes]:
    data = b""
    while data.count(b"\0") < count:
        chunk = sock.recv(100)
        assert chunk, f"connection closed after {data!r}"
        data += chunk
    return data.split(b"\0")[:count]


def run_with_peer(script, port: int, message: bytes, replies: int, until_status: str):
    """Run a game script (in this process) whose server gets `message` from a raw peer thread once it
    listens; the run ends when the status bar shows `until_status`. Returns the result and the replies."""
    answers: list[bytes] = []

    def peer() -> None:
        assert wait_until(lambda: is_listening(port), 20)
        with raw_peer(port) as sock:
            sock.sendall(message)
            answers.extend(receive_until_nul(sock, replies))

    helper = threading.Thread(target=peer)
    helper.start()
    result = run_script(script, replay=Replay().when_status(until_status).close(), seconds=20)
    helper.join(10)
    assert result.exit_code == 0, result.output
    return result, answers


def test_server_states_and_messages_are_nul_terminated_utf8():
    events = Events()
    server = TCPServer(free_port(), stateChanged=events)
    assert events.wait_for("LISTENING")[1] == str(server.port)
    peer = raw_peer(server.port)
    assert events.wait_for("CONNECTED")[1] == "127.0.0.1"
    assert server.isConnected()
    # two messages in one piece, one split inside a UTF-8 character
    peer.sendall(b"first\0sec")
    peer.sendall(b"ond\0gr\xc3")
    peer.sendall(b"\xbcn\0")
    assert [events.wait_for("MESSAGE")[1] for _ in range(3)] == ["first", "second", "grün"]
    server.sendMessage("Zug 3")
    server.sendMessage(42)
    assert receive_until_nul(peer, 2) == [b"Zug 3", b"42"]
    peer.close()
    assert events.wait_for("LISTENING")[1] == str(server.port)   # the client went away: listen again
    assert not server.isConnected()
    server.terminate()
    events.wait_for("TERMINATED", "")
    assert server.isTerminated()


def test_client_states_reply_and_server_gone():
    server_events, client_events = Events(), Events()

    def echo(state, msg):
        server_events(state, msg)
        if state == "MESSAGE":
            server.sendMessage("echo " + msg)

    server = TCPServer(free_port(), stateChanged=echo)
    client = TCPClient("127.0.0.1", server.port, stateChanged=client_events)
    assert client.connect(5) is True
    assert client.isConnected() and not client.isConnecting()
    where = f"127.0.0.1:{server.port}"
    assert client_events.wait_for("CONNECTING") == ("CONNECTING", where)
    assert client_events.wait_for("CONNECTED") == ("CONNECTED", where)
    assert client.sendMessage("ping", responseTime=5) == "echo ping"
    assert client_events.wait_for("MESSAGE") == ("MESSAGE", "echo ping")
    server.terminate()
    assert client_events.wait_for("DISCONNECTED") == ("DISCONNECTED", "")
    assert not client.isConnected()


def test_second_client_finds_the_server_occupied():
    server = TCPServer(free_port(), stateChanged=Events())
    first, second_events = TCPClient("localhost", server.port), Events()
    assert first.connect()
    second = TCPClient("localhost", server.port, stateChanged=second_events)
    assert second.connect() is False
    second_events.wait_for("SERVER_OCCUPIED")
    assert not second.isConnected()
    assert first.isConnected() and server.isConnected()


def test_no_server_is_a_state_not_a_hang(capsys):
    events = Events()
    client = TCPClient("127.0.0.1", free_port(), stateChanged=events)
    started = time.monotonic()
    assert client.connect() is False
    assert time.monotonic() - started < 5
    events.wait_for("CONNECTION_FAILED")
    assert "connection refused" in capsys.readouterr().err


def test_port_in_use_and_a_terminated_server_frees_its_port(capsys):
    port = free_port()
    first = TCPServer(port)
    events = Events()
    second = TCPServer(port, stateChanged=events)
    assert events.wait_for("PORT_IN_USE") == ("PORT_IN_USE", str(port))
    assert not second.isTerminated()   # the original's: only terminate() on a running server sets it
    assert not second.isAlive()
    assert "already uses it" in capsys.readouterr().err
    first.terminate()
    again = Events()
    third = TCPServer(port, stateChanged=again)   # at once: terminate() has given the port free
    again.wait_for("LISTENING")
    assert is_listening(port)
    third.terminate()
    assert not is_listening(port)


def test_messages_after_disconnect_are_ignored_with_a_note(capsys):
    server = TCPServer(free_port())
    server.sendMessage("nobody there")
    client = TCPClient("127.0.0.1", server.port)
    assert client.connect()
    client.disconnect()
    assert client.sendMessage("too late") is None
    client.sendMessage("still too late")
    err = capsys.readouterr().err
    assert "sendMessage('nobody there') ignored: no client is connected." in err
    assert err.count("ignored: not connected to a server") == 1   # once, not for every message


def test_disconnect_by_the_server_listens_again():
    events, client_events = Events(), Events()
    server = TCPServer(free_port(), stateChanged=events)
    client = TCPClient("127.0.0.1", server.port, stateChanged=client_events)
    assert client.connect()
    events.wait_for("CONNECTED")
    server.disconnect()
    events.wait_for("LISTENING")
    client_events.wait_for("DISCONNECTED")
    assert client.connect()   # the server takes a new client
    events.wait_for("CONNECTED")


@pytest.mark.parametrize("make, message", [
    (lambda: TCPServer("five"), "whole number"),
    (lambda: TCPServer(70000), "from 1024 to 65535"),
    (lambda: TCPServer(free_port(), stateChanged="onStateChanged"), r"def onStateChanged\(state, msg\)"),
    (lambda: TCPClient(None, 5000), "address must be a text"),
    (lambda: HTTPServer(None), r"def onRequest\(clientIP, filename, params\)"),
])
def test_wrong_arguments_say_what_to_do(make, message):
    with pytest.raises(Exception, match=message):
        make()


def test_sending_a_list_says_to_use_str():
    server = TCPServer(free_port())
    with pytest.raises(TypeError, match=r"use str\(\.\.\.\)"):
        server.sendMessage([1, 2])


def test_console_callbacks_run_off_the_main_thread_and_errors_are_reported(capsys):
    threads: list[bool] = []

    def on_state(state, msg):
        threads.append(threading.current_thread() is threading.main_thread())
        if state == "MESSAGE":
            raise ValueError("oops in the callback")

    server = TCPServer(free_port(), stateChanged=on_state)
    peer = raw_peer(server.port)
    peer.sendall(b"x\0")
    assert wait_until(lambda: len(threads) >= 3)
    assert threads == [False, False, False]   # LISTENING, CONNECTED, MESSAGE on the network thread
    assert wait_until(lambda: "oops in the callback" in capsys.readouterr().err)
    peer.close()


def test_game_callbacks_run_on_the_main_thread(tmp_path):
    port = free_port()
    script = write_script(tmp_path, f"""
        import threading
        from gamegrid import *
        from tcpcom import TCPServer

        def onStateChanged(state, msg):
            if state == TCPServer.MESSAGE:
                where = "main" if threading.current_thread() is threading.main_thread() else "other"
                addActor(Actor("sprites/token.png", 2), Location(1, 1))
                setStatusText(msg + " on " + where)
                server.sendMessage("got " + msg)

        makeGameGrid(3, 3, 60, Color.red, False)
        addStatusBar(20)
        show()
        server = TCPServer({port}, stateChanged = onStateChanged)
        """)
    result, answers = run_with_peer(script, port, b"hello\0", 1, "hello on")
    assert result.status_text == "hello on main"
    assert len(result.actors) == 1
    assert answers == [b"got hello"]


ORIGINAL_STYLE_SERVER = """\
from tcpcom import TCPServer
import sys

IP_PORT = int(sys.argv[1])

def onStateChanged(state, msg):
    if state == "LISTENING":
        print("Server:-- Listening...")
    elif state == "CONNECTED":
        print("Server:-- Connected to " + msg)
    elif state == "MESSAGE":
        print("Server:-- Message received: " + msg)
        if msg == "go":
            server.sendMessage("Hello")
        elif msg == "stop":
            server.terminate()

server = TCPServer(IP_PORT, stateChanged = onStateChanged)
"""

ORIGINAL_STYLE_SERVER_PY2 = ORIGINAL_STYLE_SERVER.replace('print("Server:-- Listening...")',
                                                          'print "Server:-- Listening..."')

ORIGINAL_STYLE_CLIENT = """\
from tcpcom import TCPClient
import sys, time

IP_ADDRESS = "localhost"
IP_PORT = int(sys.argv[1])
replies = []

def onStateChanged(state, msg):
    global isConnected
    if state == "CONNECTING":
        print("Client:-- Waiting for connection...")
    elif state == "CONNECTED":
        print("Client:-- Connection established.")
    elif state == "DISCONNECTED":
        print("Client:-- Connection lost.")
        isConnected = False
    elif state == "MESSAGE":
        replies.append(msg)

client = TCPClient(IP_ADDRESS, IP_PORT, stateChanged = onStateChanged)
rc = client.connect()
if rc:
    isConnected = True
    for i in range(3):
        client.sendMessage("go")
        time.sleep(0.1)
    client.sendMessage("stop")
    while isConnected:
        time.sleep(0.05)
    print("Client:-- Done: " + ",".join(replies))
else:
    print("Client:-- Connection failed")
"""


@pytest.mark.parametrize("how", ["python, python", "gamegrid run (Python 2 source), python",
                                 "python, gamegrid run --headless"])
def test_original_style_console_pair_runs_unchanged(tmp_path, how):
    """A server whose script ends after `TCPServer(...)` keeps running (as the original's thread keeps
    Python alive) until a callback terminates it; the client's `while isConnected: time.sleep()` ends
    because its callback runs on the network thread (headless too: its sleeps take real time while it is
    connected)."""
    server_how, client_how = how.split(", ")
    port = free_port()
    env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    runner = [sys.executable, "-m", "gamegrid", "run"]
    server_script = tmp_path / "server.py"
    client_script = write_script(tmp_path, ORIGINAL_STYLE_CLIENT, "client.py")
    if server_how == "python":
        server_script.write_text(ORIGINAL_STYLE_SERVER, encoding="utf-8")
        command = [sys.executable, str(server_script), str(port)]
    else:
        server_script.write_text(ORIGINAL_STYLE_SERVER_PY2, encoding="utf-8")
        command = runner + [str(server_script), "--", str(port)]
    server = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert wait_until(lambda: is_listening(port) or server.poll() is not None, 30)
    client_command = [sys.executable, str(client_script)] if client_how == "python" else \
        runner + [str(client_script), "--headless", "--seconds", "30", "--"]
    client = subprocess.run(client_command + [str(port)], env=env, capture_output=True, text=True, timeout=60)
    server_out, server_err = server.communicate(timeout=30)
    assert client.returncode == 0, client.stderr
    assert client.stdout.splitlines() == ["Client:-- Waiting for connection...", "Client:-- Connection established.",
                                          "Client:-- Connection lost.", "Client:-- Done: Hello,Hello,Hello"]
    assert server.returncode == 0, server_err
    assert server_out.splitlines() == ["Server:-- Listening...", "Server:-- Connected to 127.0.0.1"] + \
        ["Server:-- Message received: go"] * 3 + ["Server:-- Message received: stop"]


def test_headless_run_with_a_listening_server_follows_real_time_up_to_its_limit(tmp_path):
    """A peer in another process needs real seconds: with a live connection, --seconds counts wall time."""
    script = write_script(tmp_path, f"""
        from gamegrid import *
        from tcpcom import TCPServer
        makeGameGrid(3, 3, 60, Color.red, False)
        show()
        server = TCPServer({free_port()})
        delay(200)
        """)
    started = time.monotonic()
    result = run_script(script, seconds=1.5)
    elapsed = time.monotonic() - started
    assert result.exit_code == 0, result.output
    assert 1.4 <= elapsed < 30


def test_the_game_keeps_running_while_the_client_waits_for_a_reply(tmp_path):
    listener = socket.create_server(("127.0.0.1", 0))   # a server that takes the client and never answers
    port = listener.getsockname()[1]
    script = write_script(tmp_path, f"""
        from gamegrid import *
        from tcpcom import TCPClient

        class Counter(Actor):
            cycles = 0
            def act(self):
                Counter.cycles += 1

        makeGameGrid(3, 3, 60, Color.red, False)
        addStatusBar(20)
        setSimulationPeriod(50)
        addActor(Counter(), Location(0, 0))
        doRun()
        show()
        client = TCPClient("127.0.0.1", {port})
        client.connect()
        before = Counter.cycles
        reply = client.sendMessage("anybody there?", responseTime = 1)
        setStatusText("reply " + str(reply) + ", cycles " + str(Counter.cycles - before))
        client.disconnect()
        """)
    try:
        result = run_script(script, seconds=20)
    finally:
        listener.close()
    assert result.exit_code == 0, result.output
    reply, cycles = result.status_text.split(", ")
    assert reply == "reply None"
    assert int(cycles.split()[1]) >= 10   # about 20 cycles of 50 ms happened in the second of waiting


def test_a_message_reaches_a_script_that_polls_in_a_loop_without_delay(tmp_path):
    """`while not moved: isDisposed()` (no delay()): every gamegrid call is a poll point, and a network
    event makes the next one run the callback."""
    port = free_port()
    script = write_script(tmp_path, f"""
        from gamegrid import *
        from tcpcom import TCPServer

        def onStateChanged(state, msg):
            global moved
            if state == "MESSAGE":
                moved = msg

        moved = None
        makeGameGrid(3, 3, 60, Color.red, False)
        addStatusBar(20)
        show()
        server = TCPServer({port}, stateChanged = onStateChanged)
        while moved == None and not isDisposed():
            pass
        setStatusText("moved " + str(moved))
        server.sendMessage("ok")
        """)
    result, answers = run_with_peer(script, port, b"3\0", 1, "moved")
    assert result.status_text == "moved 3"
    assert answers == [b"ok"]
