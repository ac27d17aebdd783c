"""Generate GGSound's clips (gamegrid/_sounds/_<name>.wav): short sounds of our own making, synthesised
here from sines, noise and envelopes, that stand in for the original's built-in recordings of the same
names (JGameGrid's GGSound: DUMMY, FROG, CLICK, FADE, NOTIFY, EXPLODE, MMM, PING, BIRD, BOING).

    python tools/make_sounds.py              # writes gamegrid/_sounds/*.wav
    python tools/make_sounds.py --out DIR    # writes them into DIR instead

16-bit mono PCM at 22050 Hz; byte for byte the same on every run (the noise has a fixed seed), so the
test suite can check that the shipped files are what this tool writes.
"""
from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "gamegrid" / "_sounds"

Signal = Callable[[float], float]   # time in seconds -> sample in -1 .. 1


def _render(duration: float, signal: Signal) -> list[float]:
    return [signal(i / RATE) for i in range(int(duration * RATE))]


def _sweep(start_hz: float, end_hz: float, duration: float) -> Signal:
    """A sine whose pitch glides from start_hz to end_hz (exponentially) over duration."""
    ratio = end_hz / start_hz

    def phase(t: float) -> float:
        k = math.log(ratio) / duration
        return 2 * math.pi * start_hz * (math.exp(k * t) - 1) / k if k else 2 * math.pi * start_hz * t
    return lambda t: math.sin(phase(t))


def _decay(rate: float) -> Signal:
    return lambda t: math.exp(-rate * t)


def dummy() -> list[float]:
    return _render(0.01, lambda t: 0.0)   # the original's DUMMY is silence, too


def click() -> list[float]:
    noise = random.Random(2)
    return _render(0.03, lambda t: (noise.uniform(-1, 1) * 0.6 + math.sin(2 * math.pi * 2000 * t) * 0.4)
                   * math.exp(-180 * t))


def ping() -> list[float]:
    return _render(0.6, lambda t: (math.sin(2 * math.pi * 1760 * t) + 0.3 * math.sin(2 * math.pi * 3520 * t))
                   * 0.7 * math.exp(-7 * t))


def notify() -> list[float]:
    def two_tones(t: float) -> float:
        hz, start = (880.0, 0.0) if t < 0.18 else (1320.0, 0.18)
        return math.sin(2 * math.pi * hz * t) * math.exp(-9 * (t - start)) * 0.6
    return _render(0.55, two_tones)


def boing() -> list[float]:
    wobble = _sweep(110, 260, 0.5)
    return _render(0.5, lambda t: wobble(t) * (1 + 0.4 * math.sin(2 * math.pi * 14 * t)) * 0.5 * math.exp(-5 * t))


def fade() -> list[float]:
    glide = _sweep(900, 200, 1.0)
    return _render(1.0, lambda t: glide(t) * 0.6 * (1 - t))


def explode() -> list[float]:
    noise = random.Random(7)
    state = [0.0]

    def rumble(t: float) -> float:
        state[0] += (noise.uniform(-1, 1) - state[0]) * 0.08   # low-passed noise: a boom, not a hiss
        return max(-1.0, min(1.0, state[0] * 5)) * math.exp(-3.5 * t)
    return _render(1.0, rumble)


def frog() -> list[float]:
    def croak(t: float) -> float:
        pulse = 1.0 if (t * 30) % 1 < 0.5 else 0.2   # the croak's rattle
        body = math.sin(2 * math.pi * 180 * t) + 0.5 * math.sin(2 * math.pi * 360 * t)
        gate = 1.0 if t < 0.16 or 0.24 < t < 0.4 else 0.0
        return body * pulse * gate * 0.45
    return _render(0.42, croak)


def mmm() -> list[float]:
    def hum(t: float) -> float:
        hz = 220 * (1 + 0.03 * math.sin(2 * math.pi * 5 * t))
        voice = sum(math.sin(2 * math.pi * hz * n * t) / n for n in (1, 2, 3, 4))
        swell = min(1.0, t * 8) * min(1.0, (0.45 - t) * 8)
        return voice * swell * 0.35
    return _render(0.45, hum)


def bird() -> list[float]:
    def chirp(t: float) -> float:
        local = t % 0.22
        if local > 0.12:
            return 0.0
        up = _sweep(2500, 4200, 0.12)
        return up(local) * math.sin(math.pi * local / 0.12) * 0.5
    return _render(0.9, chirp)


CLIPS: dict[str, Callable[[], list[float]]] = {
    "dummy": dummy, "frog": frog, "click": click, "fade": fade, "notify": notify, "explode": explode,
    "mmm": mmm, "ping": ping, "bird": bird, "boing": boing,
}


def wav_bytes(samples: list[float]) -> bytes:
    """16-bit little-endian PCM frames."""
    return b"".join(struct.pack("<h", int(round(max(-1.0, min(1.0, s)) * 32000))) for s in samples)


def write_clip(folder: Path, name: str) -> Path:
    path = folder / f"_{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(CLIPS[name]()))
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write into")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in CLIPS:
        print(write_clip(args.out, name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
