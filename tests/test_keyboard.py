"""Spec §3.6, §5.11 and §7 end to end: key presses as the window (pyglet symbols) or a replay file
(Java codes) deliver them, seen through getKeyCode, keyPressed/keyReleased/keyTyped/keyRepeated,
isKeyPressed and kbhit, on the virtual clock."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from conftest import write_script
from gamegrid import GameGrid, KeyEvent
from gamegrid.java.events import InputRecord, Modifiers
from gamegrid.java.keys import java_key_char, java_key_code
from gamegrid.testing import Replay, run_script


def _pyglet_key():
    """pyglet.window.key on its own (importing pyglet.window needs a display)."""
    spec = importlib.util.find_spec("pyglet")
    if spec is None or spec.origin is None:
        pytest.skip("pyglet not installed")
    path = Path(spec.origin).parent / "window" / "key.py"
    mod_spec = importlib.util.spec_from_file_location("_pyglet_key_for_keyboard_tests", path)
    module = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(module)
    return module


def window_key(rt, symbol, mods=0, release=False):
    """What View.on_key_press / on_key_release queue for a pyglet key, then one pass of the loop."""
    key = _pyglet_key()
    modifiers = Modifiers(shift=bool(mods & key.MOD_SHIFT), ctrl=bool(mods & key.MOD_CTRL))
    rt.queue.append(InputRecord("key_release" if release else "key_press", key=java_key_code(symbol),
                                char=java_key_char(symbol, mods), modifiers=modifiers))
    rt.pump_once()


def java_key(rt, code, release=False, char="\uffff"):
    rt.queue.append(InputRecord("key_release" if release else "key_press", key=code, char=char))
    rt.pump_once()


# ----- getKeyCode: one-key buffer ----------------------------------------------------------------------
def test_get_key_code_consumes_and_returns_65535_when_empty(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    assert grid.getKeyCode() == 65535 == KeyEvent.CHAR_UNDEFINED
    java_key(grid_runtime, 37)
    assert grid.getKeyCode() == 37
    assert grid.getKeyCode() == 65535                  # consumed
    java_key(grid_runtime, 38)
    java_key(grid_runtime, 40)
    assert grid.getKeyCode() == 40                      # one-key buffer: the last key wins
    assert grid.getKeyCode() == 65535


def test_kbhit_does_not_consume(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    assert not grid.kbhit()
    java_key(grid_runtime, 32)
    assert grid.kbhit() and grid.kbhit()
    assert grid.getKeyCode() == 32
    assert not grid.kbhit()


def test_get_key_char(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    key = _pyglet_key()
    assert grid.getKeyChar() == "\uffff"
    window_key(grid_runtime, key.B)
    assert grid.getKeyChar() == "b"
    assert grid.getKeyCode() == 65535                  # getKeyChar consumed the same key


# ----- §7 codes through the pyglet mapping ------------------------------------------------------------
@pytest.mark.parametrize("name,code", [("LEFT", 37), ("UP", 38), ("RIGHT", 39), ("DOWN", 40), ("SPACE", 32),
                                       ("RETURN", 10), ("ENTER", 10), ("ESCAPE", 27), ("BACKSPACE", 8),
                                       ("TAB", 9), ("A", 65), ("Z", 90), ("Q", 81), ("_0", 48), ("_9", 57),
                                       ("NUM_5", 101), ("F1", 112), ("DELETE", 127)])
def test_window_keys_give_java_codes(grid_runtime, name, code):
    grid = GameGrid(5, 5, 20, None, False)
    window_key(grid_runtime, getattr(_pyglet_key(), name))
    assert grid.getKeyCode() == code


def test_letters_are_upper_case_codes_regardless_of_shift(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    key = _pyglet_key()
    seen = []
    grid._callbacks["keyPressed"] = lambda e: seen.append((e.getKeyCode(), str(e.getKeyChar()), e.isShiftDown()))
    window_key(grid_runtime, key.A)
    window_key(grid_runtime, key.A, key.MOD_SHIFT)
    window_key(grid_runtime, key.R)
    assert seen == [(65, "a", False), (65, "A", True), (82, "r", False)]
    assert KeyEvent.VK_A == 65 and KeyEvent.VK_R == 82


def test_replayed_keys_reach_a_script(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 20, None, False)
        show()
        codes = []
        while len(codes) < 6:
            codes.append(getKeyCodeWait())
        print("codes", codes, getKeyCode())
        """)
    rp = Replay().wait(100)
    for code in (37, 38, 32, 10, 65, 48):
        rp.key(code)
    result = run_script(script, replay=rp)
    assert "codes [37, 38, 32, 10, 65, 48] 65535" in result.output


# ----- callbacks ------------------------------------------------------------------------------------
def test_key_callbacks_see_the_event_and_the_buffer_is_filled_first(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        log = []
        def onPressed(e):
            log.append(("pressed", e.getKeyCode(), kbhit()))
        def onReleased(e):
            log.append(("released", e.getKeyCode()))
        def onTyped(e):
            log.append(("typed", e.getKeyChar()))
        makeGameGrid(5, 5, 20, None, False, keyPressed=onPressed, keyReleased=onReleased, keyTyped=onTyped)
        show()
        print("first", getKeyCodeWait())
        delay(500)
        print(log, getKeyCode())
        """)
    rp = Replay().wait(100).key(KeyEvent.VK_UP).key(KeyEvent.VK_X, "x")
    result = run_script(script, replay=rp)
    assert "first 38" in result.output
    # VK_UP types nothing; x is typed; the x press is still in the buffer after the callback
    assert "[('pressed', 38, True), ('released', 38), ('pressed', 88, True), ('typed', 'x'), " \
           "('released', 88)] 88" in result.output


def test_key_listener_objects_and_consumption(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    log = []

    class First:
        def keyPressed(self, e):
            log.append(("first", e.getKeyCode()))
            return e.getKeyCode() == 32           # consumes space

        def keyReleased(self, e):
            return False

    class Second(First):
        def keyPressed(self, e):
            log.append(("second", e.getKeyCode()))
            return False

    grid.addKeyListener(First())
    second = Second()
    grid.addKeyListener(second)
    java_key(grid_runtime, 65)
    java_key(grid_runtime, 32)
    assert log == [("first", 65), ("second", 65), ("first", 32)]
    grid.removeKeyListener(second)
    java_key(grid_runtime, 66)
    assert log[-1] == ("first", 66)


def test_key_repeated_at_once_then_every_20_ms(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    log = []
    grid._callbacks["keyRepeated"] = lambda code: log.append((code, round(grid_runtime.now() * 1000)))
    grid_runtime.sleep(100)
    java_key(grid_runtime, 39)
    grid_runtime.sleep(75)
    java_key(grid_runtime, 39, release=True)
    grid_runtime.sleep(100)
    assert log == [(39, 100), (39, 120), (39, 140), (39, 160)]


def test_key_repeated_for_every_held_key_and_is_key_pressed(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    log = []

    class Repeat:
        def keyRepeated(self, code):
            log.append((code, round(grid_runtime.now() * 1000)))

    grid.addKeyRepeatListener(Repeat())
    java_key(grid_runtime, 37)
    grid_runtime.sleep(30)                          # t = 30 ms: second key
    java_key(grid_runtime, 38)
    assert grid.isKeyPressed(37) and grid.isKeyPressed(38) and not grid.isKeyPressed(39)
    assert grid.getPressedKeyCodes() == [37, 38]
    grid_runtime.sleep(25)
    java_key(grid_runtime, 37, release=True)
    assert not grid.isKeyPressed(37) and grid.isKeyPressed(38)
    grid_runtime.sleep(25)
    java_key(grid_runtime, 38, release=True)
    assert grid.getPressedKeyCodes() == []
    grid_runtime.sleep(100)
    held_37 = [t for code, t in log if code == 37]
    held_38 = [t for code, t in log if code == 38]
    assert held_37[:2] == [0, 20] and max(held_37) < 55
    assert held_38[0] == 30 and max(held_38) < 80 and len(held_38) >= 3


def test_key_repeat_period_can_be_changed(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    log = []
    grid._callbacks["keyRepeated"] = lambda code: log.append(round(grid_runtime.now() * 1000))
    assert grid.setKeyRepeatPeriod(50) == 20
    java_key(grid_runtime, 32)
    grid_runtime.sleep(120)
    java_key(grid_runtime, 32, release=True)
    assert log == [0, 50, 100]


def test_modifiers_of_the_last_key(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    key = _pyglet_key()
    window_key(grid_runtime, key.C, key.MOD_SHIFT | key.MOD_CTRL)
    assert grid.getKeyModifiers() & 1 and grid.getKeyModifiers() & 2
    assert grid.getKeyModifiersText() == "Ctrl+Shift"          # Java's order (KeyEvent.getKeyModifiersText)
    window_key(grid_runtime, key.C)
    assert grid.getKeyModifiers() == 0 and grid.getKeyModifiersText() == ""


def test_get_key_code_wait_returns_65535_after_close(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 20, None, False)
        show()
        print("got", getKeyCodeWait(), isDisposed())
        """)
    result = run_script(script, replay=Replay().wait(700).close())
    assert "got 65535 True" in result.output


def test_get_key_code_wait_true_exits_on_close(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 20, None, False)
        show()
        getKeyCodeWait(True)
        print("not reached")
        """)
    result = run_script(script, replay=Replay().wait(700).close())
    assert result.exit_code == 0 and "not reached" not in result.output


def test_get_key_char_wait_returns_the_code_point(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 20, None, False)
        show()
        print("chars", getKeyCharWait(), getKeyCharWait())
        """)
    rp = Replay().wait(100).key(65, "a").key(49, "!")
    assert "chars 97 33" in run_script(script, replay=rp).output


def test_is_key_pressed_polled_in_act(tmp_path):
    # A common classroom pattern: act() asks isKeyPressed() instead of using callbacks.
    script = write_script(tmp_path, """\
        from gamegrid import *
        class Ship(Actor):
            def act(self):
                if isKeyPressed(KeyEvent.VK_RIGHT):
                    self.move()
        makeGameGrid(20, 5, 20, None, False)
        ship = Ship()
        addActor(ship, Location(0, 2))
        addStatusBar(20)
        setSimulationPeriod(100)
        show()
        doRun()
        delay(2000)
        setStatusText(str(ship.getX()))
        """)
    # held from 0.45 s to 0.95 s: the cycles at 0.5 ... 0.9 s see the key
    rp = Replay().wait(450).key_press(39).wait(500 - 50).key_release(39)
    assert run_script(script, replay=rp).status_text == "5"


def test_busy_kbhit_loop_lets_time_pass(tmp_path):
    # kbhit() sleeps 1 ms as the original does; without that a headless busy loop would never see a key
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 20, None, False)
        show()
        n = 0
        while not kbhit():
            n += 1
        print("key", getKeyCode(), "after", n, "polls")
        """)
    result = run_script(script, replay=Replay().wait(500).key(65), seconds=3)
    # show() is a poll point (10 virtual µs), so the 500th kbhit() (499.01 -> 500.01 ms) gets the key
    assert "key 65 after 499 polls" in result.output


@pytest.mark.parametrize("loop,replay", [
    ("while getKeyCode() != 32:\n    pass", Replay().wait(300).key(65).wait(200).key(32)),
    ("while not isDisposed():\n    pass", Replay().wait(300).close()),
])
def test_busy_polling_loops_see_input(tmp_path, loop, replay):
    # In TigerJython another thread fills the key buffer / closes the window while the script polls;
    # here the poll itself lets input arrive after many calls in a row.
    script = write_script(tmp_path, "from gamegrid import *\nmakeGameGrid(5, 5, 20, None, False)\nshow()\n"
                          + loop + "\nprint('left the loop')\n")
    result = run_script(script, replay=replay, seconds=3)
    assert "left the loop" in result.output
