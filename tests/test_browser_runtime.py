"""The Python side of the page (gamegrid/browser) in a real browser: the page's loop, blocking calls through
run_sync, threads taking turns, input mapped as the desktop maps it, what cannot run in a page, and the two
work-arounds for pyglet 3.0.dev11 on Pyodide 314.0.7. Headless Chromium drives sites `gamegrid web` built
(tests/webpage.py); each test runs its own program in the solitaire lesson's page with window.gamegrid.run."""
from __future__ import annotations

import json
import textwrap

import pytest

pytest.importorskip("gamegrid.web.devtools")   # the site's builder and DevTools client (gamegrid web)
from webpage import BOOT_SECONDS, browser, built_sites, open_site  # noqa: E402,F401 (pytest fixtures)

WAIT_S = 60   # a loaded 2-core machine: the page may take this long for a few hundred frames


def _ready(page) -> None:
    """window.gamegrid.ready, asked again until it settles: read before the page's first run starts, it is the
    promise of a run that never comes."""
    page.wait_for("Promise.race([window.gamegrid.ready.then(() => true),"
                  " new Promise(done => setTimeout(() => done(false), 200))])", timeout=BOOT_SECONDS)


def _page_with(open_site, code: str, query: str = ""):
    """The solitaire site's page running `code` instead of the lesson's step (the top level not awaited)."""
    page = open_site("solitaire", query)
    _ready(page)
    page.evaluate(f"window.gamegrid.run({json.dumps(textwrap.dedent(code).lstrip())}); true")
    return page


def _state(page) -> dict:
    return page.evaluate("window.gamegrid.state()")


def _canvas_origin(page) -> tuple[float, float]:
    rect = page.evaluate("(() => { const r = window.gamegrid.canvas().getBoundingClientRect();"
                         " return [r.left, r.top]; })()")
    return rect[0], rect[1]


def test_the_solitaire_lesson_is_drawn_and_a_drag_removes_a_marble(open_site):
    page = open_site("solitaire", "?step=3")
    _ready(page)
    before = _state(page)
    assert len(before["actors"]) == 32 and page.evaluate("window.gamegrid.errors()") == []
    # drawn: the canvas shows the board (the marble at (3, 1) is blue, the hole at (3, 3) is not)
    left, top = _canvas_origin(page)
    assert page.evaluate("window.gamegrid.canvas().width") == 7 * 70 + 1   # JGameGrid's playground: 7 cells + 1
    page.drag([(left + 245, top + 105 + 14 * i) for i in range(11)])   # marble (3, 1) over (3, 2) to (3, 3)
    page.wait_for("window.gamegrid.state().actors.length === 31", timeout=WAIT_S)
    after = _state(page)
    assert after["status_text"] == "Jump (3, 1) -> (3, 3)"
    cells = {(actor["x"], actor["y"]) for actor in after["actors"]}
    assert (3, 2) not in cells and (3, 1) not in cells and (3, 3) in cells
    page.close()


def test_a_blocking_loop_lets_the_page_draw_while_it_waits(open_site):
    page = _page_with(open_site, """
        from gamegrid import *
        makeGameGrid(10, 10, 30, Color.red, False)
        a = Actor("sprites/alien.png")
        addActor(a, Location(0, 5))
        show()
        steps = 0
        while not isDisposed() and steps < 9:
            a.move()
            delay(100)
            steps += 1
            setTitle("step %d" % steps)
        """)
    page.wait_for("window.gamegrid.state().title === 'step 3'", timeout=WAIT_S)
    middle = _state(page)
    page.wait_for("window.gamegrid.state().title === 'step 9'", timeout=WAIT_S)
    end = _state(page)
    # the script's top level was suspended in delay() all along, and the page drew the moves meanwhile (a
    # frame per move on a quiet machine; a loaded one may fold two moves 100 ms apart into one frame)
    assert end["actors"][0]["x"] == 9 and middle["actors"][0]["x"] < 9
    assert end["frames"] >= middle["frames"] + 3
    page.close()


def test_a_key_wait_returns_the_key_pressed_in_the_page(open_site):
    page = _page_with(open_site, """
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, False)
        show()
        setTitle("waiting")
        first = getKeyCodeWait()
        setTitle("first %d" % first)
        second = getKeyCodeWait()
        setTitle("keys %d %d" % (first, second))
        """)
    page.wait_for("window.gamegrid.state().title === 'waiting'", timeout=WAIT_S)
    page.evaluate("window.gamegrid.canvas().focus()")
    page.key("a")
    page.wait_for("window.gamegrid.state().title === 'first 65'", timeout=WAIT_S)
    page.key("ArrowLeft")
    assert page.wait_for("window.gamegrid.state().title.startsWith('keys') && window.gamegrid.state().title",
                         timeout=WAIT_S) == "keys 65 37"   # Java's VK_A and VK_LEFT, as on the desktop
    page.close()


def test_mouse_events_reach_the_callbacks_at_the_playgrounds_pixels(open_site):
    page = _page_with(open_site, """
        from gamegrid import *
        def pressed(e):
            setTitle("press %d %d %s" % (e.getX(), e.getY(), toLocationInGrid(e.getX(), e.getY())))
        makeGameGrid(8, 6, 50, None, False, mousePressed=pressed)
        show()
        setTitle("ready")
        """)
    page.wait_for("window.gamegrid.state().title === 'ready'", timeout=WAIT_S)
    left, top = _canvas_origin(page)
    page.click(left + 123.5, top + 267.5)   # the middle of the playground's pixel (123, 267)
    assert page.wait_for("window.gamegrid.state().title.startsWith('press') && window.gamegrid.state().title",
                         timeout=WAIT_S) == "press 123 267 (2, 5)"
    page.close()


def test_a_timer_clock_rearms_itself_and_a_worker_thread_loops_with_delay(open_site):
    page = _page_with(open_site, """
        from gamegrid import *
        import threading, time
        makeGameGrid(5, 5, 40, None, False)
        show()
        ticks = []
        def clock():
            ticks.append(time.time())
            if len(ticks) < 5:
                threading.Timer(0.2, clock).start()
        threading.Timer(0.2, clock).start()
        laps = [0]
        def worker():
            while laps[0] < 4:
                laps[0] += 1
                delay(100)
        thread = threading.Thread(target=worker)
        thread.start()
        cancelled = threading.Timer(0.1, lambda: setTitle("cancelled timer fired"))
        cancelled.start()
        cancelled.cancel()
        time.sleep(0.5)           # the page, the clock and the worker go on meanwhile
        thread.join()
        while len(ticks) < 5:
            delay(50)
        spread = ticks[-1] - ticks[0]
        setTitle("ticks %d laps %d alive %s spread %s" % (len(ticks), laps[0], thread.is_alive(), 0.6 < spread < 3))
        """)
    title = page.wait_for("window.gamegrid.state().title.startsWith('ticks') && window.gamegrid.state().title",
                          timeout=WAIT_S)
    assert title == "ticks 5 laps 4 alive False spread True"
    assert page.evaluate("window.gamegrid.errors()") == []
    page.close()


def test_a_python_2_program_runs_translated_as_on_the_desktop(open_site):
    page = _page_with(open_site, """
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, False)
        show()
        half = 7 / 2
        print "half is", half
        setTitle("half %s" % half)
        """)
    # the print statement ran (a Python 3 reading would be a SyntaxError); 7 / 2 as the desktop's dialect
    # reads it (`gamegrid run` prints "half is 3.5" for the same file)
    assert page.wait_for("window.gamegrid.state().title.startsWith('half') && window.gamegrid.state().title",
                         timeout=WAIT_S) == "half 3.5"
    assert page.evaluate("window.gamegrid.errors()") == []
    page.close()


def test_sounds_play_through_webaudio(open_site):
    page = _page_with(open_site, """
        from gamegrid import *
        from gamegrid.view import audio
        import pyglet.media
        makeGameGrid(5, 5, 40, None, False)
        show()
        sound = playSound(GGSound.PING)
        playTone(440, 100)
        driver = type(pyglet.media.get_audio_driver()).__name__
        setTitle("sound %s %s %s" % (driver, sound.isPlaying(), audio.__name__))
        """)
    title = page.wait_for("window.gamegrid.state().title.startsWith('sound') && window.gamegrid.state().title",
                          timeout=WAIT_S)
    assert title == "sound JSAudioDriver True gamegrid.browser.view.audio"
    assert page.evaluate("window.gamegrid.errors()") == []
    page.close()


def test_what_cannot_run_in_a_page_says_so_at_the_pupils_line(open_site):
    page = _page_with(open_site, """
        from tcpcom import *
        server = TCPServer(5000, stateChanged=None)
        """, "?lang=de")
    errors = page.wait_for("window.gamegrid.errors().length && window.gamegrid.errors()", timeout=WAIT_S)
    text = "\n".join(errors)
    assert "from tcpcom import *" in text and ", line 1, in <module>" in text
    assert "tcpcom läuft nicht in einer Webseite" in text
    reading = json.dumps('data = open("/home/teacher/marks.txt").read()')
    page.evaluate(f"window.gamegrid.run({reading}); true")
    errors = page.wait_for("window.gamegrid.errors().length && window.gamegrid.errors()", timeout=WAIT_S)
    assert "Die Datei /home/teacher/marks.txt gehört nicht zu dieser Webseite" in "\n".join(errors)
    page.close()


def test_an_error_names_the_pupils_line_with_the_desktops_hint(open_site):
    page = _page_with(open_site, """
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, False)
        show()
        a = Actor("sprites/alien.png")
        addActor(a, Location(1, 1))
        a.moveTo(2)
        """)
    errors = page.wait_for("window.gamegrid.errors().length && window.gamegrid.errors()", timeout=WAIT_S)
    text = "\n".join(errors)
    assert ", line 6, in <module>" in text
    assert "AttributeError" in text and "moveTo" in text
    page.close()


def test_pyodides_loop_schedules_waits_in_the_past_after_the_fix(open_site):
    """Bug 1: WebLoop.call_later raises "Can't schedule in the past" for a negative delay (call_at's clock
    moved on); the fix clamps it, so a loop task asking for a short wait survives."""
    page = _page_with(open_site, """
        import asyncio
        from pyodide.webloop import WebLoop
        from gamegrid.browser.view import fixes
        fixes.apply_fixes()
        loop = asyncio.get_event_loop()
        fired = []
        loop.call_later(-0.001, lambda: fired.append("past"))
        loop.call_at(loop.time() - 0.5, lambda: fired.append("at"))
        import time
        time.sleep(0.2)
        from gamegrid import *
        makeGameGrid(2, 2, 10, None, False)
        setTitle("fired " + " ".join(sorted(fired)))
        """)
    assert page.wait_for("window.gamegrid.state().title && window.gamegrid.state().title.startsWith('fired')"
                         " && window.gamegrid.state().title", timeout=WAIT_S) == "fired at past"
    page.close()


def test_pyglets_buffer_views_survive_webassembly_memory_growth(open_site):
    """Bug 2: pyglet keeps a JavaScript view of each vertex store's memory; when WebAssembly memory grows the
    view's ArrayBuffer is detached (length 0) and nothing reaches the GPU any more. The fix takes it anew."""
    page = _page_with(open_site, """
        from gamegrid.browser.view import fixes
        fixes.apply_fixes()
        from pyglet.libs.emscripten import PersistentBufferView
        store = bytearray(b"\\x07" * 4096)
        view = PersistentBufferView(store)
        before = view.data.byteLength
        grown = [bytearray(16 * 1024 * 1024) for _ in range(8)]   # WebAssembly memory grows by 128 MB
        after = view.data.byteLength
        store[5] = 9
        seen = view.subarray(4, 2).to_py()
        from gamegrid import *
        makeGameGrid(2, 2, 10, None, False)
        setTitle("bytes %d %d %s" % (before, after, list(seen)))
        """)
    assert page.wait_for("window.gamegrid.state().title && window.gamegrid.state().title.startsWith('bytes')"
                         " && window.gamegrid.state().title", timeout=WAIT_S) == "bytes 4096 4096 [7, 9]"
    page.close()
