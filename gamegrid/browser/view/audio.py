"""Sounds in the page: sound files (playSound, playLoop, GGSound) through pyglet 3's WebAudio driver, sine
tones (playTone) through WebAudio's oscillator. The same functions as the desktop's gamegrid/view/audio.py (pyglet 2.1's names there:
media.load, Player), which the page puts in its place (browser/dialogs.py's install does the same for
dialogs). As on the desktop, sound is a nicety: a file the browser cannot decode plays nothing, no error.
"""
from __future__ import annotations

from typing import Any, Sequence

_keep_alive: list[Any] = []   # players of sounds still playing after the call returned


def play_file(path: str, loop: bool) -> Any:
    """Start playing a sound file (once, or again and again); the player, or None."""
    try:
        from pyglet import media
        player = media.AudioPlayer()
        player.queue(media.load_audio(path, streaming=False))
        player.loop = loop
        player.play()
        return player
    except Exception:   # not decodable by the browser, no audio allowed yet on the page: silent
        return None


def audio_possible() -> bool:
    try:
        from pyglet.media import get_audio_driver
        driver = get_audio_driver()
        return driver is not None and "Silent" not in type(driver).__name__
    except Exception:
        return False


def play_tones(tones: Sequence[tuple[float, int]], block: bool = True) -> None:
    """Play (frequency in Hz, duration in ms) sine tones one after the other; block: wait until done (the page
    draws meanwhile: time.sleep is the page's wait). WebAudio's oscillator plays them (pyglet 3's browser
    driver plays only decoded files, not its synthesised sources)."""
    if not tones or not audio_possible():
        return
    try:
        from pyglet.media import get_audio_driver
        context = get_audio_driver().ctx
        at = float(context.currentTime)
        for frequency, ms in tones:
            oscillator = context.createOscillator()
            oscillator.type = "sine"
            oscillator.frequency.value = float(frequency)
            oscillator.connect(context.destination)
            oscillator.start(at)
            at += ms / 1000.0
            oscillator.stop(at)
    except Exception:   # no audio context (the page has not been clicked yet): silent
        return
    if block:
        import time
        time.sleep(sum(ms for _f, ms in tones) / 1000.0)
