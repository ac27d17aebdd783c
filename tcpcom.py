"""TigerJython's tcpcom for CPython: `from tcpcom import TCPServer, TCPClient`.

The code lives in gamegrid/net/tcp.py; this module only makes TigerJython's import work.
"""
from gamegrid.net.tcp import TCPClient, TCPServer
from gamegrid.model.unsupported import unsupported_class

HTTPServer = unsupported_class("tcpcom.HTTPServer", "the small web server of the Raspberry Pi module is not ported",
                               "use Python's http.server module")
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""

__all__ = ["TCPServer", "TCPClient", "HTTPServer"]
