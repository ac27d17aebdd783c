"""tcpcom's names beyond the server and client basics, as the original (tcpcom 1.32) has them: the
version, endOfBlock, setTimeout, verbose output, the Thread base, ports given as text, terminate() on a
server that is not running yet, and the web classes HTTPServer, HTTPClient and ThingSpeakChannel.
Everything on 127.0.0.1."""
from __future__ import annotations

import socket
import threading
import time

import pytest

import tcpcom
from netplay import Events, close_links, free_port, is_listening, wait_until  # noqa: F401
from tcpcom import HTTPClient, HTTPServer, TCPClient, TCPServer, ThingSpeakChannel


def raw_peer(port: int) -> socket.socket:
    peer = socket.create_connection(("127.0.0.1", port), timeout=5)
    peer.settimeout(5)
    return peer


def test_version_and_the_original_star_import_names():
    assert tcpcom.TCPCOM_VERSION == "1.32 - March 17, 2019"
    assert TCPServer.getVersion() == TCPClient.getVersion() == tcpcom.TCPCOM_VERSION
    namespace: dict = {}
    exec("from tcpcom import *", namespace)
    for name in ("TCPServer", "TCPClient", "HTTPServer", "HTTPClient", "ThingSpeakChannel", "TCPCOM_VERSION",
                 "socket", "sys", "json", "Thread"):
        assert name in namespace, name
    assert "time" not in namespace   # a script's own `time` (the run's clock) is never replaced


def test_a_port_given_as_text_works():
    events = Events()
    server = TCPServer(str(free_port()), stateChanged=events)
    events.wait_for("LISTENING")
    client = TCPClient("127.0.0.1", str(server.port), stateChanged=Events())
    assert client.connect(5)
    client.disconnect()
    server.terminate()


def test_terminate_before_listening_was_delivered_leaves_the_server_running_as_the_original():
    """A real Nim server ends its script with `server.terminate()` right after `TCPServer(...)`: in
    TigerJython the server is not running yet at that moment and keeps serving."""
    events = Events()
    hold = threading.Event()

    def slow(state, msg):
        events(state, msg)
        if state == "LISTENING":
            hold.wait(5)

    server = TCPServer(free_port(), stateChanged=slow)
    server.terminate()   # the LISTENING callback has not run to its end: ignored
    hold.set()
    events.wait_for("LISTENING")
    assert wait_until(lambda: server._serving, 5)
    assert not server.isTerminated() and is_listening(server.port)
    server.terminate()   # now it is running: this one stops it
    assert events.wait_for("TERMINATED") == ("TERMINATED", "")
    assert server.isTerminated() and not is_listening(server.port)


def test_the_server_is_a_thread_and_the_documented_third_argument_still_means_verbose(capsys):
    server = TCPServer(free_port(), Events(), True)   # TCPServer(port, stateChanged, isVerbose) of the doc
    assert isinstance(server, threading.Thread) and server.isAlive()
    assert server.endOfBlock == "\0" and TCPServer.isVerbose is True
    TCPServer.debug("hello")
    assert "   TCPServer-> hello" in capsys.readouterr().out
    server.terminate()
    TCPServer.isVerbose = False


def test_end_of_block_frames_the_server_side():
    events = Events()
    server = TCPServer(free_port(), events, "\n")
    events.wait_for("LISTENING")
    peer = raw_peer(server.port)
    events.wait_for("CONNECTED")
    peer.sendall(b"one\ntwo\n")
    assert [events.wait_for("MESSAGE")[1] for _ in range(2)] == ["one", "two"]
    server.sendMessage("three")
    assert peer.recv(100) == b"three\n"
    server.terminate()


def test_set_timeout_sends_a_silent_client_away():
    events = Events()
    server = TCPServer(free_port(), events)
    server.setTimeout(0.3)
    events.wait_for("LISTENING")
    peer = raw_peer(server.port)
    events.wait_for("CONNECTED")
    started = time.monotonic()
    events.wait_for("LISTENING", timeout_s=5)   # nothing came for 0.3 s: disconnected
    assert 0.25 < time.monotonic() - started < 3
    assert peer.recv(10) == b""
    with pytest.raises(TypeError, match="seconds"):
        server.setTimeout("soon")
    server.terminate()


# ----- the web classes ----------------------------------------------------------------------------------------
def test_http_server_answers_a_get_with_the_handlers_page():
    calls = []
    after = threading.Event()

    def onRequest(clientIP, filename, params):
        calls.append((clientIP, filename, params))
        return "<h1>Temperatur 21</h1>", after.set

    server = HTTPServer(onRequest, "TESTSERVER", port=free_port())
    assert wait_until(lambda: is_listening(server.port), 5)
    page = HTTPClient.getRequest(f"http://127.0.0.1:{server.port}/sensor", {"unit": "C", "n": 2})
    assert page == "<h1>Temperatur 21</h1>"
    assert calls == [("127.0.0.1", "/sensor", (("unit", "C"), ("n", "2")))]
    assert after.wait(5)
    assert HTTPServer.getServerIP() == TCPServer.getIPAddress()
    assert "Server: TESTSERVER" in server.getHeader2()
    server.terminate()


def test_http_server_answers_anything_but_get_with_501():
    server = HTTPServer(lambda ip, name, params: ("x", None), port=free_port())
    assert wait_until(lambda: is_listening(server.port), 5)
    peer = raw_peer(server.port)
    peer.sendall(b"HELLO there\n")
    answer = b""
    while not answer.endswith(b"\n\n") and b"Closed" not in answer:
        chunk = peer.recv(1000)
        if not chunk:
            break
        answer += chunk
    assert answer.startswith(b"HTTP/1.1 501")
    server.terminate()


def test_http_client_returns_the_error_page_and_refuses_clearly_without_a_server(capsys):
    server = HTTPServer(lambda ip, name, params: ("fine", None), port=free_port())
    assert wait_until(lambda: is_listening(server.port), 5)
    assert HTTPClient.postRequest(f"http://127.0.0.1:{server.port}/x", {"a": 1}) != "fine"   # not a GET: 501
    server.terminate()
    with pytest.raises(ConnectionError, match="no answer from http://127.0.0.1"):
        HTTPClient.getRequest(f"http://127.0.0.1:{free_port()}/")
    assert HTTPClient.extractJSON('xx {"a": [1, 2]} yy') == {"a": [1, 2]}
    assert HTTPClient.extractJSON("no json") is None
    assert HTTPClient.toUrl("a b&c", True) == "a%20b%26c"


def test_thingspeak_channel_reads_and_writes_through_its_host_and_refuses_clearly_without_it(monkeypatch):
    feeds = ('{"channel": {"field1": "Temperature", "field2": "Humidity"}, "feeds": ['
             '{"created_at": "2026-11-26T10:00:00Z", "field1": "21.5", "field2": "40"}]}')
    seen = []

    def onRequest(clientIP, filename, params):
        seen.append((filename, dict(params)))
        return (feeds if filename.endswith("feeds.json") else "7"), None

    server = HTTPServer(onRequest, port=free_port())
    assert wait_until(lambda: is_listening(server.port), 5)
    monkeypatch.setattr(ThingSpeakChannel, "_host", f"http://127.0.0.1:{server.port}")
    channel = ThingSpeakChannel(123, "READ", "WRITE", "USER")
    assert channel.getData() == [{"date": "2026-11-26 10:00:00", 1: "21.5", 2: "40"}]
    assert channel.getLastValue(2) == "40"
    assert channel.getFields() == {"field1": "Temperature", "field2": "Humidity"}
    assert channel.insert({1: 22}) is True
    assert seen[-1] == ("/update/", {"api_key": "WRITE", "field1": "22"})
    assert len(channel.getTable()) == 1
    server.terminate()
    monkeypatch.setattr(ThingSpeakChannel, "_host", f"http://127.0.0.1:{free_port()}")
    with pytest.raises(ConnectionError, match="ThingSpeakChannel needs the internet"):
        channel.getData()
    assert channel.insert(5, timeout=1) is False


def test_a_headless_client_always_sees_its_server_go_before_the_run_ends(tmp_path, monkeypatch):
    """The connection drops, the run's clock goes back to virtual time and the time limit comes at once:
    the DISCONNECTED already on its way is delivered first (this was lost about one run in six). Each
    event is made slow to queue here, so that a gap between "no link open" and "event pending" (in which
    the clock would run to the limit) shows every time."""
    from conftest import write_script
    from gamegrid.net import delivery
    from gamegrid.testing import run_script
    real_emit = delivery.emit

    def slow_emit(*args, **kwargs):
        time.sleep(0.1)
        real_emit(*args, **kwargs)

    monkeypatch.setattr(delivery, "emit", slow_emit)
    for attempt in range(3):
        listener = socket.create_server(("127.0.0.1", 0))
        port = listener.getsockname()[1]

        def serve_briefly() -> None:
            conn, _ = listener.accept()
            time.sleep(0.7)   # after the client's occupied check: then the server ends
            conn.close()
            listener.close()

        server = threading.Thread(target=serve_briefly)
        server.start()
        script = write_script(tmp_path, f"""
            from gamegrid import *
            from tcpcom import TCPClient
            def onStateChanged(state, msg):
                if state == "DISCONNECTED":
                    setStatusText("server gone")
                    print("server gone")
            makeGameGrid(3, 3, 60, Color.red, False)
            addStatusBar(20)
            show()
            client = TCPClient("127.0.0.1", {port}, stateChanged=onStateChanged)
            client.connect()
            """, f"client{attempt}.py")
        result = run_script(script, seconds=2)
        server.join(10)
        assert result.exit_code == 0, result.output
        assert "server gone" in result.output, f"run {attempt}: {result.output}"


def test_a_headless_game_that_tries_again_from_connection_failed_waits_in_real_time(tmp_path):
    """A real program reconnects from its CONNECTION_FAILED callback after a pause: in a headless run
    that pause is real time (the link counts as open until the callback has run), so the server that
    starts a little later is found, as in TigerJython."""
    from conftest import write_script
    from gamegrid.testing import run_script
    port = free_port()
    heard = Events()

    def start_server_later() -> None:
        time.sleep(1.5)
        server = TCPServer(port, stateChanged=heard)
        heard.wait_for("MESSAGE", "hello", timeout_s=20)
        server.terminate()

    helper = threading.Thread(target=start_server_later)
    helper.start()
    script = write_script(tmp_path, f"""
        from gamegrid import *
        from tcpcom import TCPClient
        tries = [0]
        def onStateChanged(state, msg):
            if state == TCPClient.CONNECTION_FAILED:
                tries[0] += 1
                delay(300)
                client.connect()
            elif state == TCPClient.CONNECTED:
                print("connected after %d tries" % tries[0])
                client.sendMessage("hello")
        makeGameGrid(3, 3, 60, Color.red, False)
        show()
        client = TCPClient("127.0.0.1", {port}, stateChanged=onStateChanged)
        client.connect()
        """)
    result = run_script(script, seconds=10)
    helper.join(30)
    assert result.exit_code == 0, result.output
    tries = int(result.output.split("connected after ")[1].split()[0])
    assert 2 <= tries <= 40, result.output
