"""The page against raw pyglet 3 in the same browser (issue 33): frames per second of N moving actors, and the
time from opening the page to its first frame.

- Frames: N = 100 and 1,000 actors (sprites/alien.png, 48 x 48) in a 600 x 600 playground, each moved one
  pixel per simulation cycle by its act() (period 16 ms: one cycle a frame), in the page `gamegrid web` builds;
  against a raw pyglet 3 page that moves the same sprites, with the same pixel steps, once per frame in its
  on_draw and draws them with one pyglet Batch (its own loop, pyglet.app.run). Frames counted over
  MEASURE_S after WARM_S, each page alone in its tab, in turns (ROUNDS each, medians), one run; ratio =
  page / raw (target: >= 0.9 at N = 1,000).
- First frame: a cold browser (fresh profile, nothing cached) opens the site of the bench program (N = 100),
  or the bare page (Pyodide, pyglet 3's wheel as published, unpacked by Pyodide, a window, one sprite drawn);
  milliseconds from navigation to the first frame drawn. LOADS cold loads of each, taken in turns (page,
  bare, then bare, page, ...) so that the load of other processes on a shared machine falls on both alike;
  ratio = median of the page's / median of the bare page's (target: <= 1.5). One cold load of each alone
  varied from 1.0 to 1.6 on the shared machine. The pages' marks (medians) show where the time goes.

The raw and bare pages are pages of the same site (same origin, same files, same server), written next to the
page's files by this benchmark; they apply gamegrid's two work-arounds for the pinned versions
(gamegrid/browser/view/fixes.py), without which raw pyglet's loop dies in 3 runs out of 4 and freezes
after a few hundred sprites.

    python bench/bench_web.py                # needs Chromium and npm (Pyodide), as `gamegrid web` does
    python bench/bench_web.py --first-frame  # the first frame only
    python bench/bench_web.py --frames       # the frame rates only

On a shared, loaded machine the absolute numbers vary from run to run; the ratios are measured side by side.
"""
from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

WARM_S = 1.0
MEASURE_S = 3.0
ROUNDS = 3
LOADS = 7          # cold loads of each page for the first frame (medians)
SIZES = (100, 1000)
BOOT_S = 180.0
SIZE = 600

PROGRAM = '''\
from gamegrid import *
import random

SIZE = 600
N = {n}

class Mover(Actor):
    def __init__(self, dx, dy):
        Actor.__init__(self, "sprites/alien.png")
        self.dx, self.dy = dx, dy

    def act(self):
        x, y = self.getX() + self.dx, self.getY() + self.dy
        if x < 0 or x >= SIZE:
            self.dx = -self.dx
        if y < 0 or y >= SIZE:
            self.dy = -self.dy
        self.setLocation(Location(x % SIZE, y % SIZE))

makeGameGrid(SIZE, SIZE, 1, None, False)
setSimulationPeriod(16)
rng = random.Random(1)
for i in range(N):
    addActor(Mover(rng.choice((-1, 1)), rng.choice((-1, 1))), Location(rng.randrange(SIZE), rng.randrange(SIZE)))
show()
doRun()
'''

# The raw pyglet 3 side: the same sprites, moved the same way once per frame, drawn by a Batch.
RAW_PROGRAM = '''\
import random, js, pyglet
import gamegrid_fixes
gamegrid_fixes.apply_fixes()
pyglet.options.pyodide.canvas_id = "gamegrid-canvas"
N = int(js.URLSearchParams.new(js.location.search).get("n") or 1)
SIZE = 600
window = pyglet.window.Window(SIZE, SIZE)
image = pyglet.image.load("/home/pyodide/alien.png")
image.anchor_x, image.anchor_y = image.width // 2, image.height // 2
batch = pyglet.graphics.Batch()
rng = random.Random(1)
sprites = []
for i in range(N):
    dx, dy = rng.choice((-1, 1)), rng.choice((-1, 1))
    sprite = pyglet.sprite.Sprite(image, rng.randrange(SIZE), rng.randrange(SIZE), batch=batch)
    sprite.dx, sprite.dy = dx, dy
    sprites.append(sprite)

def move():
    for s in sprites:
        x, y = s.x + s.dx, s.y + s.dy
        if x < 0 or x >= SIZE:
            s.dx = -s.dx
        if y < 0 or y >= SIZE:
            s.dy = -s.dy
        s.position = (x % SIZE, y % SIZE, 0)

frames = [0]

@window.event
def on_draw():
    move()
    window.clear()
    batch.draw()
    frames[0] += 1
    js.window.rawFrames = frames[0]
    if frames[0] == 1:
        js.window.firstFrameMs = js.performance.now()

pyglet.app.run()
'''

RAW_PAGE = '''<!doctype html>
<html><head><meta charset="utf-8"><title>raw pyglet 3</title></head>
<body style="margin:0"><canvas id="gamegrid-canvas" width="600" height="600"></canvas>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
window.firstFrameMs = 0;
const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", location.href).href });
performance.mark("bare:pyodide-loaded");
const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
const get = async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer());
pyodide.unpackArchive(await get("PYGLET_WHEEL"), "wheel", { extractDir: site });
pyodide.FS.writeFile(site + "/gamegrid_fixes.py", await get("gamegrid_fixes.py"));
pyodide.FS.writeFile("/home/pyodide/alien.png", await get("alien.png"));
const program = await (await fetch("raw_program.py")).text();
window.rawStarted = true;
await pyodide.runPythonAsync(program);
</script></body></html>
'''


def _need(module: str) -> object:
    try:
        return __import__(module, fromlist=["_"])
    except ImportError:
        print(f"bench_web: {module} is missing (the site's builder, gamegrid web)", file=sys.stderr)
        raise SystemExit(2)


def build(folder: Path) -> Path:
    """The bench program's site, with the raw and bare pages beside the page."""
    builder = _need("gamegrid.web.builder")
    program_module = _need("gamegrid.web.program")
    source = folder / "program" / "moving_actors.py"
    source.parent.mkdir(parents=True)
    source.write_text(PROGRAM.format(n=SIZES[0]), encoding="utf-8")
    site = folder / "site"
    builder.build_site(program_module.find_program(str(source)), site)
    wheel = _need("gamegrid.web.assets").pyglet_wheel()   # as published: the bare page unpacks the wheel itself
    (site / wheel.name).write_bytes(wheel.read_bytes())
    (site / "gamegrid_fixes.py").write_bytes((REPO / "gamegrid" / "browser" / "view" / "fixes.py").read_bytes())
    (site / "alien.png").write_bytes((REPO / "sprites" / "alien.png").read_bytes())
    (site / "raw_program.py").write_text(RAW_PROGRAM, encoding="utf-8")
    (site / "raw.html").write_text(RAW_PAGE.replace("PYGLET_WHEEL", wheel.name), encoding="utf-8")
    return site


def _page_ready(page) -> None:
    page.wait_for("(() => { try { return window.gamegrid.state().frames > 0; } catch (booting) { return false; } })()",
                  timeout=BOOT_S)


def frames_per_second(page, counter: str) -> float:
    page.send("Page.bringToFront")
    time.sleep(WARM_S)
    first, start = page.evaluate(counter), time.perf_counter()
    time.sleep(MEASURE_S)
    last, end = page.evaluate(counter), time.perf_counter()
    return (last - first) / (end - start)


def measure_frames(browser, url: str) -> dict[int, tuple[float, float]]:
    """N -> (page's frames per second, raw pyglet's): both pages open, measured in turns (ROUNDS each, the
    page in front drawing), the median of each side, so that load from other processes hits both alike."""
    results = {}
    for n in SIZES:
        ours_page = browser.new_page()
        ours_page.goto(url + "index.html", timeout=BOOT_S)
        _page_ready(ours_page)
        ours_page.evaluate(f"window.gamegrid.run({json.dumps(PROGRAM.format(n=n))}); true")
        ours_page.wait_for(f"window.gamegrid.state().actors.length === {n} && window.gamegrid.state().running",
                           timeout=BOOT_S)
        raw_page = browser.new_page()
        raw_page.goto(url + f"raw.html?n={n}", timeout=BOOT_S)
        raw_page.wait_for("window.rawFrames > 0", timeout=BOOT_S)
        ours, raw = [], []
        for _ in range(ROUNDS):
            ours.append(frames_per_second(ours_page, "window.gamegrid.state().frames"))
            raw.append(frames_per_second(raw_page, "window.rawFrames"))
        ours_page.close()
        raw_page.close()
        results[n] = (statistics.median(ours), statistics.median(raw))
    return results


# The page's own marks (gamegrid-page.js) and the bare page's one, milliseconds from navigation: where the
# start-up time goes.
PHASES = ("gamegrid:pyodide-loaded", "gamegrid:files-unpacked", "gamegrid:imported", "gamegrid:first-frame",
          "bare:pyodide-loaded")
MARKS = "Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]))"


def first_frame_ms(devtools, url: str) -> tuple[list[float], list[float], dict[str, float]]:
    """The page's and the bare page's milliseconds from navigation to the first frame, LOADS cold loads of
    each (a fresh browser and profile each time, nothing cached), taken in turns (page then bare, then bare
    then page, ...) so that load from other processes hits both alike; and the medians of the pages' marks."""
    sides = {"page": (url + "index.html", "window.gamegridFirstFrameMs"),
             "bare": (url + "raw.html?n=1", "window.firstFrameMs")}
    times: dict[str, list[float]] = {"page": [], "bare": []}
    marks: dict[str, list[float]] = {name: [] for name in PHASES}
    for load in range(LOADS):
        for side in ("page", "bare") if load % 2 == 0 else ("bare", "page"):
            address, expression = sides[side]
            with devtools.Browser() as browser:
                page = browser.new_page()
                page.goto(address, timeout=BOOT_S)
                times[side].append(float(page.wait_for(expression, timeout=BOOT_S)))
                seen = page.evaluate(MARKS)
                for name in PHASES:
                    if name in seen:
                        marks[name].append(float(seen[name]))
    return times["page"], times["bare"], {name: statistics.median(values) for name, values in marks.items() if values}


def main(argv: list[str]) -> int:
    only_first_frame = "--first-frame" in argv   # the start-up alone (the frame rates take another minute)
    only_frames = "--frames" in argv             # the frame rates alone
    devtools = _need("gamegrid.web.devtools")
    serve = _need("gamegrid.web.serve")
    if devtools.find_chromium() is None:
        print("bench_web: Chromium is not installed (Debian: apt-get install chromium)", file=sys.stderr)
        return 2
    frames: dict[int, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-web-") as folder:
        site = build(Path(folder))
        with serve.serve_folder(site) as url:
            page_times, bare_times, phases = first_frame_ms(devtools, url) if not only_frames else ([], [], {})
            if not only_first_frame:
                with devtools.Browser() as browser:
                    frames = measure_frames(browser, url)
    print("bench_web: the page against raw pyglet 3 in headless Chromium (SwiftShader WebGL2)")
    for n, (ours, raw) in frames.items():
        print(f"  {n:>5} moving actors: page {ours:5.1f} fps, raw pyglet {raw:5.1f} fps, ratio {ours / raw:.2f}"
              + ("   (target >= 0.90)" if n == 1000 else ""))
    if only_frames:
        return 0
    page_ms, bare_ms = statistics.median(page_times), statistics.median(bare_times)
    print(f"  first frame, medians of {LOADS} cold loads each, in turns: page {page_ms:,.0f} ms, bare Pyodide + "
          f"pyglet {bare_ms:,.0f} ms, ratio {page_ms / bare_ms:.2f}   (target <= 1.50)")
    print("    each load (ms): page", " ".join(f"{ms:,.0f}" for ms in page_times),
          "| bare", " ".join(f"{ms:,.0f}" for ms in bare_times))
    print("    phases (medians, ms from navigation):", ", ".join(f"{name} {ms:,.0f}" for name, ms in phases.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
