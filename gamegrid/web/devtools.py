"""A small client of the Chrome DevTools Protocol, for the browser tests and bench_web: it starts headless
Chromium and drives pages of a site that `gamegrid web` built.

Chromium talks to us over a pair of pipes (`--remote-debugging-pipe`, as Playwright drives it), not a
websocket on a port: no port to pick or race for, no other program can attach, and no websocket code or
library is needed (docs/decisions.md, "The browser tests"). Messages are JSON texts ended by a NUL byte.

Use::

    from gamegrid.web import devtools
    from gamegrid.web.serve import serve_folder   # a static server on 127.0.0.1 (a thread)

    with devtools.Browser() as browser, serve_folder(site_dir) as url:
        page = browser.new_page()
        page.goto(url + "index.html?lang=de")
        page.evaluate("window.gamegrid.ready")              # awaits the Promise (timeout: 60 s)
        state = page.evaluate("window.gamegrid.state()")    # plain JSON values come back as Python values
        png = page.screenshot()                             # PNG bytes of the viewport (or clip=(x, y, w, h))
        page.drag([(100, 100), (150, 100)])                 # a mouse drag in CSS pixels of the viewport
        page.key("ArrowLeft")                               # a key press and release
        page.requests                                       # every URL the page asked for
        page.console                                        # console messages and uncaught exceptions

`find_chromium()` says where Chromium is (None when it is not installed): tests skip with that reason.
"""
from __future__ import annotations

import base64
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
import time
from typing import Any, Iterable

from ..base.i18n import tr

# The flags issue 33 pins: headless, WebGL2 on SwiftShader (no GPU needed), no sandbox (CI runs as root).
CHROMIUM_FLAGS = ("--headless=new", "--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader",
                  "--enable-unsafe-swiftshader")
# Quiet, reproducible: no first-run pages, no network of its own (updates, safe browsing, translate...).
QUIET_FLAGS = ("--no-first-run", "--no-default-browser-check", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--disable-extensions",
               "--disable-default-apps", "--disable-features=Translate,MediaRouter,OptimizationHints",
               "--mute-audio", "--hide-scrollbars", "--disable-background-timer-throttling",
               "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows")


class DevToolsError(RuntimeError):
    """Chromium answered a command with an error, died, or a page's script threw."""


def find_chromium() -> str | None:
    """The Chromium program: $GAMEGRID_CHROMIUM, else `chromium` or `chromium-browser` or `google-chrome` on PATH."""
    named = os.environ.get("GAMEGRID_CHROMIUM")
    if named:
        return shutil.which(named) or (named if os.path.isfile(named) else None)
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    """One headless Chromium, talked to over pipes; `new_page()` opens tabs in it."""

    def __init__(self, chromium: str | None = None, *, width: int = 1280, height: int = 900,
                 extra_flags: Iterable[str] = ()) -> None:
        program = chromium or find_chromium()
        if program is None:
            raise DevToolsError(tr("Chromium is not installed (Debian: apt-get install chromium)."))
        self._profile = tempfile.TemporaryDirectory(prefix="gamegrid-chromium-")
        # Chromium reads commands on fd 3 and writes answers on fd 4; bash puts our pipe ends there.
        to_chromium_r, self._to_chromium = os.pipe()
        self._from_chromium, from_chromium_w = os.pipe()
        high_r = _high_fd(to_chromium_r)
        high_w = _high_fd(from_chromium_w)
        args = [program, *CHROMIUM_FLAGS, *QUIET_FLAGS, *extra_flags, "--remote-debugging-pipe",
                f"--user-data-dir={self._profile.name}", f"--window-size={width},{height}", "about:blank"]
        self._process = subprocess.Popen(
            [_bash(), "-c", f'exec "$@" 3<&{high_r} 4>&{high_w} {high_r}<&- {high_w}>&-', "bash", *args],
            pass_fds=(high_r, high_w), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        for fd in (to_chromium_r, from_chromium_w, high_r, high_w):
            os.close(fd)
        self._next_id = 0
        self._lock = threading.Lock()
        self._waiting: dict[int, queue.Queue] = {}
        self._listeners: dict[str | None, list] = {}
        self._closed = False
        self._reader = threading.Thread(target=self._read, name="devtools-reader", daemon=True)
        self._reader.start()
        self.width, self.height = width, height
        self.version = self.send("Browser.getVersion")

    # -- the wire --------------------------------------------------------------------------------------------
    def _read(self) -> None:
        buffer = b""
        while True:
            try:
                chunk = os.read(self._from_chromium, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                break
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                self._dispatch(json.loads(raw))
        self._closed = True
        with self._lock:
            waiting = list(self._waiting.values())
        for answer in waiting:
            answer.put({"error": {"message": "Chromium closed its DevTools pipe (did it crash?)"}})

    def _dispatch(self, message: dict) -> None:
        if "id" in message:
            with self._lock:
                answer = self._waiting.pop(message["id"], None)
            if answer is not None:
                answer.put(message)
            return
        for listener in list(self._listeners.get(message.get("sessionId"), ())):
            listener(message["method"], message.get("params", {}))

    def send(self, method: str, params: dict | None = None, *, session: str | None = None,
             timeout: float = 60.0) -> dict:
        """Sends one command and waits for its answer (the `result` object)."""
        if self._closed:
            raise DevToolsError(tr("Chromium is not running any more."))
        answer: queue.Queue = queue.Queue(maxsize=1)
        with self._lock:
            self._next_id += 1
            message_id = self._next_id
            self._waiting[message_id] = answer
        message: dict[str, Any] = {"id": message_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self._to_chromium, data):]
        try:
            reply = answer.get(timeout=timeout)
        except queue.Empty:
            with self._lock:
                self._waiting.pop(message_id, None)
            raise DevToolsError(tr("{method}: no answer from Chromium within {seconds:g} s.", method=method,
                                    seconds=timeout)) from None
        if "error" in reply:
            raise DevToolsError(tr("{method}: Chromium answered: {error}", method=method,
                                    error=f"{reply['error'].get('message')} {reply['error'].get('data', '')}"))
        return reply.get("result", {})

    def listen(self, session: str | None, listener) -> None:
        self._listeners.setdefault(session, []).append(listener)

    # -- pages -----------------------------------------------------------------------------------------------
    def new_page(self) -> "Page":
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, target, session)

    def close(self) -> None:
        if self._process.poll() is None:
            try:
                self.send("Browser.close", timeout=5)
            except DevToolsError:
                pass
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        for fd in (self._to_chromium, self._from_chromium):
            try:
                os.close(fd)
            except OSError:
                pass
        self._profile.cleanup()

    def __enter__(self) -> "Browser":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _bash() -> str:
    """bash puts the pipes on fds 3 and 4 for Chromium (dash cannot name fds above 9)."""
    found = shutil.which("bash")
    if found is None:
        raise DevToolsError(tr("bash is needed to start Chromium with its DevTools pipes."))
    return found


def _high_fd(fd: int) -> int:
    """A copy of `fd` numbered 10 or more, so that putting the pipes on 3 and 4 cannot overwrite one another."""
    import fcntl
    return fcntl.fcntl(fd, fcntl.F_DUPFD, 10)


class Page:
    """One tab: load a URL, evaluate JavaScript, screenshots, mouse and keys; records requests and console."""

    def __init__(self, browser: Browser, target: str, session: str) -> None:
        self.browser, self.target, self.session = browser, target, session
        self.requests: list[str] = []
        self.console: list[str] = []
        self._loaded = threading.Event()
        browser.listen(session, self._on_event)
        for domain in ("Page", "Runtime", "Network"):
            self.send(f"{domain}.enable")
        # the page's workers are attached as they start, each paused until its requests are recorded too (the
        # page's packages are fetched by one: web/page/archives-worker.js)
        self.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": True})
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": browser.width, "height": browser.height, "deviceScaleFactor": 1, "mobile": False})
        self.send("Page.bringToFront")

    def send(self, method: str, params: dict | None = None, timeout: float = 60.0) -> dict:
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def _on_event(self, method: str, params: dict) -> None:
        if method == "Network.requestWillBeSent":
            self.requests.append(params["request"]["url"])
        elif method == "Page.loadEventFired":
            self._loaded.set()
        elif method == "Target.attachedToTarget":
            # commands cannot be sent from this thread (it reads their answers): a thread of its own
            threading.Thread(target=self._watch_worker, args=(params["sessionId"],), daemon=True).start()
        elif method == "Runtime.consoleAPICalled":
            texts = [str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", ())]
            self.console.append(f"{params.get('type')}: {' '.join(texts)}")
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            described = details.get("exception", {}).get("description") or details.get("text", "")
            self.console.append(f"exception: {described}")

    def _watch_worker(self, session: str) -> None:
        def on_worker_event(method: str, params: dict) -> None:
            if method == "Network.requestWillBeSent":
                self.requests.append(params["request"]["url"])

        self.browser.listen(session, on_worker_event)
        for method in ("Network.enable", "Runtime.runIfWaitingForDebugger"):
            try:
                self.browser.send(method, session=session, timeout=10)
            except DevToolsError:   # a worker that ended at once, or one without a network (then it runs on)
                pass

    def goto(self, url: str, timeout: float = 60.0) -> None:
        """Loads `url` and waits for its load event."""
        self._loaded.clear()
        self.send("Page.navigate", {"url": url})
        if not self._loaded.wait(timeout):
            raise DevToolsError(tr("{url} did not load within {seconds:g} s.", url=url, seconds=timeout))

    def evaluate(self, expression: str, timeout: float = 60.0) -> Any:
        """The value of a JavaScript expression (a Promise is awaited), as JSON values; raises on an exception."""
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True, "timeout": int(timeout * 1000)},
                           timeout=timeout + 5)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            described = details.get("exception", {}).get("description") or details.get("text", "")
            raise DevToolsError(tr("{expression} threw: {error}", expression=repr(expression[:80]), error=described))
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 30.0, interval: float = 0.05) -> Any:
        """Evaluates `expression` until it is truthy; returns that value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise DevToolsError(tr("{expression} stayed {value} for {seconds:g} s.", expression=repr(expression),
                                        value=repr(value), seconds=timeout))
            time.sleep(interval)

    def screenshot(self, clip: tuple[float, float, float, float] | None = None) -> bytes:
        """PNG bytes of the viewport, or of `clip` = (x, y, width, height) in CSS pixels."""
        self.send("Page.bringToFront")   # a tab in the background is composited from a stale frame
        params: dict[str, Any] = {"format": "png"}
        if clip is not None:
            x, y, width, height = clip
            params["clip"] = {"x": x, "y": y, "width": width, "height": height, "scale": 1}
        return base64.b64decode(self.send("Page.captureScreenshot", params)["data"])

    def mouse(self, kind: str, x: float, y: float, button: str = "left", buttons: int = 1,
              click_count: int = 1) -> None:
        """One mouse event: kind is mousePressed, mouseReleased or mouseMoved."""
        self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": button,
                                                "buttons": buttons if kind != "mouseReleased" else 0,
                                                "clickCount": click_count})

    def click(self, x: float, y: float) -> None:
        self.mouse("mouseMoved", x, y, button="none", buttons=0)
        self.mouse("mousePressed", x, y)
        self.mouse("mouseReleased", x, y)

    def drag(self, points: list[tuple[float, float]], step_delay: float = 0.03) -> None:
        """Presses at the first point, moves through the others, releases at the last."""
        first, *rest = points
        self.mouse("mouseMoved", *first, button="none", buttons=0)
        self.mouse("mousePressed", *first)
        for point in rest:
            time.sleep(step_delay)
            self.mouse("mouseMoved", *point)
        time.sleep(step_delay)
        self.mouse("mouseReleased", *points[-1])

    def key(self, key: str, code: str | None = None, key_code: int | None = None, text: str | None = None) -> None:
        """Presses and releases one key: `key` as DOM names it ("ArrowLeft", "a", "Enter")."""
        codes = _KEY_CODES.get(key, (code or key, key_code or (ord(key.upper()) if len(key) == 1 else 0)))
        params = {"key": key, "code": code or codes[0], "windowsVirtualKeyCode": key_code or codes[1],
                  "nativeVirtualKeyCode": key_code or codes[1]}
        typed = text if text is not None else (key if len(key) == 1 else "")
        self.send("Input.dispatchKeyEvent", {"type": "keyDown" if typed else "rawKeyDown", "text": typed,
                                             **params})
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", **params})

    def close(self) -> None:
        self.browser.send("Target.closeTarget", {"targetId": self.target})


_KEY_CODES = {
    "ArrowLeft": ("ArrowLeft", 37), "ArrowUp": ("ArrowUp", 38), "ArrowRight": ("ArrowRight", 39),
    "ArrowDown": ("ArrowDown", 40), "Enter": ("Enter", 13), "Escape": ("Escape", 27), " ": ("Space", 32),
    "Tab": ("Tab", 9), "Backspace": ("Backspace", 8),
}
