"""The browser's pictures (model/picture_canvas.py) at work in headless Chromium, each against a bare
baseline measured in the same page, plus the desktop's (Pillow) figures for the same work:

- the image lessons' pixel loop (getPixelColor, makeColor, setPixelColor on every pixel of a GGBitmap)
  against the same loop over a bare bytearray (what Python itself costs in the page);
- a line drawn on an 800 x 600 background, a pixel read right after drawing, an XOR line across the
  background (rubber bands), a sprite turned onto its square, a GIF sprite decoded.

    python bench/bench_web_pictures.py [pixels per side, default 100]

Needs Chromium and the site's files (`gamegrid web` fetches Pyodide once). Ratios from one run on a shared
machine move by tens of percent; the orders of magnitude are what to read.
"""
from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WORK = '''
import time
from gamegrid.java.x11colors import makeColor
from gamegrid.model import picture as pic
from gamegrid.model.bitmap import GGBitmap
from gamegrid.model.images import rotate_on_square
from gamegrid.model.xorpaint import XorDraw

def measure(size, sprite):
    res = {}
    bitmap = GGBitmap(size, size)
    start = time.perf_counter()
    for x in range(size):
        for y in range(size):
            c = bitmap.getPixelColor(x, y)
            v = (c.getRed() + c.getGreen() + c.getBlue()) // 3
            bitmap.setPixelColor(x, y, makeColor(v, v, v))
    res["pixel loop (us per pixel)"] = (time.perf_counter() - start) / size / size * 1e6
    data = bytearray(4 * size * size)
    start = time.perf_counter()
    for x in range(size):
        for y in range(size):
            at = 4 * (y * size + x)
            v = (data[at] + data[at + 1] + data[at + 2]) // 3
            data[at:at + 4] = bytes((v, v, v, 255))
    res["bare bytearray loop (us per pixel)"] = (time.perf_counter() - start) / size / size * 1e6
    background = pic.new((801, 601), (255, 255, 255, 255))
    draw = pic.drawer(background)
    start = time.perf_counter()
    for i in range(100):
        draw.line([(0, i), (800, 600 - i)], fill=(255, 0, 0, 255), width=1)
    res["line on 800 x 600 (ms)"] = (time.perf_counter() - start) / 100 * 1e3
    start = time.perf_counter()
    for i in range(20):
        draw.point((5, i), fill=(0, 0, 0, 255))
        background.getpixel((5, i))
    res["draw, then read a pixel (ms)"] = (time.perf_counter() - start) / 20 * 1e3
    start = time.perf_counter()
    for i in range(10):
        XorDraw(background, (255, 255, 255)).line([(0, i), (800, 600 - i)], fill=(255, 0, 0, 255), width=1)
    res["XOR line across 800 x 600 (ms)"] = (time.perf_counter() - start) / 10 * 1e3
    picture = pic.open_file(sprite)
    start = time.perf_counter()
    for i in range(36):
        rotate_on_square(picture, i * 10)
    res["sprite turned on its square (ms)"] = (time.perf_counter() - start) / 36 * 1e3
    start = time.perf_counter()
    for i in range(10):
        pic.open_file(sprite)
    res["GIF sprite decoded (ms)"] = (time.perf_counter() - start) / 10 * 1e3
    return res
'''

PROGRAM = WORK + '''
import json, js
js.globalThis.gamegridBench = json.dumps(measure(SIZE, "sprites/airplane.gif"))
'''


def in_page(size: int) -> dict[str, float]:
    from gamegrid.web import devtools
    from gamegrid.web.builder import build_site
    from gamegrid.web.program import find_program
    from gamegrid.web.serve import serve_folder

    with tempfile.TemporaryDirectory(prefix="bench-web-pictures-") as temporary:
        folder, site = Path(temporary) / "program", Path(temporary) / "site"
        (folder / "sprites").mkdir(parents=True)
        shutil.copy(ROOT / "sprites" / "airplane.gif", folder / "sprites" / "airplane.gif")
        (folder / "main.py").write_text(PROGRAM.replace("SIZE", str(size)), encoding="utf-8")
        build_site(find_program(str(folder / "main.py")), site)
        with devtools.Browser() as browser, serve_folder(site) as url:
            page = browser.new_page()
            page.goto(url + "index.html")
            found = page.wait_for("globalThis.gamegridBench || (window.gamegrid && window.gamegrid.errors()"
                                  ".length ? 'errors' : null)", timeout=600)
            if found == "errors":
                raise SystemExit(f"the page failed: {page.evaluate('window.gamegrid.errors()')}")
            return json.loads(found)


def on_desktop(size: int) -> dict[str, float]:
    namespace: dict = {}
    exec(compile(WORK, "bench_web_pictures", "exec"), namespace)
    return namespace["measure"](size, str(ROOT / "sprites" / "airplane.gif"))


def main() -> None:
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    start = time.perf_counter()
    page = in_page(size)
    took = time.perf_counter() - start
    desktop = on_desktop(size)
    print(f"browser pictures (canvas, Pyodide in headless Chromium) against the desktop's (Pillow); "
          f"page built and run in {took:.0f} s")
    print(f"{'':40s} {'page':>10s} {'desktop':>10s} {'page/desktop':>13s}")
    for name, value in page.items():
        print(f"{name:40s} {value:10.2f} {desktop[name]:10.2f} {value / desktop[name]:13.1f}")
    loop, bare = "pixel loop (us per pixel)", "bare bytearray loop (us per pixel)"
    print(f"pixel loop against the bare loop in the same interpreter: page {page[loop] / page[bare]:.1f}, "
          f"desktop {desktop[loop] / desktop[bare]:.1f}")


if __name__ == "__main__":
    main()
