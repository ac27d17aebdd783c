"""TigerJython's `mqttclient` on paho-mqtt: `MQTTClient` (publish/subscribe) and `GameClient` (two players).

`GAMEGRID_MQTT_BROKER=host[:port]` replaces the broker every client connects to: classroom programs
name public brokers that are gone, and the tests use their own Mosquitto. Callbacks run as
gamegrid/net/delivery.py describes (on the game loop while a game window exists).

GameClient speaks the original's protocol on the game's topic ("<text>@<id>" payloads, "_ENTERED"
announcements, "DISCONNECT" when a player leaves), so a pupil on TigerJython and one on gamegrid for
CPython play together. What it adds cannot confuse a TigerJython peer: "DISCONNECT" is also the MQTT
last will (a program that dies tells its partner), and a lost broker is reported (DISCONNECTED here).
"""
from __future__ import annotations

import os
import random
import string
import threading
from typing import Any, Callable

from . import delivery
from ..base.i18n import tr
from ..runtime.errors import report_user_error

BROKER_VARIABLE = "GAMEGRID_MQTT_BROKER"
DEFAULT_PORT = 1883
CONNECT_TIMEOUT_S = 10.0   # TCP connection plus the broker's answer
DEFAULT_TOPIC = "/ch/aplu/mqtt/gameclient"
MQTTCLIENT_VERSION = "1.16 - Feb. 3, 2018"   # the original's version whose API this module has
ENTERED = "_ENTERED"          # a GameClient's announcement: "_ENTERED,<name>,<ip>"
PARTNER_LEFT = "DISCONNECT"   # the text a GameClient sends when it leaves
ID_CHARACTERS = string.ascii_lowercase + string.digits
ID_LENGTH = 20


def broker_address(host: str, port: int) -> tuple[str, int]:
    """The broker to use: GAMEGRID_MQTT_BROKER=host[:port] wins over what the script names. A port given
    as a numeric text ("1883") is taken as its number, as the original's socket layer does."""
    if isinstance(port, str) and port.strip().isdigit():
        port = int(port)
    override = os.environ.get(BROKER_VARIABLE, "").strip()
    if not override:
        return host, port
    name, colon, number = override.rpartition(":") if ":" in override else (override, "", "")
    if colon:
        if not number.isdigit() or not name:
            raise ValueError(tr("{BROKER_VARIABLE} must be host or host:port (e.g. localhost:1883), got "
                                "{override!r}.", BROKER_VARIABLE=BROKER_VARIABLE, override=override))
        return name, int(number)
    return name, port


def _payload_text(payload: Any, who: str) -> str:
    if isinstance(payload, str):
        return payload
    if isinstance(payload, (int, float)) and not isinstance(payload, bool):
        return str(payload)   # the original converts numbers, too
    raise TypeError(tr("{who} sends text: use str(...) to send {type_name} values, got {payload!r}.",
                       who=who, type_name=type(payload).__name__, payload=payload))


def _paho() -> Any:
    try:
        import paho.mqtt.client as paho
    except ImportError:
        raise ImportError(tr("mqttclient needs the paho-mqtt package: python3 -m pip install paho-mqtt")) from None
    return paho


class _Broker:
    """One connection to a broker (paho's network thread underneath), with a time limit on connecting
    and no silent reconnection: a lost broker is reported once, through `on_lost`."""

    def __init__(self, on_message: Callable[[str, str], None], on_lost: Callable[[], None],
                 username: str = "", password: str = "", will: tuple[str, str] | None = None) -> None:
        paho = _paho()
        self.client = paho.Client(paho.CallbackAPIVersion.VERSION2, reconnect_on_failure=False)
        if username:
            self.client.username_pw_set(username, password or None)
        if will is not None:
            self.client.will_set(will[0], will[1])
        self.client.on_connect = self._on_connect
        self.client.on_disconnect = self._on_disconnect
        self.client.on_message = lambda client, userdata, message: on_message(
            message.topic, message.payload.decode("utf-8", errors="replace"))
        self.client.on_subscribe = self._on_subscribe
        self.client.on_publish = self._on_publish
        self._on_lost = on_lost
        self.connected = False
        self._closing = False
        self._answer: list[str] = []   # "ok" or what went wrong
        self._subscribed: set[int] = set()
        self._published: set[int] = set()   # acknowledged (qos > 0); paho marks its own info only after on_publish

    def connect(self, host: str, port: int, keepalive: int,
                start_loop: Callable[[], None] | None = None) -> str:
        """Blocking (a game window keeps running): "ok", or what went wrong. `start_loop` starts the thread
        that runs paho's network loop (`run_loop`); without it paho starts one of its own."""
        self.client.connect_timeout = CONNECT_TIMEOUT_S / 2

        def attempt() -> None:
            try:
                self.client.connect(host, port, keepalive)
            except ConnectionRefusedError:
                self._answer.append(tr("connection refused: no broker is running there."))
                delivery.changed()
                return
            except OSError as exc:
                self._answer.append(f"{exc.strerror or exc or 'no answer'}.")
                delivery.changed()
                return
            (start_loop or self.client.loop_start)()

        threading.Thread(target=attempt, name="mqttclient-connect", daemon=True).start()
        delivery.wait(lambda: bool(self._answer), CONNECT_TIMEOUT_S)
        answer = self._answer[0] if self._answer else f"no answer within {CONNECT_TIMEOUT_S:g} s."
        if answer != "ok":
            self.close()
        return answer

    def subscribe(self, topic: Any, qos: int = 0) -> bool:
        """Subscribe and wait for the broker's confirmation (so nothing sent right after is missed)."""
        result, mid = self.client.subscribe(topic, qos)
        if result != 0:
            return False
        return delivery.wait(lambda: mid in self._subscribed or not self.connected, CONNECT_TIMEOUT_S) \
            and self.connected

    def publish(self, topic: str, payload: str, qos: int = 0, retain: bool = False) -> bool:
        """Queue the message; with qos > 0 wait (a game window keeps running) until the broker confirms."""
        if not self.connected:
            return False
        info = self.client.publish(topic, payload, qos, retain)
        if info.rc != 0:
            return False
        if qos > 0:
            return delivery.wait(lambda: info.mid in self._published or info.is_published(), CONNECT_TIMEOUT_S)
        return True

    def run_loop(self) -> None:
        """paho's network loop on this thread, until the connection ends (disconnect() or a lost broker)."""
        try:
            self.client.loop_forever(retry_first_connection=False)
        except Exception as exc:   # paho gave up on the socket: the connection is lost
            self._on_disconnect(self.client, None, None, exc, None)

    def close(self) -> None:
        self._closing = True
        self.connected = False
        try:
            self.client.disconnect()   # ends run_loop's loop_forever
            self.client.loop_stop()    # or paho's own loop thread
        except Exception:   # already gone: nothing more to close
            pass

    def _on_connect(self, client: Any, userdata: Any, flags: Any, reason: Any, properties: Any) -> None:
        if reason.is_failure:
            self._answer.append(tr("the broker refused the connection ({reason}).", reason=reason))
        else:
            self.connected = True
            self._answer.append("ok")
        delivery.changed()   # connect() waits for the answer

    def _on_subscribe(self, client: Any, userdata: Any, mid: int, reasons: Any, properties: Any) -> None:
        self._subscribed.add(mid)
        delivery.changed()

    def _on_publish(self, client: Any, userdata: Any, mid: int, reason: Any, properties: Any) -> None:
        self._published.add(mid)
        delivery.changed()

    def _on_disconnect(self, client: Any, userdata: Any, flags: Any, reason: Any, properties: Any) -> None:
        was_connected, self.connected = self.connected, False
        if was_connected and not self._closing:
            self._on_lost()
        delivery.changed()


class MQTTClient(delivery.Link, threading.Thread):
    """Publish and subscribe. messageReceived(topic, message) is called for each message received.

    A Thread, as in the original: connect() starts it, and its run() is the network loop (sending,
    receiving, keep-alive pings) until disconnect() or a lost broker. Unlike the original it runs without a
    messageReceived too (so a publishing client keeps its connection), and a connect() after the thread has
    ended runs the loop on a helper thread instead of raising RuntimeError (a Thread starts only once)."""

    module_name = "mqttclient"

    def __init__(self, messageReceived: Callable[[str, str], Any] | None = None, username: str = "",
                 password: str = "") -> None:
        if messageReceived is not None and not callable(messageReceived):
            raise TypeError(tr("MQTTClient(): messageReceived must be a function such as `def "
                               "onMessageReceived(topic, message):`, got {messageReceived!r}.",
                               messageReceived=messageReceived))
        self._callback = messageReceived
        self._username, self._password = username or "", password or ""
        self._broker: _Broker | None = None
        self._looping: _Broker | None = None   # the connection whose network loop run() runs
        self._verbose = False
        delivery.Link.__init__(self)
        threading.Thread.__init__(self, name="mqttclient", daemon=True)

    def connect(self, host: str, port: int = DEFAULT_PORT, keepalive: int = 60) -> bool:
        """Connect to the broker (GAMEGRID_MQTT_BROKER replaces host[:port]); True on success."""
        if self._broker is not None and self._broker.connected:
            return True
        host, port = broker_address(host, port)
        broker = _Broker(self._received, self._lost, self._username, self._password)
        self._set_open(True)
        answer = broker.connect(host, port, keepalive, lambda: self._start_loop(broker))
        if answer != "ok":
            self._set_open(False)
            delivery.note("mqttclient", tr("no connection to the broker {host}:{port}: {answer} (Set "
                                           "{BROKER_VARIABLE}=host:port to use another broker.)",
                                           host=host, port=port, answer=answer, BROKER_VARIABLE=BROKER_VARIABLE))
            return False
        self._broker = broker
        self._debug(f"connected to {host}:{port}")
        return True

    def _start_loop(self, broker: _Broker) -> None:
        """The first connection's loop is this thread's run(); a Thread starts only once, so a later one
        gets a helper thread of paho's."""
        if self.ident is None:
            self._looping = broker
            self.start()
        else:
            broker.client.loop_start()

    def run(self) -> None:
        """The thread body (started by connect()): the broker connection's network loop, until it ends."""
        broker = self._looping
        if broker is not None:
            broker.run_loop()

    def isAlive(self) -> bool:
        """Jython's name of Thread.is_alive()."""
        return self.is_alive()

    def disconnect(self) -> None:
        broker, self._broker = self._broker, None
        if broker is not None:
            broker.close()
            self._set_open(False)

    def publish(self, topic: str, payload: Any, qos: int = 0, retain: bool = False) -> bool:
        """Send; True when the message went out (with qos > 0: when the broker confirmed it)."""
        text = _payload_text(payload, "MQTTClient.publish()")
        broker = self._broker
        if broker is None or not broker.connected:
            self._note_idle(tr("publish({topic!r}, {text!r}) ignored: not connected to a broker.",
                               topic=topic, text=text))
            return False
        self._debug(f"publish {topic}: {text!r}")
        return broker.publish(topic, text, qos, retain)

    def subscribe(self, topic: Any, qos: int = 0) -> None:
        broker = self._broker
        if broker is None or not broker.connected:
            self._note_idle(tr("subscribe({topic!r}) ignored: call connect() first.", topic=topic))
            return
        self._debug(f"subscribe {topic}")
        broker.subscribe(topic, qos)

    def setVerbose(self, verbose: bool) -> None:
        self._verbose = bool(verbose)

    def close_for_exit(self) -> None:
        self.disconnect()

    def _received(self, topic: str, text: str) -> None:
        self._debug(f"received {topic}: {text!r}")
        delivery.emit(self._callback, "onMessageReceived()", topic, text)

    def _lost(self) -> None:
        self._broker = None
        self._set_open(False)
        delivery.note("mqttclient", tr("the connection to the broker was lost."))

    def _debug(self, text: str) -> None:
        if self._verbose:
            print(f"   MQTTClient-> {text}")


class GameClient(delivery.Link):
    """Two players on one topic, on the original's wire protocol, so that it pairs with a TigerJython
    GameClient as well as with another of ours.

    stateChanged(state): CONNECTING, CONNECTED (at the broker, waiting for a partner), READY (a partner
    is there), DISCONNECTED (own disconnect(), no broker, or the broker was lost). messageReceived(msg):
    every text sent on the topic by another client; when the partner leaves, the text "DISCONNECT".

    On the wire every payload is "<text>@<sender's id>"; a client announces itself with the text
    "_ENTERED,<name>,<ip>"; a waiting client that hears an announcement answers with its own and is READY.
    """

    module_name = "mqttclient"
    CONNECTING = "CONNECTING"
    CONNECTED = "CONNECTED"
    READY = "READY"
    DISCONNECTED = "DISCONNECTED"

    def __init__(self, stateChanged: Callable[[str], Any] | None = None,
                 messageReceived: Callable[[str], Any] | None = None, topic: str = DEFAULT_TOPIC) -> None:
        for name, value, signature in (("stateChanged", stateChanged, "onStateChanged(state)"),
                                       ("messageReceived", messageReceived, "onMessageReceived(msg)")):
            if value is not None and not callable(value):
                raise TypeError(tr("GameClient(): {name} must be a function such as `def {signature}:`, got "
                                   "{value!r}.", name=name, signature=signature, value=value))
        if not isinstance(topic, str) or not topic or "#" in topic or "+" in topic:
            raise ValueError(tr("GameClient(): the topic must be a text without # and +, such as "
                                '"/myschool/connect4", got {topic!r}.', topic=topic))
        self._state_changed = stateChanged
        self._message_received = messageReceived
        self.topic = topic
        self._me = "".join(random.SystemRandom().choice(ID_CHARACTERS) for _ in range(ID_LENGTH))
        self._name = ""
        self._lock = threading.Lock()
        self._broker: _Broker | None = None
        self._state = "IDLE"
        self._partner_name = ""
        self._partner_address = ""
        super().__init__()

    # ----- the original's API -----------------------------------------------------------------------------
    def setName(self, name: Any) -> None:
        """The name the partner sees (getPartnerName() there)."""
        self._name = str(name)

    def getPartnerName(self) -> str:
        return self._partner_name

    def getPartnerAddress(self) -> str:
        """The IP address the partner announced ("" until a partner is there)."""
        return self._partner_address

    def getState(self) -> str:
        return self._state

    def connect(self, host: str, port: int = DEFAULT_PORT) -> bool:
        """Connect to the broker, announce this player on the topic; True when the broker answered."""
        if self._broker is not None:
            return True
        host, port = broker_address(host, port)
        self._set_state(self.CONNECTING, now=True)
        self._set_open(True)
        # the last will tells the partner "DISCONNECT" also when this program dies without disconnect()
        broker = _Broker(self._received, self._lost, will=(self.topic, self._payload(PARTNER_LEFT)))
        answer = broker.connect(host, port, 60)
        if answer == "ok" and not broker.subscribe(self.topic):
            answer = tr("the broker did not confirm the subscription.")
            broker.close()
        if answer != "ok":
            delivery.note("mqttclient", tr("GameClient: no connection to the broker {host}:{port}: {answer} (Set "
                                           "{BROKER_VARIABLE}=host:port to use another broker.)",
                                           host=host, port=port, answer=answer, BROKER_VARIABLE=BROKER_VARIABLE))
            try:   # open until the callback has run (it may wait and try again, in real time)
                self._set_state(self.DISCONNECTED, now=True)
            finally:
                if self._broker is None:
                    self._set_open(False)
            return False
        self._broker = broker
        self._set_state(self.CONNECTED, now=True)
        self._announce()
        return True

    def sendMessage(self, msg: Any) -> None:
        """Send a text to the other player(s) on the topic, in any state (as the original)."""
        text = _payload_text(msg, "GameClient.sendMessage()")
        broker = self._broker
        if broker is None or not broker.connected:
            self._note_idle(tr("sendMessage({text!r}) ignored: no partner (state {state}).",
                               text=text, state=self._state))
            return
        broker.publish(self.topic, self._payload(text))

    def disconnect(self) -> None:
        """Leave the game: DISCONNECTED here; the partner receives the message "DISCONNECT"."""
        if self._broker is None:
            return
        self._set_state(self.DISCONNECTED, now=True)
        self._leave()

    # ----- inside ----------------------------------------------------------------------------------------
    def close_for_exit(self) -> None:
        self._leave()

    def _leave(self) -> None:
        with self._lock:
            broker, self._broker = self._broker, None
        if broker is None:
            return
        broker.publish(self.topic, self._payload(PARTNER_LEFT))
        broker.close()
        self._set_open(False)

    def _payload(self, text: str) -> str:
        return text + "@" + self._me

    def _announce(self) -> None:
        broker = self._broker
        if broker is not None:
            broker.publish(self.topic, self._payload(f"{ENTERED},{self._name},{_own_address()}"))

    def _received(self, topic: str, payload: str) -> None:
        """On paho's thread: one payload "<text>@<sender>" from the topic."""
        text, at, sender = payload.rpartition("@")
        if not at or sender == self._me:
            return   # not a GameClient's payload, or our own
        if text.startswith(ENTERED):
            _, _, rest = text.partition(",")
            name, _, address = rest.partition(",")
            with self._lock:
                self._partner_name, self._partner_address = name, address
                waiting = self._state == self.CONNECTED and self._broker is not None
                if waiting:
                    self._state = self.READY
            if waiting:
                self._announce()
                self._noted_idle = False
                self._set_state(self.READY)
            return
        if text == PARTNER_LEFT and self._message_received is not None:
            delivery.emit(self._partner_left, "onMessageReceived()", text)
        else:
            delivery.emit(self._message_received, "onMessageReceived()", text)

    def _partner_left(self, text: str) -> None:
        """"DISCONNECT" to the pupil's messageReceived. A program that reads every message as a move fails
        on it; TigerJython's GameClient swallows that error without a word and the program goes on, so
        here it is shown, with what to do, but does not count as the run's error."""
        callback = self._message_received
        if callback is None:
            return
        try:
            callback(text)
        except Exception as exc:   # pupil code that did not expect the partner to leave
            report_user_error(exc, "onMessageReceived()", callback, (text,))
            delivery.note("mqttclient", tr('your partner left: GameClient sends the message "DISCONNECT" then, as in '
                                           'TigerJython. Test for it first: if msg == "DISCONNECT": ...'))

    def _lost(self) -> None:
        with self._lock:
            self._broker = None
        delivery.note("mqttclient", tr("GameClient: the connection to the broker was lost."))
        self._set_state(self.DISCONNECTED)
        self._set_open(False)

    def _set_state(self, state: str, now: bool = False) -> None:
        self._state = state
        if now:
            delivery.call_now(self._state_changed, "onStateChanged()", state)
        else:
            delivery.emit(self._state_changed, "onStateChanged()", state)


def _own_address() -> str:
    """What the original announces: this computer's address in the local network."""
    from .tcp import local_ip_address
    return local_ip_address()
