"""TigerJython's ``playTone``: parse the call forms; the sine tones are played by the view (view/audio.py).

Never raises: classroom programs must not crash because a lab PC has no
sound card.  Headless runs are silent and do not wait.
"""
from __future__ import annotations

from typing import List, Sequence, Tuple

Tone = Tuple[float, int]  # (frequency in Hz, duration in ms)

# Helmholtz notation as used by TigerJython (German): a = 220 Hz, a' = 440 Hz,
# A = 110 Hz; h is the German b.
_SEMITONES = {"c": -9, "d": -7, "e": -5, "f": -4, "g": -2, "a": 0, "h": 2, "b": 2}


def parse_notes(text: str, duration: int) -> List[Tone]:
    tones: List[Tone] = []
    i = 0
    while i < len(text):
        ch = text[i]
        i += 1
        if ch.lower() not in _SEMITONES:
            continue  # blanks, separators
        semis = _SEMITONES[ch.lower()] - (12 if ch.isupper() else 0)
        while i < len(text) and text[i] in "'#,":
            semis += {"'": 12, "#": 1, ",": -12}[text[i]]
            i += 1
        tones.append((220.0 * 2 ** (semis / 12), duration))
    return tones


def parse_tone_args(args: Sequence, default_ms: int = 500) -> List[Tone]:
    """All playTone forms: (freq), (freq, ms), ("notes", ms), ([(f|"notes", ms), ...])."""
    if not args:
        return []
    first = args[0]
    duration = int(args[1]) if len(args) > 1 and isinstance(args[1], (int, float)) else default_ms
    if isinstance(first, (int, float)):
        return [(float(first), duration)]
    if isinstance(first, str):
        return parse_notes(first, duration)
    tones: List[Tone] = []
    for item in first:
        if isinstance(item, (tuple, list)):
            tones.extend(parse_tone_args(list(item), default_ms))
        else:
            tones.extend(parse_tone_args([item, duration], default_ms))
    return tones


def play(tones: List[Tone], block: bool = True) -> None:
    """Play the tones when audio works (gamegrid/view/audio.py); silent otherwise."""
    from ..view.audio import play_tones
    play_tones(tones, block)
