"""The image lessons' pixel loop (getPixelColor, the colour's parts, makeColor, setPixelColor on every
pixel of a picture) against the same loop written with Pillow's own pixel access. Prints the time per
pixel of each and their ratio; a ratio near 1 means the Java-style calls add little to what Python
itself costs.

    python bench/bench_pixels.py [pixels per side, default 300]
"""
from __future__ import annotations

import statistics
import sys
import time

from PIL import Image

from gamegrid.java.x11colors import makeColor
from gamegrid.model.bitmap import GGBitmap


def gamegrid_loop(size: int) -> float:
    bitmap = GGBitmap(size, size)
    start = time.perf_counter()
    for x in range(size):
        for y in range(size):
            c = bitmap.getPixelColor(x, y)
            v = (c.getRed() + c.getGreen() + c.getBlue()) // 3
            bitmap.setPixelColor(x, y, makeColor(v, v, v))
    return time.perf_counter() - start


def pillow_loop(size: int) -> float:
    picture = Image.new("RGBA", (size, size))
    pixels = picture.load()
    start = time.perf_counter()
    for x in range(size):
        for y in range(size):
            r, g, b, a = pixels[x, y]
            v = (r + g + b) // 3
            pixels[x, y] = (v, v, v, 255)
    return time.perf_counter() - start


def main() -> None:
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    ours, raw = [], []
    for _ in range(5):                      # interleaved rounds, medians: load hits both sides alike
        ours.append(gamegrid_loop(size))
        raw.append(pillow_loop(size))
    n = size * size
    a, b = statistics.median(ours), statistics.median(raw)
    print(f"pixel loop over {size}x{size}: gamegrid {a / n * 1e6:.2f} us/pixel, Pillow {b / n * 1e6:.2f} us/pixel, "
          f"ratio {a / b:.1f}")


if __name__ == "__main__":
    main()
