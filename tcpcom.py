"""TigerJython's tcpcom for CPython: `from tcpcom import TCPServer, TCPClient`.

The code lives in gamegrid/net/tcp.py and gamegrid/net/http.py; this module only makes TigerJython's
import work. A star import also gives what the original's did (socket, sys, json, Thread), but not
`time`: under `gamegrid run` a script's `time` follows the run's clock, and a star import must not
replace it.
"""
import json
import socket
import sys
from threading import Thread

from gamegrid.net.http import HTTPClient, HTTPServer, ThingSpeakChannel
from gamegrid.net import tcp as _tcp
from gamegrid.net.tcp import TCPClient, TCPServer

TCPCOM_VERSION = _tcp.TCPCOM_VERSION
"""The version of TigerJython's tcpcom whose classes and behaviour this module has."""

__all__ = ["TCPServer", "TCPClient", "HTTPServer", "HTTPClient", "ThingSpeakChannel", "TCPCOM_VERSION",
           "socket", "sys", "json", "Thread"]
