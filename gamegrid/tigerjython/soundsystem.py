"""Silent stand-in for TigerJython's ``soundsystem`` module (``openSoundPlayer``, ``play``, ...).

Sound is not part of this port of gamegrid; the stand-in lets programs that
also play a sound run instead of stopping with ImportError.  Importable as
``soundsystem`` while the TigerJython import aliases are installed.
"""
from __future__ import annotations

from typing import Any

__all__ = ["openSoundPlayer", "openSoundPlayerMP3", "openMonoPlayer", "openStereoPlayer",
           "play", "blockingPlay", "stop", "pause", "rewind", "isPlaying", "setVolume",
           "getVolume", "fadeIn", "fadeOut", "playLoop", "replay", "advance", "mute"]


def _nothing(*_args: Any, **_kwargs: Any) -> None:
    return None


openSoundPlayer = openSoundPlayerMP3 = openMonoPlayer = openStereoPlayer = _nothing
play = blockingPlay = stop = pause = rewind = setVolume = fadeIn = fadeOut = _nothing
playLoop = replay = advance = mute = _nothing


def isPlaying() -> bool:
    return False


def getVolume() -> int:
    return 1000
