"""Network modules for two-player classroom games: TigerJython's `tcpcom` and `mqttclient`.

The top-level modules `tcpcom` and `mqttclient` (installed beside the `gamegrid` package) re-export
`gamegrid.net.tcp` and `gamegrid.net.mqtt`; `gamegrid.net.delivery` decides on which thread a pupil's
callback runs and how long a network program lives.
"""
