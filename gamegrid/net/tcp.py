"""TigerJython's `tcpcom` on the standard library's sockets: `TCPServer` and `TCPClient`.

A message is a text; on the wire it is UTF-8 followed by one NUL byte, as in the original, so these
programs also talk to the original's (TigerJython, the Raspberry Pi module). The callback
`stateChanged(state, msg)` runs as gamegrid/net/delivery.py describes: on the game loop (main thread)
while a game window exists, else on the network thread.

Every blocking step has a limit: connect() 10 s unless given, sending 10 s, and a server that is
terminated gives its port free at once. Failures are states (PORT_IN_USE, CONNECTION_FAILED,
SERVER_OCCUPIED, DISCONNECTED) plus a one-line explanation on the console; nothing raises from a
socket thread.
"""
from __future__ import annotations

import errno
import select
import socket
import threading
import time
from typing import Any, Callable

from . import delivery
from ..base.i18n import tr

TCPCOM_VERSION = "1.32 - March 17, 2019"   # the original's version whose API this module has
VERSION = TCPCOM_VERSION
END_OF_MESSAGE = b"\0"
DEFAULT_CONNECT_TIMEOUT_S = 10.0
OCCUPIED_CHECK_S = 0.5     # a busy server closes a second client at once; wait this long to see it
SEND_TIMEOUT_S = 10.0
STOP_JOIN_S = 0.4          # terminate() waits this long for the server thread to let go of the port
RECEIVE_CHUNK = 65536
MAX_MESSAGE_BYTES = 64 * 1024 * 1024   # a peer that sends this much without the end byte is cut off


# ----- shared by server and client ------------------------------------------------------------------------
def _check_port(port: Any, who: str) -> int:
    if isinstance(port, str) and port.strip().isdigit():
        port = int(port)   # the original hands the port to the socket layer, which takes "5000" as well
    if isinstance(port, bool) or not isinstance(port, int):
        raise TypeError(tr("{who}: the port must be a whole number from 1024 to 65535, got {port!r}.",
                           who=who, port=port))
    if not 0 <= port <= 65535:
        raise ValueError(tr("{who}: the port must be from 1024 to 65535, got {port}.", who=who, port=port))
    return port


def _check_callback(callback: Any, who: str) -> Callable[..., Any] | None:
    if callback is not None and not callable(callback):
        raise TypeError(tr("{who}: stateChanged must be a function such as `def onStateChanged(state, msg):`, got "
                           "{callback!r}.", who=who, callback=callback))
    return callback


def _message_text(msg: Any, who: str) -> str:
    if isinstance(msg, str):
        return msg
    if isinstance(msg, (int, float)) and not isinstance(msg, bool):
        return str(msg)   # a number arrives as its text, as a pupil expects
    raise TypeError(tr("{who} sends text: use str(...) to send {type_name} values, got {msg!r}.",
                       who=who, type_name=type(msg).__name__, msg=msg))


class MessageTooLong(Exception):
    """The peer sent more than MAX_MESSAGE_BYTES without the end byte."""


class _Framer:
    """Cuts terminated messages out of a byte stream (a message may arrive in pieces). Only the new
    piece is searched for the end byte, so a long message costs time in proportion to its length; the
    unfinished part is bounded by `limit`."""

    def __init__(self, terminator: bytes = END_OF_MESSAGE, limit: int | None = None) -> None:
        self.terminator = terminator
        self.limit = MAX_MESSAGE_BYTES if limit is None else limit
        self.pending = bytearray()

    def feed(self, data: bytes) -> list[str]:
        if self.terminator not in data:
            self.pending += data
            if len(self.pending) > self.limit:
                self.pending = bytearray()
                raise MessageTooLong()
            return []
        first, *rest = data.split(self.terminator)
        self.pending += first
        complete = [bytes(self.pending), *rest[:-1]]
        self.pending = bytearray(rest[-1])
        return [part.decode("utf-8", errors="replace") for part in complete]


def _read_messages(sock: socket.socket, on_message: Callable[[str], None], idle_s: float = 0.0,
                   terminator: bytes = END_OF_MESSAGE) -> None:
    """Blocking: hand on every message until the peer closes the connection, it fails, nothing came for
    idle_s seconds (when > 0), or the peer sends an endless message."""
    framer = _Framer(terminator)
    last = time.monotonic()
    while True:
        if idle_s > 0:   # sleep until data comes or the idle time is up (a shutdown makes it readable too)
            try:
                readable, _, _ = select.select([sock], [], [], max(0.0, last + idle_s - time.monotonic()))
            except (OSError, ValueError):
                return
            if not readable:
                if time.monotonic() - last >= idle_s:
                    return
                continue
        try:
            data = sock.recv(RECEIVE_CHUNK)
        except socket.timeout:
            continue   # the timeout is there for sending; reading waits as long as the peer is there
        except OSError:
            return
        if not data:
            return
        last = time.monotonic()
        try:
            texts = framer.feed(data)
        except MessageTooLong:
            delivery.note("tcpcom", tr("the partner sent more than {megabytes} MB without an end of message: "
                                       "the connection is closed.", megabytes=MAX_MESSAGE_BYTES // 2**20))
            return
        for text in texts:
            on_message(text)


def _send(sock: socket.socket, text: str, terminator: bytes = END_OF_MESSAGE) -> bool:
    try:
        sock.sendall(text.encode("utf-8") + terminator)
        return True
    except OSError:
        return False


def _no_delay(sock: socket.socket) -> None:
    """Send each message at once: a game's moves are small, and Nagle's algorithm would hold one back
    for up to 40 ms while the peer delays its acknowledgement."""
    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except OSError:
        pass


def _close(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)   # wakes a thread blocked in recv()/accept() on this socket
    except OSError:
        pass
    sock.close()


def _closed_at_once(sock: socket.socket) -> bool:
    """True when the server closes the new connection at once: it is busy with another client."""
    try:
        readable, _, _ = select.select([sock], [], [], OCCUPIED_CHECK_S)
        return bool(readable) and sock.recv(1, socket.MSG_PEEK) == b""
    except OSError:
        return True


class _Endpoint(delivery.Link):
    """What server and client share: the callback, the current connection, verbose output."""

    module_name = "tcpcom"

    def __init__(self, stateChanged: Callable[[str, str], Any] | None, isVerbose: bool, who: str) -> None:
        self._callback = _check_callback(stateChanged, who)
        self._verbose = bool(isVerbose)
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None   # the connection to the peer
        super().__init__()

    def _release(self, sock: socket.socket) -> bool:
        """Close `sock` if it is still the current connection; True only for the one caller that did."""
        with self._lock:
            mine = self._sock is sock
            if mine:
                self._sock = None
        if mine:
            _close(sock)
        return mine

    def _emit(self, state: str, msg: str) -> None:
        delivery.emit(self._callback, "onStateChanged()", state, msg)

    def _debug(self, text: str) -> None:
        if self._verbose:
            print(f"   {type(self).__name__}-> {text}")


# ----- server --------------------------------------------------------------------------------------------------
class TCPServer(_Endpoint, threading.Thread):
    """Listens on a port for one client at a time (a second client is turned away, as in the original).

    States and their msg: LISTENING (port), CONNECTED (client's IP address), MESSAGE (the text),
    PORT_IN_USE (port), TERMINATED (""). When the client goes away the server listens again (LISTENING).
    Like the original it is a thread (the one that accepts clients), started by the constructor.
    """

    PORT_IN_USE = "PORT_IN_USE"
    CONNECTED = "CONNECTED"
    LISTENING = "LISTENING"
    TERMINATED = "TERMINATED"
    MESSAGE = "MESSAGE"
    isVerbose = False   # the original's class attribute: set by any server's constructor, shared by all
    _default_idle_s = 0.0   # setTimeout()'s value until it is called (HTTPServer: 5 s)

    def __init__(self, port: int, stateChanged: Callable[[str, str], Any] | None = None,
                 endOfBlock: Any = "\0", isVerbose: bool = False) -> None:
        if isinstance(endOfBlock, bool):   # the documented older signature: TCPServer(port, cb, isVerbose)
            endOfBlock, isVerbose = "\0", endOfBlock
        if not isinstance(endOfBlock, str) or len(endOfBlock) != 1:
            raise TypeError(tr('TCPServer(): endOfBlock is the one character that ends a message, such as "\\n", '
                               'got {endOfBlock!r}.', endOfBlock=endOfBlock))
        self.port = _check_port(port, "TCPServer()")
        self.endOfBlock = endOfBlock
        self._terminator = endOfBlock.encode("utf-8")
        self._terminated = False
        self._serving = False    # the original's "running": from the moment its LISTENING callback is done
        self._idle_s = self._default_idle_s
        self._listener: socket.socket | None = None
        threading.Thread.__init__(self, name="tcpcom-server", daemon=True)
        TCPServer.isVerbose = bool(isVerbose)
        super().__init__(stateChanged, isVerbose, "TCPServer()")
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # restart at once after a stop
            listener.bind(("", self.port))   # every network interface: the partner is on another computer
            listener.listen(10)
        except OSError as exc:
            listener.close()
            delivery.note("tcpcom", tr("TCPServer cannot listen on port {port}: {value}",
                                       port=self.port, value=_bind_problem(exc)))
            self._emit(self.PORT_IN_USE, str(self.port))
            return
        self.port = listener.getsockname()[1]   # the real number when port 0 asked for any free one
        listener.settimeout(None)   # accept() sleeps until a client comes; terminate() wakes it (_wake_accept)
        self._listener = listener
        self._set_open(True)
        self._debug(f"listening on port {self.port}")
        delivery.emit(self._callback, "onStateChanged()", self.LISTENING, str(self.port), after=self._now_serving)
        self.start()

    # ----- the original's API -----------------------------------------------------------------------------
    def sendMessage(self, msg: Any) -> None:
        """Send a text to the connected client (ignored, with a note, when none is connected)."""
        text = _message_text(msg, "TCPServer.sendMessage()")
        conn = self._sock
        if conn is None:
            self._note_idle(tr("sendMessage({text!r}) ignored: no client is connected.", text=text))
            return
        self._debug(f"send {text!r}")
        if not _send(conn, text, self._terminator):
            self._drop(conn)   # the client is gone: back to LISTENING

    def disconnect(self) -> None:
        """End the connection with the client and listen for a new one."""
        conn = self._sock
        if conn is not None:
            self._drop(conn)

    def terminate(self) -> None:
        """End the connection and stop listening; the port is free again. As in the original, a server
        whose LISTENING has not been delivered yet is not running, and terminate() leaves it alone (a
        program that calls it on the line after the constructor keeps serving, as in TigerJython)."""
        if not self._serving:
            self._debug("terminate() ignored: the server is not running yet")
            return
        if self._shut_down():
            self._emit(self.TERMINATED, "")

    def isConnected(self) -> bool:
        return self._sock is not None

    def isTerminated(self) -> bool:
        return self._terminated

    def setTimeout(self, timeout: float) -> None:
        """Clients connected from now on are disconnected (LISTENING) when they send nothing for `timeout`
        seconds; 0 or less: never."""
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
            raise TypeError(tr("TCPServer.setTimeout(): timeout is a number of seconds, got {timeout!r}.",
                               timeout=timeout))
        self._idle_s = max(0.0, float(timeout))

    def loopForever(self) -> None:
        """Wait until the server is terminated (Ctrl+C terminates it; a game window keeps running)."""
        try:
            delivery.wait(self.isTerminated, None)
        except KeyboardInterrupt:
            pass
        self.terminate()

    def isAlive(self) -> bool:
        """Jython's name of Thread.is_alive()."""
        return self.is_alive()

    @staticmethod
    def getVersion() -> str:
        return TCPCOM_VERSION

    @staticmethod
    def getIPAddress() -> str:
        """This computer's address in the local network (what the partner types into the client)."""
        return local_ip_address()

    @staticmethod
    def debug(msg: str) -> None:
        if TCPServer.isVerbose:
            print("   TCPServer-> " + msg)

    # ----- inside ----------------------------------------------------------------------------------------
    def _debug(self, text: str) -> None:
        if self._verbose or TCPServer.isVerbose:
            print("   TCPServer-> " + text)

    def _now_serving(self) -> None:
        self._serving = True

    def close_for_exit(self) -> None:
        self._shut_down()

    def _shut_down(self) -> bool:
        if self._terminated or self._listener is None:
            return False
        self._terminated = True
        conn = self._sock
        if conn is not None:
            self._release(conn)
        self._wake_accept()
        _close(self._listener)
        if self.is_alive() and self is not threading.current_thread():
            self.join(STOP_JOIN_S)   # the port is free when terminate() returns
        self._set_open(False)
        self._debug("terminated")
        return True

    def _wake_accept(self) -> None:
        """End the server thread's accept() by connecting to it, as the original does: closing the
        listening socket does not wake a blocked accept() on every system."""
        try:
            host = self._listener.getsockname()[0]
            with socket.create_connection(("127.0.0.1" if host in ("", "0.0.0.0") else host, self.port),
                                          timeout=STOP_JOIN_S):
                pass
        except OSError:   # not reachable: shutting the socket down (_close) wakes it where it can
            pass

    def run(self) -> None:
        """The thread body: accept clients until terminated."""
        listener = self._listener
        if listener is None:
            return
        while not self._terminated:
            try:
                conn, address = listener.accept()
            except OSError:
                return   # closed by terminate()
            with self._lock:
                busy = self._sock is not None or self._terminated
                if not busy:
                    self._sock = conn
            if busy:
                if not self._terminated:   # else it is terminate()'s own wake-up call
                    self._debug(f"client {address[0]} turned away: another one is connected")
                _close(conn)
                continue
            conn.settimeout(SEND_TIMEOUT_S)
            _no_delay(conn)
            self._noted_idle = False
            self._debug(f"client {address[0]} connected")
            self._emit(self.CONNECTED, address[0])
            threading.Thread(target=self._serve, args=(conn, self._idle_s), name="tcpcom-server-client",
                             daemon=True).start()

    def _serve(self, conn: socket.socket, idle_s: float) -> None:
        _read_messages(conn, lambda text: self._emit(self.MESSAGE, text), idle_s, self._terminator)
        self._drop(conn)

    def _drop(self, conn: socket.socket) -> None:
        """The client went away, failed or was disconnected: listen again, once per connection."""
        if self._release(conn):
            self._debug("client gone")
            if not self._terminated:
                self._emit(self.LISTENING, str(self.port))

    def getClientIP(self) -> str:
        """The connected client's address, "" when none is connected."""
        conn = self._sock
        try:
            return conn.getpeername()[0] if conn is not None else ""
        except OSError:
            return ""


def _bind_problem(exc: OSError) -> str:
    if exc.errno == errno.EADDRINUSE:
        return tr("another program already uses it (perhaps this server is running twice). "
                  "Close that program or choose another port.")
    if exc.errno == errno.EACCES:
        return tr("ports below 1024 need administrator rights: use a port from 1024 to 65535.")
    return f"{exc.strerror or exc}."


def local_ip_address() -> str:
    """The address of the interface that leads to other computers (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


# ----- client --------------------------------------------------------------------------------------------------
class TCPClient(_Endpoint):
    """Connects to a TCPServer.

    States and their msg: CONNECTING, CONNECTED, CONNECTION_FAILED, SERVER_OCCUPIED ("host:port"),
    MESSAGE (the text), DISCONNECTED (""; also after the client's own disconnect()).
    """

    CONNECTING = "CONNECTING"
    SERVER_OCCUPIED = "SERVER_OCCUPIED"
    CONNECTION_FAILED = "CONNECTION_FAILED"
    CONNECTED = "CONNECTED"
    DISCONNECTED = "DISCONNECTED"
    MESSAGE = "MESSAGE"
    isVerbose = False   # the original's class attribute: set by any client's constructor, shared by all

    def __init__(self, ipAddress: str, port: int, stateChanged: Callable[[str, str], Any] | None = None,
                 isVerbose: bool = False) -> None:
        if not isinstance(ipAddress, str) or not ipAddress.strip():
            raise TypeError(tr('TCPClient(): the server\'s address must be a text such as "192.168.1.20" or '
                               '"localhost", got {ipAddress!r}.', ipAddress=ipAddress))
        self.ipAddress = ipAddress.strip()
        self.port = _check_port(port, "TCPClient()")
        self._connecting = False
        self._replies = 0
        self._last_reply: str | None = None
        TCPClient.isVerbose = bool(isVerbose)
        super().__init__(stateChanged, isVerbose, "TCPClient()")

    # ----- the original's API -----------------------------------------------------------------------------
    def connect(self, timeout: float = 0) -> bool:
        """Connect to the server; True on success. Blocks at most `timeout` seconds (0: 10 s); a game
        window keeps running meanwhile."""
        if self._sock is not None:
            return True
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
            raise TypeError(tr("TCPClient.connect(): timeout is a number of seconds, got {timeout!r}.",
                               timeout=timeout))
        limit = DEFAULT_CONNECT_TIMEOUT_S if timeout <= 0 else float(timeout)
        where = f"{self.ipAddress}:{self.port}"
        self._connecting = True
        self._set_open(True)
        # The link counts as open until the failure's callback has run: a program that waits there and
        # tries again (`delay(1000); client.connect()`) waits in real time in a headless run too.
        try:
            try:
                self._call_now(self.CONNECTING, where)
                outcome = self._attempt(limit)
            finally:
                self._connecting = False
            if isinstance(outcome, socket.socket):
                return self._connected(outcome, where)
            if outcome == "occupied":
                delivery.note("tcpcom", tr("the server at {where} is busy with another client.", where=where))
                self._call_now(self.SERVER_OCCUPIED, where)
            else:
                delivery.note("tcpcom", tr("no connection to {where}: {outcome}", where=where, outcome=outcome))
                self._call_now(self.CONNECTION_FAILED, where)
            return False
        finally:
            if self._sock is None:
                self._set_open(False)

    def sendMessage(self, msg: Any, responseTime: float = 0) -> str | None:
        """Send a text to the server. With responseTime > 0, wait at most that many seconds for the
        server's next message and return it (None if none came)."""
        text = _message_text(msg, "TCPClient.sendMessage()")
        sock = self._sock
        if sock is None:
            self._note_idle(tr("sendMessage({text!r}) ignored: not connected to a server.", text=text))
            return None
        count = self._replies
        self._debug(f"send {text!r}")
        if not _send(sock, text):
            self._drop(sock)
            return None
        if responseTime and responseTime > 0:
            delivery.wait(lambda: self._replies != count or self._sock is None, float(responseTime))
            return self._last_reply if self._replies != count else None
        return None

    def disconnect(self) -> None:
        """Close the connection (DISCONNECTED follows)."""
        sock = self._sock
        if sock is not None:
            self._drop(sock)

    def isConnected(self) -> bool:
        return self._sock is not None

    def isConnecting(self) -> bool:
        return self._connecting

    @staticmethod
    def getVersion() -> str:
        return TCPCOM_VERSION

    @staticmethod
    def debug(msg: str) -> None:
        if TCPClient.isVerbose:
            print("   TCPClient-> " + msg)

    # ----- inside ----------------------------------------------------------------------------------------
    def _debug(self, text: str) -> None:
        if self._verbose or TCPClient.isVerbose:
            print("   TCPClient-> " + text)

    def close_for_exit(self) -> None:
        sock = self._sock
        if sock is not None and self._release(sock):
            self._set_open(False)

    def _attempt(self, limit: float) -> socket.socket | str:
        """Connect on a helper thread, so that a game window keeps running while we wait."""
        result: list[socket.socket | str] = []

        def connect() -> None:
            try:
                sock = socket.create_connection((self.ipAddress, self.port), timeout=limit)
            except socket.timeout:
                result.append(tr("no answer within {seconds:g} s. Check the address and that both computers "
                                 "are in the same network.", seconds=limit))
                return
            except ConnectionRefusedError:
                result.append(tr("connection refused. Is the server program running, on this port?"))
                return
            except OSError as exc:
                result.append(tr("{problem}. Check the address.", problem=exc.strerror or exc))
                return
            if _closed_at_once(sock):
                sock.close()
                result.append("occupied")
            else:
                result.append(sock)

        def attempt() -> None:
            try:
                connect()
            finally:
                delivery.changed()   # the wait below ends now

        helper = threading.Thread(target=attempt, name="tcpcom-connect", daemon=True)
        helper.start()
        delivery.wait(lambda: bool(result), limit + OCCUPIED_CHECK_S + 1.0)
        if not result:
            return f"no answer within {limit:g} s."
        return result[0]

    def _connected(self, sock: socket.socket, where: str) -> bool:
        sock.settimeout(SEND_TIMEOUT_S)
        _no_delay(sock)
        with self._lock:
            self._sock = sock
        self._set_open(True)
        self._debug(f"connected to {where}")
        self._call_now(self.CONNECTED, where)
        # Read only now, so that no MESSAGE overtakes CONNECTED.
        if self._sock is sock:
            threading.Thread(target=self._receive, args=(sock,), name="tcpcom-client", daemon=True).start()
        return self._sock is sock

    def _receive(self, sock: socket.socket) -> None:
        def on_message(text: str) -> None:
            self._last_reply = text
            self._replies += 1
            self._emit(self.MESSAGE, text)
        _read_messages(sock, on_message)
        self._drop(sock)

    def _drop(self, sock: socket.socket) -> None:
        """The connection ended (server gone, a failed send, or disconnect()): DISCONNECTED, once."""
        if self._release(sock):
            self._debug("disconnected")
            # queued before the link counts as closed: a headless run keeps following real time until
            # DISCONNECTED has reached the callback, instead of racing its virtual clock to the limit
            self._emit(self.DISCONNECTED, "")
            self._set_open(False)

    def _call_now(self, state: str, msg: str) -> None:
        delivery.call_now(self._callback, "onStateChanged()", state, msg)
