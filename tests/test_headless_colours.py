"""Headless pictures (--screenshot, --gif, --frames-dir, grading screenshots) have the exact colours: the
offscreen (EGL) surface has 8 bits per channel and alpha (issue 27: with the driver's first choice, 16-bit
colour, grey (128,128,128) came out as (132,130,132))."""
from __future__ import annotations

import os
import subprocess
import sys

from PIL import Image

from conftest import REPO, write_script

COLOURS = [(128, 128, 128), (200, 30, 70), (1, 2, 3), (254, 127, 63), (17, 239, 101)]


def test_headless_screenshot_and_frames_keep_exact_colours(tmp_path):
    for index, colour in enumerate(COLOURS[1:]):
        Image.new("RGBA", (20, 20), colour + (255,)).save(tmp_path / f"c{index}.png")
    script = write_script(tmp_path, f"""\
        from gamegrid import *
        makeGameGrid(6, 2, 20, None, None, False)
        setBgColor(Color{COLOURS[0]})
        for index in range({len(COLOURS) - 1}):
            addActor(Actor("c%d.png" % index), Location(index, 1))
        show()
        """)
    frames = tmp_path / "frames"
    done = subprocess.run([sys.executable, "-m", "gamegrid", "run", str(script), "--headless", "--seconds", "0.2",
                           "--screenshot", str(tmp_path / "shot.png"), "--frames-dir", str(frames)],
                          cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(REPO)},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    pictures = [Image.open(tmp_path / "shot.png").convert("RGB"), Image.open(sorted(frames.iterdir())[-1]).convert("RGB")]
    for picture in pictures:
        assert picture.getpixel((50, 5)) == COLOURS[0]                      # the background, cell (2, 0)
        for index, colour in enumerate(COLOURS[1:]):
            assert picture.getpixel((index * 20 + 10, 30)) == colour        # each actor's middle
