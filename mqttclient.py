"""TigerJython's mqttclient for CPython: `from mqttclient import GameClient, MQTTClient`.

The code lives in gamegrid/net/mqtt.py; this module only makes TigerJython's import work.
GAMEGRID_MQTT_BROKER=host[:port] replaces the broker every client connects to. A star import also
gives what the original's did (Thread, random, string, and HTTPServer from tcpcom).
"""
import random
import string
from threading import Thread

from gamegrid.net.http import HTTPServer
from gamegrid.net import mqtt as _mqtt
from gamegrid.net.mqtt import GameClient, MQTTClient

MQTTCLIENT_VERSION = _mqtt.MQTTCLIENT_VERSION
"""The version of TigerJython's mqttclient whose classes and behaviour this module has."""

__all__ = ["GameClient", "MQTTClient", "MQTTCLIENT_VERSION", "HTTPServer", "Thread", "random", "string"]
