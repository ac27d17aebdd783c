"""playSound / playLoop (and the ...Ext variants), played by the runtime's view, and the GGSound constants.

GGSound's clips are short sounds of our own making (tools/make_sounds.py writes gamegrid/_sounds/), played
where the original plays its recordings of the same names. Sound is a nicety: without an audio device, in
headless runs, or when a file is missing, these calls are silent and raise no error.
"""
from __future__ import annotations

import enum
from pathlib import Path
from typing import Any

from . import spritepath
from ..base.resources import sound_clip
from .hooks import runtime
from ..base.i18n import tr


class GGSound(enum.Enum):
    """The original's built-in clips (wav/_<name>.wav inside its jar)."""
    DUMMY = "wav/_dummy.wav"
    FROG = "wav/_frog.wav"
    CLICK = "wav/_click.wav"
    FADE = "wav/_fade.wav"
    NOTIFY = "wav/_notify.wav"
    EXPLODE = "wav/_explode.wav"
    MMM = "wav/_mmm.wav"
    PING = "wav/_ping.wav"
    BIRD = "wav/_bird.wav"
    BOING = "wav/_boing.wav"

    def getPath(self) -> str:
        return self.value


class SoundPlayer:
    """What playSound()/playLoop() return: stop(), isPlaying() (a silent player when nothing plays)."""

    def __init__(self, player: Any = None) -> None:
        self._player = player

    def stop(self) -> None:
        if self._player is not None:
            try:
                self._player.pause()
                self._player.delete()
            except Exception:
                pass
            self._player = None

    def isPlaying(self) -> bool:
        return self._player is not None and bool(getattr(self._player, "playing", False))


def _sound_path(args: tuple[Any, ...]) -> str | None:
    # optional first argument: an object whose class loader Java used; meaningless here
    items = [a for a in args if isinstance(a, (str, GGSound))]
    if not items:
        raise TypeError(tr("playSound() takes a GGSound constant (e.g. GGSound.PING) or the path of a WAV file."))
    item = items[0]
    return item.value if isinstance(item, GGSound) else item


def _play(args: tuple[Any, ...], loop: bool) -> SoundPlayer:
    path = _sound_path(args)
    if runtime.headless() or path is None:
        return SoundPlayer()
    resolved = clip_file(path)
    if resolved is None:
        return SoundPlayer()   # missing file: silent, as promised
    return SoundPlayer(runtime.play_sound(str(resolved), loop))


def clip_file(path: str) -> Path | None:
    """The file played for a path: the program's own file first (the original's class path has the
    program's folder), else our clip for a GGSound path ("wav/_ping.wav"), else None."""
    try:
        return spritepath.resolve(path)
    except Exception:
        return sound_clip(path)


def playSound(*args: Any) -> SoundPlayer:
    """Play a sound once; the program goes on at once. Returns a player (stop(), isPlaying()).

    - args: a GGSound constant such as GGSound.PING, or a WAV file path such as "wav/hit.wav"
    """
    return _play(args, loop=False)


def playLoop(*args: Any) -> SoundPlayer:
    """Play a sound again and again; stop it with the returned player's stop().

    - args: a GGSound constant, or a WAV file path
    """
    return _play(args, loop=True)


def playSoundExt(*args: Any) -> SoundPlayer:
    """Play a sound once, also MP3/OGG files; the program goes on at once.

    - args: a GGSound constant, or a sound file path
    """
    return _play(args, loop=False)


def playLoopExt(*args: Any) -> SoundPlayer:
    """Play a sound again and again, also MP3/OGG files; stop it with the returned player's stop().

    - args: a GGSound constant, or a sound file path
    """
    return _play(args, loop=True)


class SoundMethodsMixin:
    """playSound / playLoop (and the ...Ext variants) as methods of GameGrid and Actor, as in JGameGrid
    (`gg.playSound(GGSound.PING)`, `self.playSound("wav/hit.wav")` in an actor)."""

    # (each with the first line of the function's docstring: editors show a name's own docstring)
    playSound = staticmethod(playSound)
    """Play a sound once (a GGSound constant or a WAV file path); returns a player (stop(), isPlaying())."""
    playLoop = staticmethod(playLoop)
    """Play a sound again and again (a GGSound constant or a WAV file path); stop it with stop()."""
    playSoundExt = staticmethod(playSoundExt)
    """Play a sound once, also MP3/OGG files; returns a player (stop(), isPlaying())."""
    playLoopExt = staticmethod(playLoopExt)
    """Play a sound again and again, also MP3/OGG files; stop it with the returned player's stop()."""
