"""Sound is silent without a device/file; Monitor/putSleep blocks until a callback calls wakeUp()."""
from __future__ import annotations

from conftest import write_script
from gamegrid import GGSound, Monitor, playLoop, playSound
from gamegrid.testing import Replay, run_script


def test_sound_calls_are_silent_and_raise_nothing(grid_runtime):
    player = playSound(GGSound.PING)
    assert not player.isPlaying()
    player.stop()
    assert not playLoop("wav/no_such_file.wav").isPlaying()
    assert GGSound.BOING.getPath() == "wav/_boing.wav"


def test_sound_without_a_file_is_silent_even_with_a_real_runtime():
    from gamegrid import runtime
    rt = runtime.Runtime(runtime.Settings(headless=False))   # no window made: nothing is drawn
    runtime.install(rt)
    try:
        assert not playSound("wav/missing_clip.wav").isPlaying()
    finally:
        runtime.install(None)


def test_put_sleep_until_a_callback_wakes_up(tmp_path):
    script = write_script(tmp_path, """
        from gamegrid import *
        def pressed(e):
            print("click")
            wakeUp()
        makeGameGrid(4, 4, 30, None, False, mousePressed=pressed)
        show()
        print("sleeping")
        putSleep()
        print("awake")
    """)
    res = run_script(str(script), replay=Replay(cell_size=30).wait(400).click_cell(1, 1))
    assert res.exit_code == 0, res.output
    assert res.output.splitlines() == ["sleeping", "click", "awake"]


def test_put_sleep_ends_when_the_window_is_closed(tmp_path):
    script = write_script(tmp_path, """
        from gamegrid import *
        makeGameGrid(4, 4, 30, None, False)
        show()
        Monitor.putSleep()
        print("after", isDisposed())
    """)
    res = run_script(str(script), replay=Replay().wait(300).close())
    assert res.output.splitlines() == ["after True"]


def test_monitor_timeout(grid_runtime):
    from gamegrid import GameGrid
    GameGrid(2, 2, 10)
    start = grid_runtime.now()
    Monitor.putSleep(250)
    assert grid_runtime.now() - start >= 0.25
