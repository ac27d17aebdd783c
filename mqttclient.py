"""TigerJython's mqttclient for CPython: `from mqttclient import GameClient, MQTTClient`.

The code lives in gamegrid/net/mqtt.py; this module only makes TigerJython's import work.
GAMEGRID_MQTT_BROKER=host[:port] replaces the broker every client connects to.
"""
from gamegrid.net.mqtt import GameClient, MQTTClient

__all__ = ["GameClient", "MQTTClient"]
