"""Shared by the side-by-side benchmarks: the pictures both sides draw, running one side in a fresh
interpreter, interleaved rounds and medians.

Each measurement runs in its own interpreter (as a student starts a script), the sides alternate
round by round so load from other processes hits both alike, and the figures are medians. With
DISPLAY set, both sides draw into real windows (vsync off, same size); without it, both draw offscreen
(pyglet's EGL headless mode; gamegrid with `--headless --render`, which draws every frame). Offscreen a
flip presents nothing and Mesa may leave a frame undrawn, so both sides finish each frame (glFinish).
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENES = Path(__file__).resolve().parent / "scenes"
SPRITE_SIZE = 32


def in_window() -> bool:
    return bool(os.environ.get("DISPLAY"))


def where() -> str:
    return f"real window on DISPLAY={os.environ['DISPLAY']}" if in_window() else "offscreen (EGL headless)"


def make_sprites(folder: Path) -> Path:
    """32 x 32 pictures drawn here: ball_0..ball_3.png (four frames of an animation) and arrow.png."""
    from PIL import Image, ImageDraw
    colours = [(220, 50, 50), (240, 160, 0), (50, 170, 60), (60, 90, 220)]
    for i, colour in enumerate(colours):
        picture = Image.new("RGBA", (SPRITE_SIZE, SPRITE_SIZE), (0, 0, 0, 0))
        draw = ImageDraw.Draw(picture)
        draw.ellipse([0, 0, SPRITE_SIZE - 1, SPRITE_SIZE - 1], fill=colour + (255,))
        draw.ellipse([6, 6, 14, 14], fill=(255, 255, 255, 200))
        picture.save(folder / f"ball_{i}.png")
    arrow = Image.new("RGBA", (SPRITE_SIZE, SPRITE_SIZE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(arrow)
    draw.rectangle([2, 12, 22, 19], fill=(30, 30, 200, 255))
    draw.polygon([(20, 4), (31, 16), (20, 27)], fill=(200, 30, 30, 255))
    arrow.save(folder / "arrow.png")
    return folder


def sprites_dir() -> Path:
    return make_sprites(Path(tempfile.mkdtemp(prefix="gg_bench_sprites_")))


def gamegrid_command(scene: str, *args: object) -> list[str]:
    mode = ["--render"] if in_window() else ["--headless", "--render"]
    return [sys.executable, "-m", "gamegrid", "run", str(SCENES / scene), *mode, "--", *map(str, args)]


def raw_command(scene: str, *args: object) -> list[str]:
    return [sys.executable, str(SCENES / scene), *map(str, args), "window" if in_window() else "headless"]


def run_child(command: list[str]) -> dict:
    """Run one side; it prints a line `RESULT {json}`."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("GAMEGRID_HEADLESS", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)   # as on a student's machine: compiled modules are cached
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[len("RESULT "):])
    raise RuntimeError(f"{' '.join(command)} gave no result (exit {done.returncode}):\n"
                       f"{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def compare(raw: list[str], ours: list[str], rounds: int) -> dict[str, tuple[float, float, float]]:
    """Alternate the two sides `rounds` times. For "ms" (wall-clock per frame) and "cpu_ms" (CPU time of
    the whole process per frame, the GPU driver's threads included: less disturbed by other load):
    (median raw, median gamegrid, median of the per-round ratios)."""
    got: dict[str, list[tuple[float, float]]] = {"ms": [], "cpu_ms": []}
    for index in range(rounds):
        pair = [("raw", raw), ("gamegrid", ours)]
        if index % 2:
            pair.reverse()   # who goes first alternates too
        results = {name: run_child(command) for name, command in pair}
        for key in got:
            got[key].append((results["raw"][key], results["gamegrid"][key]))
    return {key: (statistics.median(r for r, _ in values), statistics.median(o for _, o in values),
                  statistics.median(o / r for r, o in values)) for key, values in got.items()}
