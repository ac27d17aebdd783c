"""The web part of TigerJython's `tcpcom`: `HTTPServer`, `HTTPClient` and `ThingSpeakChannel`.

HTTPServer is a TCPServer that reads lines (end byte "\\n") and answers one GET request per connection,
as the original does; the request line is taken apart with the standard library's URL parser. HTTPClient
and ThingSpeakChannel use urllib.request. Every call that goes out to a network blocks the caller, as
in the original; where the original lets a network error escape as a Python 2 exception, these raise a
ConnectionError whose text says what was wrong.
"""
from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Callable

from . import delivery
from .tcp import TCPServer, _check_port, _read_messages, _send
from ..base.i18n import tr

REQUEST_TIMEOUT_S = 20.0   # an HTTP request that gets no answer at all ends with ConnectionError
IDLE_TIMEOUT_S = 5         # a browser that connects and asks nothing is sent away after this long


class HTTPServer(TCPServer):
    """A very small web server: requestHandler(clientIP, filename, params) returns (text, stateHandler);
    the text goes back to the browser as a web page, then stateHandler() (when not None) is called.

    filename starts with "/"; params is a tuple of (key, value) texts from the query (?a=1&b=2)."""

    _default_idle_s = float(IDLE_TIMEOUT_S)

    def __init__(self, requestHandler: Callable[[str, str, tuple[tuple[str, str], ...]], Any],
                 serverName: str = "PYSERVER", port: int = 80, isVerbose: bool = False) -> None:
        if not callable(requestHandler):
            raise TypeError(tr("HTTPServer(): requestHandler must be a function such as `def onRequest(clientIP, "
                               "filename, params):` that returns (text, None), got {value!r}.",
                               value=requestHandler))
        self.serverName = str(serverName)
        self.requestHandler = requestHandler
        self.verbose = bool(isVerbose)
        self.timeout = IDLE_TIMEOUT_S
        self.clientIP = ""
        port = _check_port(port, "HTTPServer()")
        super().__init__(port, stateChanged=self.onStateChanged, endOfBlock="\n", isVerbose=isVerbose)

    def getHeader1(self) -> str:
        """The answer to a request that is not a GET."""
        return "HTTP/1.1 501 OK\r\nServer: " + self.serverName + "\r\nConnection: Closed\r\n"

    def getHeader2(self) -> str:
        """The answer's header for a page; %d is the page's length."""
        return ("HTTP/1.1 200 OK\r\nServer: " + self.serverName + "\r\nContent-Length: %d\r\n"
                "Content-Type: text/html\r\nConnection: Closed\r\n\r\n")

    def onStop(self) -> None:
        self.terminate()

    def getClientIP(self) -> str:
        """The connected browser's address, "" when none is connected."""
        return self.clientIP

    def onStateChanged(self, state: str, msg: str) -> None:
        if state == self.CONNECTED:
            self.clientIP = msg
            self.debug("Client " + msg + " connected.")
        elif state == self.LISTENING:
            self.clientIP = ""
            self.debug("LISTENING")
        elif state == self.MESSAGE:   # (lines come to _answer_on directly; this serves a direct call)
            self._answer(msg)

    def _answer(self, line: str) -> None:
        conn = self._sock
        if conn is not None:
            self._answer_on(conn, line)

    def _serve(self, conn: Any, idle_s: float) -> None:
        """Each line goes to the pupil's handler with its own connection: a browser's header lines that
        arrive after the answer must never be taken for the next browser's request."""
        _read_messages(conn, lambda text: delivery.emit(self._answer_on, "onRequest()", conn, text), idle_s,
                       self._terminator)
        self._drop(conn)

    def _answer_on(self, conn: Any, line: str) -> None:
        if self._sock is not conn:
            return   # this connection was answered already (or is gone)
        self.debug("request: " + line)
        filename, params = parse_request(line)
        if filename is None:
            _send(conn, self.getHeader1() + "\r\n", b"")
        else:
            try:
                client_ip = conn.getpeername()[0]
            except OSError:
                client_ip = self.clientIP
            answer = self.requestHandler(client_ip, filename, params)
            text, state_handler = answer if isinstance(answer, tuple) and len(answer) == 2 else (answer, None)
            text = "" if text is None else str(text)
            # header and page as they are (the original's sendMessage() added "\n" after each, so the
            # page began with a stray line and its Content-Length cut off the last character)
            _send(conn, self.getHeader2() % len(text.encode("utf-8")) + text, b"")
            if state_handler is not None:
                try:
                    state_handler()
                except Exception as exc:   # pupil code, after the answer went out: report it as the original
                    print("Exception in stateHandler():", exc)
        self._drop(conn)

    def debug(self, msg: str) -> None:  # type: ignore[override]   # the original's instance method here
        if self.verbose:
            print("   HTTPServer-> " + msg)

    @staticmethod
    def getServerIP() -> str:
        """This computer's address in the local network."""
        return TCPServer.getIPAddress()


def parse_request(line: str) -> tuple[str | None, tuple[tuple[str, str], ...]]:
    """("/file", ((key, value), ...)) of a request line "GET /file?key=value HTTP/1.1"; (None, ()) for
    anything else."""
    words = line.split()
    if len(words) < 2 or words[0] != "GET":
        return None, ()
    parts = urllib.parse.urlsplit(words[1])
    params = tuple(urllib.parse.parse_qsl(parts.query, keep_blank_values=True))
    return parts.path or "/", params


class HTTPClient:
    """Blocking web requests (the original's static methods); the answer's body as a text."""

    @staticmethod
    def getRequest(url: str, data: dict[str, Any] | None = None) -> str:
        if data:
            url = url + "?" + urllib.parse.urlencode(data)
        return _request(urllib.request.Request(url))

    @staticmethod
    def postRequest(url: str, data: dict[str, Any] | None = None) -> str:
        body = urllib.parse.urlencode(data).encode("utf-8") if data else b""
        return _request(urllib.request.Request(url, data=body, method="POST"))

    @staticmethod
    def deleteRequest(url: str, data: str = "") -> str:
        body = data.encode("utf-8") if isinstance(data, str) else bytes(data)
        return _request(urllib.request.Request(url, data=body or None, method="DELETE"))

    @staticmethod
    def pushover(token_key: str, user_key: str, title: str, message: str) -> str:
        """A push message through api.pushover.net."""
        return HTTPClient.postRequest("https://api.pushover.net/1/messages.json",
                                      {"token": token_key, "user": user_key, "title": title, "message": message})

    @staticmethod
    def toUrl(string: Any, encode: bool = True) -> str:
        """The text made safe for a URL (the original's method always failed; this one works)."""
        return urllib.parse.quote(str(string)) if encode else str(string)

    @staticmethod
    def extractJSON(response: str) -> Any:
        """The dictionary between the first "{" and the last "}", None when there is none."""
        try:
            return json.loads(response[response.find("{"):response.rfind("}") + 1])
        except (ValueError, TypeError, AttributeError):
            return None


def _request(request: urllib.request.Request) -> str:
    try:
        with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_S) as response:
            return response.read().decode("utf-8", errors="replace")
    except urllib.error.HTTPError as exc:
        print("HTTP error:", exc.code)   # as the original: the code on the console, the error page returned
        return exc.read().decode("utf-8", errors="replace")
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ConnectionError(tr("no answer from {url}: {reason}. Check the address and the network "
                                 "connection.", url=request.full_url, reason=reason)) from None


class ThingSpeakChannel:
    """A channel on thingspeak.com (needs the internet): read and write its fields 1..8."""

    _host = "https://api.thingspeak.com"
    _maxEntries = 8

    def __init__(self, channelId: Any, readKey: str, writeKey: str, userKey: str, isVerbose: bool = False) -> None:
        self._channelId = channelId
        self._readKey = readKey
        self._writeKey = writeKey
        self._userKey = userKey
        self._labels: list[int] = []
        self._isVerbose = bool(isVerbose)

    def getData(self, nbEntries: int = -1, includeDate: bool = True) -> list[dict[Any, str]]:
        """The last nbEntries records (-1: all) as [{1: value, 2: value, "date": ...}, ...] of texts."""
        results = str(nbEntries) if nbEntries != -1 else "8000"
        reply = self._get(f"/channels/{self._channelId}/feeds.json?api_key={self._readKey}&results={results}")
        data = HTTPClient.extractJSON(reply)
        if not isinstance(data, dict) or _bad_request(data):
            return []
        channel, feeds = data.get("channel") or {}, data.get("feeds") or []
        self._labels = [label for label in range(1, self._maxEntries + 1) if f"field{label}" in channel]
        rows = []
        for feed in feeds:
            row: dict[Any, str] = {}
            for label in self._labels:
                if f"field{label}" in feed:
                    if includeDate:
                        row["date"] = str(feed.get("created_at", "")).replace("T", " ").replace("Z", "")
                    row[label] = str(feed[f"field{label}"])
            if not row:
                break
            rows.append(row)
        return rows

    def getTable(self, nbEntries: int = -1, includeDate: bool = True) -> "ChannelTable":
        """getData() as a table (fields "field1".., and "date")."""
        return ChannelTable(self.getData(nbEntries, includeDate))

    def show(self, nbEntries: int = -1, includeDate: bool = True) -> None:
        print(self.getTable(nbEntries, includeDate))

    def getLastValue(self, fieldId: int = 1) -> str | None:
        last = self.getData(1)
        return last[0].get(fieldId) if last else None

    def getFields(self) -> dict[str, str]:
        """{"field1": name, ...} of the fields the channel defines."""
        data = HTTPClient.extractJSON(self._get(f"/channels/{self._channelId}/feeds.json?api_key={self._readKey}"
                                                "&results=1"))
        if not isinstance(data, dict) or _bad_request(data):
            return {}
        channel = data.get("channel") or {}
        return {f"field{n}": channel[f"field{n}"] for n in range(1, self._maxEntries + 1) if f"field{n}" in channel}

    def insert(self, data: Any, timeout: float = 20) -> bool:
        """Add one record (a value for field 1, or {fieldId: value}); blocking: while the server refuses
        (a free account takes one record every 15 s) it tries again each second until `timeout` s."""
        if isinstance(data, dict):
            query = "".join(f"&field{key}={urllib.parse.quote(str(value))}" for key, value in data.items())
        else:
            query = "&field1=" + urllib.parse.quote(str(data))
        for _ in range(max(1, int(timeout))):
            try:
                reply = self._get(f"/update/?api_key={self._writeKey}{query}")
            except ConnectionError as exc:
                self._debug(str(exc))
                return False
            if reply.strip() != "0":
                found = HTTPClient.extractJSON(reply)
                return not (isinstance(found, dict) and _bad_request(found))
            delivery.wait(lambda: False, 1.0)   # refused for now: a game window keeps running meanwhile
        return False

    def clear(self) -> bool:
        """Delete every record of the channel (needs the user key)."""
        url = f"{self._host}/channels/{self._channelId}/feeds.json?api_key={self._userKey}"
        found = HTTPClient.extractJSON(_thingspeak(lambda: HTTPClient.deleteRequest(url)))
        return not (isinstance(found, dict) and _bad_request(found))

    def _get(self, inquiry: str) -> str:
        url = self._host + inquiry
        self._debug("GET " + url)
        return _thingspeak(lambda: HTTPClient.getRequest(url))

    def _debug(self, msg: str) -> None:
        if self._isVerbose:
            print("---> Debug:", msg)


def _thingspeak(request: Callable[[], str]) -> str:
    try:
        return request()
    except ConnectionError as exc:
        raise ConnectionError(tr("ThingSpeakChannel needs the internet: {problem}", problem=exc)) from None


def _bad_request(data: dict[str, Any]) -> bool:
    if str(data.get("status")) in ("400", "404"):
        print("Bad request")
        return True
    return False


class ChannelTable:
    """The rows of a ThingSpeak channel with their field names (the original returns a DbTable)."""

    def __init__(self, rows: list[dict[Any, str]]) -> None:
        self.rows = rows
        keys = list(rows[0].keys()) if rows else []
        self.fieldNames = [key if key == "date" else f"field{key}" for key in keys]
        self._keys = keys

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Any:
        return iter([[row.get(key, "") for key in self._keys] for row in self.rows])

    def __str__(self) -> str:
        lines = ["\t".join(self.fieldNames)]
        lines += ["\t".join(row) for row in self]
        return "\n".join(lines)
