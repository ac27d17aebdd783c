"""A static web server for a built site, on 127.0.0.1 only (`gamegrid web --serve`, the browser tests).
Python's own http.server, quiet, with the types browsers insist on for WebAssembly and ES modules."""
from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from pathlib import Path
from typing import Iterator

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip",
         ".gz": "application/gzip"}   # never Content-Encoding: the page takes the gzip off itself (archives.js)


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self) -> None:
        # a rebuilt site is always seen anew (a teacher edits, builds again and reloads)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:   # noqa: A002 (http.server's name)
        pass


def make_server(folder: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A server for `folder` on 127.0.0.1:`port` (0: a free port); not yet serving."""
    handler = functools.partial(_Handler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def url_of(server: http.server.ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/"


@contextlib.contextmanager
def serve_folder(folder: Path, port: int = 0) -> Iterator[str]:
    """Serves `folder` in a thread while the block runs; yields its URL (ending in /)."""
    server = make_server(folder, port)
    thread = threading.Thread(target=server.serve_forever, name="gamegrid-web-serve", daemon=True)
    thread.start()
    try:
        yield url_of(server)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
