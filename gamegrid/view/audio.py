"""Sound through pyglet.media: sound files (playSound, playLoop) and sine tones (playTone).

Sound is a nicety: without an audio device or driver, or when a file cannot be decoded, these functions
play nothing and raise no error (a lab PC without a sound card must not crash a classroom program).
"""
from __future__ import annotations

import os
import time
from typing import Any, Sequence

# Players of tones that play on after play_tones() returned: kept referenced until they are done.
_keep_alive: list[Any] = []


def play_file(path: str, loop: bool) -> Any:
    """Start playing a sound file (once, or again and again); the pyglet Player, or None."""
    try:
        import pyglet.media
        source = pyglet.media.load(path, streaming=False)
        player = pyglet.media.Player()
        player.queue(source)
        player.loop = loop
        player.play()
        return player
    except Exception:   # no audio driver / device, unsupported format: stay silent
        return None


def audio_possible() -> bool:
    """True when sound can be heard: not headless, and an audio driver other than the silent one."""
    if os.environ.get("GAMEGRID_HEADLESS") or os.environ.get("GAMEGRID_NO_AUDIO"):
        return False
    try:
        import pyglet
        if pyglet.options["headless"]:
            return False
        from pyglet.media import get_audio_driver
        driver = get_audio_driver()
        return driver is not None and "Silent" not in type(driver).__name__
    except Exception:
        return False


def play_tones(tones: Sequence[tuple[float, int]], block: bool = True) -> None:
    """Play (frequency in Hz, duration in ms) sine tones one after the other; block: wait until done."""
    if not tones or not audio_possible():
        return
    try:
        from pyglet.media import Player
        from pyglet.media.synthesis import Sine
        player = Player()
        for freq, ms in tones:
            player.queue(Sine(ms / 1000.0, frequency=int(freq)))
        player.play()
        if block:
            time.sleep(sum(ms for _f, ms in tones) / 1000.0)
        _keep_alive.append(player)   # a non-blocking player must outlive this call
        del _keep_alive[:-4]
    except Exception:
        pass
